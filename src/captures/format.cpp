// The judge's text format: T, then per case "N" (or "R C") and the rows of '.' and 'O';
// the answer per case is M and M lines "r c d".
#include <algorithm>
#include <charconv>

#include <fmt/format.h>

#include "boardsolve/captures.hpp"
#include "boardsolve/core/case_list.hpp"
#include "boardsolve/core/text_reader.hpp"
#include "boardsolve/core/text_writer.hpp"

namespace boardsolve::captures {
namespace {

constexpr char_set board_symbols(".O");

// `total`: the squares of the cases before this one.
board read_board(text_reader& in, int case_number, long long& total) {
  const auto size_what = fmt::format("the board size N (or R C) of case {}", case_number);
  const text_position size_at = (in.skip_whitespace(), in.where());
  const auto rows = static_cast<int>(in.read_int(1, max_side, size_what));
  const auto cols = in.line_has_more()
                        ? static_cast<int>(in.read_int_on_line(1, max_side, "the column count C"))
                        : rows;
  in.end_line("the board size");
  const auto cells = static_cast<long long>(rows) * cols;
  if (cells > max_cells)
    text_reader::fail_at(size_at, fmt::format("case {} has {} x {} squares; boardsolve handles at "
                                              "most {} squares per board",
                                              case_number, rows, cols, max_cells));
  if (total + cells > max_total_cells)
    text_reader::fail_at(size_at,
                         fmt::format("case {} has {} x {} squares, {} in all with the cases before "
                                     "it; boardsolve handles at most {} squares in all the cases "
                                     "of a file",
                                     case_number, rows, cols, total + cells, max_total_cells));
  total += cells;
  if (static_cast<unsigned long long>(cells) > in.remaining())
    text_reader::fail_at(size_at,
                         fmt::format("case {} needs {} x {} squares but only {} bytes of input "
                                     "are left",
                                     case_number, rows, cols, in.remaining()));
  board b(rows, cols);
  for (int r = 0; r < rows; ++r) {
    const auto row = in.read_row(static_cast<std::size_t>(cols), board_symbols,
                                 fmt::format("row {} of case {}", r + 1, case_number));
    std::uint8_t* out = &b.cells[b.index(r, 0)];
    for (int c = 0; c < cols; ++c) out[c] = row[static_cast<std::size_t>(c)] == 'O';
  }
  return b;
}

}  // namespace

parse_result<std::vector<board>> parse_instances(std::string_view text) {
  long long total = 0;
  return parse_case_list(
      text, [&](text_reader& in, int case_number) { return read_board(in, case_number, total); });
}

void append_answer(std::string& out, std::span<const capture> captures) {
  // Answers for large boards have millions of lines. They are written through a pointer into
  // a small buffer and appended a block at a time, into space reserved for the longest lines
  // (so never moved; reserving touches no memory, while resizing would fill it all first).
  constexpr std::size_t longest_line = 16;  // "100000 100000 L\n"
  char block[1 << 14];
  const char* const last_start = block + sizeof block - longest_line;
  out.reserve(out.size() + 24 + captures.size() * longest_line);
  char* p = std::to_chars(block, block + 20, captures.size()).ptr;
  *p++ = '\n';
  for (const capture& c : captures) {
    if (p > last_start) {
      out.append(block, static_cast<std::size_t>(p - block));
      p = block;
    }
    p = std::to_chars(p, p + 20, static_cast<unsigned>(c.row) + 1).ptr;
    *p++ = ' ';
    p = std::to_chars(p, p + 20, static_cast<unsigned>(c.col) + 1).ptr;
    *p++ = ' ';
    *p++ = static_cast<char>(c.dir);
    *p++ = '\n';
  }
  out.append(block, static_cast<std::size_t>(p - block));
}

parse_result<std::vector<std::vector<capture>>> parse_answers(std::string_view text,
                                                              std::size_t cases) {
  return catch_parse_error([&] {
    text_reader in(text);
    std::vector<std::vector<capture>> answers;
    for (std::size_t t = 0; t < cases; ++t) {
      const auto count =
          in.read_int(0, max_cells, fmt::format("the capture count of case {}", t + 1));
      std::vector<capture> moves;
      moves.reserve(static_cast<std::size_t>(std::min<long long>(count, 1 << 20)));
      for (long long k = 0; k < count; ++k) {
        const auto row = static_cast<int>(in.read_int(1, max_side, "a row number")) - 1;
        const auto col = static_cast<int>(in.read_int(1, max_side, "a column number")) - 1;
        const text_position at = (in.skip_whitespace(), in.where());
        const auto dir = in.read_token("the direction L or R");
        if (dir != "L" && dir != "R")
          text_reader::fail_at(at, fmt::format("expected the direction L or R, found {}",
                                               text_reader::describe_token(dir)));
        moves.push_back({row, col, dir == "L" ? direction::left : direction::right});
      }
      answers.push_back(std::move(moves));
    }
    in.expect_end();
    return answers;
  });
}

std::string format_instances(std::span<const board> boards) {
  std::string out;
  append_line(out, boards.size());
  for (const board& b : boards) {
    if (b.rows == b.cols) {
      append_line(out, b.rows);
    } else {
      append_line(out, b.rows, b.cols);
    }
    for (int r = 0; r < b.rows; ++r) {
      for (int c = 0; c < b.cols; ++c) out.push_back(b(r, c) ? 'O' : '.');
      out.push_back('\n');
    }
  }
  return out;
}

}  // namespace boardsolve::captures
