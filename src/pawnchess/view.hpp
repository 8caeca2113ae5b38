#pragma once
// A position seen from the side to move: its pawns (`own`) move up, towards row 0, and the
// opponent's (`foe`) move down. A position with black to move is seen upside down, so every
// engine is written once, for the side that moves up, and a move hands the board over
// flipped.

#include <optional>

#include "boardsolve/core/game_value.hpp"
#include "geometry.hpp"

namespace boardsolve::pawnchess {

struct view {
  bitboard own = 0;
  bitboard foe = 0;
  bool operator==(const view&) const = default;
};

inline view view_of(const geometry& g, const position& p) {
  return p.to_move == side::white ? view{p.white, p.black} : view{g.flip(p.black), g.flip(p.white)};
}

inline position position_of(const geometry& g, view v, side to_move) {
  position p{g.rows, g.cols, v.own, v.foe, to_move};
  if (to_move == side::black) {
    p.white = g.flip(v.foe);
    p.black = g.flip(v.own);
  }
  return p;
}

/// The squares the side to move can reach, by kind of move.
struct move_targets {
  bitboard step = 0;        ///< straight up onto an empty square, from 8 below
  bitboard take_left = 0;   ///< up and left onto a foe, from 9 below
  bitboard take_right = 0;  ///< up and right onto a foe, from 7 below
  bitboard any() const { return step | take_left | take_right; }
};

/// The three kinds of move, with the distance from the source square to the target square.
enum class move_kind : std::uint8_t { take_left = 0, step = 1, take_right = 2 };
constexpr int source_offset(move_kind k) {
  return k == move_kind::take_left ? 9 : (k == move_kind::step ? 8 : 7);
}

inline move_targets targets_of(const geometry& g, view v) {
  const bitboard empty = g.board & ~v.own & ~v.foe;
  return {(v.own >> 8) & empty, ((v.own & g.not_left) >> 9) & v.foe,
          ((v.own & g.not_right) >> 7) & v.foe};
}

/// Returns the position after the own pawn on `from` goes to `to`, seen by the opponent.
inline view after_move(const geometry& g, view v, bitboard from, bitboard to) {
  return {g.flip(v.foe & ~to), g.flip(v.own ^ from ^ to)};
}

/// Returns the value of `v` when it needs no search: a side already on its far row (only in
/// given positions), no legal move (loss now), or a move onto row 0 (win in one).
inline std::optional<game_value> decided_value(const geometry& g, view v, const move_targets& t) {
  if (v.own & g.top_row) return game_value::win_in(0);
  if (v.foe & g.bottom_row) return game_value::loss_in(0);
  const bitboard reach = t.any();
  if (!reach) return game_value::loss_in(0);
  if (reach & g.top_row) return game_value::win_in(1);
  return std::nullopt;
}

/// Calls f(from, to, kind) for every legal move of `v`: captures first, then steps, each
/// from the top row down, left to right.
template <class F>
void for_each_move(const move_targets& t, F&& f) {
  for (const move_kind kind : {move_kind::take_left, move_kind::take_right, move_kind::step}) {
    bitboard to_set = kind == move_kind::step
                          ? t.step
                          : (kind == move_kind::take_left ? t.take_left : t.take_right);
    for (; to_set; to_set &= to_set - 1) {
      const bitboard to = to_set & (0 - to_set);
      f(to << source_offset(kind), to, kind);
    }
  }
}

}  // namespace boardsolve::pawnchess
