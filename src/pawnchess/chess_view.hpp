#pragma once
// Chess rules seen from the side to move, as view.hpp sees UVa's: the own pawns move up
// (towards row 0), the board is handed over flipped after each move. On top of UVa's moves:
//
//   double step   an own pawn on its start row (rows - 2) goes two rows up through an empty
//                 square onto an empty square; the skipped square becomes the en passant
//                 square of the opponent, if a pawn of the opponent stands beside the pawn
//   en passant    an own pawn takes diagonally onto `ep` (always on row 2: the foe pawn that
//                 skipped it stands right below it, on row 3), and that pawn is removed
//   game over     a pawn on its far row; no own pawns (lost); no foe pawns (won); no legal
//                 move with pawns left: stalemate, a draw or a loss by convention
//
// `ep` is kept only when some own pawn can take onto it, so equal positions compare equal.

#include <bit>
#include <optional>

#include "boardsolve/core/game_value.hpp"
#include "geometry.hpp"

namespace boardsolve::pawnchess {

struct chess_view {
  bitboard own = 0;
  bitboard foe = 0;
  bitboard ep = 0;  ///< the en passant square (row 2), or 0
  bool operator==(const chess_view&) const = default;
};

/// The masks of chess rules on one board size.
struct chess_geometry {
  geometry g;
  bitboard double_via = 0;  ///< row rows - 3: a pawn on its start row passes it (0 below 4 rows)
  stalemate_rule stalemate = stalemate_rule::draw;

  chess_geometry(int rows, int cols, stalemate_rule s) : g(rows, cols), stalemate(s) {
    if (rows >= 4) double_via = g.board & (bitboard{0xff} << (8 * (rows - 3)));
  }
};

/// The squares the side to move can reach, by kind of move; takes include en passant.
struct chess_targets {
  bitboard step = 0;         ///< from 8 below
  bitboard double_step = 0;  ///< from 16 below
  bitboard take_left = 0;    ///< from 9 below
  bitboard take_right = 0;   ///< from 7 below
  bitboard any() const { return step | double_step | take_left | take_right; }
  bitboard takes() const { return take_left | take_right; }
};

inline chess_targets chess_targets_of(const chess_geometry& cg, const chess_view& v) {
  const geometry& g = cg.g;
  const bitboard empty = g.board & ~v.own & ~v.foe;
  const bitboard step = (v.own >> 8) & empty;
  const bitboard prey = v.foe | v.ep;
  return {step, ((step & cg.double_via) >> 8) & empty, ((v.own & g.not_left) >> 9) & prey,
          ((v.own & g.not_right) >> 7) & prey};
}

/// Returns `v` seen by the other side, with `ep` dropped unless that side can take onto it.
inline chess_view chess_handed_over(const geometry& g, bitboard own, bitboard foe, bitboard ep) {
  // The next mover is `foe` (moving down here); it takes onto ep from beside the pawn above.
  const bitboard stepped = ep >> 8;
  if (!(foe & (((stepped & g.not_left) >> 1) | ((stepped & g.not_right) << 1)))) ep = 0;
  return {g.flip(foe), g.flip(own), g.flip(ep)};
}

/// Returns the position after the own pawn on `from` goes to `to`, seen by the opponent. O(1).
inline chess_view chess_after_move(const geometry& g, const chess_view& v, bitboard from,
                                   bitboard to) {
  bitboard foe = v.foe & ~to;
  if (to & v.ep) foe &= ~(to << 8);  // en passant: the pawn that skipped `to` is below it
  const bitboard ep = from == to << 16 ? to << 8 : 0;
  return chess_handed_over(g, v.own ^ from ^ to, foe, ep);
}

/// Returns the value of `v` when it needs no search: the game is over, or a move wins at once
/// (onto row 0, or taking the last foe pawn).
inline std::optional<game_value> chess_decided_value(const chess_geometry& cg, const chess_view& v,
                                                     const chess_targets& t) {
  const geometry& g = cg.g;
  if (v.own & g.top_row) return game_value::win_in(0);
  if (v.foe & g.bottom_row) return game_value::loss_in(0);
  if (!v.own) return game_value::loss_in(0);
  if (!v.foe) return game_value::win_in(0);
  const bitboard reach = t.any();
  if (!reach)
    return cg.stalemate == stalemate_rule::draw ? game_value::draw() : game_value::loss_in(0);
  if ((reach & g.top_row) || (std::has_single_bit(v.foe) && t.takes()))
    return game_value::win_in(1);
  return std::nullopt;
}

/// The four kinds of chess move, with the distance from source to target square.
enum class chess_move_kind : std::uint8_t { take_left, take_right, step, double_step };
constexpr int source_offset(chess_move_kind k) {
  switch (k) {
    case chess_move_kind::take_left:
      return 9;
    case chess_move_kind::take_right:
      return 7;
    case chess_move_kind::step:
      return 8;
    case chess_move_kind::double_step:
      return 16;
  }
  return 0;
}

/// Calls f(from, to, kind) for every legal move: captures, steps, double steps.
template <class F>
void for_each_chess_move(const chess_targets& t, F&& f) {
  for (const chess_move_kind kind : {chess_move_kind::take_left, chess_move_kind::take_right,
                                     chess_move_kind::step, chess_move_kind::double_step}) {
    bitboard to_set = kind == chess_move_kind::take_left    ? t.take_left
                      : kind == chess_move_kind::take_right ? t.take_right
                      : kind == chess_move_kind::step       ? t.step
                                                            : t.double_step;
    for (; to_set; to_set &= to_set - 1) {
      const bitboard to = to_set & (0 - to_set);
      f(to << source_offset(kind), to, kind);
    }
  }
}

/// Returns the position `p` (chess rules) seen from its side to move; its en passant square
/// is kept only if the side to move can take onto it.
inline chess_view chess_view_of(const geometry& g, const position& p) {
  const bitboard ep = p.en_passant == no_square ? 0 : bitboard{1} << p.en_passant;
  const bool white = p.to_move == side::white;
  const chess_view seen = white ? chess_view{p.white, p.black, ep}
                                : chess_view{g.flip(p.black), g.flip(p.white), g.flip(ep)};
  chess_view kept = seen;
  if (!(((seen.own & g.not_left) >> 9 | (seen.own & g.not_right) >> 7) & seen.ep)) kept.ep = 0;
  return kept;
}

}  // namespace boardsolve::pawnchess
