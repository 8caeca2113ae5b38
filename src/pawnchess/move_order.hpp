#pragma once
// The order in which both searches try the moves of a position, chosen by measurement
// (docs/algorithms/pawnchess.md, "Enhanced transposition cutoffs and ordering"): captures
// first; then moves whose pawn cannot be taken for nothing; then, on boards of 7 rows or
// more, steps that stop an enemy pawn (they end right in front of it); then the least
// advanced pawns (in the chess search, the most advanced in a test with a deadline, one that
// pins a win's length: measured worse under UVa's rules, where such a win is often a
// stalemate); then the central columns. Seen from the side to move (rule_set.hpp: own pawns move
// up).

#include <cstdlib>

#include "boardsolve/core/game_value.hpp"
#include "geometry.hpp"

namespace boardsolve::pawnchess {

/// What the opponent can do to a pawn that a move leaves on a square.
enum class exposure {
  safe,     ///< no enemy pawn can take it
  guarded,  ///< it can be taken, and an own pawn can take back
  hanging,  ///< it can be taken for nothing
};

/// Returns the squares that the enemy pawns `foe` (moving down) could take on. O(1).
inline bitboard foe_takes_of(const geometry& g, bitboard foe) {
  return ((foe & g.not_left) << 7) | ((foe & g.not_right) << 9);
}

/// Returns the exposure of `square` (one bit) after the move, with own pawns `own_after`;
/// `foe_takes`: foe_takes_of the enemy pawns, the same for every move of a position. O(1).
inline exposure exposure_of(const geometry& g, bitboard square, bitboard own_after,
                            bitboard foe_takes) {
  if (!(square & foe_takes)) return exposure::safe;
  const bitboard own_takes = ((own_after & g.not_left) >> 9) | ((own_after & g.not_right) >> 7);
  return (square & own_takes) ? exposure::guarded : exposure::hanging;
}

/// True if a step onto `to` (one bit) ends right in front of an enemy pawn, which then
/// cannot step. O(1).
inline bool stops_foe(bitboard to, bitboard foe) {
  return (to >> 8) & foe;
}

/// True if stopping steps go first on this board: measured better from 7 rows on under both
/// rule sets, mostly worse on 5 and 6 rows (docs/pawnchess-research.md, "Move order").
inline bool stops_first(const geometry& g) {
  return g.rows >= 7;
}

/// What the side to move needs from a position in the test under way.
enum class aim {
  any,       ///< to win, or not to lose: the test of who wins
  deadline,  ///< to win within a number of plies, or to last longer: a test of a win's length
};

/// Returns the aim of the side to move in a window whose lower bound is `alpha`: a deadline
/// when alpha is a win or a loss in some number of plies, not a bound around the draw or
/// below everything. O(1).
inline aim aim_of(game_value alpha) {
  const bool loss_deadline =
      alpha > game_value::below_all() && alpha < game_value::loss_in(game_value::max_plies);
  return alpha.is_win() || loss_deadline ? aim::deadline : aim::any;
}

/// Returns the key of a move onto `square` (higher: tried first), the enemy pawns `foe`
/// before it. O(1).
inline int move_order_key(const geometry& g, int square, bool take, exposure e, bitboard foe,
                          aim a = aim::any) {
  const bool stops = !take && stops_first(g) && stops_foe(bitboard{1} << square, foe);
  const int off_centre = std::abs(2 * col_of(square) - (g.cols - 1));
  const int exposed = e == exposure::hanging ? 600 : (e == exposure::guarded ? 16 : 0);
  // Pawns held back keep tempo moves in reserve; against a deadline both sides push leaders.
  const int per_row = a == aim::deadline ? -32 : 16;
  return (take ? 1024 : 0) + (stops ? 64 : 0) + per_row * row_of(square) - off_centre - exposed;
}

}  // namespace boardsolve::pawnchess
