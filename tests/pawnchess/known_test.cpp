// show --known (render_known): every statement it makes of a position or a move holds for the
// exact value that a fresh solver finds, on starts and the positions two plies after them,
// under both rule sets; and it says something, once a search has filled the table.
#include <gtest/gtest.h>

#include <algorithm>
#include <iterator>
#include <sstream>
#include <string>
#include <vector>

#include "boardsolve/pawnchess.hpp"
#include "boardsolve/pawnchess_search.hpp"

namespace boardsolve::pawnchess {
namespace {

// True if `said` (describe() of bounds) holds for the outcome `o`.
bool holds(const std::string& said, const outcome& o) {
  if (said == "not known") return true;
  if (said == "draw") return o.draw;
  std::istringstream words(said);
  std::vector<std::string> w{std::istream_iterator<std::string>(words), {}};
  const auto is_winner = [&](const std::string& name) {
    return !o.draw && o.winner == (name == "white" ? side::white : side::black);
  };
  // "a draw or X wins"
  if (w.size() == 5 && w[0] == "a" && w[1] == "draw" && w[2] == "or" && w[4] == "wins")
    return o.draw || is_winner(w[3]);
  if (w.size() < 2 || w[1] != "wins" || (w[0] != "white" && w[0] != "black")) {
    ADD_FAILURE() << "unexpected wording: " << said;
    return false;
  }
  if (!is_winner(w[0])) return false;
  if (w.size() == 2) return true;                                            // X wins
  if (w.size() == 4 && w[2] == "within") return o.plies <= std::stoi(w[3]);  // X wins within B
  if (w.size() == 4 && w[2] == "in") return o.plies == std::stoi(w[3]);      // X wins in N
  if (w.size() == 6 && w[2] == "in" && w[4] == "to")                         // X wins in A to B
    return o.plies >= std::stoi(w[3]) && o.plies <= std::stoi(w[5]);
  ADD_FAILURE() << "unexpected wording: " << said;
  return false;
}

// Checks render_known of `p` after `s` searched it against `fresh`'s exact values; returns how
// many statements were more than "not known".
int check_known(solver& s, solver& fresh, const position& p) {
  s.value(p);
  const std::string text = render_known(s, p);
  std::istringstream lines(text);
  std::string line;
  std::getline(lines, line);
  const std::string head_mark = " to move: ", tail_mark = " (known without search)";
  const auto at = line.find(head_mark);
  EXPECT_NE(at, std::string::npos) << line;
  const std::string said_of_p =
      line.substr(at + head_mark.size(), line.size() - at - head_mark.size() - tail_mark.size());
  EXPECT_TRUE(holds(said_of_p, outcome_of(p.to_move, fresh.value(p)))) << said_of_p << "\n" << text;
  int informative = said_of_p != "not known";
  const auto moves = legal_moves(p, s.play_rules());
  std::size_t listed = 0;
  while (std::getline(lines, line)) {
    if (line.rfind("  ", 0) != 0 || line.size() < 3 || line[2] < 'a' || line[2] > 'h') continue;
    if (listed == moves.size()) {
      ADD_FAILURE() << "more moves listed than legal:\n" << text;
      break;
    }
    const move m = moves[listed++];
    std::string name = move_name(p, m);
    name.resize(std::max<std::size_t>(name.size(), 7), ' ');
    EXPECT_EQ(line.rfind("  " + name + " ", 0), 0u) << line << "\n" << text;
    const std::string said = line.substr(std::min(line.size(), name.size() + 3));
    // A move's value counts its plies from p, the move included, as show --moves does.
    const game_value move_value = fresh.value(play(p, m)).backed_up();
    EXPECT_TRUE(holds(said, outcome_of(p.to_move, move_value))) << line << "\n" << text;
    informative += said != "not known";
  }
  EXPECT_EQ(listed, moves.size()) << text;
  // The known principal line: each move keeps the exact value of the position it is played in.
  const known_analysis known = known_analysis_of(s, p);
  position along = p;
  for (const move m : known.line) {
    const auto legal = legal_moves(along, s.play_rules());
    if (std::find(legal.begin(), legal.end(), m) == legal.end()) {
      ADD_FAILURE() << "an illegal move in the known line\n" << text;
      break;
    }
    EXPECT_EQ(fresh.value(play(along, m)).backed_up(), fresh.value(along))
        << move_name(along, m) << "\n"
        << text;
    along = play(along, m);
  }
  return informative;
}

// Along a searched start the line is proven for at least a few plies.
std::size_t known_line_length(int rows, int cols, rules r) {
  solver_options options = memory_bound(std::uint64_t{64} << 20);
  options.play_rules = r;
  options.chess_engine = solver_options::engine_choice::search;
  solver s(rows, cols, options);
  const position start = start_position(rows, cols, r);
  s.value(start);
  return known_analysis_of(s, start).line.size();
}

void check_board(int rows, int cols, rules r) {
  solver_options options;
  options.memory = std::uint64_t{64} << 20;
  options.play_rules = r;
  options.chess_engine = solver_options::engine_choice::search;
  solver searched(rows, cols, options);
  options.memory = std::uint64_t{8} << 20;
  solver fresh(rows, cols, options);
  const position start = start_position(rows, cols, r);
  EXPECT_GT(check_known(searched, fresh, start), 0) << rows << "x" << cols;
  for (const move first : legal_moves(start, r)) {
    const position after_one = play(start, first);
    for (const move second : legal_moves(after_one, r)) {
      const position after_two = play(after_one, second);
      if (!final_value(after_two, r)) check_known(searched, fresh, after_two);
    }
  }
}

TEST(PawnchessKnown, HoldsUnderUvaRules) {
  check_board(5, 6, rules{});
  check_board(6, 5, rules{});
}

TEST(PawnchessKnown, ALineIsKnownOnceTheStartIsSearched) {
  EXPECT_GE(known_line_length(6, 5, rules{}), 2u);
  EXPECT_GE(known_line_length(6, 6, chess_rules(stalemate_rule::loss)), 2u);
}

TEST(PawnchessKnown, HoldsUnderChessRules) {
  check_board(6, 5, chess_rules(stalemate_rule::draw));
  check_board(5, 6, chess_rules(stalemate_rule::loss));
  check_board(6, 6, chess_rules(stalemate_rule::draw));
}

}  // namespace
}  // namespace boardsolve::pawnchess
