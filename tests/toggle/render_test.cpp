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
            "  BBBB\n  WBWB\n  BBBB\n  BBBB\n\n");
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
