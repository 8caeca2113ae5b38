// The strict reader of contest inputs: each read accepts only the exact layout and fails at
// the 1-based line and column of the first byte that breaks it.
#include "core/strict_reader.hpp"

#include <gtest/gtest.h>

#include <climits>
#include <functional>

namespace boardsolve {
namespace {

constexpr char_set symbols(".O");

parse_error error_of(std::string_view text, const std::function<void(strict_reader&)>& read) {
  try {
    strict_reader in(text);
    read(in);
  } catch (const parse_failure& failure) {
    return failure.error();
  }
  ADD_FAILURE() << "no error for: " << text;
  return {};
}

void expect_error(std::string_view text, const std::function<void(strict_reader&)>& read, int line,
                  int column, std::string_view message) {
  const parse_error e = error_of(text, read);
  EXPECT_EQ(e.line, line) << e.message;
  EXPECT_EQ(e.column, column) << e.message;
  EXPECT_EQ(e.message, message);
}

const auto read_t = [](strict_reader& in) { in.read_int(1, 100, "T"); };

TEST(StrictReader, ReadsAWholeLayoutAndTracksThePlace) {
  strict_reader in("12 -3\n.O.\n0\n");
  EXPECT_EQ(in.read_int(1, 100, "a"), 12);
  in.read_space("b");
  EXPECT_EQ(in.read_int(-5, 5, "b"), -3);
  in.read_eoln("b");
  EXPECT_EQ(in.where().line, 2);
  EXPECT_EQ(in.where().column, 1);
  EXPECT_EQ(in.read_row(3, symbols, "row 1"), ".O.");
  EXPECT_EQ(in.where().column, 4);
  in.read_eoln("row 1");
  EXPECT_EQ(in.read_int(0, 0, "zero"), 0);
  in.read_eoln("zero");
  EXPECT_EQ(in.where().line, 4);
  in.read_eof();
}

TEST(StrictReader, AcceptsTheBoundsThemselves) {
  strict_reader in("1 100 -9223372036854775807\n");
  EXPECT_EQ(in.read_int(1, 100, "a"), 1);
  in.read_space("b");
  EXPECT_EQ(in.read_int(1, 100, "b"), 100);
  in.read_space("c");
  EXPECT_EQ(in.read_int(-9223372036854775807, 0, "c"), -9223372036854775807);
  strict_reader extremes("-9223372036854775808 9223372036854775807\n");
  EXPECT_EQ(extremes.read_int(LLONG_MIN, 0, "d"), LLONG_MIN);
  extremes.read_space("e");
  EXPECT_EQ(extremes.read_int(0, LLONG_MAX, "e"), LLONG_MAX);
}

TEST(StrictReader, RejectsIntegersBeyondSixtyFourBits) {
  const auto read_any = [](strict_reader& in) { in.read_int(LLONG_MIN, LLONG_MAX, "x"); };
  expect_error("9223372036854775808\n", read_any, 1, 1,
               "x = 9223372036854775808 is more than 9223372036854775807 (the contest's limit)");
  expect_error("-9223372036854775809\n", read_any, 1, 1,
               "x = -9223372036854775809 is less than -9223372036854775808 (the contest's limit)");
}

TEST(StrictReader, RejectsAnIntegerOutOfRangeAtItsFirstByte) {
  expect_error("101\n", read_t, 1, 1, "T = 101 is more than 100 (the contest's limit)");
  expect_error("0\n", read_t, 1, 1, "T = 0 is less than 1 (the contest's limit)");
  expect_error("-7\n", read_t, 1, 1, "T = -7 is less than 1 (the contest's limit)");
  expect_error(std::string(40, '9'), read_t, 1, 1,
               "T = 999999999999999999999999... is more than 100 (the contest's limit)");
  expect_error("-" + std::string(30, '9'), read_t, 1, 1,
               "T = -99999999999999999999999... is less than 1 (the contest's limit)");
}

TEST(StrictReader, RejectsIntegersThatAreNotCanonical) {
  expect_error("+5\n", read_t, 1, 1,
               "expected T (an integer from 1 to 100), found '+' (numbers have no '+' sign)");
  expect_error("007\n", read_t, 1, 1, "T is written '007' with a leading zero (numbers have none)");
  expect_error(
      "-05\n", [](strict_reader& in) { in.read_int(-10, 10, "x"); }, 1, 2,
      "x is written '-05' with a leading zero (numbers have none)");
  expect_error(
      "-0\n", [](strict_reader& in) { in.read_int(-10, 10, "x"); }, 1, 1,
      "x is written '-0' (zero has no sign)");
  expect_error("x\n", read_t, 1, 1, "expected T (an integer from 1 to 100), found 'x'");
  expect_error("-\n", read_t, 1, 1, "expected T (an integer from 1 to 100), found '-'");
  expect_error("", read_t, 1, 1, "expected T (an integer from 1 to 100), found end of input");
}

TEST(StrictReader, NamesTheLayoutRuleABlankBreaks) {
  expect_error(" 5\n", read_t, 1, 1,
               "expected T (an integer from 1 to 100), found a space at the start of the line "
               "(lines have no leading blanks)");
  expect_error("\n5\n", read_t, 1, 1, "expected T (an integer from 1 to 100), found an empty line");
  expect_error("\t5\n", read_t, 1, 1,
               "expected T (an integer from 1 to 100), found a tab (tokens are separated by one "
               "space)");
  expect_error(
      "3  4\n",
      [](strict_reader& in) {
        in.read_int(1, 9, "n");
        in.read_space("m");
        in.read_int(1, 9, "m");
      },
      1, 3,
      "expected m (an integer from 1 to 9), found a second space (tokens are separated by one "
      "space)");
  expect_error(
      "3\t4\n",
      [](strict_reader& in) {
        in.read_int(1, 9, "n");
        in.read_space("m");
      },
      1, 2, "expected a space before m, found a tab (tokens are separated by one space)");
  expect_error(
      "3\n",
      [](strict_reader& in) {
        in.read_int(1, 9, "n");
        in.read_space("m");
      },
      1, 2, "expected a space before m, found end of line");
}

TEST(StrictReader, LineEndsAreOneLfRightAfterTheLastToken) {
  const auto t_line = [](strict_reader& in) {
    in.read_int(1, 100, "T");
    in.read_eoln("T");
  };
  expect_error("5\r\n", t_line, 1, 2,
               "expected end of line after T, found a CR (lines end with LF alone)");
  expect_error("5 \n", t_line, 1, 2,
               "expected end of line after T, found a blank at the end of the line (lines have "
               "no trailing blanks)");
  expect_error("5\t", t_line, 1, 2,
               "expected end of line after T, found a blank at the end of the line (lines have "
               "no trailing blanks)");
  expect_error("5 6\n", t_line, 1, 2,
               "expected end of line after T, found a space and more on the line");
  expect_error("5x\n", t_line, 1, 2, "expected end of line after T, found 'x'");
  expect_error("5", t_line, 1, 2,
               "expected end of line after T, found end of input (the last line ends with a "
               "newline too)");
}

TEST(StrictReader, NothingFollowsTheEnd) {
  const auto whole = [](strict_reader& in) {
    in.read_int(1, 100, "T");
    in.read_eoln("T");
    in.read_eof();
  };
  expect_error("5\n\n", whole, 2, 1,
               "found an empty line after the last case (nothing follows it)");
  expect_error("5\n6\n", whole, 2, 1, "expected end of input after the last case, found '6'");
  expect_error("5\n ", whole, 2, 1,
               "expected end of input after the last case, found a space at the start of the "
               "line (lines have no leading blanks)");
  expect_error("5\n\r\n", whole, 2, 1,
               "expected end of input after the last case, found a CR (lines end with LF "
               "alone)");
}

TEST(StrictReader, ReadsAnEmptyLineOnlyWhereOneIsExpected) {
  strict_reader in("\n.O\n");
  in.read_empty_line("board 1");
  EXPECT_EQ(in.where().line, 2);
  expect_error(
      ".O\n", [](strict_reader& r) { r.read_empty_line("board 1"); }, 1, 1,
      "expected an empty line before board 1, found '.'");
  expect_error(
      "\r\n", [](strict_reader& r) { r.read_empty_line("board 1"); }, 1, 1,
      "expected an empty line before board 1, found a CR (lines end with LF alone)");
}

TEST(StrictReader, RowsHaveExactlyTheirLengthOfAllowedSymbols) {
  const auto row = [](strict_reader& in) {
    in.read_row(3, symbols, "row 2 of case 1");
    in.read_eoln("row 2 of case 1");
  };
  expect_error(".O\n", row, 1, 3, "row 2 of case 1 has 2 symbols; it must have 3");
  expect_error(".O..O\n", row, 1, 4, "row 2 of case 1 has 5 symbols; it must have 3");
  expect_error(".x.\n", row, 1, 2, "expected one of \".O\" in row 2 of case 1, found 'x'");
  expect_error(". .\n", row, 1, 2, "expected one of \".O\" in row 2 of case 1, found a space");
  expect_error(".O\r\n", row, 1, 3,
               "expected one of \".O\" in row 2 of case 1, found a CR (lines end with LF alone)");
  expect_error(".O.\r\n", row, 1, 4,
               "expected end of line after row 2 of case 1, found a CR (lines end with LF "
               "alone)");
  expect_error(".O. \n", row, 1, 4,
               "expected end of line after row 2 of case 1, found a blank at the end of the "
               "line (lines have no trailing blanks)");
  expect_error("\n", row, 1, 1,
               "expected row 2 of case 1 (3 symbols of \".O\"), found an empty line");
  expect_error(" .O.\n", row, 1, 1,
               "expected row 2 of case 1 (3 symbols of \".O\"), found a space at the start of "
               "the line (lines have no leading blanks)");
  expect_error(".O", row, 1, 3, "expected one of \".O\" in row 2 of case 1, found end of input");
  expect_error("\xff..\n", row, 1, 1,
               "expected row 2 of case 1 (3 symbols of \".O\"), found byte 0xff");
}

}  // namespace
}  // namespace boardsolve
