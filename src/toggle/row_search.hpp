#pragma once
// View (a): depth-first search over the rows. The first row's moves fix every later row's
// moves (the chase); a row's type is forced when its moves meet a column typed before, and
// the search branches only when they meet none. Branch and bound on the incumbent.

#include <cstdint>
#include <span>

#include "incumbent.hpp"

namespace boardsolve::toggle {

/// A node of the search: the chase before the moves of `at.row`, and the columns typed so far.
struct search_node {
  chase at;
  row_mask typed[2] = {0, 0};  ///< columns holding hollow moves, solid moves
  int moves = 0;               ///< moves made in the rows above at.row
  std::uint32_t choices = 0;   ///< the types taken at free rows so far (bit k: k-th, 1 = solid)
  int decisions = 0;           ///< number of free rows passed
};

/// Searches every completion of `start`, offering solutions to `best` under origin `o` with
/// `seed` (its choices are replaced by the path's). Hollow is tried before solid at a free row.
/// The explicit stack holds at most cols + 1 nodes: a node is pushed only at a free row, whose
/// moves type at least one new column. `bound`: packing_bound of the board.
void search_rows(const mask_board& b, std::span<const int> bound, const search_node& start,
                 origin o, plan_seed seed, incumbent& best);

}  // namespace boardsolve::toggle
