// Playing by hand: the captures a player may make, why one is refused, the board after one,
// and the best next capture (the solver's first).
#include <cassert>

#include <fmt/format.h>

#include "boardsolve/captures.hpp"

namespace boardsolve::captures {
namespace {

bool pawn_at(const board& b, int r, int c) {
  return b.contains(r, c) && b(r, c);
}

// 1-based, as the judge's format writes squares.
std::string square(int r, int c) {
  return fmt::format("({},{})", r + 1, c + 1);
}

}  // namespace

std::vector<capture> legal_moves(const board& b) {
  std::vector<capture> moves;
  for (int r = 1; r < b.rows; ++r)
    for (int c = 0; c < b.cols; ++c) {
      if (!b(r, c)) continue;
      if (pawn_at(b, r - 1, c - 1)) moves.emplace_back(r, c, direction::left);
      if (pawn_at(b, r - 1, c + 1)) moves.emplace_back(r, c, direction::right);
    }
  return moves;
}

std::string why_illegal(const board& b, const capture& c) {
  if (c.dir != direction::left && c.dir != direction::right)
    return "a capture goes up and left (L) or up and right (R)";
  if (!b.contains(c.row, c.col)) return square(c.row, c.col) + " is off the board";
  if (!b(c.row, c.col))
    return square(c.row, c.col) + " is empty: a capture needs a pawn to make it";
  if (!b.contains(c.row - 1, c.target_col()))
    return fmt::format("the pawn on {} attacks no square {}: that is off the board",
                       square(c.row, c.col), c.dir == direction::left ? "up-left" : "up-right");
  if (!b(c.row - 1, c.target_col()))
    return square(c.row - 1, c.target_col()) + " is empty: a capture needs a pawn to take";
  return {};
}

board play(const board& b, const capture& c) {
  assert(why_illegal(b, c).empty());
  board next = b;
  next(c.row, c.col) = 0;  // the capturer moves onto the taken pawn's square
  return next;
}

bool is_goal(const board& b) {
  for (int r = 1; r < b.rows; ++r)
    for (int c = 0; c < b.cols; ++c)
      if (b(r, c) && (pawn_at(b, r - 1, c - 1) || pawn_at(b, r - 1, c + 1))) return false;
  return true;
}

std::optional<capture> best_move(const board& b) {
  const solution s = solve(b);
  if (s.captures.empty()) return std::nullopt;
  return s.captures.front();
}

}  // namespace boardsolve::captures
