// Chess rules, label "stress" (one test a board, about a minute in all): the oracle of plain
// minimax, which shares no code with the engines, values the start positions it can reach,
// under both conventions, as the engines and docs/pawnchess-results.md do.
#include <gtest/gtest.h>

#include <string>

#include "boardsolve/pawnchess.hpp"
#include "boardsolve/pawnchess_search.hpp"

namespace boardsolve::pawnchess {
namespace {

struct pinned {
  int rows, cols;
  game_value draw, loss;  // stalemate draws; stalemate loses
};

// One board a test. The oracle's 6 x 4 takes minutes, so its test is built alone, with
// BOARDSOLVE_SLOW_BOARDS, into test_pawnchess_chess_slow (label "slow", by hand).
class PawnchessChessOracle : public testing::TestWithParam<pinned> {};

TEST_P(PawnchessChessOracle, StartPositionValue) {
  const pinned& p = GetParam();
  const position start = start_position(p.rows, p.cols, chess_rules());
  EXPECT_EQ(solve_brute(start, chess_rules(stalemate_rule::draw)), p.draw);
  EXPECT_EQ(solve_brute(start, chess_rules(stalemate_rule::loss)), p.loss);
  for (const stalemate_rule s : {stalemate_rule::draw, stalemate_rule::loss}) {
    solver_options options;
    options.play_rules = chess_rules(s);
    solver engine(p.rows, p.cols, options);
    EXPECT_EQ(engine.value(start), s == stalemate_rule::draw ? p.draw : p.loss);
  }
}

std::string board_name(const testing::TestParamInfo<pinned>& instance) {
  return std::to_string(instance.param.rows) + "x" + std::to_string(instance.param.cols);
}

#ifdef BOARDSOLVE_SLOW_BOARDS
INSTANTIATE_TEST_SUITE_P(SlowBoards, PawnchessChessOracle,
                         testing::Values(pinned{6, 4, game_value::draw(), game_value::loss_in(12)}),
                         board_name);
#else
INSTANTIATE_TEST_SUITE_P(
    SmallBoards, PawnchessChessOracle,
    testing::Values(pinned{4, 4, game_value::loss_in(2), game_value::loss_in(2)},
                    pinned{4, 8, game_value::loss_in(2), game_value::loss_in(2)},
                    pinned{5, 4, game_value::draw(), game_value::win_in(9)},
                    pinned{5, 5, game_value::draw(), game_value::win_in(11)}),
    board_name);
#endif

}  // namespace
}  // namespace boardsolve::pawnchess
