// Bad input: the first problem, with its line and column and what was expected there.
#include <gtest/gtest.h>

#include <fmt/format.h>

#include "boardsolve/lightsout.hpp"

namespace boardsolve::lightsout {
namespace {

void expect_rejected(std::string_view input, int line, int column, std::string_view message) {
  const auto parsed = parse_instances(input);
  ASSERT_EQ(parsed.index(), 1u) << input;
  const parse_error& e = std::get<1>(parsed);
  EXPECT_EQ(fmt::format("{}:{}: {}", e.line, e.column, e.message),
            fmt::format("{}:{}: {}", line, column, message))
      << input;
}

TEST(LightsoutBadInput, EmptyAndTruncated) {
  expect_rejected("", 1, 1,
                  "expected the number of cases T (an integer from 1 to 1000000), found end of "
                  "input");
  expect_rejected("2\n1 1\n#\n", 4, 1, "expected case 2 of 2, found end of input");
  expect_rejected("1\n3 3\n###\n###\n", 5, 1, "expected row 3 of case 1, found end of input");
}

TEST(LightsoutBadInput, WrongSymbols) {
  expect_rejected("1\n2 3\n#.#\n#x#\n", 4, 2,
                  "expected one of \".#01\" in row 2 of case 1, found 'x'");
  expect_rejected("1\n2 3\n#.#\n#1#\n", 4, 2,
                  "expected '.' or '#' in row 2 of case 1 (its first row uses them), found '1'");
  expect_rejected("1\n1 3\n01.\n", 3, 3,
                  "expected '0' or '1' in row 1 of case 1 (its first row uses them), found '.'");
}

TEST(LightsoutBadInput, RowsOfWrongLength) {
  expect_rejected("1\n2 3\n#.#\n#.\n", 4, 3, "row 2 of case 1 must have 3 cells, found 2");
  expect_rejected("1\n2 3\n#.##\n#.#\n", 3, 4, "row 1 of case 1 must have 3 cells, found 4");
}

TEST(LightsoutBadInput, Sizes) {
  expect_rejected("1\n0 3\n", 2, 1, "the row count R of case 1 must be from 1 to 10000, found 0");
  expect_rejected("1\n3 10001\n", 2, 3,
                  "the column count C of case 1 must be from 1 to 10000, found 10001");
  expect_rejected("1\n2 3 torus\n...\n...\n", 2, 1,
                  "case 1 is a 2 x 3 torus; a torus needs at least 3 rows and 3 columns");
  expect_rejected("1\n10000 10000\n", 3, 1, "expected row 1 of case 1, found end of input");
}

TEST(LightsoutBadInput, Rules) {
  expect_rejected("1\n1 1 star\n#\n", 2, 5,
                  "expected a stencil (plus, cross or nine symbols 0 and 1) or a topology (plane "
                  "or torus) of case 1, found 'star'");
  expect_rejected("1\n1 1 01001001\n#\n", 2, 5,
                  "expected a stencil (plus, cross or nine symbols 0 and 1) or a topology (plane "
                  "or torus) of case 1, found '01001001'");
  expect_rejected("1\n1 1 plus cross\n#\n", 2, 10,
                  "expected the topology (plane or torus) of case 1, found 'cross'");
  expect_rejected("1\n1 1 torus plus\n#\n", 2, 11,
                  "expected end of line after the topology of case 1, found 'plus'");
}

TEST(LightsoutBadInput, CrlfAndTrailingBlanksAreAccepted) {
  const auto parsed = parse_instances("1\r\n2 2 cross  \r\n#.  \r\n.#\r\n");
  ASSERT_EQ(parsed.index(), 0u);
  const board& b = std::get<0>(parsed)[0];
  EXPECT_EQ(b.shape, cross);
  EXPECT_TRUE(b.lights.get(0, 0));
  EXPECT_TRUE(b.lights.get(1, 1));
  EXPECT_FALSE(b.lights.get(0, 1));
}

}  // namespace
}  // namespace boardsolve::lightsout
