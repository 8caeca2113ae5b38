// `show`: the exact drawing of a short game with every move scored, games already over, and
// a principal line that replays to the end.
#include <gtest/gtest.h>

#include "boardsolve/pawnchess.hpp"
#include "support/tool_test.hpp"

namespace boardsolve::pawnchess {
namespace {

tool_result show(std::string_view input, bool moves, std::string size = "4x4") {
  run_options options;
  if (moves) options.values["moves"] = "true";
  options.values["size"] = std::move(size);
  return pawnchess_tool().show({"in.txt", std::string(input)}, options);
}

TEST(PawnchessShow, DrawsTheLineAndScoresEveryMove) {
  const auto result = show("1\n...p\n...p\npP.P\n...P\n", true);
  EXPECT_EQ(result.exit_code, 0);
  EXPECT_EQ(result.out,
            "case 1: 4 x 4, white to move: black wins in 2\n"
            "  4 ...p\n  3 ...p\n  2 pP.P\n  1 ...P\n    abcd\n"
            "every move, best first (the value if it is played):\n"
            "  b2-b3   black wins in 2\n"
            "principal line:\n"
            "1. white b2-b3: black to move, black wins in 1\n"
            "  4 ...p\n  3 .P.p\n  2 p..P\n  1 ...P\n    abcd\n"
            "2. black a2-a1: black has won: a pawn on the bottom row\n"
            "  4 ...p\n  3 .P.p\n  2 ...P\n  1 p..P\n    abcd\n\n");
}

TEST(PawnchessShow, GamesAlreadyOver) {
  EXPECT_EQ(show("1\nP...\n....\n..p.\n....\n", true).out,
            "case 1: 4 x 4, white to move: white wins in 0\n"
            "  4 P...\n  3 ....\n  2 ..p.\n  1 ....\n    abcd\n"
            "white has won: a pawn on the top row\n\n");
  EXPECT_EQ(show("1\n.p.\n.P.\n...\n", false, "3x3").out,
            "case 1: 3 x 3, white to move: black wins in 0\n"
            "  3 .p.\n  2 .P.\n  1 ...\n    abc\n"
            "white has no legal move: black has won\n\n");
}

TEST(PawnchessShow, EveryMoveOfTheStartIsScoredAndTheLineIsComplete) {
  const auto result = show("1\npppp\n....\n....\nPPPP\n", true);
  // Octapawn: white wins in 11 by moving a side pawn; the centre pawns lose.
  EXPECT_NE(result.out.find("white to move: white wins in 11\n"), std::string::npos);
  EXPECT_NE(result.out.find("  a1-a2   white wins in 11\n"), std::string::npos) << result.out;
  EXPECT_NE(result.out.find("11. white "), std::string::npos);
  EXPECT_EQ(result.out.find("12. "), std::string::npos);
  EXPECT_NE(result.out.find("white has won"), std::string::npos);
}

}  // namespace
}  // namespace boardsolve::pawnchess
