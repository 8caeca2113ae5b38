// The SVG pictures: the plan's moves marked by type, the board after k moves square by square,
// a board with no plan, and show --svg with its size limit.
#include <gtest/gtest.h>

#include "boardsolve/toggle.hpp"
#include "support/svg_test.hpp"
#include "support/tool_test.hpp"

namespace boardsolve::toggle {
namespace {

using testing::count;

board parsed(std::string_view text) {
  auto result = parse_instances(text);
  EXPECT_TRUE(std::holds_alternative<std::vector<board>>(result)) << text;
  return std::get<std::vector<board>>(result).at(0);
}

// The board after the first k moves, toggled cell by cell as the rules say.
board after(board b, std::span<const move> moves) {
  for (const move& m : moves)
    for (int r = 0; r < b.rows; ++r)
      for (int c = 0; c < b.cols; ++c) {
        const int distance = std::abs(r - m.row) + std::abs(c - m.col);
        if (distance == 1 || (distance == 0 && m.type == move_type::solid)) b(r, c) ^= 1;
      }
  return b;
}

std::size_t whites(const board& b) {
  return static_cast<std::size_t>(std::count(b.cells.begin(), b.cells.end(), 1));
}

TEST(ToggleSvg, ThePlanMarkedByType) {
  const board b = parsed("1\n3 3\nBBW\nWWW\nBWW\n");
  const solution s = solve(b);
  ASSERT_EQ(s.count, 2);
  const std::string svg = render_svg(b, s);
  testing::expect_standalone_svg(svg);
  testing::expect_one_rect_per_square(svg, 3, 3);
  EXPECT_EQ(count(svg, "class=\"square white\""), 6u);
  EXPECT_EQ(count(svg, "class=\"square black\""), 3u);
  EXPECT_EQ(count(svg, "<g class=\"move hollow\""), 1u);
  EXPECT_EQ(count(svg, "<g class=\"move solid\""), 1u);
  EXPECT_NE(svg.find("class=\"mark\" data-row=\"2\" data-col=\"3\""), std::string::npos);
  EXPECT_NE(svg.find("<title>toggle: 3 x 3 board, 2 moves make it all black</title>"),
            std::string::npos);
  EXPECT_NE(svg.find("(2,3) type 2, (3,1) type 1"), std::string::npos);
}

TEST(ToggleSvg, TheBoardAfterKMovesSquareBySquare) {
  rng random(581);
  for (int trial = 0; trial < 150; ++trial) {
    const int rows = random.between(1, 9), cols = random.between(1, 9);
    const board b = generate({.kind = "random", .rows = rows, .cols = cols}, random)->front();
    const solution s = solve(b);
    if (s.count == no_solution) continue;
    for (int k = 0; k <= s.count; ++k) {
      const std::string svg = render_svg(b, s, k);
      testing::expect_one_rect_per_square(svg, rows, cols);
      const board expected = after(b, std::span(s.moves).first(static_cast<std::size_t>(k)));
      EXPECT_EQ(count(svg, "class=\"square white\""), whites(expected));
      EXPECT_EQ(count(svg, "class=\"square black\""), expected.cells.size() - whites(expected));
      EXPECT_EQ(count(svg, " data-step=\""), static_cast<std::size_t>(k));
    }
    EXPECT_EQ(count(render_svg(b, s, s.count), "class=\"square white\""), 0u);
    const std::string whole = render_svg(b, s);
    EXPECT_EQ(count(whole, "class=\"square white\""), whites(b));
    EXPECT_EQ(count(whole, " data-step=\""), static_cast<std::size_t>(s.count));
  }
}

TEST(ToggleSvg, TheLastMoveOutlinesTheSquaresItToggled) {
  const board b = parsed("1\n3 3\nBBW\nWWW\nBWW\n");
  const solution s = solve(b);  // (2,3) type 2, then (3,1) type 1
  const std::string first = render_svg(b, s, 1);
  EXPECT_EQ(count(first, "class=\"toggled\""), 4u);  // a corner move: 3 neighbours and itself
  EXPECT_EQ(count(first, "<g class=\"move solid last\""), 1u);
  EXPECT_EQ(count(render_svg(b, s, 2), "class=\"toggled\""), 2u);
  EXPECT_EQ(count(render_svg(b, s), "class=\"toggled\""), 0u);
}

TEST(ToggleSvg, ABoardWithoutAPlan) {
  const board b = parsed("1\n4 4\nBBBB\nWBWB\nBBBB\nBBBB\n");
  const solution s = solve(b);
  ASSERT_EQ(s.count, no_solution);
  const std::string svg = render_svg(b, s);
  testing::expect_standalone_svg(svg);
  EXPECT_EQ(count(svg, "class=\"square white\""), 2u);
  EXPECT_EQ(count(svg, " data-step=\""), 0u);
  EXPECT_NE(svg.find("no set of moves makes it all black"), std::string::npos);
  // The reason's sets (parity_reason_of): 4 rings, 8 dots, and its words in the <desc>.
  EXPECT_EQ(count(svg, "class=\"hollow-set\""), 4u);
  EXPECT_EQ(count(svg, "class=\"solid-set\""), 8u);
  EXPECT_NE(svg.find("the 4 squares ringed"), std::string::npos);
  EXPECT_NE(svg.find("the 8 squares marked with a dot"), std::string::npos);
}

TEST(ToggleSvg, ShowDrawsThePageAndRefusesBoardsTooLarge) {
  run_options options;
  options.svg = svg_mode::page;
  const auto page = toggle_tool().show(
      {"in.txt", "2\n3 3\nBBW\nWWW\nBWW\n4 4\nBBBB\nWBWB\nBBBB\nBBBB\n"}, options);
  EXPECT_EQ(page.exit_code, 0);
  EXPECT_EQ(count(page.out, "<figure>"), 3u + 1u);
  const auto refused =
      toggle_tool().show({"in.txt", "1\n1 101\n" + std::string(101, 'B') + "\n"}, options);
  EXPECT_EQ(refused.exit_code, 2);
  EXPECT_EQ(refused.out, "");
  EXPECT_EQ(refused.err,
            "boardsolve: case 1 is 1 x 101 squares; SVG drawings are limited to boards of 100 x "
            "100 squares\n");
}

}  // namespace
}  // namespace boardsolve::toggle
