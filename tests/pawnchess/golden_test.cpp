// The examples byte for byte, Hexapawn's known result, and the values of the start positions
// of every small board size, pinned: a change that moves one of them cannot pass unnoticed.
#include <gtest/gtest.h>

#include "boardsolve/pawnchess.hpp"
#include "boardsolve/pawnchess_search.hpp"
#include "support/tool_test.hpp"

namespace boardsolve::pawnchess {
namespace {

TEST(PawnchessGolden, EveryExampleMatchesItsExpectedOutput) {
  const auto inputs = testing::example_inputs("pawnchess");
  ASSERT_GE(inputs.size(), 2u);
  for (const auto& path : inputs) {
    const text_file input{path, testing::read_source_file(path)};
    const auto expected = testing::read_source_file(path.substr(0, path.size() - 3) + ".out");
    const auto result = pawnchess_tool().solve(input, {});
    EXPECT_EQ(result.exit_code, 0) << path;
    EXPECT_EQ(result.err, "") << path;
    EXPECT_EQ(result.out, expected) << path;
  }
}

TEST(PawnchessGolden, TheSeedSample) {
  const auto result =
      pawnchess_tool().solve({"in.txt", "2\n.ppp\n....\n.PPP\n....\n...p\n...p\npP.P\n...P\n"}, {});
  EXPECT_EQ(result.out, "white (7)\nblack (2)\n");
}

TEST(PawnchessGolden, HexapawnIsWonByBlack) {
  // Gardner's Hexapawn (1962): the second player wins. Every solver agrees on the length.
  const position start = start_position(3, 3);
  solver s(3, 3);
  EXPECT_EQ(s.value(start), game_value::loss_in(6));
  EXPECT_EQ(solve_baseline(start), game_value::loss_in(6));
  EXPECT_EQ(solve_brute(start), game_value::loss_in(6));
  run_options options;
  options.values["size"] = "3x3";
  EXPECT_EQ(pawnchess_tool().solve({"in.txt", "1\nppp\n...\nPPP\n"}, options).out, "black (6)\n");
}

TEST(PawnchessGolden, GamesThatAreOverOrEndAtOnce) {
  // Outside the contest's guarantees the rules decide: black without pawns, white to move, is
  // white (1) (white moves, then black has no move), not black (0).
  const auto result = pawnchess_tool().solve(
      {"in.txt",
       "4\n....\n....\n.P..\n....\n....\n..p.\n....\n....\nP...\n....\n.p..\n....\n"
       "....\n....\n....\n..p.\n"},
      {});
  EXPECT_EQ(result.out, "white (1)\nblack (0)\nwhite (0)\nblack (0)\n");
}

struct pinned {
  int rows;
  int cols;
  side winner;
  int plies;
};

// The start positions, solved: docs/pawnchess-results.md has the larger ones.
constexpr pinned small_starts[] = {
    {2, 2, side::white, 1},  {2, 5, side::white, 1},  {2, 8, side::white, 1},
    {3, 2, side::black, 2},  {3, 3, side::black, 6},  {3, 4, side::white, 5},
    {3, 5, side::white, 7},  {3, 6, side::black, 8},  {3, 7, side::white, 9},
    {3, 8, side::white, 11}, {4, 2, side::black, 6},  {4, 3, side::black, 8},
    {4, 4, side::white, 11}, {4, 5, side::black, 14}, {4, 6, side::black, 16},
    {5, 2, side::black, 6},  {5, 3, side::white, 11}, {5, 4, side::black, 16},
    {5, 5, side::white, 19}, {6, 2, side::black, 10}, {6, 3, side::black, 14},
    {6, 4, side::white, 21}, {7, 2, side::black, 10}, {7, 3, side::white, 19},
    {8, 2, side::black, 14}, {8, 3, side::black, 22},
};

TEST(PawnchessSignature, StartPositionsOfSmallBoards) {
  for (const pinned& p : small_starts) {
    const position start = start_position(p.rows, p.cols);
    solver s(p.rows, p.cols, memory_bound(std::uint64_t{64} << 20));
    const std::string label = std::to_string(p.rows) + "x" + std::to_string(p.cols);
    EXPECT_EQ(outcome_of(side::white, s.value(start)), (outcome{p.winner, p.plies})) << label;
    if (p.rows * p.cols <= 20) {
      EXPECT_EQ(outcome_of(side::white, solve_baseline(start)), (outcome{p.winner, p.plies}))
          << label;
    }
    if (p.rows * p.cols <= 12) {
      EXPECT_EQ(outcome_of(side::white, solve_brute(start)), (outcome{p.winner, p.plies})) << label;
    }
  }
}

}  // namespace
}  // namespace boardsolve::pawnchess
