// `show`: the exact drawing of a small case, and a bounded drawing of a large one.
#include <gtest/gtest.h>

#include "boardsolve/captures.hpp"
#include "support/tool_test.hpp"

namespace boardsolve::captures {
namespace {

TEST(CapturesShow, DrawsEveryMoveOfASmallCase) {
  const auto result = captures_tool().show({"in.txt", "1\n3\n.O.\nO.O\n...\n"}, {});
  EXPECT_EQ(result.exit_code, 0);
  EXPECT_EQ(result.out,
            "case 1: 3 x 3 board, 2 captures (2 forced + 0 for a matching of 0 attacks)\n"
            "  .O.\n  O.O\n  ...\n"
            "move 1: 2 1 R  the pawn on (2,1) takes (1,2)\n"
            "  .*.\n  ..O\n  ...\n"
            "move 2: 2 3 L  the pawn on (2,3) takes (1,2)\n"
            "  .*.\n  ...\n  ...\n"
            "no pawn attacks another\n\n");
}

TEST(CapturesShow, LeavesOutIntermediateBoardsOfALargeCase) {
  rng random(4);
  const board b = generate({.kind = "random", .rows = 300, .cols = 300}, random)->front();
  const std::string drawing = render(b, solve(b));
  EXPECT_LT(drawing.size(), 2'000'000u);
  EXPECT_NE(drawing.find("the boards between the moves are left out"), std::string::npos);
  EXPECT_NE(drawing.find("after the last move:"), std::string::npos);
}

}  // namespace
}  // namespace boardsolve::captures
