#pragma once
// The toggle board as one machine word per row, turned so that rows run along the short side,
// and the row-by-row chase on it.
//
//   white[r]  bit c set  <=>  cell (r, c) is white           c = 0 .. cols-1, cols <= 24
//   white[rows] == 0: a black row below the last, so the chase needs no end test
//
//   bit:      c+1    c    c-1
//   row r-1          x                 a move on (r, c) toggles its four neighbours (hollow)
//   row r      x    (x)    x           and, if solid, the cell (x) itself
//   row r+1          x
//
// A set of moves in one row is a row_mask as well: bit c = a move on (r, c).

#include <bit>
#include <cstdint>
#include <vector>

#include "boardsolve/toggle.hpp"

namespace boardsolve::toggle {

using row_mask = std::uint32_t;

/// What the moves `u` of one row toggle in that row: their left and right neighbours, and
/// for solid moves the cells themselves. `full` has a bit for every column.
constexpr row_mask spread(row_mask u, bool solid, row_mask full) {
  return (((u << 1) ^ (u >> 1)) & full) ^ (solid ? u : 0);
}

/// The number of moves in `u`. Not std::popcount: without the POPCNT instruction (baseline
/// x86-64) that is a call into libgcc, which took 28% of the hardest 24 x 24 search; these
/// dozen inline operations do not.
constexpr int count(row_mask u) {
  u = u - ((u >> 1) & 0x55555555U);
  u = (u & 0x33333333U) + ((u >> 2) & 0x33333333U);
  u = (u + (u >> 4)) & 0x0F0F0F0FU;
  return static_cast<int>((u * 0x01010101U) >> 24);
}
static_assert(count(0) == 0 && count(0xFFFFFFFFU) == 32 && count(0x80000001U) == 2);

struct mask_board {
  int rows = 0;
  int cols = 0;  ///< cols <= rows, cols <= max_short_side
  bool transposed = false;
  row_mask full = 0;
  std::vector<row_mask> white;  ///< rows + 1 words

  /// Turns `b` so that the short side runs along the rows. O(RC).
  explicit mask_board(const board& b);
  /// The move on (r, c) of this view, in the coordinates of the original board.
  move to_move(int r, int c, bool solid) const;
};

/// The chase: the moves of row r must toggle exactly the cells of row r - 1 that are still
/// white, since no later move reaches row r - 1. So once the first row's moves are chosen,
/// every row's moves are forced; only their type is left open.
struct chase {
  int row = 0;
  row_mask pending = 0;  ///< white cells left in row - 1: the moves of `row` (row 0: chosen)
  row_mask current = 0;  ///< row `row` after the moves of the rows above it

  static chase start(const mask_board& b, row_mask first_row_moves) {
    return {0, first_row_moves, b.white[0]};
  }
  /// Makes the moves `pending` in `row`, all of one type. O(1).
  void step(const mask_board& b, bool solid) {
    const row_mask u = pending;
    pending = current ^ spread(u, solid, b.full);
    current = b.white[static_cast<std::size_t>(row) + 1] ^ u;
    ++row;
  }
  /// After the last row: the board is all black iff nothing is pending.
  bool done(const mask_board& b) const { return row == b.rows; }
};

/// A lower bound on the moves made in rows >= r - 1 whenever rows >= r are still as the board
/// has them, for r = 0 .. rows + 2: white cells whose plus-shaped neighbourhoods are pairwise
/// disjoint each need a move centred in their own neighbourhood. Greedy packing from the
/// bottom row up, so each suffix is packed on its own. O(RC).
std::vector<int> packing_bound(const mask_board& b);

}  // namespace boardsolve::toggle
