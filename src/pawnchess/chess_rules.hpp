#pragma once
// Chess rules as the engines see them (rule_set.hpp). On top of UVa's moves:
//
//   double step   an own pawn on its start row (rows - 2) goes two rows up through an empty
//                 square onto an empty square; the skipped square becomes the en passant
//                 square of the opponent, if a pawn of the opponent stands beside the pawn
//   en passant    an own pawn takes diagonally onto `ep` (always on row 2: the foe pawn that
//                 skipped it stands right below it, on row 3), and that pawn is removed
//   game over     a pawn on its far row; no own pawns (lost); no foe pawns (won); no legal
//                 move with pawns left: stalemate, a draw or a loss by convention
//
// `ep` is kept only when some own pawn can take onto it, so equal positions compare equal,
// and the table key holds it: a position with one pending and the same without are two
// entries.

#include <algorithm>
#include <bit>
#include <optional>

#include "move_order.hpp"
#include "race_bounds.hpp"
#include "rule_set.hpp"
#include "table_key.hpp"

namespace boardsolve::pawnchess {

class chess_rule_set {
 public:
  struct view {
    bitboard own = 0;
    bitboard foe = 0;
    bitboard ep = 0;  ///< the en passant square (row 2), or 0
    bool operator==(const view&) const = default;
  };
  /// The squares the side to move can reach, by kind of move; takes include en passant.
  struct targets {
    bitboard step = 0;         ///< from 8 below
    bitboard double_step = 0;  ///< from 16 below
    bitboard take_left = 0;    ///< from 9 below
    bitboard take_right = 0;   ///< from 7 below
    bitboard any() const { return step | double_step | take_left | take_right; }
    bitboard takes() const { return take_left | take_right; }
  };
  static constexpr std::size_t max_moves = 4 * 64;

  chess_rule_set(const geometry& g, stalemate_rule s)
      : g_(g), stalemate_(s), races_(g, g.rows >= 4, s == stalemate_rule::loss) {
    if (g.rows >= 4) double_via_ = g.board & (bitboard{0xff} << (8 * (g.rows - 3)));
  }

  const geometry& board() const { return g_; }
  rules play_rules() const { return chess_rules(stalemate_); }
  stalemate_rule stalemate() const { return stalemate_; }

  /// The position `p` seen from its side to move; its en passant square is kept only if the
  /// side to move can take onto it.
  view view_of(const position& p) const {
    const bitboard ep = p.en_passant == no_square ? 0 : bitboard{1} << p.en_passant;
    const bool white = p.to_move == side::white;
    view seen =
        white ? view{p.white, p.black, ep} : view{g_.flip(p.black), g_.flip(p.white), g_.flip(ep)};
    if (!(((seen.own & g_.not_left) >> 9 | (seen.own & g_.not_right) >> 7) & seen.ep)) seen.ep = 0;
    return seen;
  }

  targets targets_of(const view& v) const {
    const bitboard empty = g_.board & ~v.own & ~v.foe;
    const bitboard step = (v.own >> 8) & empty;
    const bitboard prey = v.foe | v.ep;
    return {step, ((step & double_via_) >> 8) & empty, ((v.own & g_.not_left) >> 9) & prey,
            ((v.own & g_.not_right) >> 7) & prey};
  }

  /// The game is over, or a move wins at once (onto row 0, or taking the last foe pawn).
  std::optional<game_value> decided(const view& v) const {
    if (v.own & g_.top_row) return game_value::win_in(0);
    if (v.foe & g_.bottom_row) return game_value::loss_in(0);
    if (!v.own) return game_value::loss_in(0);
    if (!v.foe) return game_value::win_in(0);
    const targets t = targets_of(v);
    const bitboard reach = t.any();
    if (!reach)
      return stalemate_ == stalemate_rule::draw ? game_value::draw() : game_value::loss_in(0);
    if ((reach & g_.top_row) || (std::has_single_bit(v.foe) && t.takes()))
      return game_value::win_in(1);
    return std::nullopt;
  }

