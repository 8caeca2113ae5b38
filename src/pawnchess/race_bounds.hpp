#pragma once
// Bounds on a value from the pawn race alone, without search, under both rule sets.
//
// A *runner* is a pawn that can run to its far row, one step each turn from now on, without
// any enemy pawn ever being able to block or take it. An enemy pawn q, r rows ahead of the
// pawn and c columns away, can meet it before they pass only if it gets within one column in
// time; it moves at most one column per move (and only by capturing), and both close in one
// row per move. So q can stop the pawn of the side to move only if c <= floor(r / 2), and the
// other side's pawn (which moves second: one more tempo for the enemy) only if
// c <= ceil(r / 2). A side with a runner always has a legal move while it runs. Then, with d
// the moves the most advanced pawn of a side still needs and f the rows its runners have to go:
//   own runner, foe's d >= own f:  the side to move wins within 2 f - 1 plies;
//   own runner:                    the side to move cannot lose before ply 2 d(foe);
//   foe runner:                    no blockade: a win needs 2 d(own) - 1 plies at least;
//   foe runner, own d > foe f:     the side to move loses within 2 f(foe) plies.
// When both sides' most advanced pawns are runners the bounds meet: pure races are valued
// exactly. What chess rules change:
//   double steps  a pawn that has not passed its start row can cover two rows in one move,
//                 once: its side's d is one less. An enemy pawn that steps two rows meets the
//                 runner after fewer of its own moves, so it can change column (capture)
//                 fewer times before, never more: the runner test stands;
//   en passant    a runner that only ever steps one square is never taken en passant; a foe
//                 pawn that has just stepped two squares may be, at once, so it is no runner;
//   stalemate     where a stalemate draws, the two bounds that need "the loser always has a
//                 move" hold only when the loser has a passed pawn (no enemy pawn ahead of it
//                 in its column or the next ones), whose column's front pawn can always step
//                 while the winner only runs. A runner is not enough: the loser may take with
//                 it and block itself in.
// Capturing every enemy pawn, chess's other win, never happens to a side with a runner, which
// is never taken. docs/algorithms/pawnchess.md proves each line; tests check them on every
// size against exact values.

#include <algorithm>
#include <array>
#include <bit>

#include "boardsolve/core/game_value.hpp"
#include "geometry.hpp"

namespace boardsolve::pawnchess {

/// The runner test's cones: for each square, the enemy pawns that could stop a pawn there
/// (c <= floor(d / 2) for the side to move, c <= ceil(d / 2) for the other side).
/// O(squares^2) to build.
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
  /// The race bounds of a rule set: with `double_steps` (chess rules on 4 rows or more), and
  /// with a stalemate a loss (UVa's rules: no legal move loses) or a draw.
  race_table(const geometry& g, bool double_steps, bool stalemate_loses)
      : geometry_(g),
        double_steps_(double_steps),
        stalemate_loses_(stalemate_loses),
        stoppers_(g),
        spans_(g) {}

  /// Bounds on the value of a position (own pawns `own` move up, `foe` pawns down, `ep` the
  /// en passant square or 0) whose side to move has a move but no move that wins at once.
  /// O(pawns).
  value_bounds bounds(bitboard own, bitboard foe, bitboard ep) const {
    if (!foe) return value_bounds::exactly(game_value::win_in(1));  // any move leaves it stuck
    const geometry& g = geometry_;
    const int own_moves = moves_to_go(std::countr_zero(own) >> 3);
    const int foe_moves = moves_to_go(g.rows - 1 - ((63 - std::countl_zero(foe)) >> 3));
    // The most advanced runner of each side (0: none), in rows to go; pawns in square order.
    int own_runner = 0, foe_runner = 0;
    for (bitboard rest = own; rest && !own_runner; rest &= rest - 1) {
      const auto square = static_cast<std::size_t>(std::countr_zero(rest));
      if (!(stoppers_.own[square] & foe)) own_runner = static_cast<int>(square >> 3);
    }
    // A foe pawn that has just stepped two squares may be taken en passant at once.
    for (bitboard rest = foe & ~(ep << 8); rest && !foe_runner;
         rest &= ~(bitboard{1} << (63 - std::countl_zero(rest)))) {
      const auto square = static_cast<std::size_t>(63 - std::countl_zero(rest));
      if (!(stoppers_.foe[square] & own)) foe_runner = g.rows - 1 - static_cast<int>(square >> 3);
    }
    value_bounds b{game_value::loss_in(0), game_value::win_in(1)};
    if (own_runner) {
      b.lo = game_value::loss_in(2 * foe_moves);
      if (foe_moves >= own_runner && (stalemate_loses_ || has_passed_pawn(foe, own, false)))
        b.lo = game_value::win_in(2 * own_runner - 1);
    }
    if (foe_runner) {
      b.hi = game_value::win_in(2 * own_moves - 1);
      if (own_moves > foe_runner && (stalemate_loses_ || has_passed_pawn(own, foe, true)))
        b.hi = game_value::loss_in(2 * foe_runner);
    }
    return b;
  }

 private:
  // For each square, the squares ahead of a pawn there in its column and the two beside:
  // `own` for a pawn moving up (towards row 0), `foe` for one moving down.
  struct front_spans {
    std::array<bitboard, 64> own{};
    std::array<bitboard, 64> foe{};
    explicit front_spans(const geometry& g) {
      for (int r = 0; r < g.rows; ++r)
        for (int c = 0; c < g.cols; ++c)
          for (int r2 = 0; r2 < g.rows; ++r2)
            for (int c2 = std::max(0, c - 1); c2 <= std::min(g.cols - 1, c + 1); ++c2) {
              const auto square = static_cast<std::size_t>(8 * r + c);
              if (r2 < r) own[square] |= square_bit(r2, c2);
              if (r2 > r) foe[square] |= square_bit(r2, c2);
            }
    }
  };

  // The moves a pawn `rows` rows from its far row needs at best.
  int moves_to_go(int rows) const {
    return rows - (double_steps_ && rows >= geometry_.rows - 2 ? 1 : 0);
  }

  // True if a pawn of `pawns` has no pawn of `enemies` in its front span. O(pawns).
  bool has_passed_pawn(bitboard pawns, bitboard enemies, bool moving_up) const {
    const auto& span = moving_up ? spans_.own : spans_.foe;
    for (bitboard rest = pawns; rest; rest &= rest - 1)
      if (!(span[static_cast<std::size_t>(std::countr_zero(rest))] & enemies)) return true;
    return false;
  }

  geometry geometry_;
  bool double_steps_;
  bool stalemate_loses_;
  runner_stoppers stoppers_;
  front_spans spans_;
};

}  // namespace boardsolve::pawnchess
