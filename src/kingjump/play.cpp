// Playing by hand: the jumps a player may make, why one is refused, the board after one, and
// the best next jump (the first of the solver's trail from the board as it stands).
#include <algorithm>
#include <cassert>
#include <cstdlib>

#include <fmt/format.h>

#include "boardsolve/kingjump.hpp"

namespace boardsolve::kingjump {
namespace {

constexpr int row_step[4] = {-1, -1, 1, 1};
constexpr int col_step[4] = {-1, 1, -1, 1};

// 1-based, as the judge's format writes squares.
std::string name(square s) {
  return fmt::format("({},{})", s.row + 1, s.col + 1);
}

std::string_view what_is(cell c) {
  switch (c) {
    case cell::unused:
      return "it is a '-' square";
    case cell::king:
      return "a king stands there";
    case cell::checker:
      return "a checker stands there";
    case cell::empty:
      break;
  }
  return "it is empty";
}

bool is(const board& b, square s, cell c) {
  return b.contains(s.row, s.col) && b(s.row, s.col) == c;
}

void append_jumps(const board& b, square from, std::vector<jump>& moves) {
  for (int d = 0; d < 4; ++d) {
    const square over{from.row + row_step[d], from.col + col_step[d]};
    const square onto{from.row + 2 * row_step[d], from.col + 2 * col_step[d]};
    if (is(b, over, cell::checker) && is(b, onto, cell::empty)) moves.push_back({from, onto});
  }
}

}  // namespace

std::vector<jump> legal_moves(const play_state& s) {
  std::vector<jump> moves;
  if (!s.trail.empty()) {
    append_jumps(s.now, s.trail.back(), moves);
    return moves;
  }
  for (int r = 0; r < s.now.rows; ++r)
    for (int c = 0; c < s.now.cols; ++c)
      if (s.now(r, c) == cell::king) append_jumps(s.now, {r, c}, moves);
  return moves;
}

std::string why_illegal(const play_state& s, const jump& j) {
  const board& b = s.now;
  if (!b.contains(j.from.row, j.from.col)) return name(j.from) + " is off the board";
  if (!s.trail.empty() && j.from != s.trail.back())
    return fmt::format("the king on {} is jumping this turn: only it may jump on",
                       name(s.trail.back()));
  if (b(j.from.row, j.from.col) != cell::king)
    return fmt::format("no king on {}: only a king jumps", name(j.from));
  if (std::abs(j.to.row - j.from.row) != 2 || std::abs(j.to.col - j.from.col) != 2)
    return "a jump goes two squares diagonally, over one checker";
  if (!b.contains(j.to.row, j.to.col)) return name(j.to) + " is off the board";
  const square over{(j.from.row + j.to.row) / 2, (j.from.col + j.to.col) / 2};
  if (b(over.row, over.col) != cell::checker)
    return fmt::format("there is no checker on {} to jump over", name(over));
  if (b(j.to.row, j.to.col) != cell::empty)
    return fmt::format("cannot land on {}: {}", name(j.to), what_is(b(j.to.row, j.to.col)));
  return {};
}

play_state play(const play_state& s, const jump& j) {
  assert(why_illegal(s, j).empty());
  play_state next = s;
  next.now(j.from.row, j.from.col) = cell::empty;
  next.now((j.from.row + j.to.row) / 2, (j.from.col + j.to.col) / 2) = cell::empty;
  next.now(j.to.row, j.to.col) = cell::king;
  if (next.trail.empty()) next.trail.push_back(j.from);
  next.trail.push_back(j.to);
  return next;
}

bool is_goal(const play_state& s) {
  // As the solver has it: with no checker, a king takes them all by standing still.
  bool king = !s.trail.empty();
  for (const cell c : s.now.cells) {
    if (c == cell::checker) return false;
    king = king || c == cell::king;
  }
  return king;
}

std::optional<jump> best_move(const play_state& s) {
  if (is_goal(s)) return std::nullopt;
  path p;
  if (s.trail.empty()) {
    p = solve(s.now);
  } else {
    // Another king only blocks now, exactly as a '-' square does.
    board b = s.now;
    const square king = s.trail.back();
    for (int r = 0; r < b.rows; ++r)
      for (int c = 0; c < b.cols; ++c)
        if (b(r, c) == cell::king && square{r, c} != king) b(r, c) = cell::unused;
    p = solve(b);
    assert(p.empty() || p.front() == king);
  }
  if (p.size() < 2) return std::nullopt;
  return jump{p[0], p[1]};
}

}  // namespace boardsolve::kingjump
