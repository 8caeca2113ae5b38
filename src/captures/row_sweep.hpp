#pragma once
// A first matching of the attack graph, row by row from the top: each still-free vertex of
// row r, scanned left to right, takes the free vertex below it to the left, else the one below
// it to the right. On random boards it leaves few vertices free, and on full boards none but
// the last of each row pair, so the augmenting searches that follow have little to do.

#include "bit_rows.hpp"

namespace boardsolve::captures {

/// Both square colours at once, for match_by_row_sweep.
inline constexpr int both_colours = -1;

/// Adds the sweep's matching of the attack graph among the vertices of square colour `colour`
/// ((r + c) % 2, or both_colours) in `vertices` to the attack bits (a matched attack is marked
/// on its lower pawn, as in leaf_peeling.hpp); those vertices must be unmatched. The colours
/// never interact, so sweeping both is sweeping each. O(R C / 64): inside a row the
/// left-to-right dependence is a carry chain, resolved by an addition a word at a time.
void match_by_row_sweep(const bit_rows& vertices, int colour, bit_rows& left_attacks,
                        bit_rows& right_attacks);

}  // namespace boardsolve::captures
