// The shared SVG pieces: the size limits, escaping, the document a board_writer writes, and
// what show --svg and --svg-dir make of the pictures.
#include <gtest/gtest.h>

#include "boardsolve/core/svg.hpp"
#include "core/svg_page.hpp"
#include "core/svg_writer.hpp"
#include "support/svg_test.hpp"

namespace boardsolve::svg {
namespace {

using testing::count;

TEST(SvgLimits, NameTheFirstBoardTooLargeAndTheTotal) {
  const std::vector<extent> fine = {{100, 100}, {1, 100}, {3, 3}};
  EXPECT_EQ(size_problem(fine), "");
  const std::vector<extent> wide = {{3, 3}, {2, 101}, {300, 300}};
  EXPECT_EQ(size_problem(wide),
            "case 2 is 2 x 101 squares; SVG drawings are limited to boards of 100 x 100 squares");
  const std::vector<extent> many(11, {100, 100});
  EXPECT_EQ(size_problem(many),
            "the 11 boards have 110000 squares in all; one SVG page or folder draws at most "
            "100000 squares");
  const std::vector<extent> ten(10, {100, 100});
  EXPECT_EQ(size_problem(ten), "");
}

TEST(SvgWriter, EscapesTextAndAttributes) {
  std::string out;
  append_escaped(out, "a<b & \"c\" > 'd'");
  EXPECT_EQ(out, "a&lt;b &amp; &quot;c&quot; &gt; &apos;d&apos;");
}

TEST(SvgWriter, WritesAStandaloneDocumentWithOneRectPerSquare) {
  board_writer w(2, 3, labels::numbers,
                 {"test", "whole", "a <title>", "words & more", ".x{fill:red}"});
  for (int r = 0; r < 2; ++r)
    for (int c = 0; c < 3; ++c) w.square(r, c, "light");
  w.open_group("move", 4);
  w.arrow(1, 0, 0, 1);
  w.close_group();
  w.badge(10, 10, 12345);
  const std::string svg = w.finish();
  testing::expect_standalone_svg(svg);
  testing::expect_one_rect_per_square(svg, 2, 3);
  EXPECT_NE(svg.find("class=\"boardsolve test whole\""), std::string::npos);
  EXPECT_NE(svg.find("<title>a &lt;title&gt;</title>"), std::string::npos);
  EXPECT_NE(svg.find("<desc>words &amp; more</desc>"), std::string::npos);
  EXPECT_NE(svg.find(".x{fill:red}</style>"), std::string::npos);
  EXPECT_NE(svg.find("<g class=\"move\" data-step=\"4\">"), std::string::npos);
  EXPECT_NE(svg.find(">12345</text>"), std::string::npos);
  // Labels: rows 1..2 on the left, columns 1..3 on top.
  EXPECT_EQ(count(svg, "class=\"label row\""), 2u);
  EXPECT_EQ(count(svg, "class=\"label col\""), 3u);
}

TEST(SvgWriter, ChessLabelsAreFilesAndRanks) {
  board_writer w(3, 2, labels::chess, {"test", "whole", "t", "d", ""});
  const std::string svg = w.finish();
  EXPECT_EQ(count(svg, "class=\"label rank\""), 3u);
  EXPECT_EQ(count(svg, "class=\"label file\""), 2u);
  EXPECT_NE(svg.find(">b</text>"), std::string::npos);
  // The top row is rank 3.
  EXPECT_LT(svg.find(">3</text>"), svg.find(">1</text>"));
}

TEST(SvgWriter, ScalesLargeBoardsToAtMost800Pixels) {
  const std::string small = board_writer(3, 3, labels::numbers, {"t", "w", "", "", ""}).finish();
  EXPECT_NE(small.find("viewBox=\"0 0 148 150\" width=\"185\" height=\"188\""), std::string::npos);
  const std::string large = board_writer(100, 50, labels::numbers, {"t", "w", "", "", ""}).finish();
  EXPECT_NE(large.find("viewBox=\"0 0 2044 4030\" width=\"406\" height=\"800\""),
            std::string::npos);
}

TEST(ShowPictures, APageHoldsEveryCaseAndItsFigures) {
  show_pictures pictures(svg_mode::page);
  pictures.add_case("case 1: <one>\nwhy & how", "whole", "<svg>1</svg>\n");
  pictures.add_figure("after move 1", "<svg>2</svg>\n");
  pictures.add_case("case 2", "whole", "<svg>3</svg>\n");
  const tool_result result = pictures.finish("demo");
  EXPECT_EQ(result.exit_code, 0);
  EXPECT_TRUE(result.files.empty());
  EXPECT_EQ(result.out.substr(0, 16), "<!DOCTYPE html>\n");
  EXPECT_NE(result.out.find("<h2>case 1: &lt;one&gt;</h2>\n<p class=\"note\">why &amp; how</p>"),
            std::string::npos);
  EXPECT_EQ(count(result.out, "<figure>"), 3u);
  EXPECT_EQ(count(result.out, "<section class=\"case\""), 2u);
  EXPECT_LT(result.out.find("<svg>2</svg>"), result.out.find("<svg>3</svg>"));
}

TEST(ShowPictures, FilesHoldTheWholePictureOfEachCase) {
  show_pictures pictures(svg_mode::files);
  pictures.add_case("case 1", "whole", "<svg>1</svg>\n");
  pictures.add_figure("after move 1", "<svg>2</svg>\n");
  pictures.add_case("case 2", "whole", "<svg>3</svg>\n");
  EXPECT_FALSE(pictures.wants_frames(1, 1));
  const tool_result result = pictures.finish("demo");
  EXPECT_EQ(result.out, "");
  ASSERT_EQ(result.files.size(), 2u);
  EXPECT_EQ(result.files[0].name, "case-1.svg");
  EXPECT_EQ(result.files[0].text, "<svg>1</svg>\n");
  EXPECT_EQ(result.files[1].name, "case-2.svg");
  EXPECT_EQ(result.files[1].text, "<svg>3</svg>\n");
}

TEST(ShowPictures, StepPicturesForShortSolutionsWithinTheBudget) {
  show_pictures pictures(svg_mode::page);
  EXPECT_TRUE(pictures.wants_frames(max_frames, 100));
  EXPECT_FALSE(pictures.wants_frames(max_frames + 1, 1));
  EXPECT_TRUE(pictures.wants_frames(0, 1'000'000));
  // The budget: max_frame_squares squares of step pictures in all.
  const long long left = max_frame_squares - max_frames * 100;
  EXPECT_FALSE(pictures.wants_frames(1, left + 1));
  EXPECT_TRUE(pictures.wants_frames(1, left));
  EXPECT_FALSE(pictures.wants_frames(1, 1));
}

}  // namespace
}  // namespace boardsolve::svg
