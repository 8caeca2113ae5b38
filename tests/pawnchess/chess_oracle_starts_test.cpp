// Chess rules, label "stress" (about a minute): the oracle of plain minimax, which shares no
// code with the engines, values the start positions it can reach, under both conventions, as
// the engines and docs/algorithms/pawnchess.md do.
#include <gtest/gtest.h>

#include "boardsolve/pawnchess.hpp"

namespace boardsolve::pawnchess {
namespace {

TEST(PawnchessChessOracle, StartPositionsOfSmallBoards) {
  struct pinned {
    int rows, cols;
    game_value draw, loss;  // stalemate draws; stalemate loses
  };
  for (const pinned& p : {pinned{4, 4, game_value::loss_in(2), game_value::loss_in(2)},
                          {4, 8, game_value::loss_in(2), game_value::loss_in(2)},
                          {5, 4, game_value::draw(), game_value::win_in(9)},
                          {5, 5, game_value::draw(), game_value::win_in(11)},
                          {6, 4, game_value::draw(), game_value::loss_in(12)}}) {
    const position start = start_position(p.rows, p.cols, chess_rules());
    EXPECT_EQ(solve_brute_chess(start, stalemate_rule::draw), p.draw) << p.rows << "x" << p.cols;
    EXPECT_EQ(solve_brute_chess(start, stalemate_rule::loss), p.loss) << p.rows << "x" << p.cols;
    for (const stalemate_rule s : {stalemate_rule::draw, stalemate_rule::loss}) {
      solver_options options;
      options.play_rules = chess_rules(s);
      solver engine(p.rows, p.cols, options);
      EXPECT_EQ(engine.value(start), s == stalemate_rule::draw ? p.draw : p.loss);
    }
  }
}

}  // namespace
}  // namespace boardsolve::pawnchess
