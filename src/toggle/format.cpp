// The judge's text format: T, then per case "n m" and n rows of 'W' and 'B'; the answer per
// case is the move count, optionally followed by one line "r c t" per move.
#include <algorithm>
#include <climits>

#include <fmt/format.h>

#include "boardsolve/core/case_list.hpp"
#include "boardsolve/core/text_reader.hpp"
#include "boardsolve/core/text_writer.hpp"
#include "boardsolve/toggle.hpp"

namespace boardsolve::toggle {
namespace {

constexpr char_set board_symbols("WB");

// `total`: the cells of the cases before this one.
board read_board(text_reader& in, int case_number, long long& total) {
  const text_position size_at = (in.skip_whitespace(), in.where());
  const auto rows = static_cast<int>(
      in.read_int(1, max_long_side, fmt::format("the row count n of case {}", case_number)));
  const auto cols = static_cast<int>(in.read_int_on_line(
      1, max_long_side, fmt::format("the column count m of case {}", case_number)));
  in.end_line("the board size");
  const int short_side = std::min(rows, cols), long_side = std::max(rows, cols);
  if (short_side > max_short_side)
    text_reader::fail_at(size_at, fmt::format("case {} is {} x {}; toggle handles boards whose "
                                              "shorter side is at most {}",
                                              case_number, rows, cols, max_short_side));
  if (long_side > max_long_side_for(short_side))
    text_reader::fail_at(
        size_at, fmt::format("case {} is {} x {}; with a shorter side of {}, "
                             "the longer side may be at most {}",
                             case_number, rows, cols, short_side, max_long_side_for(short_side)));
  const long long cells = static_cast<long long>(rows) * cols;
  if (total + cells > max_total_cells)
    text_reader::fail_at(size_at,
                         fmt::format("case {} is {} x {}, {} cells in all with the cases "
                                     "before it; toggle handles at most {} cells in all "
                                     "the cases of a file",
                                     case_number, rows, cols, total + cells, max_total_cells));
  total += cells;
  board b(rows, cols);
  for (int r = 0; r < rows; ++r) {
    const auto row = in.read_row(static_cast<std::size_t>(cols), board_symbols,
                                 fmt::format("row {} of case {}", r + 1, case_number));
    for (int c = 0; c < cols; ++c) b(r, c) = row[static_cast<std::size_t>(c)] == 'W';
  }
  return b;
}

// An answer file holds plans if, after the first positive count, the next line holds more
// than one number (a move "r c t") rather than one (the next count).
bool next_line_is_a_move(const text_reader& in) {
  text_reader probe = in;
  try {
    probe.read_int(LLONG_MIN, LLONG_MAX, "a number");
    return probe.line_has_more();
  } catch (const parse_failure&) {
    return false;
  }
}

}  // namespace

parse_result<answers> parse_answers(std::string_view text, std::size_t cases) {
  return catch_parse_error([&] {
    text_reader in(text);
    answers file;
    bool& has_plans = file.plans;
    bool decided = false;
    for (std::size_t t = 1; t <= cases; ++t) {
      solution a;
      a.count =
          static_cast<int>(in.read_int(-1, INT_MAX, fmt::format("the move count of case {}", t)));
      in.end_line("the move count");
      if (a.count > 0 && !decided) {
        decided = true;
        has_plans = next_line_is_a_move(in);
      }
      if (has_plans && a.count > 0) {
        a.moves.reserve(static_cast<std::size_t>(std::min(a.count, 1 << 16)));
        for (int k = 1; k <= a.count; ++k) {
          move m;
          m.row = static_cast<int>(in.read_int(
                      1, max_long_side, fmt::format("the row of move {} of case {}", k, t))) -
                  1;
          m.col = static_cast<int>(in.read_int_on_line(1, max_long_side, "the column")) - 1;
          m.type = static_cast<move_type>(in.read_int_on_line(1, 2, "the type (1 or 2)"));
          in.end_line("a move");
          a.moves.push_back(m);
        }
      }
      file.cases.push_back(std::move(a));
    }
    in.expect_end();
    return file;
  });
}

parse_result<std::vector<board>> parse_instances(std::string_view text) {
  long long total = 0;
  return parse_case_list(
      text, [&](text_reader& in, int case_number) { return read_board(in, case_number, total); });
}

void append_answer(std::string& out, const solution& s, bool with_plan) {
  append_line(out, s.count);
  if (!with_plan) return;
  for (const move& m : s.moves) append_line(out, m.row + 1, m.col + 1, static_cast<int>(m.type));
}

std::string format_instances(std::span<const board> boards) {
  std::string out;
  append_line(out, boards.size());
  for (const board& b : boards) {
    append_line(out, b.rows, b.cols);
    for (int r = 0; r < b.rows; ++r) {
      for (int c = 0; c < b.cols; ++c) out.push_back(b(r, c) ? 'W' : 'B');
      out.push_back('\n');
    }
  }
  return out;
}

}  // namespace boardsolve::toggle
