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

// `rows` rows of `cols` empty squares, each on its line.
std::string empty_rows(int rows, int cols) {
  const std::string row = std::string(static_cast<std::size_t>(cols), '.') + "\n";
  std::string text;
  text.reserve(row.size() * static_cast<std::size_t>(rows));
  for (int r = 0; r < rows; ++r) text += row;
  return text;
}

TEST(CapturesBadInput, TooManySquaresInAllTheCasesOfAFile) {
  // 10^8 + 7072^2 squares, then a case that takes the file past max_total_cells: refused at its
  // size line, before its board is read or allocated.
  static_assert(max_total_cells == 250'000'000);
  std::string text = "3\n10000\n" + empty_rows(10000, 10000) + "7072\n" + empty_rows(7072, 7072);
  text += "10000\n";
  const auto result = captures_tool().solve({"in.txt", text}, {});
  testing::expect_input_error(result,
                              "17076:1: case 3 has 10000 x 10000 squares, 250013184 in all with "
                              "the cases before it; boardsolve handles at most 250000000 squares "
                              "in all the cases of a file");
  EXPECT_EQ(
      captures_tool().verify({"in.txt", text}, {"out.txt", "0\n0\n0\n"}, nullptr, {}).exit_code, 3);
}

TEST(CapturesBadInput, JsonOfTooManySquares) {
  // The tree of a JSON document takes about 400 bytes a square: 40005625 squares are refused
  // before anything is solved, and the same board without --json is solved.
  const text_file input{"in.txt", "1\n6325\n" + empty_rows(6325, 6325)};
  run_options json_options;
  json_options.json = true;
  for (const auto& result :
       {captures_tool().solve(input, json_options), captures_tool().show(input, json_options)}) {
    EXPECT_EQ(result.exit_code, 2);
    EXPECT_EQ(result.out, "");
    EXPECT_EQ(result.err,
              "boardsolve: the board has 40005625 squares; --json holds at most 40000000 "
              "squares (about 400 bytes of memory each)\n");
  }
  EXPECT_EQ(captures_tool().solve(input, {}).out, "0\n");
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
  run_options unknown_kind;
  unknown_kind.kind = "nonsense";
  EXPECT_EQ(captures_tool().gen(unknown_kind).err,
            "boardsolve: unknown --kind 'nonsense'; the kinds are: " +
                std::string(generator_kinds()) + "\n");
  run_options empty_board;
  empty_board.size = "0";
  EXPECT_EQ(captures_tool().gen(empty_board).exit_code, 2);
  run_options too_many;
  too_many.size = "10000";
  too_many.cases = 3;
  EXPECT_EQ(captures_tool().gen(too_many).err,
            "boardsolve: --size must be N or RxC with sides from 1 to 100000 and at most "
            "100000000 squares, and --cases boards of that size at most 250000000 squares in "
            "all; found '10000' x 3\n");
}

}  // namespace
}  // namespace boardsolve::captures

namespace boardsolve::captures {
namespace {

TEST(CapturesBadInput, MutatedInputsNeverCrashAndErrorsPointInsideTheText) {
  // Random byte edits of valid files: either a clean parse or one error at a real position.
  testing::expect_mutations_fail_cleanly(captures_tool(), ".O0123456789 \n\r\t-x", 31337, 3000,
                                         [](rng& random) {
                                           run_options options;
                                           options.seed = random.next();
                                           options.cases = random.between(1, 3);
                                           options.size = std::to_string(random.between(1, 6));
                                           return options;
                                         });
}

}  // namespace
}  // namespace boardsolve::captures
