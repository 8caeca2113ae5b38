// One-type plans by the chase: once the first row's moves are chosen, each next row's moves
// are the white cells of the row above, the only moves left that can turn them black.
#include "one_type_optimum.hpp"

#include <bit>
#include <cassert>
#include <cstdint>
#include <vector>

namespace boardsolve::toggle {

int one_type_optimum(const board& b, move_type type) {
  // Rows of the board as masks, the shorter side across (a move's shape is symmetric).
  const bool across_rows = b.cols <= b.rows;
  const int n = across_rows ? b.rows : b.cols;
  const int m = across_rows ? b.cols : b.rows;
  assert(m <= 20);
  const std::uint32_t full = (std::uint32_t{1} << m) - 1;
  std::vector<std::uint32_t> start(static_cast<std::size_t>(n), 0);
  for (int r = 0; r < b.rows; ++r)
    for (int c = 0; c < b.cols; ++c)
      if (b(r, c))
        start[static_cast<std::size_t>(across_rows ? r : c)] |= 1u << (across_rows ? c : r);
  const bool solid = type == move_type::solid;
  int best = no_solution;
  std::vector<std::uint32_t> rows(start.size());
  for (std::uint32_t first = 0; first <= full; ++first) {
    rows = start;
    int moves = 0;
    std::uint32_t u = first;
    for (std::size_t r = 0; r < rows.size(); ++r) {
      rows[r] ^= ((u << 1) ^ (u >> 1) ^ (solid ? u : 0)) & full;
      if (r + 1 < rows.size()) rows[r + 1] ^= u;
      moves += std::popcount(u);
      if (r + 1 < rows.size()) u = rows[r];  // the next row's moves turn this row black
    }
    if (rows.back() == 0 && (best == no_solution || moves < best)) best = moves;
  }
  return best;
}

}  // namespace boardsolve::toggle
