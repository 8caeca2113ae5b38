#pragma once
// The one-type chases of 64 first rows at once (bit_slices.hpp), looking for the rows where
// a search with both types can start.
//
// A plan that uses both types has a first row with a move of the second type. Above it every
// move has the first type, so up to that row the plan is the one-type chase of its first row;
// and that row's moves meet no column used above (else their type would be forced). So every
// mixed plan is found by following each first row's one-type chase, and starting the row
// search at each row whose moves are not empty and avoid all columns used so far (a switch
// row). Once the columns used cover the board, no switch row can follow: the chase goes on
// as a one-type plan, already settled by linear algebra (linear_chase.hpp), and is dropped.

#include <span>

#include "bit_slices.hpp"
#include "incumbent.hpp"

namespace boardsolve::toggle {

/// Follows the one-type chases (all `solid`, or all hollow) of first rows block * 64 ..
/// block * 64 + 63 and runs the row search from each of their switch rows. O(rows to cover
/// the board * cols) word operations, plus O(switch row) for each switch row found.
void search_first_rows(const mask_board& b, std::span<const int> bound, bool solid,
                       std::uint32_t block, incumbent& best);

}  // namespace boardsolve::toggle
