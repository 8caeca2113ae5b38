// The SVG pictures: one mark per capture, the board after k captures, the certificate's marks
// as large as the certificate, and show --svg / --svg-dir with their size limit.
#include <gtest/gtest.h>

#include "boardsolve/captures.hpp"
#include "support/svg_test.hpp"
#include "support/tool_test.hpp"

namespace boardsolve::captures {
namespace {

using testing::count;

board parsed(std::string_view text) {
  auto result = parse_instances(text);
  EXPECT_TRUE(std::holds_alternative<std::vector<board>>(result)) << text;
  return std::get<std::vector<board>>(result).at(0);
}

std::size_t pawns(const board& b) {
  return static_cast<std::size_t>(std::count(b.cells.begin(), b.cells.end(), 1));
}

// The attacks of the start board, counted square by square.
std::size_t attacks(const board& b) {
  std::size_t n = 0;
  for (int r = 1; r < b.rows; ++r)
    for (int c = 0; c < b.cols; ++c)
      for (const int dc : {-1, 1})
        n += b(r, c) && b.contains(r - 1, c + dc) && b(r - 1, c + dc) ? 1u : 0u;
  return n;
}

TEST(CapturesSvg, TheStatementsCapturesAsNumberedArrows) {
  const board b = parsed("1\n3\n.O.\nO.O\n...\n");
  const solution s = solve(b);
  ASSERT_EQ(s.captures.size(), 2u);
  const std::string svg = render_svg(b, s);
  testing::expect_standalone_svg(svg);
  testing::expect_one_rect_per_square(svg, 3, 3);
  EXPECT_EQ(count(svg, "<g class=\"move\" data-step="), 2u);
  EXPECT_EQ(count(svg, "<g class=\"number\">"), 2u);
  EXPECT_EQ(count(svg, "class=\"captured\""), 2u);
  EXPECT_EQ(count(svg, "class=\"piece pawn\""), 3u);
  EXPECT_EQ(count(svg, "class=\"square light\""), 5u);
  EXPECT_NE(svg.find("<title>captures: 3 x 3 board, 2 captures, no fewer possible</title>"),
            std::string::npos);
  EXPECT_NE(svg.find("1. (2,1) takes (1,2); 2. (2,3) takes (1,2)"), std::string::npos);
}

TEST(CapturesSvg, TheBoardAfterEachCapture) {
  const board b = parsed("1\n3\n.O.\nO.O\n...\n");
  const solution s = solve(b);
  for (int k = 0; k <= 2; ++k) {
    const std::string svg = render_svg(b, s, k);
    testing::expect_standalone_svg(svg);
    EXPECT_EQ(count(svg, "class=\"piece pawn\""), 3u - static_cast<unsigned>(k)) << k;
    EXPECT_EQ(count(svg, " data-step=\""), static_cast<std::size_t>(k)) << k;
    EXPECT_EQ(count(svg, "<g class=\"move last\""), k > 0 ? 1u : 0u) << k;
    EXPECT_NE(svg.find("class=\"boardsolve captures step\""), std::string::npos);
  }
  EXPECT_EQ(render_svg(b, s, 7), render_svg(b, s, 2));  // past the end: the last board
  EXPECT_EQ(render_svg(b, s, -7), render_svg(b, s));    // any negative step: the whole solution
  EXPECT_NE(render_svg(b, s, 2), render_svg(b, s));
}

TEST(CapturesSvg, TheCertificateOfTheStatement) {
  const board b = parsed("1\n3\n.O.\nO.O\n...\n");
  const std::string svg = render_certificate_svg(b, solve(b));
  testing::expect_standalone_svg(svg);
  EXPECT_EQ(count(svg, "class=\"forced\""), 2u);
  EXPECT_EQ(count(svg, "class=\"stuck\""), 1u);
  EXPECT_EQ(count(svg, "class=\"cover\""), 0u);
  EXPECT_EQ(count(svg, "class=\"attack\""), 2u);
  EXPECT_EQ(count(svg, "class=\"attack matching\""), 0u);
}

// On random boards, the marks count what the solution and its certificate say.
TEST(CapturesSvg, MarksMatchTheSolutionOnRandomBoards) {
  rng random(581);
  for (int trial = 0; trial < 200; ++trial) {
    const int rows = random.between(1, 9), cols = random.between(1, 9);
    const board b =
        generate(
            {.kind = "random", .rows = rows, .cols = cols, .density = 0.3 + 0.6 * random.uniform()},
            random)
            ->front();
    const solution s = solve(b);
    const std::string whole = render_svg(b, s);
    testing::expect_one_rect_per_square(whole, rows, cols);
    EXPECT_EQ(count(whole, "<g class=\"move\" data-step="), s.captures.size());
    EXPECT_EQ(count(whole, "class=\"piece pawn\""), pawns(b));
    const std::string certificate = render_certificate_svg(b, s);
    testing::expect_one_rect_per_square(certificate, rows, cols);
    EXPECT_EQ(count(certificate, "class=\"forced\""), s.forced);
    EXPECT_EQ(count(certificate, "class=\"cover\""), s.captures.size() - s.forced);
    EXPECT_EQ(count(certificate, "class=\"attack matching\""), s.matching.size());
    EXPECT_EQ(count(certificate, "<line class=\"attack"), attacks(b));
    // Each capture removes one pawn.
    const std::size_t k = s.captures.size() / 2;
    EXPECT_EQ(count(render_svg(b, s, static_cast<int>(k)), "class=\"piece pawn\""), pawns(b) - k);
  }
}

TEST(CapturesSvg, ShowDrawsAPageOrOneFilePerCase) {
  run_options options;
  options.svg = svg_mode::page;
  const text_file input{"in.txt", "2\n3\n.O.\nO.O\n...\n2 3\nO.O\n.O.\n"};
  const auto page = captures_tool().show(input, options);
  EXPECT_EQ(page.exit_code, 0);
  EXPECT_EQ(page.err, "");
  EXPECT_EQ(page.out.substr(0, 16), "<!DOCTYPE html>\n");
  // Case 1: the captures, the certificate, two steps; case 2: the same with one step.
  EXPECT_EQ(count(page.out, "<figure>"), 4u + 3u);
  EXPECT_EQ(count(page.out, "class=\"boardsolve captures certificate\""), 2u);
  EXPECT_EQ(count(page.out, "<h2>case 2: 2 x 3 board, 1 captures"), 1u);

  options.svg = svg_mode::files;
  const auto files = captures_tool().show(input, options);
  EXPECT_EQ(files.exit_code, 0);
  EXPECT_EQ(files.out, "");
  ASSERT_EQ(files.files.size(), 2u);
  EXPECT_EQ(files.files[1].name, "case-2.svg");
  EXPECT_EQ(files.files[1].text,
            render_svg(parsed("1\n2 3\nO.O\n.O.\n"), solve(parsed("1\n2 3\nO.O\n.O.\n"))));
}

TEST(CapturesSvg, BoardsTooLargeToDrawAreRefused) {
  run_options options;
  options.svg = svg_mode::files;
  const auto result = captures_tool().show(
      {"in.txt", "2\n2\n..\n..\n1 101\n" + std::string(101, 'O') + "\n"}, options);
  EXPECT_EQ(result.exit_code, 2);
  EXPECT_EQ(result.out, "");
  EXPECT_TRUE(result.files.empty());
  EXPECT_EQ(result.err,
            "boardsolve: case 2 is 1 x 101 squares; SVG drawings are limited to boards of 100 x "
            "100 squares\n");
}

}  // namespace
}  // namespace boardsolve::captures
