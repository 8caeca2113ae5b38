// The seed's algorithm, written for this project: choose the type of every column and the
// first row's moves, which lie inside the solid columns or inside the hollow ones (2 * 3^cols
// pairs: per column, "typed like the first row and moved", "typed like it, not moved" or
// "typed the other way"), then chase the rows down; every row's forced moves must lie inside
// one type's columns. It shares no code with the production solver and does not turn the
// board. O(3^cols rows).
#include <bit>
#include <cstdint>
#include <vector>

#include "boardsolve/toggle.hpp"

namespace boardsolve::toggle {
namespace {

using bits = std::uint32_t;

// The number of moves of the plan that starts with `first` in row 0, columns typed by
// `solid_columns`; -1 if a row's moves mix types or the board does not end all black.
int chase_count(const std::vector<bits>& white, int cols, bits solid_columns, bits first) {
  const bits all = (bits{1} << cols) - 1;
  const auto toggles_in_row = [&](bits u) {
    return ((u << 1) ^ (u >> 1) ^ (u & solid_columns)) & all;
  };
  const std::size_t rows = white.size();
  bits above = first;    // white cells left in the row above: the moves of this row
  bits here = white[0];  // this row before its own moves
  int moves = 0;
  for (std::size_t r = 0; r < rows; ++r) {
    const bits u = above;
    if ((u & solid_columns) != u && (u & solid_columns) != 0) return -1;  // mixed row
    moves += std::popcount(u);
    above = here ^ toggles_in_row(u);
    here = (r + 1 < rows ? white[r + 1] : 0) ^ u;
  }
  return above == 0 ? moves : -1;
}

}  // namespace

int solve_baseline(const board& b) {
  std::vector<bits> white(static_cast<std::size_t>(b.rows), 0);
  for (int r = 0; r < b.rows; ++r)
    for (int c = 0; c < b.cols; ++c)
      if (b(r, c)) white[static_cast<std::size_t>(r)] |= bits{1} << c;
  const bits all = (bits{1} << b.cols) - 1;
  int best = no_solution;
  for (bits solid_columns = 0;; ++solid_columns) {
    // The first row's moves: a subset of the solid columns or of the hollow ones.
    for (const bits allowed : {solid_columns, all & ~solid_columns}) {
      for (bits first = allowed;; first = (first - 1) & allowed) {
        const int moves = chase_count(white, b.cols, solid_columns, first);
        if (moves >= 0 && (best == no_solution || moves < best)) best = moves;
        if (first == 0) break;
      }
    }
    if (solid_columns == all) break;
  }
  return best;
}

}  // namespace boardsolve::toggle
