// Chess rules on the public position type: the start, the end of the game, the legal moves.
// Written square by square, apart from the engines' bitboards (chess_view.hpp), so each
// checks the other (tests/pawnchess/chess_rules_test.cpp).
#include <cassert>

#include "geometry.hpp"

namespace boardsolve::pawnchess {
namespace {

// The pawns of the side to move and of its opponent, and the row the side moves towards.
struct sides {
  bitboard own;
  bitboard foe;
  int forward;    // -1 (white, up) or +1 (black, down)
  int start_row;  // the row its pawns start on: rows - 2 or 1
};

sides sides_of(const position& p) {
  if (p.to_move == side::white) return {p.white, p.black, -1, p.rows - 2};
  return {p.black, p.white, 1, 1};
}

// The legal moves of the side to move, in legal_moves order, while the game goes on
// (chess rules; the en passant square as given).
std::vector<move> chess_moves(const position& p) {
  const sides s = sides_of(p);
  const auto on_board = [&](int r, int c) { return r >= 0 && r < p.rows && c >= 0 && c < p.cols; };
  const auto occupied = [&](int r, int c) { return ((s.own | s.foe) & square_bit(r, c)) != 0; };
  std::vector<move> moves;
  for (int r = 0; r < p.rows; ++r)
    for (int c = 0; c < p.cols; ++c) {
      if (!(s.own & square_bit(r, c))) continue;
      const auto from = static_cast<std::uint8_t>(8 * r + c);
      const int to_row = r + s.forward;
      const auto add = [&](int tr, int tc) {
        moves.push_back({from, static_cast<std::uint8_t>(8 * tr + tc)});
      };
      for (const int to_col : {c - 1, c, c + 1}) {
        if (!on_board(to_row, to_col)) continue;
        if (to_col == c) {
          if (occupied(to_row, c)) continue;
          add(to_row, c);
          const int double_row = to_row + s.forward;
          if (r == s.start_row && p.rows >= 4 && on_board(double_row, c) &&
              !occupied(double_row, c))
            add(double_row, c);
        } else if ((s.foe & square_bit(to_row, to_col)) || p.en_passant == 8 * to_row + to_col) {
          add(to_row, to_col);
        }
      }
    }
  return moves;
}

}  // namespace

position start_position(int rows, int cols, rules r) {
  if (!r.chess()) return start_position(rows, cols);
  assert(rows >= 4);
  const bitboard row_bits = (bitboard{1} << cols) - 1;
  return {rows, cols, row_bits << (8 * (rows - 2)), row_bits << 8, side::white, no_square};
}

std::optional<game_value> final_value(const position& p, rules r) {
  if (!r.chess()) {
    const auto winner = winner_at(p);
    if (!winner) return std::nullopt;
    return *winner == p.to_move ? game_value::win_in(0) : game_value::loss_in(0);
  }
  const geometry g(p.rows, p.cols);
  const sides s = sides_of(p);
  const bitboard own_goal = p.to_move == side::white ? g.top_row : g.bottom_row;
  const bitboard foe_goal = p.to_move == side::white ? g.bottom_row : g.top_row;
  if (s.own & own_goal) return game_value::win_in(0);
  if (s.foe & foe_goal) return game_value::loss_in(0);
  if (!s.own) return game_value::loss_in(0);
  if (!s.foe) return game_value::win_in(0);
  if (chess_moves(p).empty())
    return r.stalemate == stalemate_rule::draw ? game_value::draw() : game_value::loss_in(0);
  return std::nullopt;
}

std::vector<move> legal_moves(const position& p, rules r) {
  if (!r.chess()) return legal_moves(p);
  if (final_value(p, r)) return {};
  return chess_moves(p);
}

}  // namespace boardsolve::pawnchess
