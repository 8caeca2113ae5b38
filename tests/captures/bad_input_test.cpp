// Bad input: one message with file, line, column and what was expected; exit code 2; nothing
// on stdout. Each case of the issue has a test.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>

#include "boardsolve/captures.hpp"
#include "support/tool_test.hpp"

namespace boardsolve::captures {
namespace {

void expect_rejected(std::string_view input, const std::string& where_and_message) {
  const auto result = captures_tool().solve({"in.txt", std::string(input)}, {});
  testing::expect_input_error(result, where_and_message);
  EXPECT_EQ(captures_tool().show({"in.txt", std::string(input)}, {}).exit_code, 2);
}

TEST(CapturesBadInput, EmptyInput) {
  expect_rejected(
      "", "1:1: expected the number of cases T (an integer from 1 to 1000000), found end of input");
  expect_rejected(
      "\n  \n",
      "3:1: expected the number of cases T (an integer from 1 to 1000000), found end of input");
}

TEST(CapturesBadInput, WrongCharacter) {
  expect_rejected("1\n3\n.O.\nO.o\n...\n",
                  "4:3: expected one of \".O\" in row 2 of case 1, found 'o'");
  expect_rejected("1\n2\n\tO\nOO\n", "3:1: expected one of \".O\" in row 1 of case 1, found a tab");
  expect_rejected("1\n1\n\x80\n",
                  "3:1: expected one of \".O\" in row 1 of case 1, found byte 0x80");
}

TEST(CapturesBadInput, RowOfWrongLength) {
  expect_rejected("1\n3\n.O.\nO.\n...\n", "4:3: row 2 of case 1 must have 3 cells, found 2");
  expect_rejected("1\n3\n.O.\nO.OO\n...\n", "4:4: row 2 of case 1 must have 3 cells, found 4");
}

TEST(CapturesBadInput, MissingRows) {
  expect_rejected("1\n3\n.O.\nO.O\n",
                  "2:1: case 1 needs 3 x 3 squares but only 8 bytes of input are left");
  expect_rejected("1\n2\n.O\n\n\n\n", "4:1: row 2 of case 1 must have 2 cells, found 0");
  expect_rejected("2\n1\nO\n2\nOO\n",
                  "4:1: case 2 needs 2 x 2 squares but only 3 bytes of input are left");
}

TEST(CapturesBadInput, SizeOutOfRange) {
  expect_rejected("1\n0\n",
                  "2:1: the board size N (or R C) of case 1 must be from 1 to 100000, found 0");
  expect_rejected("1\n-3\n",
                  "2:1: the board size N (or R C) of case 1 must be from 1 to 100000, found -3");
  expect_rejected(
      "1\n99999999999\n",
      "2:1: the board size N (or R C) of case 1 must be from 1 to 100000, found 99999999999");
  expect_rejected("1\n50000 50000\n",
                  "2:1: case 1 has 50000 x 50000 squares; boardsolve handles at most 100000000 "
                  "squares per board");
  expect_rejected("1\nthree\n",
                  "2:1: expected the board size N (or R C) of case 1 (an integer from 1 to "
                  "100000), found 'three'");
  expect_rejected("1\n2 2 2\nOO\nOO\n",
                  "2:5: expected end of line after the board size, found '2'");
}

TEST(CapturesBadInput, FewerCasesThanAnnounced) {
  expect_rejected("2\n1\nO\n", "4:1: expected case 2 of 2, found end of input");
}

TEST(CapturesBadInput, TrailingGarbage) {
  expect_rejected("1\n1\nO\nO\n", "4:1: expected end of input, found 'O'");
  expect_rejected("1 2\n1\nO\n", "1:3: expected end of line after the number of cases, found '2'");
}

TEST(CapturesBadInput, CrlfAndTrailingBlanksAreFine) {
  const auto result = captures_tool().solve({"in.txt", "1\r\n3 \r\n.O.\r\nO.O  \r\n...\r\n"}, {});
  EXPECT_EQ(result.exit_code, 0);
  EXPECT_EQ(result.out, "2\n2 1 R\n2 3 L\n");
}

TEST(CapturesBadInput, GenRejectsBadOptions) {
  tool_options unknown_kind;
  unknown_kind.kind = "nonsense";
  EXPECT_EQ(captures_tool().gen(unknown_kind).err,
            "boardsolve: unknown --kind 'nonsense'; the kinds are: " +
                std::string(generator_kinds()) + "\n");
  tool_options empty_board;
  empty_board.size = "0";
  EXPECT_EQ(captures_tool().gen(empty_board).exit_code, 2);
}

}  // namespace
}  // namespace boardsolve::captures

namespace boardsolve::captures {
namespace {

TEST(CapturesBadInput, MutatedInputsNeverCrashAndErrorsPointInsideTheText) {
  // Random byte edits of valid files: either a clean parse or one error at a real position.
  testing::expect_mutations_fail_cleanly(captures_tool(), ".O0123456789 \n\r\t-x", 31337, 3000,
                                         [](rng& random) {
                                           tool_options options;
                                           options.seed = random.next();
                                           options.cases = random.between(1, 3);
                                           options.size = std::to_string(random.between(1, 6));
                                           return options;
                                         });
}

}  // namespace
}  // namespace boardsolve::captures
