// Chess rules on full-size boards, label "stress": the search (with a table small enough to
// overwrite) equals the memo engine, an exhaustive minimax, on the last positions of random
// games from the chess start of 8 x 8 and 7 x 7, under both conventions. The memo values a
// position only while every position below it fits its memory bound, so each game is checked
// from its end backwards until the memo gives up: the endings and late middle games, where
// locked pawns, stalemates and races decide, and where the race bounds cut most.
#include <gtest/gtest.h>

#include <new>
#include <string>

#include "boardsolve/core/rng.hpp"
#include "boardsolve/pawnchess.hpp"
#include "boardsolve/pawnchess_search.hpp"
#include "support/chess_solver_test.hpp"

namespace boardsolve::pawnchess {
namespace {

using engine = solver_options::engine_choice;

// The positions of one random game from the start of `r`, before it ends.
std::vector<position> random_game(int rows, int cols, rules r, rng& random) {
  std::vector<position> game;
  position p = start_position(rows, cols, r);
  for (;;) {
    const auto moves = legal_moves(p, r);
    const position next = play(p, moves[random.index_below(moves.size())]);
    if (final_value(next, r)) return game;
    game.push_back(p = next);
  }
}

struct full_board_case {
  int rows, cols, games;
  stalemate_rule stalemate;
  std::uint64_t seed;  // of the random games
};

// One board and convention a test, so that each takes seconds, not the minute of all four.
class PawnchessChessFullBoard : public testing::TestWithParam<full_board_case> {};

TEST_P(PawnchessChessFullBoard, SearchEqualsTheMemoOnTheLastPositionsOfRandomGames) {
  const auto [rows, cols, games, s, seed] = GetParam();
  rng random(seed);
  const rules r = chess_rules(s);
  solver search = make_chess_solver(rows, cols, s, engine::search, std::uint64_t{4} << 20);
  int checked = 0, draws = 0;
  for (int g = 0; g < games; ++g) {
    const std::vector<position> game = random_game(rows, cols, r, random);
    for (auto p = game.rbegin(); p != game.rend(); ++p) {
      game_value exact;
      try {
        exact = make_chess_solver(rows, cols, s, engine::memo, std::uint64_t{32} << 20).value(*p);
      } catch (const std::bad_alloc&) {
        break;  // too many positions below this one for the memo
      }
      ASSERT_EQ(search.value(*p), exact)
          << (s == stalemate_rule::draw ? "stalemate draws\n" : "stalemate loses\n")
          << format_instances({&*p, 1});
      ++checked;
      draws += exact.is_draw() ? 1 : 0;
    }
  }
  EXPECT_GT(checked, 5 * games);
  if (s == stalemate_rule::draw) {
    EXPECT_GT(draws, 2);  // random play seldom ends drawn
  }
}

INSTANTIATE_TEST_SUITE_P(Boards, PawnchessChessFullBoard,
                         testing::Values(full_board_case{8, 8, 40, stalemate_rule::draw, 20261126},
                                         full_board_case{8, 8, 40, stalemate_rule::loss, 20261127},
                                         full_board_case{7, 7, 30, stalemate_rule::draw, 20261140},
                                         full_board_case{7, 7, 30, stalemate_rule::loss, 20261141}),
                         [](const testing::TestParamInfo<full_board_case>& instance) {
                           return std::to_string(instance.param.rows) + "x" +
                                  std::to_string(instance.param.cols) +
                                  (instance.param.stalemate == stalemate_rule::draw
                                       ? "_stalemate_draws"
                                       : "_stalemate_loses");
                         });

}  // namespace
}  // namespace boardsolve::pawnchess
