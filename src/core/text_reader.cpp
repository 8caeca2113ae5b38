#include "boardsolve/core/text_reader.hpp"

#include <charconv>
#include <cstring>

#include <fmt/format.h>

namespace boardsolve {
namespace {

bool is_blank(char c) {
  return c == ' ' || c == '\t' || c == '\r';
}
bool is_space(char c) {
  return is_blank(c) || c == '\n';
}

std::string describe_char(char c) {
  const auto byte = static_cast<unsigned char>(c);
  if (byte >= 0x21 && byte < 0x7f) return fmt::format("'{}'", c);
  if (c == ' ') return "a blank";
  if (c == '\t') return "a tab";
  return fmt::format("byte 0x{:02x}", byte);
}

}  // namespace

text_position text_reader::where() const {
  return position_of(pos_);
}

text_position text_reader::position_of(std::size_t pos) const {
  return {line_, static_cast<int>(pos - line_start_) + 1};
}

void text_reader::skip_blanks() {
  while (pos_ < text_.size() && is_blank(text_[pos_])) ++pos_;
}

void text_reader::skip_whitespace() {
  while (pos_ < text_.size() && is_space(text_[pos_])) {
    if (text_[pos_] == '\n') new_line_at(pos_);
    ++pos_;
  }
}

void text_reader::skip_empty_lines() {
  while (pos_ < text_.size()) {
    std::size_t p = pos_;
    while (p < text_.size() && is_blank(text_[p])) ++p;
    if (p == text_.size()) {
      pos_ = p;
      return;
    }
    if (text_[p] != '\n') return;
    pos_ = p + 1;
    new_line_at(p);
  }
}

std::string text_reader::describe_next() const {
  if (at_end()) return "end of input";
  if (text_[pos_] == '\n' ||
      (text_[pos_] == '\r' && pos_ + 1 < text_.size() && text_[pos_ + 1] == '\n'))
    return "end of line";
  std::size_t end = pos_;
  while (end < text_.size() && !is_space(text_[end]) && end - pos_ <= quoted_length) ++end;
  if (end == pos_) return describe_char(text_[pos_]);
  return describe_token(text_.substr(pos_, end - pos_));
}

std::string text_reader::describe_token(std::string_view token) {
  const std::string_view piece = token.substr(0, quoted_length);
  for (char c : piece) {
    const auto byte = static_cast<unsigned char>(c);
    if (byte < 0x21 || byte >= 0x7f) return describe_char(c);
  }
  return fmt::format("'{}{}'", piece, token.size() > quoted_length ? "..." : "");
}

long long text_reader::read_int(long long lo, long long hi, std::string_view what) {
  skip_whitespace();
  return read_int_on_line(lo, hi, what);
}

long long text_reader::read_int_on_line(long long lo, long long hi, std::string_view what) {
  skip_blanks();
  const text_position start = where();
  const char* first = text_.data() + pos_;
  const char* last = text_.data() + text_.size();
  long long value = 0;
  const auto [ptr, ec] = std::from_chars(first, last, value);
  const bool token_ends = ptr == last || is_space(*ptr);
  if (ptr == first || !token_ends) {
    fail(fmt::format("expected {} (an integer from {} to {}), found {}", what, lo, hi,
                     describe_next()));
  }
  if (ec == std::errc::result_out_of_range || value < lo || value > hi) {
    const std::string_view number(first, static_cast<std::size_t>(ptr - first));
    fail_at(start, fmt::format("{} must be from {} to {}, found {}{}", what, lo, hi,
                               number.substr(0, 24), number.size() > 24 ? "..." : ""));
  }
  pos_ += static_cast<std::size_t>(ptr - first);
  return value;
}

std::string_view text_reader::read_token(std::string_view what) {
  skip_whitespace();
  if (at_end()) fail(fmt::format("expected {}, found end of input", what));
  const std::size_t begin = pos_;
  while (pos_ < text_.size() && !is_space(text_[pos_])) ++pos_;
  return text_.substr(begin, pos_ - begin);
}

bool text_reader::line_has_more() {
  skip_blanks();
  return pos_ < text_.size() && text_[pos_] != '\n';
}

void text_reader::end_line(std::string_view after_what) {
  skip_blanks();
  if (at_end()) return;
  if (text_[pos_] != '\n')
    fail(fmt::format("expected end of line after {}, found {}", after_what, describe_next()));
  new_line_at(pos_);
  ++pos_;
}

std::string_view text_reader::read_any_row(std::size_t width, const char_set& allowed,
                                           std::string_view what, bool blanks_between,
                                           std::string* scratch) {
  if (at_end()) fail(fmt::format("expected {}, found end of input", what));
  const std::size_t begin = pos_;
  const void* newline = std::memchr(text_.data() + begin, '\n', text_.size() - begin);
  const std::size_t line_end =
      newline ? static_cast<std::size_t>(static_cast<const char*>(newline) - text_.data())
              : text_.size();
  std::size_t end = line_end;
  while (end > begin && is_blank(text_[end - 1])) --end;

  const auto bad_symbol = [&](std::size_t at) {
    pos_ = at;
    fail(fmt::format("expected one of \"{}\" in {}, found {}", allowed.symbols(), what,
                     describe_char(text_[at])));
  };
  const auto wrong_length = [&](std::size_t at, std::size_t found) {
    pos_ = at;
    fail(fmt::format("{} must have {} cells, found {}", what, width, found));
  };

  std::string_view row;
  if (!blanks_between) {
    const std::size_t length = end - begin;
    const std::size_t checked = length < width ? length : width;
    for (std::size_t i = begin; i < begin + checked; ++i)
      if (!allowed.contains(text_[i])) bad_symbol(i);
    if (length != width) wrong_length(length < width ? end : begin + width, length);
    row = text_.substr(begin, width);
  } else {
    scratch->clear();
    for (std::size_t i = begin; i < end; ++i) {
      if (is_blank(text_[i])) continue;
      if (!allowed.contains(text_[i])) bad_symbol(i);
      if (scratch->size() == width) {
        std::size_t found = width;
        for (std::size_t j = i; j < end; ++j) found += is_blank(text_[j]) ? 0u : 1u;
        wrong_length(i, found);
      }
      scratch->push_back(text_[i]);
    }
    if (scratch->size() != width) wrong_length(end, scratch->size());
    row = *scratch;
  }
  pos_ = line_end;
  if (pos_ < text_.size()) {
    new_line_at(pos_);
    ++pos_;
  }
  return row;
}

void text_reader::expect_end() {
  skip_whitespace();
  if (!at_end()) fail(fmt::format("expected end of input, found {}", describe_next()));
}

void text_reader::fail(std::string message) const {
  fail_at(where(), std::move(message));
}

void text_reader::fail_at(text_position where, std::string message) {
  throw parse_failure(parse_error{where.line, where.column, std::move(message)});
}

}  // namespace boardsolve
