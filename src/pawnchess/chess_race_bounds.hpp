#pragma once
// UVa's race bounds (race_bounds.hpp) under chess rules. What changes:
//   double steps  a pawn that has not passed its start row (given positions may have one
//                 behind it) can cover two rows in one move, once: a side's fastest arrival on
//                 its far row is one move sooner when its most advanced pawn has not passed
//                 its start row. The runner test is UVa's: an enemy pawn that steps two rows
//                 meets the runner after fewer of its own moves, so it can change column
//                 (capture) fewer times before, never more;
//   en passant    a runner that only ever steps one square is never taken en passant; a foe
//                 pawn that has just stepped two squares may be, at once, so it is no runner;
//   stalemate     with a stalemate a draw, a side that may run out of moves may draw instead
//                 of losing, so the two bounds that need "the loser always has a move" hold
//                 only when the loser has a passed pawn (no enemy pawn ahead of it in its
//                 column or the next ones), or a stalemate loses. A runner is not enough: the
//                 loser may take with it and block itself in (a runner of the side to move
//                 may have an enemy pawn diagonally ahead, which it steps past).
// Capturing every enemy pawn, chess's other win, never happens to a side with a runner, which
// is never taken. docs/algorithms/pawnchess.md proves each bound; tests check them against
// exact values on random positions under both conventions.

#include <algorithm>
#include <array>
#include <bit>

#include "chess_view.hpp"
#include "race_bounds.hpp"

namespace boardsolve::pawnchess {

class chess_race_table {
 public:
  explicit chess_race_table(const chess_geometry& cg)
      : geometry_(cg.g),
        double_steps_(cg.g.rows >= 4),
        stalemate_(cg.stalemate),
        stoppers_(cg.g),
        spans_(cg.g) {}

  /// Bounds on the value of `v`, a position where both sides have pawns and the side to move
  /// has a move but no move that wins at once. O(pawns).
  value_bounds bounds(const chess_view& v) const {
    const geometry& g = geometry_;
    // Rows to go of each side's most advanced pawn, and the moves it needs at best.
    const int own_distance = std::countr_zero(v.own) >> 3;
    const int foe_distance = g.rows - 1 - ((63 - std::countl_zero(v.foe)) >> 3);
    const int own_moves = own_distance - (double_steps_ && own_distance >= g.rows - 2 ? 1 : 0);
    const int foe_moves = foe_distance - (double_steps_ && foe_distance >= g.rows - 2 ? 1 : 0);
    // The most advanced runner of each side (0: none), in rows to go.
    int own_runner = 0, foe_runner = 0;
    for (bitboard rest = v.own; rest && !own_runner; rest &= rest - 1) {
      const auto square = static_cast<std::size_t>(std::countr_zero(rest));
      if (!(stoppers_.own[square] & v.foe)) own_runner = static_cast<int>(square >> 3);
    }
    // A foe pawn that has just stepped two squares may be taken en passant at once.
    const bitboard foe = v.foe & ~(v.ep << 8);
    for (bitboard rest = foe; rest && !foe_runner;
         rest &= ~(bitboard{1} << (63 - std::countl_zero(rest)))) {
      const auto square = static_cast<std::size_t>(63 - std::countl_zero(rest));
      if (!(stoppers_.foe[square] & v.own)) foe_runner = g.rows - 1 - static_cast<int>(square >> 3);
    }
    // While the winner only runs, a loser with a passed pawn always has a move: the front
    // pawn of that pawn's column can step, since nothing ever stands ahead of it or beside.
    const bool stalemate_loses = stalemate_ == stalemate_rule::loss;
    value_bounds b{game_value::loss_in(0), game_value::win_in(1)};
    if (own_runner) {
      b.lo = game_value::loss_in(2 * foe_moves);
      if (foe_moves >= own_runner && (stalemate_loses || has_passed_pawn(v.foe, v.own, false)))
        b.lo = game_value::win_in(2 * own_runner - 1);
    }
    if (foe_runner) {
      b.hi = game_value::win_in(2 * own_moves - 1);
      if (own_moves > foe_runner && (stalemate_loses || has_passed_pawn(v.own, v.foe, true)))
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

  // True if a pawn of `pawns` has no pawn of `enemies` in its front span. O(pawns).
  bool has_passed_pawn(bitboard pawns, bitboard enemies, bool moving_up) const {
    const auto& span = moving_up ? spans_.own : spans_.foe;
    for (bitboard rest = pawns; rest; rest &= rest - 1)
      if (!(span[static_cast<std::size_t>(std::countr_zero(rest))] & enemies)) return true;
    return false;
  }

  geometry geometry_;
  bool double_steps_;
  stalemate_rule stalemate_;
  runner_stoppers stoppers_;
  front_spans spans_;
};

}  // namespace boardsolve::pawnchess
