// The judge's text format: N, then N rows of '-', '+', 'K', 'o', with or without blanks
// between the symbols; the answer is "impossible" or one line "R C" per square of the path.
#include <cctype>
#include <charconv>
#include <cstring>

#include <fmt/format.h>

#include "boardsolve/core/text_reader.hpp"
#include "boardsolve/core/text_writer.hpp"
#include "boardsolve/kingjump.hpp"

namespace boardsolve::kingjump {
namespace {

constexpr char_set board_symbols("-+Ko");

// True if the line starting at `at` holds a blank before its trailing blanks: then its symbols
// are separated by blanks. Contest files have none, and take the copy-free path.
bool has_inner_blank(std::string_view text, std::size_t at) {
  const void* newline = std::memchr(text.data() + at, '\n', text.size() - at);
  std::size_t end = newline
                        ? static_cast<std::size_t>(static_cast<const char*>(newline) - text.data())
                        : text.size();
  while (end > at && (text[end - 1] == ' ' || text[end - 1] == '\t' || text[end - 1] == '\r'))
    --end;
  const char* line = text.data() + at;
  const std::size_t length = end - at;
  return std::memchr(line, ' ', length) || std::memchr(line, '\t', length) ||
         std::memchr(line, '\r', length);
}

}  // namespace

parse_result<board> parse_instance(std::string_view text) {
  return catch_parse_error([&] {
    text_reader in(text);
    const text_position size_at = (in.skip_whitespace(), in.where());
    const auto n = static_cast<int>(in.read_int(1, max_side, "the board size N"));
    in.end_line("the board size");
    const auto squares = static_cast<unsigned long long>(n) * static_cast<unsigned long long>(n);
    if (squares > in.remaining())
      text_reader::fail_at(size_at, fmt::format("the board needs {} x {} squares but only {} "
                                                "bytes of input are left",
                                                n, n, in.remaining()));
    board b(n, n);
    std::string scratch;
    const auto width = static_cast<std::size_t>(n);
    for (int r = 0; r < n; ++r) {
      const bool blanks = has_inner_blank(text, text.size() - in.remaining());
      const auto row =
          in.read_row(width, board_symbols, fmt::format("row {}", r + 1), blanks, &scratch);
      std::memcpy(&b.cells[b.index(r, 0)], row.data(), width);
    }
    in.expect_end();
    return b;
  });
}

void append_answer(std::string& out, std::span<const square> p) {
  if (p.empty()) {
    out += "impossible\n";
    return;
  }
  // Written through a pointer into space reserved for the longest lines ("10000 10000\n"):
  // a path on a large board has millions of squares.
  constexpr std::size_t longest_line = 12;
  const std::size_t start = out.size();
  out.resize(start + p.size() * longest_line);
  char* at = out.data() + start;
  for (const square& s : p) {
    at = std::to_chars(at, at + 5, s.row + 1).ptr;
    *at++ = ' ';
    at = std::to_chars(at, at + 5, s.col + 1).ptr;
    *at++ = '\n';
  }
  out.resize(static_cast<std::size_t>(at - out.data()));
}

parse_result<path> parse_answer(std::string_view text, int n) {
  return catch_parse_error([&] {
    text_reader in(text);
    in.skip_whitespace();
    const std::size_t at = text.size() - in.remaining();
    path p;
    if (in.at_end() || !std::isdigit(static_cast<unsigned char>(text[at]))) {
      const text_position where = in.where();
      const auto word = in.at_end() ? std::string_view() : in.read_token("");
      if (word != "impossible")
        text_reader::fail_at(
            where, fmt::format("expected 'impossible' or the row of the king's "
                               "first square, found {}",
                               word.empty() ? "end of input" : text_reader::describe_token(word)));
      in.expect_end();
      return p;
    }
    while ((in.skip_whitespace(), !in.at_end())) {
      square s;
      s.row = static_cast<int>(in.read_int_on_line(1, n, "a row number")) - 1;
      s.col = static_cast<int>(in.read_int_on_line(1, n, "a column number")) - 1;
      in.end_line("a square");
      p.push_back(s);
    }
    return p;
  });
}

std::string format_instance(const board& b) {
  std::string out;
  append_line(out, b.rows);
  out.reserve(out.size() + b.cells.size() + static_cast<std::size_t>(b.rows));
  for (int r = 0; r < b.rows; ++r) {
    const auto* row = reinterpret_cast<const char*>(&b.cells[b.index(r, 0)]);
    out.append(row, static_cast<std::size_t>(b.cols));
    out.push_back('\n');
  }
  return out;
}

}  // namespace boardsolve::kingjump
