#pragma once
// UVa 10838's rules as the engines see them (rule_set.hpp): a pawn steps one square up onto
// an empty square or takes one diagonally up; a pawn on its far row wins, and a side with no
// legal move has lost.

#include <bit>
#include <optional>

#include "move_order.hpp"
#include "race_bounds.hpp"
#include "rule_set.hpp"
#include "table_key.hpp"

namespace boardsolve::pawnchess {

class uva_rule_set {
 public:
  static constexpr std::size_t max_moves = 3 * 64;

  /// The pawns of the side to move (`own`, moving up) and of its opponent (`foe`).
  struct view {
    bitboard own = 0;
    bitboard foe = 0;
    bool operator==(const view&) const = default;
  };
  /// The squares the side to move can reach, by kind of move.
  struct targets {
    bitboard step = 0;        ///< straight up onto an empty square, from 8 below
    bitboard take_left = 0;   ///< up and left onto a foe, from 9 below
    bitboard take_right = 0;  ///< up and right onto a foe, from 7 below
    bitboard any() const { return step | take_left | take_right; }
  };

  explicit uva_rule_set(const geometry& g) : g_(g), races_(g, false, true) {}

  const geometry& board() const { return g_; }
  rules play_rules() const { return {}; }

  view view_of(const position& p) const {
    return p.to_move == side::white ? view{p.white, p.black}
                                    : view{g_.flip(p.black), g_.flip(p.white)};
  }
  /// view_of's inverse.
  position position_of(const view& v, side to_move) const {
    if (to_move == side::white) return {g_.rows, g_.cols, v.own, v.foe, to_move};
    return {g_.rows, g_.cols, g_.flip(v.foe), g_.flip(v.own), to_move};
  }

  /// Also without a rule set, for code that needs no race bounds (generators). O(1).
  static targets targets_of(const geometry& g, const view& v) {
    const bitboard empty = g.board & ~v.own & ~v.foe;
    return {(v.own >> 8) & empty, ((v.own & g.not_left) >> 9) & v.foe,
            ((v.own & g.not_right) >> 7) & v.foe};
  }
  targets targets_of(const view& v) const { return targets_of(g_, v); }

  /// A side already on its far row (only in given positions), no legal move (loss now), or a
  /// move onto row 0 (win in one).
  std::optional<game_value> decided(const view& v) const {
    if (v.own & g_.top_row) return game_value::win_in(0);
    if (v.foe & g_.bottom_row) return game_value::loss_in(0);
    const bitboard reach = targets_of(v).any();
    if (!reach) return game_value::loss_in(0);
    if (reach & g_.top_row) return game_value::win_in(1);
    return std::nullopt;
  }

  value_bounds race_bounds(const view& v) const { return races_.bounds(v.own, v.foe, 0); }

  view canonical(const view& v) const {
    const view mirrored{g_.mirror(v.own), g_.mirror(v.foe)};
    if (mirrored.own < v.own || (mirrored.own == v.own && mirrored.foe < v.foe)) return mirrored;
    return v;
  }

  /// None for positions of more than 32 pawns, which are searched without being stored.
  std::optional<algo::table_key> key(const view& v) const { return pawn_key(v.own, v.foe, 32); }
  search_root root(const view& v) const { return {v.own, v.foe}; }

  /// The position after the own pawn on `from` goes to `to`, seen by the opponent. O(1).
  view after_move(const view& v, bitboard from, bitboard to) const {
    return {g_.flip(v.foe & ~to), g_.flip(v.own ^ from ^ to)};
  }

  /// f(from, to, take) for every legal move: captures (left, then right), then steps, each
  /// from the top row down, left to right.
  template <class F>
  void for_each_move(const view& v, F&& f) const {
    const targets t = targets_of(v);
    for_each_take_then_step(t.take_left, t.take_right, t.step, f);
  }

  /// Every move ordered by move_order.hpp, whatever the window.
  template <class F>
  void for_each_ordered_child(const view& v, game_value, F&& f) const {
    const bitboard foe_takes = foe_takes_of(g_, v.foe);
    for_each_move(v, [&](bitboard from, bitboard to, bool take) {
      const exposure e = exposure_of(g_, to, v.own ^ from ^ to, foe_takes);
      f(move_order_key(g_, std::countr_zero(to), take, e, v.foe), after_move(v, from, to));
    });
  }

 private:
  geometry g_;
  race_table races_;
};

}  // namespace boardsolve::pawnchess
