// Bad input: one message with file, line, column and what was expected; exit code 2; nothing
// on stdout. Each case of the issue has a test: characters, row lengths, missing boards, both
// sides already won, sizes out of range; and the memory bound.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>

#include <fmt/format.h>

#include "boardsolve/pawnchess.hpp"
#include "support/tool_test.hpp"

namespace boardsolve::pawnchess {
namespace {

void expect_rejected(std::string_view input, const std::string& where_and_message,
                     run_options options = {}) {
  const text_file file{"in.txt", std::string(input)};
  testing::expect_input_error(pawnchess_tool().solve(file, options), where_and_message);
  EXPECT_EQ(pawnchess_tool().show(file, options).exit_code, 2);
  EXPECT_EQ(pawnchess_tool().verify(file, {"out.txt", "white (1)\n"}, nullptr, options).exit_code,
            3);
}

void expect_usage_error(const run_options& options, const std::string& message) {
  const text_file file{"in.txt", "1\n.ppp\n....\n.PPP\n....\n"};
  for (const tool_result& result :
       {pawnchess_tool().solve(file, options), pawnchess_tool().show(file, options),
        pawnchess_tool().verify(file, file, nullptr, options), pawnchess_tool().gen(options)}) {
    EXPECT_EQ(result.exit_code, 2);
    EXPECT_EQ(result.out, "");
    EXPECT_EQ(result.err, "boardsolve: " + message + "\n");
  }
}

TEST(PawnchessBadInput, EmptyInputAndBadCount) {
  expect_rejected(
      "", "1:1: expected the number of cases T (an integer from 1 to 1000000), found end of input");
  expect_rejected("0\n", "1:1: the number of cases T must be from 1 to 1000000, found 0");
  expect_rejected("two\n",
                  "1:1: expected the number of cases T (an integer from 1 to 1000000), found "
                  "'two'");
  expect_rejected("1 2\n.ppp\n....\n.PPP\n....\n",
                  "1:3: expected end of line after the number of cases, found '2'");
}

TEST(PawnchessBadInput, WrongCharacter) {
  expect_rejected("1\n.ppp\n..x.\n.PPP\n....\n",
                  "3:3: expected one of \".Pp\" in row 2 of board 1, found 'x'");
  expect_rejected("1\n.ppp\n....\n.PPP\n...O\n",
                  "5:4: expected one of \".Pp\" in row 4 of board 1, found 'O'");
  expect_rejected("1\n.p p\n....\n.PPP\n....\n",
                  "2:3: expected one of \".Pp\" in row 1 of board 1, found a blank");
}

TEST(PawnchessBadInput, RowOfWrongLength) {
  expect_rejected("1\n.ppp\n...\n.PPP\n....\n", "3:4: row 2 of board 1 must have 4 cells, found 3");
  expect_rejected("1\n.ppp\n.....\n.PPP\n....\n",
                  "3:5: row 2 of board 1 must have 4 cells, found 5");
  run_options wide;
  wide.values["size"] = "3x5";
  expect_rejected("1\nppppp\n.....\nPPPP\n", "4:5: row 3 of board 1 must have 5 cells, found 4",
                  wide);
}

TEST(PawnchessBadInput, MissingBoardsAndRows) {
  expect_rejected("2\n.ppp\n....\n.PPP\n....\n", "6:1: expected case 2 of 2, found end of input");
  expect_rejected("2\n.ppp\n....\n.PPP\n....\n\n\n",
                  "8:1: expected case 2 of 2, found end of input");
  expect_rejected("1\n.ppp\n....\n", "4:1: expected row 3 of board 1, found end of input");
  expect_rejected("1\n.ppp\n....\n\n.PPP\n....\n",
                  "4:1: row 3 of board 1 must have 4 cells, found 0");
}

TEST(PawnchessBadInput, BothSidesAlreadyWon) {
  expect_rejected("2\n.ppp\n....\n.PPP\n....\nP...\n....\n....\n.Pp.\n",
                  "9:3: board 2 has a white pawn on the top row and a black pawn on the bottom "
                  "row: both sides cannot have won");
}

TEST(PawnchessBadInput, TrailingText) {
  expect_rejected("1\n.ppp\n....\n.PPP\n....\n.ppp\n", "6:1: expected end of input, found '.ppp'");
}

TEST(PawnchessBadInput, SizesOutOfRange) {
  for (const char* size : {"9x4", "1x4", "4x1", "0", "4x", "x4", "four", "4x4x4", "-4x4"}) {
    run_options options;
    options.size = size;  // gen's
    options.values["size"] = size;
    expect_usage_error(options,
                       std::string("--size must be RxC (or N for N x N) with 2 <= R, C <= 8; "
                                   "found '") +
                           size + "'");
  }
}

TEST(PawnchessBadInput, MemoryBelowWhatTheSizeNeeds) {
  run_options options;
  options.values["memory"] = "1000";
  expect_usage_error(options,
                     "--memory 1000 B is below the 1.6 MiB that pawnchess needs on 4x4 boards");
  options.size = "6x6";
  options.values["size"] = "6x6";
  options.values["memory"] = std::to_string(512 << 10);
  expect_usage_error(options,
                     "--memory 512.0 KiB is below the 1.0 MiB that pawnchess needs on 6x6 boards");
}

TEST(PawnchessBadInput, MemoryBeyondTheMachine) {
  // A bound the table could grow past the machine's memory to is refused before anything is
  // reserved; the default bound is not checked.
  const std::uint64_t machine = physical_memory();
  ASSERT_GT(machine, std::uint64_t{1} << 30) << "a machine of at least 1 GiB";
  ASSERT_LT(machine, std::uint64_t{1} << 40) << "and below 1 TiB";
  run_options options;
  options.size = "6x6";
  options.values["size"] = "6x6";
  options.values["memory"] = std::to_string(std::uint64_t{1} << 52);
  expect_usage_error(options,
                     fmt::format("--memory 4096.0 TiB is more than the {:.1f} GiB of memory of "
                                 "this machine",
                                 static_cast<double>(machine) / (1 << 30)));
  options.values["memory"] = std::to_string(machine + 1);
  EXPECT_EQ(pawnchess_tool()
                .solve({"in.txt", "1\n......\n......\n......\n......\n......\n......\n"}, options)
                .exit_code,
            2);
}

TEST(PawnchessBadInput, CrlfBlankLinesAndTrailingBlanksAreFine) {
  const auto result = pawnchess_tool().solve(
      {"in.txt", "2\r\n\r\n.ppp \r\n....\r\n.PPP\r\n....\t\r\n  \r\n...p\n...p\npP.P\n...P"}, {});
  EXPECT_EQ(result.exit_code, 0);
  EXPECT_EQ(result.err, "");
  EXPECT_EQ(result.out, "white (7)\nblack (2)\n");
}

TEST(PawnchessBadInput, SideToMoveLine) {
  expect_rejected("1\nblack to mov\n.ppp\n....\n.PPP\n....\n",
                  "2:1: expected board 1 or 'white to move' or 'black to move' before it");
  expect_rejected("1\nwhite\n.ppp\n....\n.PPP\n....\n",
                  "2:1: expected board 1 or 'white to move' or 'black to move' before it");
  expect_rejected("1\nblack to move now\n.ppp\n....\n.PPP\n....\n",
                  "2:15: expected end of line after 'to move', found 'now'");
  expect_rejected("1\nblack to move\n", "3:1: expected row 1 of board 1, found end of input");
  // The line is optional, may say white, and blank lines may follow it.
  const auto result = pawnchess_tool().solve(
      {"in.txt",
       "3\nblack to move\n....\n.pp.\n.P..\n....\n\nwhite to move\n\n....\n.pp.\n"
       ".P..\n....\n....\n.pp.\n.P..\n....\n"},
      {});
  EXPECT_EQ(result.err, "");
  EXPECT_EQ(result.out, "black (1)\nwhite (3)\nwhite (3)\n");
}

TEST(PawnchessBadInput, GenRejectsUnknownKinds) {
  run_options options;
  options.kind = "nonsense";
  EXPECT_EQ(pawnchess_tool().gen(options).err,
            "boardsolve: unknown --kind 'nonsense'; the kinds are: " +
                std::string(generator_kinds()) + "\n");
  options.kind = "contest-all";
  options.size = "5x5";
  EXPECT_EQ(pawnchess_tool().gen(options).err,
            "boardsolve: --kind contest-all is the 4x4 contest's positions: it needs --size 4x4\n");
}

TEST(PawnchessBadInput, MutatedInputsNeverCrashAndErrorsPointInsideTheText) {
  // Random byte edits of valid files of several sizes: a clean parse or one error in the text.
  testing::expect_mutations_fail_cleanly(
      pawnchess_tool(), ".Pp0123456789 \n\r\tx", 2718, 3000, [](rng& random) {
        run_options options;
        options.seed = random.next();
        options.cases = random.between(1, 3);
        options.size =
            std::to_string(random.between(2, 4)) + "x" + std::to_string(random.between(2, 4));
        options.values["size"] = options.size;  // solve reads the files gen wrote
        return options;
      });
}

}  // namespace
}  // namespace boardsolve::pawnchess