  value_bounds race_bounds(const view& v) const { return races_.bounds(v.own, v.foe, v.ep); }

  view canonical(const view& v) const {
    const view mirrored{g_.mirror(v.own), g_.mirror(v.foe), g_.mirror(v.ep)};
    if (mirrored.own < v.own || (mirrored.own == v.own && mirrored.foe < v.foe) ||
        (mirrored.own == v.own && mirrored.foe == v.foe && mirrored.ep < v.ep))
      return mirrored;
    return v;
  }

  /// pawn_key for up to 28 pawns, and the en passant column + 1 in the top four bits of the
  /// owner bits (0: none). Positions of more pawns are searched without being stored.
  std::optional<algo::table_key> key(const view& v) const {
    auto k = pawn_key(v.own, v.foe, 28);
    if (k && v.ep) k->low |= static_cast<std::uint32_t>(1 + col_of(std::countr_zero(v.ep))) << 28;
    return k;
  }
  search_root root(const view& v) const { return {v.own, v.foe, v.ep}; }

  /// The position after the own pawn on `from` goes to `to`, seen by the opponent, with its
  /// en passant square dropped unless the opponent can take onto it. O(1).
  view after_move(const view& v, bitboard from, bitboard to) const {
    bitboard foe = v.foe & ~to;
    if (to & v.ep) foe &= ~(to << 8);  // en passant: the pawn that skipped `to` is below it
    bitboard ep = from == to << 16 ? to << 8 : 0;
    // The next mover is `foe` (moving down here); it takes onto ep from beside the pawn above.
    const bitboard stepped = ep >> 8;
    if (!(foe & (((stepped & g_.not_left) >> 1) | ((stepped & g_.not_right) << 1)))) ep = 0;
    return {g_.flip(foe), g_.flip(v.own ^ from ^ to), g_.flip(ep)};
  }

  /// f(from, to, take) for every legal move: captures (left, then right), steps, double steps.
  template <class F>
  void for_each_move(const view& v, F&& f) const {
    const targets t = targets_of(v);
    for_each_take_then_step(t.take_left, t.take_right, t.step, f);
    for_each_target(t.double_step, 16, [&](bitboard from, bitboard to) { f(from, to, false); });
  }

  /// Every move ordered by move_order.hpp. With stalemate a draw, a side that a draw would
  /// satisfy often holds it by offering a pawn: in the test of who wins its moves are ordered
  /// without exposure (with it, 12% to 33% more positions on the 7-row starts; with it only
  /// for a side that needs a win, 7% to 10% fewer). In a test with a deadline the side that
  /// has to last is mostly lost anyway, and a pawn given away shortens its game: there
  /// exposure orders both sides.
  template <class F>
  void for_each_ordered_child(const view& v, game_value alpha, F&& f) const {
    const aim wanted = aim_of(alpha);
    const bool by_exposure = stalemate_ == stalemate_rule::loss || alpha >= game_value::draw() ||
                             wanted == aim::deadline;
    const bitboard foe_takes = foe_takes_of(g_, v.foe);
    for_each_move(v, [&](bitboard from, bitboard to, bool take) {
      const exposure e = by_exposure ? exposure_after(v, from, to, foe_takes) : exposure::safe;
      f(move_order_key(g_, std::countr_zero(to), take, e, v.foe, wanted), after_move(v, from, to));
    });
  }

 private:
  geometry g_;
  stalemate_rule stalemate_;
  bitboard double_via_ = 0;  // row rows - 3: a pawn on its start row passes it (0 below 4 rows)
  race_table races_;

  // The exposure of the pawn the move leaves, taken by en passant too after a double step.
  exposure exposure_after(const view& v, bitboard from, bitboard to, bitboard foe_takes) const {
    const bitboard own_after = v.own ^ from ^ to;
    const exposure e = exposure_of(g_, to, own_after, foe_takes);
    if (from != to << 16) return e;
    return std::max(e, exposure_of(g_, to << 8, own_after, foe_takes));
  }
};

}  // namespace boardsolve::pawnchess
