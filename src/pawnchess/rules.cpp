// The rules on the public position type, both rule sets: the start, the end of the game, the
// legal moves, move names. Written square by square, apart from the engines' bitboards
// (uva_rules.hpp, chess_rules.hpp), so each checks the other (tests/pawnchess/rules_test.cpp,
// chess_rules_test.cpp).
#include <cassert>

#include <fmt/format.h>

#include "geometry.hpp"

namespace boardsolve::pawnchess {
namespace {

// The pawns of the side to move and of its opponent, and the way its pawns go.
struct sides {
  bitboard own;
  bitboard foe;
  int forward;    // -1 (white, up) or +1 (black, down)
  int start_row;  // the row its pawns start on under chess rules: rows - 2 or 1
};

sides sides_of(const position& p) {
  if (p.to_move == side::white) return {p.white, p.black, -1, p.rows - 2};
  return {p.black, p.white, 1, 1};
}

// The moves of the side to move under `r`, while the game goes on (the en passant square as
// given), in legal_moves order: pawns row by row from the top, left to right; for each, the
// left capture, the step (then the double step), the right capture.
std::vector<move> moves_of(const position& p, rules r) {
  const sides s = sides_of(p);
  const auto on_board = [&](int row, int col) {
    return row >= 0 && row < p.rows && col >= 0 && col < p.cols;
  };
  const auto occupied = [&](int row, int col) {
    return ((s.own | s.foe) & square_bit(row, col)) != 0;
  };
  std::vector<move> moves;
  for (int row = 0; row < p.rows; ++row)
    for (int col = 0; col < p.cols; ++col) {
      if (!(s.own & square_bit(row, col))) continue;
      const auto from = static_cast<std::uint8_t>(8 * row + col);
      const int to_row = row + s.forward;
      const auto add = [&](int tr, int tc) {
        moves.push_back({from, static_cast<std::uint8_t>(8 * tr + tc)});
      };
      for (const int to_col : {col - 1, col, col + 1}) {
        if (!on_board(to_row, to_col)) continue;
        if (to_col == col) {
          if (occupied(to_row, col)) continue;
          add(to_row, col);
          const int double_row = to_row + s.forward;
          if (r.chess() && row == s.start_row && p.rows >= 4 && on_board(double_row, col) &&
              !occupied(double_row, col))
            add(double_row, col);
        } else if ((s.foe & square_bit(to_row, to_col)) ||
                   (r.chess() && p.en_passant == 8 * to_row + to_col)) {
          add(to_row, to_col);
        }
      }
    }
  return moves;
}

}  // namespace

position start_position(int rows, int cols, rules r) {
  if (!r.chess()) {
    const geometry g(rows, cols);
    return {rows, cols, g.bottom_row, g.top_row, side::white};
  }
  assert(rows >= 4);
  const bitboard row_bits = (bitboard{1} << cols) - 1;
  return {rows, cols, row_bits << (8 * (rows - 2)), row_bits << 8, side::white, no_square};
}

std::optional<side> winner_at(const position& p) {
  const geometry g(p.rows, p.cols);
  const bool white_home = (p.white & g.top_row) != 0;
  const bool black_home = (p.black & g.bottom_row) != 0;
  assert(!(white_home && black_home));
  if (white_home) return side::white;
  if (black_home) return side::black;
  if (moves_of(p, {}).empty()) return opponent(p.to_move);
  return std::nullopt;
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
  if (moves_of(p, r).empty())
    return r.stalemate == stalemate_rule::draw ? game_value::draw() : game_value::loss_in(0);
  return std::nullopt;
}

std::vector<move> legal_moves(const position& p, rules r) {
  if (final_value(p, r)) return {};
  return moves_of(p, r);
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
