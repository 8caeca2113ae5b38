#include "judge/markdown_latex.hpp"

#include <array>
#include <cctype>
#include <utility>

namespace boardsolve {
namespace {

// The UTF-8 characters that pdfLaTeX's inputenc does not set up (or sets up only with
// textcomp, which plasTeX does not read), as LaTeX.
constexpr std::array<std::pair<std::string_view, std::string_view>, 8> unicode_latex{{
    {"≤", "$\\le$"},
    {"≥", "$\\ge$"},
    {"≠", "$\\ne$"},
    {"×", "$\\times$"},
    {"−", "$-$"},
    {"–", "--"},
    {"—", "---"},
    {"…", "\\ldots{}"},
}};

// The characters that T1 fonts join into another glyph when doubled (-- is a dash, << a
// guillemet, '' a closing quote, ,, a low quote): a doubled one is kept apart by {}.
constexpr std::string_view ligature_halves = "-<>,'";

// Appends `text` to `latex`, escaped.
void append_text(std::string& latex, std::string_view text) {
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    switch (c) {
      case '\\':
        latex += "\\textbackslash{}";
        continue;
      case '~':
        latex += "\\textasciitilde{}";
        continue;
      case '^':
        latex += "\\textasciicircum{}";
        continue;
      case '{':
      case '}':
      case '$':
      case '&':
      case '%':
      case '#':
      case '_':
        latex += '\\';
        latex += c;
        continue;
      default:
        break;
    }
    bool replaced = false;
    for (const auto& [utf8, replacement] : unicode_latex) {
      if (text.substr(i).starts_with(utf8)) {
        latex += replacement;
        i += utf8.size() - 1;
        replaced = true;
        break;
      }
    }
    if (replaced) continue;
    latex += c;
    if (ligature_halves.find(c) != std::string_view::npos && i + 1 < text.size() &&
        text[i + 1] == c)
      latex += "{}";
  }
}

// Appends the text of a paragraph, heading or list item: escaped text and `code` spans.
void append_inline(std::string& latex, std::string_view text) {
  while (!text.empty()) {
    const std::size_t open = text.find('`');
    append_text(latex, text.substr(0, open));
    if (open == std::string_view::npos) return;
    const std::size_t close = text.find('`', open + 1);
    if (close == std::string_view::npos) {
      latex += "\\`{}";
      text.remove_prefix(open + 1);
      continue;
    }
    latex += "\\texttt{";
    append_text(latex, text.substr(open + 1, close - open - 1));
    latex += '}';
    text.remove_prefix(close + 1);
  }
}

std::string_view trimmed(std::string_view line) {
  while (!line.empty() && std::isspace(static_cast<unsigned char>(line.front())))
    line.remove_prefix(1);
  while (!line.empty() && std::isspace(static_cast<unsigned char>(line.back())))
    line.remove_suffix(1);
  return line;
}

// The text after a heading's hashes, and its level (1 to 3); level 0 if `line` is none.
std::pair<int, std::string_view> heading_of(std::string_view line) {
  int level = 0;
  while (level < static_cast<int>(line.size()) && line[static_cast<std::size_t>(level)] == '#')
    ++level;
  if (level == 0 || level > 3 || static_cast<std::size_t>(level) >= line.size() ||
      line[static_cast<std::size_t>(level)] != ' ')
    return {0, {}};
  return {level, trimmed(line.substr(static_cast<std::size_t>(level)))};
}

enum class list_kind { none, bullets, numbers };

// The kind of list item `line` starts, and its text after the marker.
std::pair<list_kind, std::string_view> item_of(std::string_view line) {
  if (line.starts_with("- ") || line.starts_with("* ")) return {list_kind::bullets, line.substr(2)};
  std::size_t digits = 0;
  while (digits < line.size() && std::isdigit(static_cast<unsigned char>(line[digits]))) ++digits;
  if (digits > 0 && line.substr(digits).starts_with(". "))
    return {list_kind::numbers, line.substr(digits + 2)};
  return {list_kind::none, {}};
}

// The converter's state between lines: the open block and the text it has gathered.
class converter {
 public:
  void line(std::string_view raw) {
    if (in_code_) {
      if (trimmed(raw).starts_with("```")) {
        latex_ += "\\end{verbatim}\n\n";
        in_code_ = false;
      } else {
        latex_ += raw;
        latex_ += '\n';
      }
      return;
    }
    const std::string_view text = trimmed(raw);
    if (text.empty()) return close_block();
    if (text.starts_with("```")) {
      close_block();
      latex_ += "\\begin{verbatim}\n";
      in_code_ = true;
      return;
    }
    if (const auto [level, title] = heading_of(text); level > 0) {
      close_block();
      latex_ += level == 3 ? "\\subsection*{" : "\\section*{";
      append_inline(latex_, title);
      latex_ += "}\n\n";
      return;
    }
    if (const auto [kind, item] = item_of(text);
        kind != list_kind::none && raw.front() == text.front()) {
      flush_text();
      if (kind != list_) {
        close_block();
        latex_ += kind == list_kind::bullets ? "\\begin{itemize}\n" : "\\begin{enumerate}\n";
        list_ = kind;
      }
      latex_ += "\\item ";
      pending_ = item;
      return;
    }
    if (!pending_.empty()) pending_ += '\n';
    pending_ += text;
  }

  std::string finish() && {
    if (in_code_) latex_ += "\\end{verbatim}\n\n";
    in_code_ = false;
    close_block();
    while (latex_.ends_with("\n\n")) latex_.pop_back();
    return std::move(latex_);
  }

 private:
  void flush_text() {
    if (pending_.empty()) return;
    append_inline(latex_, pending_);
    latex_ += '\n';
    pending_.clear();
  }

  void close_block() {
    flush_text();
    if (list_ != list_kind::none)
      latex_ += list_ == list_kind::bullets ? "\\end{itemize}\n" : "\\end{enumerate}\n";
    list_ = list_kind::none;
    if (!latex_.empty() && !latex_.ends_with("\n\n")) latex_ += '\n';
  }

  std::string latex_;
  std::string pending_;  // the paragraph or list item being read, as Markdown
  list_kind list_ = list_kind::none;
  bool in_code_ = false;
};

}  // namespace

std::string latex_of_markdown(std::string_view markdown) {
  converter convert;
  while (!markdown.empty()) {
    const std::size_t end = markdown.find('\n');
    convert.line(markdown.substr(0, end));
    markdown.remove_prefix(end == std::string_view::npos ? markdown.size() : end + 1);
  }
  return std::move(convert).finish();
}

std::string latex_text(std::string_view text) {
  std::string latex;
  append_text(latex, text);
  return latex;
}

}  // namespace boardsolve
