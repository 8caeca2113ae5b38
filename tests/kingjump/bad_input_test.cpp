// Bad input: one message with file, line, column and what was expected; exit code 2; nothing
// on stdout. Each case of the issue has a test.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>

#include "boardsolve/kingjump.hpp"
#include "support/tool_test.hpp"

namespace boardsolve::kingjump {
namespace {

void expect_rejected(std::string_view input, const std::string& where_and_message) {
  const auto result = kingjump_tool().solve({"in.txt", std::string(input)}, {});
  testing::expect_input_error(result, where_and_message);
  EXPECT_EQ(kingjump_tool().show({"in.txt", std::string(input)}, {}).exit_code, 2);
}

TEST(KingjumpBadInput, EmptyInput) {
  expect_rejected("",
                  "1:1: expected the board size N (an integer from 1 to 10000), found end "
                  "of input");
  expect_rejected("\r\n  \n",
                  "3:1: expected the board size N (an integer from 1 to 10000), "
                  "found end of input");
}

TEST(KingjumpBadInput, WrongSymbols) {
  expect_rejected("3\n-+-\n+O+\n-+-\n", "3:2: expected one of \"-+Ko\" in row 2, found 'O'");
  expect_rejected("3\n-+-\n+k+\n-+-\n", "3:2: expected one of \"-+Ko\" in row 2, found 'k'");
  expect_rejected("3\n- + -\n+ . +\n- + -\n", "3:3: expected one of \"-+Ko\" in row 2, found '.'");
  expect_rejected("2\n-+\n+\xc3\n", "3:2: expected one of \"-+Ko\" in row 2, found byte 0xc3");
}

TEST(KingjumpBadInput, RowsOfTheWrongLength) {
  expect_rejected("3\n-+-\n+-\n-+-\n", "3:3: row 2 must have 3 cells, found 2");
  expect_rejected("3\n-+-\n+-+-\n-+-\n", "3:4: row 2 must have 3 cells, found 4");
  expect_rejected("3\n- + -\n+ - + -\n- + -\n", "3:7: row 2 must have 3 cells, found 4");
  expect_rejected("3\n- + -\n+ -\n- + -\n", "3:4: row 2 must have 3 cells, found 2");
}

TEST(KingjumpBadInput, MissingRows) {
  expect_rejected("3\n-+-\n+-+\n",
                  "1:1: the board needs 3 x 3 squares but only 8 bytes of input are left");
  expect_rejected("3\n- + -\n+ - +\n", "4:1: expected row 3, found end of input");
  expect_rejected("2\n-+\n\n\n", "3:1: row 2 must have 2 cells, found 0");
}

TEST(KingjumpBadInput, SizeOutOfRange) {
  expect_rejected("0\n", "1:1: the board size N must be from 1 to 10000, found 0");
  expect_rejected("-5\n", "1:1: the board size N must be from 1 to 10000, found -5");
  expect_rejected("10001\n", "1:1: the board size N must be from 1 to 10000, found 10001");
  expect_rejected("99999999999999999999\n",
                  "1:1: the board size N must be from 1 to 10000, found 99999999999999999999");
  expect_rejected("eight\n",
                  "1:1: expected the board size N (an integer from 1 to 10000), "
                  "found 'eight'");
  expect_rejected("2 2\n-+\n+-\n", "1:3: expected end of line after the board size, found '2'");
  // A size the input cannot back is refused before the board is allocated.
  expect_rejected("10000\n-+\n",
                  "1:1: the board needs 10000 x 10000 squares but only 3 bytes of "
                  "input are left");
}

TEST(KingjumpBadInput, TrailingGarbage) {
  expect_rejected("2\n-+\n+-\nK\n", "4:1: expected end of input, found 'K'");
}

TEST(KingjumpBadInput, CrlfTrailingBlanksAndBlanksBetweenSymbolsAreFine) {
  for (const std::string_view text : {"3\r\n-+-\r\n+K+  \r\n-o-\r\n", "3\n- + -\n+ K +\n- o -\n",
                                      "  3 \n-+-\n+ K+\n-\to\t-\n", "3\n-+-\n+K+\n-o-"}) {
    const auto result = kingjump_tool().solve({"in.txt", std::string(text)}, {});
    EXPECT_EQ(result.exit_code, 0) << text << result.err;
    EXPECT_EQ(result.out, "impossible\n") << text;
  }
}

TEST(KingjumpBadInput, GenRejectsBadOptions) {
  run_options options;
  options.kind = "zebra";
  EXPECT_EQ(kingjump_tool().gen(options).err,
            "boardsolve: unknown --kind 'zebra'; the kinds are: " + std::string(generator_kinds()) +
                "\n");
  for (const char* size : {"0", "3x4", "10001", "x"}) {
    run_options bad_size;
    bad_size.size = size;
    EXPECT_EQ(kingjump_tool().gen(bad_size).exit_code, 2) << size;
  }
  run_options two_cases;
  two_cases.cases = 2;
  EXPECT_EQ(kingjump_tool().gen(two_cases).err,
            "boardsolve: a kingjump file holds one board: --cases must be 1, found 2\n");
}

TEST(KingjumpBadInput, MutatedInputsNeverCrashAndErrorsPointInsideTheText) {
  // Random byte edits of valid files: either a clean parse or one error at a real position.
  testing::expect_mutations_fail_cleanly(kingjump_tool(), "-+Ko0123456789 \n\r\tx", 4242, 3000,
                                         [](rng& random) {
                                           run_options options;
                                           options.seed = random.next();
                                           options.size = std::to_string(random.between(1, 7));
                                           return options;
                                         });
}

}  // namespace
}  // namespace boardsolve::kingjump
