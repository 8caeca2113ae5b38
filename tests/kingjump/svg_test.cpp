// The SVG pictures: one arrow and one number per jump, the board after k jumps, the squares the
// reason of an impossible board names, and show --svg with its size limit.
#include <gtest/gtest.h>

#include "boardsolve/kingjump.hpp"
#include "support/svg_test.hpp"
#include "support/tool_test.hpp"

namespace boardsolve::kingjump {
namespace {

using testing::count;

board parsed(std::string_view text) {
  auto result = parse_instance(text);
  EXPECT_TRUE(std::holds_alternative<board>(result)) << text;
  return std::get<board>(std::move(result));
}

std::size_t pieces(const board& b, cell kind) {
  return static_cast<std::size_t>(std::count(b.cells.begin(), b.cells.end(), kind));
}

// " data-row="r" data-col="c"" of a 1-based square, as rings carry it.
std::string at(int row, int col) {
  return " data-row=\"" + std::to_string(row) + "\" data-col=\"" + std::to_string(col) + "\"";
}

const std::string statement =
    "8\n-+-+-+-+\n+-+-+-+-\n-+-K-+-+\n+-+-+-+-\n-o-o-+-+\n+-K-+-+-\n-o-+-+-+\n+-K-+-K-\n";

TEST(KingjumpSvg, TheStatementsTrail) {
  const board b = parsed(statement);
  const path p = solve(b);
  ASSERT_EQ(p.size(), 4u);
  const std::string svg = render_svg(b, p);
  testing::expect_standalone_svg(svg);
  testing::expect_one_rect_per_square(svg, 8, 8);
  EXPECT_EQ(count(svg, "<g class=\"move\" data-step="), 3u);
  EXPECT_EQ(count(svg, "<g class=\"number\">"), 3u);
  EXPECT_EQ(count(svg, "class=\"piece checker black\""), 3u);
  EXPECT_EQ(count(svg, "class=\"piece king white\""), 4u);
  EXPECT_EQ(count(svg, "class=\"square light unused\""), 32u);
  EXPECT_NE(svg.find("class=\"start\"" + at(8, 3)), std::string::npos);
  EXPECT_NE(svg.find("<title>kingjump: the king on (8,3) captures all 3 checkers in 3 jumps"),
            std::string::npos);
  EXPECT_NE(svg.find("1. (8,3) to (6,1) over (7,2); 2. (6,1) to (4,3) over (5,2)"),
            std::string::npos);
}

TEST(KingjumpSvg, TheBoardAfterEachJump) {
  const board b = parsed(statement);
  const path p = solve(b);
  for (int k = 0; k <= 3; ++k) {
    const std::string svg = render_svg(b, p, k);
    testing::expect_standalone_svg(svg);
    EXPECT_EQ(count(svg, "class=\"piece checker black\""), 3u - static_cast<unsigned>(k));
    EXPECT_EQ(count(svg, "class=\"piece king white\""), 4u);
    EXPECT_EQ(count(svg, " data-step=\""), static_cast<std::size_t>(k));
    EXPECT_EQ(count(svg, "<g class=\"move last\""), k > 0 ? 1u : 0u);
  }
  EXPECT_NE(render_svg(b, p, 2).find("and stands on (4,3); 1 checker left"), std::string::npos);
  EXPECT_EQ(render_svg(b, p, 9), render_svg(b, p, 3));
}

TEST(KingjumpSvg, MarksTheSquaresTheReasonNames) {
  // Two kings of one lattice next to checkers; the other lattice has no king.
  const board two = parsed("7\n-+-+-+-\n+-K-+-+\n-o-o-+-\n+-+-+-+\n-o-o-+-\n+-K-+-+\n-+-+-+-\n");
  const std::string svg = render_svg(two, {});
  testing::expect_standalone_svg(svg);
  testing::expect_one_rect_per_square(svg, 7, 7);
  EXPECT_EQ(count(svg, "class=\"reason\""), 2u);
  EXPECT_NE(svg.find("class=\"reason\"" + at(2, 3)), std::string::npos);
  EXPECT_NE(svg.find("class=\"reason\"" + at(6, 3)), std::string::npos);
  EXPECT_EQ(count(svg, "class=\"corner\""), 2u);
  EXPECT_NE(svg.find("class=\"corner\"" + at(2, 1)), std::string::npos);
  EXPECT_EQ(count(svg, " data-step=\""), 0u);
  EXPECT_NE(svg.find("<title>kingjump: 7 x 7 board, impossible: no king can capture all 4 "
                     "checkers</title>"),
            std::string::npos);
  EXPECT_NE(svg.find("the kings on (2,3) and (6,3) both stand next to checkers"),
            std::string::npos);
  // A checker on the edge can never be jumped: the checker alone is named.
  const std::string edge = render_svg(parsed("3\n-o-\n+K+\n-+-\n"), {});
  EXPECT_EQ(count(edge, "class=\"reason\""), 1u);
  EXPECT_NE(edge.find("class=\"reason\"" + at(1, 2)), std::string::npos);
  EXPECT_EQ(count(edge, "class=\"corner\""), 0u);
}

TEST(KingjumpSvg, MarksMatchTheAnswerOnRandomBoards) {
  rng random(8);
  for (int trial = 0; trial < 120; ++trial) {
    const int side = random.between(3, 14);
    const char* kinds[] = {"trail", "near", "blocked", "random"};
    const board b =
        generate({.kind = kinds[trial % 4], .rows = side, .cols = side}, random)->front();
    const path p = solve(b);
    const std::string svg = render_svg(b, p);
    testing::expect_one_rect_per_square(svg, side, side);
    EXPECT_EQ(count(svg, "class=\"piece checker black\""), pieces(b, cell::checker));
    EXPECT_EQ(count(svg, "class=\"piece king white\""), pieces(b, cell::king));
    if (!p.empty()) {
      EXPECT_EQ(count(svg, "<g class=\"move\" data-step="), p.size() - 1);
      EXPECT_EQ(count(svg, "<g class=\"number\">"), p.size() - 1);
    } else if (pieces(b, cell::king) > 0 && pieces(b, cell::checker) > 0) {
      EXPECT_GE(count(svg, "class=\"reason\"") + count(svg, "class=\"corner\""), 1u);
    }
  }
}

TEST(KingjumpSvg, ShowDrawsThePageAndRefusesBoardsTooLarge) {
  run_options options;
  options.svg = svg_mode::page;
  const auto page = kingjump_tool().show({"in.txt", statement}, options);
  EXPECT_EQ(page.exit_code, 0);
  EXPECT_EQ(count(page.out, "<figure>"), 4u);  // the trail, then the board after each jump
  const std::string big = "101\n" + [] {
    std::string rows;
    for (int r = 0; r < 101; ++r) rows += std::string(101, '+') + "\n";
    return rows;
  }();
  const auto refused = kingjump_tool().show({"in.txt", big}, options);
  EXPECT_EQ(refused.exit_code, 2);
  EXPECT_EQ(refused.out, "");
  EXPECT_EQ(refused.err,
            "boardsolve: case 1 is 101 x 101 squares; SVG drawings are limited to boards of 100 "
            "x 100 squares\n");
}

}  // namespace
}  // namespace boardsolve::kingjump
