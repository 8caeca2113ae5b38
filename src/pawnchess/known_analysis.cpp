// What a solver's table and the race bounds prove of a position without a search (show
// --known): the position's bounds, each move's, and the line they prove.
#include <algorithm>

#include "boardsolve/pawnchess.hpp"

namespace boardsolve::pawnchess {
namespace {

// Bounds on the value of a move, for its player, from bounds on the position it leaves
// (backed_up() reverses order; an unknown side stays unknown).
value_bounds backed_up(value_bounds child) {
  return {child.hi.is_value() ? child.hi.backed_up() : game_value::below_all(),
          child.lo.is_value() ? child.lo.backed_up() : game_value::above_all()};
}

// Bounds on p's value from what s knows of p and, `depth` plies down, of the positions after
// its moves: a minimax of known bounds, with no search. O(moves^depth) lookups; depth <= 2.
value_bounds known_below(solver& s, const position& p, int depth) {
  const value_bounds known = s.known_bounds(p);
  if (known.exact() || depth == 0 || final_value(p, s.play_rules())) return known;
  // The value is the best over the moves of backed_up(child).
  value_bounds found{game_value::below_all(), game_value::below_all()};
  for (const move m : legal_moves(p, s.play_rules())) {
    const value_bounds move_value = backed_up(known_below(s, play(p, m), depth - 1));
    found = {std::max(found.lo, move_value.lo), std::max(found.hi, move_value.hi)};
  }
  return known.intersect(found);
}

// The moves of p with their known bounds, in legal_moves order.
std::vector<known_move> known_moves(solver& s, const position& p) {
  std::vector<known_move> moves;
  for (const move m : legal_moves(p, s.play_rules()))
    moves.push_back({m, backed_up(known_below(s, play(p, m), 1))});
  return moves;
}

}  // namespace

known_analysis known_analysis_of(solver& s, const position& p) {
  known_analysis known{known_below(s, p, 2), {}, {}};
  if (final_value(p, s.play_rules())) return known;
  known.moves = known_moves(s, p);
  // Invariant: `at`'s value is exactly `worth`; a move whose known value is exactly `worth`
  // keeps it, so the line is a principal line as far as it goes. At most max_plies steps.
  position at = p;
  value_bounds worth = known.value;
  std::vector<known_move> moves = known.moves;
  while (worth.exact() && worth.lo.is_value() && !final_value(at, s.play_rules())) {
    const auto keeps = std::find_if(moves.begin(), moves.end(), [&](const known_move& m) {
      return m.value.exact() && m.value.lo == worth.lo;
    });
    if (keeps == moves.end() || known.line.size() >= game_value::max_plies) break;
    known.line.push_back(keeps->played);
    at = play(at, keeps->played);
    worth = value_bounds::exactly(worth.lo.for_child());
    moves = known_moves(s, at);
  }
  return known;
}

}  // namespace boardsolve::pawnchess
