// Pictures for `show`: the position, its value, every move scored (a tablebase probe), and the
// principal line board by board with the value after each move.
#include <algorithm>

#include <fmt/format.h>

#include "geometry.hpp"

namespace boardsolve::pawnchess {
namespace {

std::string_view name(side s) {
  return s == side::white ? "white" : "black";
}

// Why the game is over at p, worth `end` to its side to move.
std::string ending(const position& p, game_value end, rules r) {
  const geometry g(p.rows, p.cols);
  const outcome o = outcome_of(p.to_move, end);
  const side winner = o.winner;
  if (o.draw) return fmt::format("{} has no legal move: stalemate, a draw", name(p.to_move));
  if (winner == side::white && (p.white & g.top_row)) return "white has won: a pawn on the top row";
  if (winner == side::black && (p.black & g.bottom_row))
    return "black has won: a pawn on the bottom row";
  if (r.chess() && !(winner == side::white ? p.black : p.white))
    return fmt::format("{} has taken every {} pawn: {} has won", name(winner),
                       name(opponent(winner)), name(winner));
  if (r.chess())
    return fmt::format("{} has no legal move: stalemate, {} has won", name(p.to_move),
                       name(winner));
  return fmt::format("{} has no legal move: {} has won", name(p.to_move), name(winner));
}

}  // namespace

std::string draw(const position& p) {
  std::string out;
  for (int r = 0; r < p.rows; ++r) {
    out += fmt::format("  {} ", p.rows - r);
    for (int c = 0; c < p.cols; ++c) {
      const bitboard b = square_bit(r, c);
      out.push_back((p.white & b) ? 'P' : ((p.black & b) ? 'p' : '.'));
    }
    out.push_back('\n');
  }
  out += "    ";
  for (int c = 0; c < p.cols; ++c) out.push_back(static_cast<char>('a' + c));
  out.push_back('\n');
  return out;
}

std::string render(solver& s, const position& start, bool all_moves) {
  std::string out;
  const game_value start_value = s.value(start);
  out += fmt::format("{} x {}, {} to move: {}\n", start.rows, start.cols, name(start.to_move),
                     describe(start.to_move, start_value));
  out += draw(start);
  const rules& r = s.play_rules();
  if (r.chess() && start.en_passant != no_square)
    out += fmt::format("en passant {}\n", square_name(start.rows, start.en_passant));
  if (const auto end = final_value(start, r)) {
    out += ending(start, *end, r) + "\n";
    return out;
  }
  if (all_moves) {
    out += "every move, best first (the value if it is played):\n";
    for (const scored_move& m : scored_moves(s, start))
      out +=
          fmt::format("  {:<7} {}\n", move_name(start, m.played), describe(start.to_move, m.value));
  }
  out += "principal line:\n";
  position p = start;
  int ply = 0;
  // Along a principal line each position is worth exactly what its parent's best move leaves.
  game_value worth = s.value(start);
  for (const move m : principal_line(s, start)) {
    const position next = play(p, m);
    worth = worth.for_child();
    out += fmt::format("{}. {} {}: ", ++ply, name(p.to_move), move_name(p, m));
    if (const auto end = final_value(next, r)) {
      out += ending(next, *end, r) + "\n";
    } else {
      out += fmt::format("{} to move, {}\n", name(next.to_move), describe(next.to_move, worth));
    }
    out += draw(next);
    p = next;
  }
  return out;
}

std::string render_known(solver& s, const position& start) {
  const rules& r = s.play_rules();
  const bool draws = r.chess() && r.stalemate == stalemate_rule::draw;
  const known_analysis known = known_analysis_of(s, start);
  std::string out =
      fmt::format("{} x {}, {} to move: {} (known without search)\n", start.rows, start.cols,
                  name(start.to_move), describe(start.to_move, known.value, draws));
  out += draw(start);
  if (r.chess() && start.en_passant != no_square)
    out += fmt::format("en passant {}\n", square_name(start.rows, start.en_passant));
  if (const auto end = final_value(start, r)) return out + ending(start, *end, r) + "\n";
  out += "every move, what is known of its value if it is played:\n";
  for (const known_move& m : known.moves)
    out += fmt::format("  {:<7} {}\n", move_name(start, m.played),
                       describe(start.to_move, m.value, draws));
  if (known.line.empty()) return out;
  out += fmt::format("known principal line ({} plies):", known.line.size());
  position p = start;
  for (const move m : known.line) {
    out += ' ' + move_name(p, m);
    p = play(p, m);
  }
  return out + '\n';
}

}  // namespace boardsolve::pawnchess
