#pragma once
// Bounds on a value from the pawn race alone, without search.
//
// A pawn is *free* when no enemy pawn can ever stop or take it: an enemy pawn q that is ahead
// of it can reach (moving down, capturing sideways) the squares below q within a widening
// cone, one column more per row; the pawn is free when no enemy stands in its cone. Cones only
// shrink as both sides move, so a free pawn stays free, and the side that owns one always has
// a legal move (the most advanced pawn in that file can step) until it wins. Then, with d the
// rows the most advanced pawn of a side still has to go and f the same for its free pawns:
//   own free pawn, foe's d >= own f:  the side to move wins within 2 f - 1 plies;
//   own free pawn:                    the side to move cannot lose before ply 2 d(foe);
//   foe free pawn:                    no blockade: a win needs 2 d(own) - 1 plies at least;
//   foe free pawn, own d > foe f:     the side to move loses within 2 f(foe) plies.
// When both sides have a free pawn that is their most advanced, the bounds meet: pure races
// are valued exactly. docs/algorithms/pawnchess.md proves each line.

#include <bit>

#include "view.hpp"

namespace boardsolve::pawnchess {

/// Returns the squares within reach of the foe's pawns (their cones, the pawns included).
/// O(rows) shifts.
inline bitboard foe_reach(const geometry& g, bitboard foe) {
  bitboard reach = foe;
  for (int r = 1; r < g.rows; ++r)
    reach |= ((reach << 8) | ((reach & g.not_left) << 7) | ((reach & g.not_right) << 9)) & g.board;
  return reach;
}

/// Returns the squares within reach of the own pawns, which move up.
inline bitboard own_reach(const geometry& g, bitboard own) {
  bitboard reach = own;
  for (int r = 1; r < g.rows; ++r)
    reach |= (reach >> 8) | ((reach & g.not_left) >> 9) | ((reach & g.not_right) >> 7);
  return reach;
}

/// Bounds on the value of `v`, a position whose side to move has a move but no move onto row 0.
inline value_bounds race_bounds(const geometry& g, view v) {
  if (!v.foe) return value_bounds::exactly(game_value::win_in(1));  // any move leaves it stuck
  value_bounds b{game_value::loss_in(0), game_value::win_in(1)};
  const int own_distance = std::countr_zero(v.own) >> 3;
  const int foe_distance = g.rows - 1 - ((63 - std::countl_zero(v.foe)) >> 3);
  if (const bitboard free_own = v.own & ~foe_reach(g, v.foe)) {
    const int distance = std::countr_zero(free_own) >> 3;
    if (foe_distance >= distance) b.lo = game_value::win_in(2 * distance - 1);
    const game_value held = game_value::loss_in(2 * foe_distance);
    if (held > b.lo) b.lo = held;
  }
  if (const bitboard free_foe = v.foe & ~own_reach(g, v.own)) {
    const int distance = g.rows - 1 - ((63 - std::countl_zero(free_foe)) >> 3);
    b.hi = game_value::win_in(2 * own_distance - 1);
    if (own_distance > distance) b.hi = game_value::loss_in(2 * distance);
  }
  return b;
}

}  // namespace boardsolve::pawnchess
