// The SVG chess diagrams: pieces, files and ranks, one arrow per move of the line, the position
// after k moves with its last move highlighted, and show --svg with its size limit.
#include <gtest/gtest.h>

#include <bit>

#include "boardsolve/pawnchess.hpp"
#include "support/svg_test.hpp"
#include "support/tool_test.hpp"

namespace boardsolve::pawnchess {
namespace {

using testing::count;

position parsed(std::string_view text, int rows = 4, int cols = 4) {
  auto result = parse_instances(text, rows, cols);
  EXPECT_TRUE(std::holds_alternative<std::vector<position>>(result)) << text;
  return std::get<std::vector<position>>(result).at(0);
}

// The class of the square rect at 1-based (row, col).
std::string square_class(const std::string& svg, int row, int col) {
  const auto at = svg.find("data-row=\"" + std::to_string(row) + "\" data-col=\"" +
                           std::to_string(col) + "\"/>");
  const auto start = svg.rfind("<rect class=\"", at) + 13;
  return svg.substr(start, svg.find('"', start) - start);
}

TEST(PawnchessSvg, TheStatementsLine) {
  const position p = parsed("1\n...p\n...p\npP.P\n...P\n");
  solver s(4, 4);
  const std::vector<move> line = principal_line(s, p);
  ASSERT_EQ(line.size(), 2u);
  const std::string svg = render_svg(p, line);
  testing::expect_standalone_svg(svg);
  testing::expect_one_rect_per_square(svg, 4, 4);
  EXPECT_EQ(count(svg, "class=\"piece pawn white\""), 3u);
  EXPECT_EQ(count(svg, "class=\"piece pawn black\""), 3u);
  EXPECT_EQ(count(svg, "<g class=\"move white\" data-step=\"1\">"), 1u);
  EXPECT_EQ(count(svg, "<g class=\"move black\" data-step=\"2\">"), 1u);
  EXPECT_EQ(count(svg, "class=\"label file\""), 4u);
  EXPECT_EQ(count(svg, "class=\"label rank\""), 4u);
  EXPECT_EQ(count(svg, "class=\"highlight\""), 0u);
  EXPECT_NE(svg.find("<title>pawnchess: 4 x 4 board, white to move, then 2 moves</title>"),
            std::string::npos);
  EXPECT_NE(svg.find("white pawns on d1, b2, d2; black pawns on a2, d3, d4"), std::string::npos);
  EXPECT_NE(svg.find("1. white b2-b3; 2. black a2-a1"), std::string::npos);
}

TEST(PawnchessSvg, ThePositionAfterEachMoveWithTheLastHighlighted) {
  const position p = parsed("1\n...p\n...p\npP.P\n...P\n");
  solver s(4, 4);
  const std::vector<move> line = principal_line(s, p);
  const std::string first = render_svg(p, line, 1);
  testing::expect_standalone_svg(first);
  EXPECT_EQ(count(first, "class=\"highlight\""), 2u);
  EXPECT_EQ(count(first, " data-step=\""), 1u);
  EXPECT_EQ(count(first, "<g class=\"move white last\""), 1u);
  EXPECT_NE(first.find("after move 1 of 2, black to move"), std::string::npos);
  const std::string last = render_svg(p, line, 2);
  EXPECT_NE(last.find("after move 2 of 2, black has won"), std::string::npos);
  EXPECT_NE(last.find("black pawns on a1, d3, d4"), std::string::npos);
  // A position alone, and a position with its last move.
  const std::string alone = render_svg(p, {});
  EXPECT_EQ(count(alone, " data-step=\""), 0u);
  const std::string with_last_move = render_svg(p, std::span(line).first(1), 1);
  EXPECT_EQ(count(with_last_move, "class=\"highlight\""), 2u);
  EXPECT_NE(with_last_move.find("after move 1 of 1, black to move"), std::string::npos);
}

TEST(PawnchessSvg, FilesRanksAndSquareColoursOfAChessBoard) {
  const position start = start_position(8, 8);
  const std::string svg = render_svg(start, {});
  testing::expect_one_rect_per_square(svg, 8, 8);
  EXPECT_EQ(count(svg, "class=\"piece pawn white\""), 8u);
  EXPECT_EQ(count(svg, "class=\"piece pawn black\""), 8u);
  EXPECT_EQ(square_class(svg, 8, 1), "square dark");   // a1
  EXPECT_EQ(square_class(svg, 8, 8), "square light");  // h1
  EXPECT_EQ(square_class(svg, 1, 1), "square light");  // a8
  EXPECT_NE(svg.find(">h</text>"), std::string::npos);
  // On a 3 x 2 board a1 is still dark.
  EXPECT_EQ(square_class(render_svg(start_position(3, 2), {}), 3, 1), "square dark");
}

TEST(PawnchessSvg, PiecesMatchThePositionAfterEveryMove) {
  rng random(10838);
  const std::pair<int, int> sizes[] = {{4, 4}, {3, 5}, {5, 3}, {2, 6}};
  for (const auto& [rows, cols] : sizes) {
    solver s(rows, cols);
    const auto positions =
        generate({.kind = "contest", .rows = rows, .cols = cols, .count = 15}, random);
    ASSERT_TRUE(positions.has_value());
    for (const position& p : *positions) {
      const std::vector<move> line = principal_line(s, p);
      position now = p;
      for (std::size_t k = 0; k <= line.size(); ++k) {
        const std::string svg = render_svg(p, line, static_cast<int>(k));
        EXPECT_EQ(count(svg, "class=\"piece pawn white\""),
                  static_cast<std::size_t>(std::popcount(now.white)));
        EXPECT_EQ(count(svg, "class=\"piece pawn black\""),
                  static_cast<std::size_t>(std::popcount(now.black)));
        EXPECT_EQ(count(svg, " data-step=\""), k);
        if (k < line.size()) now = play(now, line[k]);
      }
      EXPECT_EQ(count(render_svg(p, line), " data-step=\""), line.size());
    }
  }
}

TEST(PawnchessSvg, ShowDrawsThePageAndRefusesTooManySquares) {
  run_options options;
  options.svg = svg_mode::page;
  const auto page = pawnchess_tool().show({"in.txt", "1\n...p\n...p\npP.P\n...P\n"}, options);
  EXPECT_EQ(page.exit_code, 0);
  EXPECT_EQ(count(page.out, "<figure>"), 3u);  // the line, then the position after each move
  EXPECT_NE(page.out.find("<h2>case 1: 4 x 4, white to move: black wins in 2</h2>"),
            std::string::npos);
  std::string many = "6251\n";
  for (int t = 0; t < 6251; ++t) many += "....\n....\n....\n....\n";
  const auto refused = pawnchess_tool().show({"in.txt", many}, options);
  EXPECT_EQ(refused.exit_code, 2);
  EXPECT_EQ(refused.out, "");
  EXPECT_EQ(refused.err,
            "boardsolve: the 6251 boards have 100016 squares in all; one SVG page or folder "
            "draws at most 100000 squares\n");
}

}  // namespace
}  // namespace boardsolve::pawnchess
