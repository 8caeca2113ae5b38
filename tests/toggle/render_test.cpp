// `show`: the exact drawing of small cases, solvable or not.
#include <gtest/gtest.h>

#include "boardsolve/toggle.hpp"
#include "support/tool_test.hpp"

namespace boardsolve::toggle {
namespace {

TEST(ToggleShow, DrawsTheBoardThePlanAndTheBoardAfter) {
  const auto result = toggle_tool().show({"in.txt", "1\n3 3\nBBW\nWWW\nBWW\n"}, {});
  EXPECT_EQ(result.exit_code, 0);
  EXPECT_EQ(result.out,
            "case 1: 3 x 3 board, 2 moves (1, 2: a move of that type)\n"
            "  board  moves  after\n"
            "  BBW    ...    BBB\n"
            "  WWW    ..2    BBB\n"
            "  BWW    1..    BBB\n\n");
}

TEST(ToggleShow, SaysWhenNoPlanExists) {
  const auto result = toggle_tool().show({"in.txt", "1\n4 4\nBBBB\nWBWB\nBBBB\nBBBB\n"}, {});
  EXPECT_EQ(result.out,
            "case 1: 4 x 4 board: no set of moves makes it all black\n"
            "  BBBB\n  WBWB\n  BBBB\n  BBBB\n"
            "  Why: with type 1 moves alone, look at the 4 squares marked 1\n"
            "  below. Every square of the board has an even number of them as\n"
            "  neighbours, so every type 1 move toggles an even number of\n"
            "  them; 1 of them is white, an odd number, so an odd number of\n"
            "  them stays white whatever type 1 moves are made. With type 2\n"
            "  moves alone, the same holds for the 8 squares marked 2 below:\n"
            "  every square and its neighbours hold an even number of them,\n"
            "  and 1 of them is white. A plan that mixes the types (some rows\n"
            "  and columns type 1, the others type 2) has no such set in\n"
            "  general; the solver tried every one, and none works.\n"
            "  type 1  type 2\n"
            "  ...1    2...\n"
            "  ..1.    22..\n"
            "  .1..    2.2.\n"
            "  1...    .222\n\n");
}

TEST(ToggleShow, WideBoardsKeepTheirColumnsAligned) {
  rng random(1);
  const board b = generate({.kind = "random", .rows = 3, .cols = 30}, random)->front();
  const std::string drawing = render(b, solve(b));
  const auto first_row = drawing.find('\n', drawing.find('\n') + 1) + 1;
  const auto row = drawing.substr(first_row, drawing.find('\n', first_row) - first_row);
  EXPECT_EQ(row.size(), 2u + 3 * 30 + 2 * 2);
}

}  // namespace
}  // namespace boardsolve::toggle
