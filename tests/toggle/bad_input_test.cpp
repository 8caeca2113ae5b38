// Bad input: one message with file, line, column and what was expected; exit code 2; nothing
// on stdout. Each case the issue lists has a test, and the size limits name themselves.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>

#include "boardsolve/toggle.hpp"
#include "support/tool_test.hpp"

namespace boardsolve::toggle {
namespace {

void expect_rejected(std::string_view input, const std::string& where_and_message) {
  const auto result = toggle_tool().solve({"in.txt", std::string(input)}, {});
  testing::expect_input_error(result, where_and_message);
  EXPECT_EQ(toggle_tool().show({"in.txt", std::string(input)}, {}).exit_code, 2);
  EXPECT_EQ(toggle_tool()
                .verify({"in.txt", std::string(input)}, {"out.txt", "0\n"}, nullptr, {})
                .exit_code,
            3);
}

TEST(ToggleBadInput, EmptyInput) {
  expect_rejected(
      "", "1:1: expected the number of cases T (an integer from 1 to 1000000), found end of input");
}

TEST(ToggleBadInput, WrongCharacters) {
  expect_rejected("1\n2 3\nBWB\nBwB\n",
                  "4:2: expected one of \"WB\" in row 2 of case 1, found 'w'");
  expect_rejected("1\n2 3\nBWB\nB.B\n",
                  "4:2: expected one of \"WB\" in row 2 of case 1, found '.'");
  expect_rejected("1\n1 2\nB B\n", "3:2: expected one of \"WB\" in row 1 of case 1, found a blank");
  expect_rejected("1\n1 1\n\xc3\n",
                  "3:1: expected one of \"WB\" in row 1 of case 1, found byte 0xc3");
}

TEST(ToggleBadInput, RowsOfWrongLength) {
  expect_rejected("1\n2 3\nBWB\nBW\n", "4:3: row 2 of case 1 must have 3 cells, found 2");
  expect_rejected("1\n2 3\nBWBW\nBWB\n", "3:4: row 1 of case 1 must have 3 cells, found 4");
}

TEST(ToggleBadInput, MissingRows) {
  expect_rejected("1\n3 3\nBWB\nBWB\n", "5:1: expected row 3 of case 1, found end of input");
  expect_rejected("2\n2 2\nBW\n1 1\nW\n",
                  "4:1: expected one of \"WB\" in row 2 of case 1, found '1'");
}

TEST(ToggleBadInput, SizeOutOfRange) {
  expect_rejected("1\n0 3\n", "2:1: the row count n of case 1 must be from 1 to 1000, found 0");
  expect_rejected("1\n3 1001\n",
                  "2:3: the column count m of case 1 must be from 1 to 1000, found 1001");
  expect_rejected("1\n-1 3\n", "2:1: the row count n of case 1 must be from 1 to 1000, found -1");
  expect_rejected("1\n3\nBBB\n",
                  "2:2: expected the column count m of case 1 (an integer from 1 to 1000), found "
                  "end of line");
  expect_rejected("1\n25 25\n",
                  "2:1: case 1 is 25 x 25; toggle handles boards whose shorter side is at most 24");
  expect_rejected("1\n20 385\n",
                  "2:1: case 1 is 20 x 385; with a shorter side of 20, the longer side may be at "
                  "most 384");
  expect_rejected("1\n25 24\n",
                  "2:1: case 1 is 25 x 24; with a shorter side of 24, the longer side may be at "
                  "most 24");
  expect_rejected("1\n3 3 3\nBBB\nBBB\nBBB\n",
                  "2:5: expected end of line after the board size, found '3'");
}

TEST(ToggleBadInput, TheLimitsThemselvesAreAccepted) {
  for (const int short_side : {1, 16, 18, 19, 20, 24}) {
    const int long_side = max_long_side_for(short_side);
    std::string text = "1\n" + std::to_string(short_side) + " " + std::to_string(long_side) + "\n";
    for (int r = 0; r < short_side; ++r)
      text += std::string(static_cast<std::size_t>(long_side), 'B') + "\n";
    const auto parsed = parse_instances(text);
    ASSERT_EQ(parsed.index(), 0u) << short_side;
  }
  EXPECT_EQ(max_long_side_for(16), 1000);
  EXPECT_EQ(max_long_side_for(18), 1000);
  EXPECT_EQ(max_long_side_for(19), 768);
  EXPECT_EQ(max_long_side_for(24), 24);
}

// `cases` black boards of 18 x 1000, the largest that toggle solves in bulk.
std::string black_strips(int cases) {
  const std::string board = "18 1000\n" + [] {
    std::string rows;
    for (int r = 0; r < 18; ++r) rows += std::string(1000, 'B') + "\n";
    return rows;
  }();
  std::string text;
  text.reserve(board.size() * static_cast<std::size_t>(cases));
  for (int t = 0; t < cases; ++t) text += board;
  return text;
}

TEST(ToggleBadInput, TooManyCellsInAllTheCasesOfAFile) {
  // 5555 boards of 18 x 1000 fit in max_total_cells; the size line of the 5556th is refused,
  // before its board is read or allocated.
  static_assert(max_total_cells == 100'000'000);
  const std::string text = "5556\n" + black_strips(5555) + "18 1000\n";
  testing::expect_input_error(toggle_tool().solve({"in.txt", text}, {}),
                              "105547:1: case 5556 is 18 x 1000, 100008000 cells in all with the "
                              "cases before it; toggle handles at most 100000000 cells in all "
                              "the cases of a file");
  EXPECT_EQ(toggle_tool().verify({"in.txt", text}, {"out.txt", "0\n"}, nullptr, {}).exit_code, 3);
}

TEST(ToggleBadInput, JsonOfTooManyCells) {
  // The tree of a JSON document takes up to 400 bytes a cell (a move on every cell): 2223
  // boards of 18 x 1000 are refused before anything is solved; without --json they are solved.
  const text_file input{"in.txt", "2223\n" + black_strips(2223)};
  run_options json_options;
  json_options.json = true;
  for (const auto& result :
       {toggle_tool().solve(input, json_options), toggle_tool().show(input, json_options)}) {
    EXPECT_EQ(result.exit_code, 2);
    EXPECT_EQ(result.out, "");
    EXPECT_EQ(result.err,
              "boardsolve: the 2223 boards have 40014000 squares in all; --json holds at most "
              "40000000 squares (about 400 bytes of memory each)\n");
  }
  std::string zeros;
  for (int t = 0; t < 2223; ++t) zeros += "0\n";
  EXPECT_EQ(toggle_tool().solve(input, {}).out, zeros);
}

TEST(ToggleBadInput, FewerCasesThanAnnounced) {
  expect_rejected("3\n1 1\nW\n1 1\nB\n", "6:1: expected case 3 of 3, found end of input");
}

TEST(ToggleBadInput, TrailingGarbage) {
  expect_rejected("1\n1 1\nW\nW\n", "4:1: expected end of input, found 'W'");
}

TEST(ToggleBadInput, CrlfAndTrailingBlanksAreFine) {
  const auto result = toggle_tool().solve({"in.txt", "1\r\n3 3 \r\nBBW\r\nWWW  \r\nBWW\r\n"}, {});
  EXPECT_EQ(result.exit_code, 0);
  EXPECT_EQ(result.out, "2\n");
}

TEST(ToggleBadInput, GenRejectsBadOptions) {
  run_options options;
  options.kind = "nonsense";
  EXPECT_EQ(toggle_tool().gen(options).err,
            "boardsolve: unknown --kind 'nonsense'; the kinds are: " +
                std::string(generator_kinds()) + "\n");
  options.kind = "";
  options.size = "25";
  EXPECT_EQ(toggle_tool().gen(options).err,
            "boardsolve: --size 25 x 25 is out of reach: the shorter side may be at most 24, "
            "and with a shorter side of 24 the longer side at most 24\n");
  options.size = "0";
  EXPECT_EQ(toggle_tool().gen(options).exit_code, 2);
  options.size = "18x1000";
  options.cases = 5556;
  EXPECT_EQ(toggle_tool().gen(options).err,
            "boardsolve: --cases 5556 boards of 18 x 1000 have 100008000 cells in all; a toggle "
            "file holds at most 100000000\n");
  options.cases = 1;
  options.size = "8";
  options.kind = "unsolvable";
  EXPECT_EQ(toggle_tool().gen(options).err,
            "boardsolve: every 8 x 8 board has a solution (the moves of one type alone reach "
            "every colouring); try another size\n");
}

TEST(ToggleBadInput, MutatedInputsNeverCrashAndErrorsPointInsideTheText) {
  // Random byte edits of valid files: either a clean parse or one error at a real position.
  testing::expect_mutations_fail_cleanly(
      toggle_tool(), "WB0123456789 \n\r\t-x", 5813, 3000, [](rng& random) {
        run_options options;
        options.seed = random.next();
        options.cases = random.between(1, 3);
        options.size =
            std::to_string(random.between(1, 6)) + "x" + std::to_string(random.between(1, 6));
        return options;
      });
}

}  // namespace
}  // namespace boardsolve::toggle
