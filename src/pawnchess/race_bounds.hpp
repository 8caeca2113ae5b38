#pragma once
// Bounds on a value from the pawn race alone, without search.
//
// A *runner* is a pawn that can run to its far row, one step each turn from now on, without
// any enemy pawn ever being able to block or take it. An enemy pawn q, r rows ahead of the
// pawn and c columns away, can meet it before they pass only if it gets within one column in
// time; it moves at most one column per move (and only by capturing), and both close in one
// row per move. So q can stop the pawn of the side to move only if c <= floor(r / 2), and the
// other side's pawn (which moves second: one more tempo for the enemy) only if
// c <= ceil(r / 2). A side with a runner always has a legal move while it runs. Then, with d
// the rows the most advanced pawn of a side still has to go and f the same for its runners:
//   own runner, foe's d >= own f:  the side to move wins within 2 f - 1 plies;
//   own runner:                    the side to move cannot lose before ply 2 d(foe);
//   foe runner:                    no blockade: a win needs 2 d(own) - 1 plies at least;
//   foe runner, own d > foe f:     the side to move loses within 2 f(foe) plies.
// When both sides' most advanced pawns are runners the bounds meet: pure races are valued
// exactly. docs/algorithms/pawnchess.md proves each line; tests check them on every size
// against exact values.

#include <array>
#include <bit>

#include "view.hpp"

namespace boardsolve::pawnchess {

/// The runner test's cones: for each square, the enemy pawns that could stop a pawn there
/// (c <= floor(d / 2) for the side to move, c <= ceil(d / 2) for the other side). Chess rules
/// use the same cones (chess_race_bounds.hpp). O(squares^2) to build.
struct runner_stoppers {
  std::array<bitboard, 64> own{};  // enemy pawns that could stop an own pawn there
  std::array<bitboard, 64> foe{};  // own pawns that could stop a foe pawn there

  explicit runner_stoppers(const geometry& g) {
    for (int r = 0; r < g.rows; ++r)
      for (int c = 0; c < g.cols; ++c) {
        bitboard own_cone = 0, foe_cone = 0;
        for (int r2 = 0; r2 < g.rows; ++r2)
          for (int c2 = 0; c2 < g.cols; ++c2) {
            const int columns = c2 > c ? c2 - c : c - c2;
            if (r2 < r && columns <= (r - r2) / 2) own_cone |= square_bit(r2, c2);
            if (r2 > r && columns <= (r2 - r + 1) / 2) foe_cone |= square_bit(r2, c2);
          }
        own[static_cast<std::size_t>(8 * r + c)] = own_cone;
        foe[static_cast<std::size_t>(8 * r + c)] = foe_cone;
      }
  }
};

class race_table {
 public:
  explicit race_table(const geometry& g) : geometry_(g), stoppers_(g) {}

  /// Bounds on the value of `v`, a position whose side to move has a move but no move onto
  /// row 0. O(pawns).
  value_bounds bounds(view v) const {
    if (!v.foe) return value_bounds::exactly(game_value::win_in(1));  // any move leaves it stuck
    const geometry& g = geometry_;
    value_bounds b{game_value::loss_in(0), game_value::win_in(1)};
    const int own_distance = std::countr_zero(v.own) >> 3;
    const int foe_distance = g.rows - 1 - ((63 - std::countl_zero(v.foe)) >> 3);
    // Pawns in square order: the first own runner is the most advanced, the last foe runner.
    for (bitboard rest = v.own; rest; rest &= rest - 1) {
      const auto square = static_cast<std::size_t>(std::countr_zero(rest));
      if (stoppers_.own[square] & v.foe) continue;
      const int distance = static_cast<int>(square >> 3);
      if (foe_distance >= distance) b.lo = game_value::win_in(2 * distance - 1);
      const game_value held = game_value::loss_in(2 * foe_distance);
      if (held > b.lo) b.lo = held;
      break;
    }
    for (bitboard rest = v.foe; rest; rest &= ~(bitboard{1} << (63 - std::countl_zero(rest)))) {
      const auto square = static_cast<std::size_t>(63 - std::countl_zero(rest));
      if (stoppers_.foe[square] & v.own) continue;
      const int distance = g.rows - 1 - static_cast<int>(square >> 3);
      b.hi = game_value::win_in(2 * own_distance - 1);
      if (own_distance > distance) b.hi = game_value::loss_in(2 * distance);
      break;
    }
    return b;
  }

 private:
  geometry geometry_;
  runner_stoppers stoppers_;
};

}  // namespace boardsolve::pawnchess
