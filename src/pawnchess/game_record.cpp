// A game played by hand: why a move is refused, in a player's words; moves as chess players
// write them (b4, bxc3, bxc3 e.p.); and the numbered record of a game (1. b4 f5 2. f4).
#include <algorithm>
#include <cstdlib>

#include <fmt/format.h>

#include "geometry.hpp"

namespace boardsolve::pawnchess {
namespace {

std::string_view name_of(side s) {
  return s == side::white ? "white" : "black";
}

bool on_board(const position& p, int square) {
  return square >= 0 && square < 64 && row_of(square) < p.rows && col_of(square) < p.cols;
}

// Why the game is over, for the side to move: `value` is final_value(p, r).
std::string game_over(const position& p, game_value value) {
  if (value.is_draw())
    return fmt::format("the game is over: {} has no move, a draw", name_of(p.to_move));
  const side winner = value.is_win() ? p.to_move : opponent(p.to_move);
  return fmt::format("the game is over: {} has won", name_of(winner));
}

// Why the pawn on m.from, which is the mover's, cannot go to m.to, when m is not legal.
std::string why_not(const position& p, move m, rules r) {
  const int forward = p.to_move == side::white ? -1 : 1;
  const int rows_moved = (row_of(m.to) - row_of(m.from)) * forward;
  const int cols_moved = std::abs(col_of(m.to) - col_of(m.from));
  const bitboard occupied = p.white | p.black;
  const bitboard own = p.to_move == side::white ? p.white : p.black;
  const std::string to = square_name(p.rows, m.to);
  if (rows_moved <= 0) return "a pawn moves only forward";
  if (cols_moved > 1 || (cols_moved == 1 && rows_moved != 1))
    return "a pawn steps straight forward, or takes one square diagonally forward";
  if (cols_moved == 1) {
    if (own & (bitboard{1} << m.to)) return fmt::format("{} holds a pawn of your own", to);
    return fmt::format("a pawn moves diagonally only to take a pawn, and {} is empty", to);
  }
  if (rows_moved > 2 || (rows_moved == 2 && !r.chess()))
    return r.chess() ? "a pawn steps at most two squares"
                     : "under UVa 10838's rules a pawn steps one square at a time";
  if (rows_moved == 2) {
    const int start_row = p.to_move == side::white ? p.rows - 2 : 1;
    if (row_of(m.from) != start_row) return "only a pawn on its start square steps two squares";
    const int passed = (m.from + m.to) / 2;
    if (occupied & (bitboard{1} << passed))
      return fmt::format("{} is in the way", square_name(p.rows, passed));
  }
  if (occupied & (bitboard{1} << m.to))
    return fmt::format("{} is not empty: a pawn steps only onto an empty square", to);
  return "not a legal move";
}

}  // namespace

std::string why_illegal(const position& p, move m, rules r) {
  if (!on_board(p, m.from) || !on_board(p, m.to)) return "that square is not on the board";
  if (const auto over = final_value(p, r)) return game_over(p, *over);
  const bitboard from = bitboard{1} << m.from;
  const bitboard own = p.to_move == side::white ? p.white : p.black;
  const bitboard foe = p.to_move == side::white ? p.black : p.white;
  const std::string square = square_name(p.rows, m.from);
  if (foe & from)
    return fmt::format("the pawn on {} is {}'s, and {} is to move", square,
                       name_of(opponent(p.to_move)), name_of(p.to_move));
  if (!(own & from)) return fmt::format("there is no pawn on {}", square);
  const auto legal = legal_moves(p, r);
  if (std::find(legal.begin(), legal.end(), m) != legal.end()) return {};
  return why_not(p, m, r);
}

std::string move_notation(const position& p, move m) {
  const std::string to = square_name(p.rows, m.to);
  if (col_of(m.from) == col_of(m.to)) return to;
  const bool en_passant = !((p.white | p.black) & (bitboard{1} << m.to));
  return fmt::format("{}x{}{}", static_cast<char>('a' + col_of(m.from)), to,
                     en_passant ? " e.p." : "");
}

std::vector<numbered_move> numbered_moves(const position& start, std::span<const move> moves,
                                          rules r) {
  std::vector<numbered_move> out;
  position p = start;
  int number = 1;
  for (const move m : moves) {
    if (!why_illegal(p, m, r).empty()) break;
    out.push_back({number, p.to_move, move_notation(p, m)});
    if (p.to_move == side::black) ++number;
    p = play(p, m);
  }
  return out;
}

std::string game_record(const position& start, std::span<const move> moves, rules r) {
  std::string out;
  for (const numbered_move& m : numbered_moves(start, moves, r)) {
    if (!out.empty()) out.push_back(' ');
    if (m.mover == side::white)
      out += fmt::format("{}. ", m.number);
    else if (out.empty())
      out += fmt::format("{}... ", m.number);
    out += m.notation;
  }
  return out;
}

}  // namespace boardsolve::pawnchess
