#pragma once
// A first matching of the attack graph, row by row from the top: each still-free vertex of
// row r, scanned left to right, takes the free vertex below it to the left, else the one below
// it to the right. On random boards it leaves few vertices free, and on full boards none but
// the last of each row pair, so the augmenting searches that follow have little to do.

#include "bit_rows.hpp"

namespace boardsolve::captures {

/// Adds the sweep's matching of the attack graph among `vertices` to the attack bits (a matched
/// attack is marked on its lower pawn, as in leaf_peeling.hpp). The vertices must be unmatched.
/// O(R C / 64): the left-to-right dependence inside a row is a carry chain, resolved by an
/// integer addition a word at a time.
void match_by_row_sweep(const bit_rows& vertices, bit_rows& left_attacks, bit_rows& right_attacks);

}  // namespace boardsolve::captures
