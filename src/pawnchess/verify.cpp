// Checking a line of play against values, without trusting the solver that found it: the
// values may come from any oracle (brute force, the baseline, the solver itself).
#include <algorithm>

#include <fmt/format.h>

#include "boardsolve/pawnchess.hpp"

namespace boardsolve::pawnchess {

std::string check_line(const position& start, std::span<const move> line,
                       const std::function<game_value(const position&)>& value_of, rules r) {
  position p = start;
  const game_value start_value = value_of(p);
  if (!start_value.is_draw() && start_value.plies() != static_cast<int>(line.size()))
    return fmt::format("the line has {} plies, but the game lasts {}", line.size(),
                       start_value.plies());
  for (std::size_t ply = 1; ply <= line.size(); ++ply) {
    const move m = line[ply - 1];
    const auto moves = legal_moves(p, r);
    if (std::find(moves.begin(), moves.end(), m) == moves.end())
      return fmt::format("ply {}: {} is not a legal move{}", ply, move_name(p, m),
                         moves.empty() ? " (the game is over)" : "");
    const game_value worth = value_of(p);
    const game_value kept = value_of(play(p, m)).backed_up();
    if (kept != worth)
      return fmt::format("ply {} ({}): gives {}, but the position is worth {}", ply,
                         move_name(p, m), describe(p.to_move, kept), describe(p.to_move, worth));
    for (const move other : moves) {
      const game_value alternative = value_of(play(p, other)).backed_up();
      if (alternative > worth)
        return fmt::format("ply {} ({}): {} is not the best; {} gives {}", ply, move_name(p, m),
                           describe(p.to_move, worth), move_name(p, other),
                           describe(p.to_move, alternative));
    }
    p = play(p, m);
  }
  const auto end = final_value(p, r);
  if (!end) return "the game is not over after the last move";
  const outcome ended = outcome_of(p.to_move, *end);
  const outcome named = outcome_of(start.to_move, start_value);
  if (ended.draw != named.draw || ended.winner != named.winner)
    return ended.draw ? std::string("the line ends in a draw, not as the value says")
                      : fmt::format(
                            "the line ends with a win for {}, not for the side the "
                            "value names",
                            ended.winner == side::white ? "white" : "black");
  return {};
}

}  // namespace boardsolve::pawnchess
