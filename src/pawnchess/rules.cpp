// The rules on the public position type: start, moves, the end of the game, move names.
#include <cassert>

#include <fmt/format.h>

#include "geometry.hpp"
#include "view.hpp"

namespace boardsolve::pawnchess {

position start_position(int rows, int cols) {
  const geometry g(rows, cols);
  return {rows, cols, g.bottom_row, g.top_row, side::white};
}

std::optional<side> winner_at(const position& p) {
  const geometry g(p.rows, p.cols);
  const bool white_home = (p.white & g.top_row) != 0;
  const bool black_home = (p.black & g.bottom_row) != 0;
  assert(!(white_home && black_home));
  if (white_home) return side::white;
  if (black_home) return side::black;
  if (!targets_of(g, view_of(g, p)).any()) return opponent(p.to_move);
  return std::nullopt;
}

std::vector<move> legal_moves(const position& p) {
  std::vector<move> moves;
  if (winner_at(p)) return moves;
  const bitboard own = p.to_move == side::white ? p.white : p.black;
  const bitboard foe = p.to_move == side::white ? p.black : p.white;
  const int forward = p.to_move == side::white ? -1 : 1;
  const auto at = [&](int r, int c) {
    return r >= 0 && r < p.rows && c >= 0 && c < p.cols ? square_bit(r, c) : bitboard{0};
  };
  for (int r = 0; r < p.rows; ++r)
    for (int c = 0; c < p.cols; ++c) {
      if (!(own & square_bit(r, c))) continue;
      const int to_row = r + forward;
      const auto from = static_cast<std::uint8_t>(8 * r + c);
      for (const int to_col : {c - 1, c, c + 1}) {
        const bitboard target = at(to_row, to_col);
        if (!target) continue;
        const bool legal = to_col == c ? !((own | foe) & target) : (foe & target) != 0;
        if (legal) moves.push_back({from, static_cast<std::uint8_t>(8 * to_row + to_col)});
      }
    }
  return moves;
}

namespace {

// True if `m` is a diagonal move onto an empty square: en passant (chess rules only).
bool takes_en_passant(const position& p, move m) {
  return col_of(m.from) != col_of(m.to) && !((p.white | p.black) & (bitboard{1} << m.to));
}

}  // namespace

position play(const position& p, move m) {
  const bitboard from = bitboard{1} << m.from;
  const bitboard to = bitboard{1} << m.to;
  position next = p;
  bitboard& own = p.to_move == side::white ? next.white : next.black;
  bitboard& foe = p.to_move == side::white ? next.black : next.white;
  assert(own & from);
  if (takes_en_passant(p, m)) foe &= ~square_bit(row_of(m.from), col_of(m.to));
  own = (own & ~from) | to;
  foe &= ~to;
  next.to_move = opponent(p.to_move);
  const int rows_moved = row_of(m.to) - row_of(m.from);
  next.en_passant = rows_moved == 2 || rows_moved == -2
                        ? static_cast<std::int8_t>((m.from + m.to) / 2)
                        : no_square;
  return next;
}

std::string square_name(int rows, int square) {
  return std::string{static_cast<char>('a' + col_of(square)),
                     static_cast<char>('0' + rows - row_of(square))};
}

std::string move_name(const position& p, move m) {
  const bool en_passant = takes_en_passant(p, m);
  return square_name(p.rows, m.from) + (col_of(m.from) == col_of(m.to) ? "-" : "x") +
         square_name(p.rows, m.to) + (en_passant ? " e.p." : "");
}

outcome outcome_of(side to_move, game_value v) {
  if (v.is_draw()) return {side::white, 0, true};
  return {v.is_win() ? to_move : opponent(to_move), v.plies()};
}

game_value value_of_outcome(side to_move, outcome o) {
  if (o.draw) return game_value::draw();
  return o.winner == to_move ? game_value::win_in(o.plies) : game_value::loss_in(o.plies);
}

std::string describe(side to_move, game_value v) {
  const outcome o = outcome_of(to_move, v);
  if (o.draw) return "draw";
  return fmt::format("{} wins in {}", o.winner == side::white ? "white" : "black", o.plies);
}

std::string describe(side to_move, value_bounds b, bool draws) {
  if (b.exact() && b.lo.is_value()) return describe(to_move, b.lo);
  const auto name = [](side s) { return s == side::white ? "white" : "black"; };
  const game_value none = game_value::above_all();
  // The winner wins in `fast` plies or more and in `slow` or fewer (each a win_in, or none);
  // a fast bound of 1 ply (2 for the side not to move) says nothing.
  const auto wins = [&](side winner, game_value fast, game_value slow) {
    std::string text = fmt::format("{} wins", name(winner));
    if (!slow.is_value()) return text;
    const int fastest = winner == to_move ? 1 : 2;
    if (fast.is_value() && fast.plies() > fastest && fast != slow)
      return text + fmt::format(" in {} to {}", fast.plies(), slow.plies());
    return text + fmt::format(" within {}", slow.plies());
  };
  const auto opponents = [](game_value v) { return game_value::from_raw(-v.raw()); };
  const game_value draw = game_value::draw();
  if (b.lo > draw) return wins(to_move, b.hi.is_win() ? b.hi : none, b.lo);
  if (b.hi < draw)
    return wins(opponent(to_move), b.lo.is_value() ? opponents(b.lo) : none, opponents(b.hi));
  if (b.lo == draw)
    return draws ? fmt::format("a draw or {} wins", name(to_move)) : wins(to_move, none, none);
  if (b.hi == draw)
    return draws ? fmt::format("a draw or {} wins", name(opponent(to_move)))
                 : wins(opponent(to_move), none, none);
  return "not known";
}

}  // namespace boardsolve::pawnchess
