// Why -1: for each move type, a set of squares whose white count no move of that type can make
// even, read off the kernel that the solver's one-type systems already compute.
#include <cstdint>
#include <limits>

#include <fmt/format.h>

#include "linear_chase.hpp"

namespace boardsolve::toggle {
namespace {

// The smallest set of one of the kernel basis vectors of the all-`solid` system that holds an
// odd number of white squares, or an empty grid if every one holds an even number. A kernel
// vector's chase on the black board is a set of squares whose presses change nothing, which is
// the parity condition (docs/algorithms/toggle.md, "Why -1").
grid<std::uint8_t> odd_quiet_set(const board& b, const mask_board& mb, bool solid) {
  const mask_board black(board(b.rows, b.cols, 0));
  const auto space = first_rows_that_solve(black, solid ? black.full : 0);  // always solvable
  std::vector<row_mask> best;
  int best_size = std::numeric_limits<int>::max();
  for (const algo::gf2_row first : space->kernel) {
    std::vector<row_mask> rows;
    int white = 0, size = 0;
    chase at = chase::start(black, static_cast<row_mask>(first));
    for (; !at.done(black); at.step(black, solid)) {
      rows.push_back(at.pending);
      white += count(at.pending & mb.white[static_cast<std::size_t>(at.row)]);
      size += count(at.pending);
    }
    if (white % 2 == 1 && size < best_size) best = std::move(rows), best_size = size;
  }
  grid<std::uint8_t> cells(b.rows, b.cols, 0);
  for (std::size_t r = 0; r < best.size(); ++r)
    for (row_mask u = best[r]; u != 0; u &= u - 1) {
      const move m = mb.to_move(static_cast<int>(r), std::countr_zero(u), solid);
      cells(m.row, m.col) = 1;
    }
  return cells;
}

std::string white_text(int white) {
  return white == 1 ? "1 of them is white" : fmt::format("{} of them are white", white);
}

bool empty(const grid<std::uint8_t>& cells) {
  for (const std::uint8_t c : cells.cells)
    if (c) return false;
  return true;
}

// "" if `cells` holds an odd number of white squares and every move of the type toggles an
// even number of them; otherwise the first square or count that says it does not.
std::string check_set(const board& b, const grid<std::uint8_t>& cells, bool solid) {
  const int type = solid ? 2 : 1;
  if (cells.rows != b.rows || cells.cols != b.cols)
    return fmt::format("the type {} set is {} x {}, the board {} x {}", type, cells.rows,
                       cells.cols, b.rows, b.cols);
  int white = 0;
  for (int r = 0; r < b.rows; ++r)
    for (int c = 0; c < b.cols; ++c) {
      if (cells(r, c) > 1)
        return fmt::format("the type {} set holds a value other than 0 or 1", type);
      white += cells(r, c) & b(r, c);
      int toggled = solid ? cells(r, c) : 0;
      for (const auto& [dr, dc] : {std::pair{-1, 0}, {1, 0}, {0, -1}, {0, 1}})
        if (cells.contains(r + dr, c + dc)) toggled += cells(r + dr, c + dc);
      if (toggled % 2 == 1)
        return fmt::format("a type {} move on ({},{}) toggles {} of the type {} set, an odd number",
                           type, r + 1, c + 1, toggled, type);
    }
  if (white % 2 == 0)
    return fmt::format("the type {} set holds {} white squares, an even number", type, white);
  return "";
}

}  // namespace

std::optional<parity_reason> parity_reason_of(const board& b) {
  const mask_board mb(b);
  parity_reason reason{odd_quiet_set(b, mb, false), odd_quiet_set(b, mb, true)};
  if (empty(reason.hollow) || empty(reason.solid)) return std::nullopt;
  return reason;
}

std::string describe_parity_reason(const board& b, const parity_reason& reason,
                                   std::string_view hollow_mark, std::string_view solid_mark) {
  const auto tally = [&b](const grid<std::uint8_t>& cells, int& size, int& white) {
    size = white = 0;
    for (std::size_t i = 0; i < cells.cells.size(); ++i) {
      size += cells.cells[i];
      white += cells.cells[i] & b.cells[i];
    }
  };
  int hollow_size = 0, hollow_white = 0, solid_size = 0, solid_white = 0;
  tally(reason.hollow, hollow_size, hollow_white);
  tally(reason.solid, solid_size, solid_white);
  return fmt::format(
      "Why: with type 1 moves alone, look at the {} squares {}. Every square of the board has "
      "an even number of them as neighbours, so every type 1 move toggles an even number of "
      "them; {}, an odd number, so an odd number of them stays white whatever type 1 moves are "
      "made. With type 2 moves alone, the same holds for the {} squares {}: every square and "
      "its neighbours hold an even number of them, and {}. "
      "A plan that mixes the types (some rows and columns type 1, the others type 2) has no "
      "such set in general; the solver tried every one, and none works.",
      hollow_size, hollow_mark, white_text(hollow_white), solid_size, solid_mark,
      white_text(solid_white));
}

std::string check_parity_reason(const board& b, const parity_reason& reason) {
  if (std::string problem = check_set(b, reason.hollow, false); !problem.empty()) return problem;
  return check_set(b, reason.solid, true);
}

}  // namespace boardsolve::toggle
