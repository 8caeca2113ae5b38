// The checker: accepts every legal path and agrees with the solver on "impossible"; names the
// first bad step of a wrong path; testlib's exit codes.
#include <gtest/gtest.h>

#include "boardsolve/kingjump.hpp"
#include "printers.hpp"
#include "support/tool_test.hpp"

namespace boardsolve::kingjump {
namespace {

constexpr std::string_view sample =
    "8\n-+-+-+-+\n+-+-+-+-\n-+-K-+-+\n+-+-+-+-\n-o-o-+-+\n+-K-+-+-\n-o-+-+-+\n+-K-+-K-\n";
// Four checkers in a ring around (4,3): the king on (2,3) can go round either way.
constexpr std::string_view ring =
    "7\n-+-+-+-\n+-K-+-+\n-o-o-+-\n+-+-+-+\n-o-o-+-\n+-+-+-+\n-+-+-+-\n";

tool_result check(std::string_view input, std::string_view output) {
  return kingjump_tool().verify({"in.txt", std::string(input)}, {"out.txt", std::string(output)},
                                nullptr, {});
}

TEST(KingjumpVerify, AcceptsTheSolverAndEveryOtherLegalPath) {
  auto result = check(sample, "8 3\n6 1\n4 3\n6 5\n");
  EXPECT_EQ(result.exit_code, 0);
  EXPECT_EQ(result.out, "1 passed, 0 failed\n");
  EXPECT_EQ(check(ring, "2 3\n4 1\n6 3\n4 5\n2 3\n").exit_code, 0);
  EXPECT_EQ(check(ring, "2 3\r\n4 5\r\n6 3\r\n4 1\r\n2 3\r\n").exit_code, 0);  // the other way
  EXPECT_EQ(check("3\n-+-\n+K+\n-+-\n", "2 2\n").exit_code, 0);                // no checker: stay
  EXPECT_EQ(check("3\n-+-\n+-+\n-o-\n", "impossible\n").exit_code, 0);
}

TEST(KingjumpVerify, AcceptsEveryGeneratedAnswer) {
  for (const char* kind : {"trail", "near", "blocked", "kings", "random"})
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
      run_options options;
      options.kind = kind;
      options.seed = seed;
      options.size = "40";
      const auto input = kingjump_tool().gen(options);
      ASSERT_EQ(input.exit_code, 0);
      const auto output = kingjump_tool().solve({"in.txt", input.out}, {});
      const auto result = check(input.out, output.out);
      EXPECT_EQ(result.exit_code, 0) << kind << " " << seed << "\n" << result.out;
    }
}

TEST(KingjumpVerify, NamesTheFirstBadJump) {
  struct corrupted {
    std::string_view input;
    std::string output;
    std::string report;
  };
  for (const auto& [input, output, report] : {
           corrupted{sample, "8 7\n6 5\n", "case 1: jump 1: (8,7) -> (6,5): no checker on (7,6)"},
           corrupted{sample, "8 3\n6 1\n4 3\n",
                     "case 1: after the last jump 1 checker is left, "
                     "the first on (5,4)"},
           corrupted{sample, "8 3\n6 1\n8 3\n",
                     "case 1: jump 2: (6,1) -> (8,3): the checker on "
                     "(7,2) was already captured by jump 1"},
           corrupted{sample, "6 3\n4 1\n",
                     "case 1: after the last jump 2 checkers are left, "
                     "the first on (5,4)"},
           corrupted{sample, "8 3\n6 3\n",
                     "case 1: jump 1: (8,3) -> (6,3): not a jump of two "
                     "squares diagonally"},
           corrupted{sample, "7 2\n", "case 1: the path starts on (7,2), a checker, not a king"},
           corrupted{sample, "3 2\n",
                     "case 1: the path starts on (3,2), an empty square, not a "
                     "king"},
           corrupted{"5\n-K-+-\n+-o-+\n-+-o-\n+-+-+\n-+-+-\n", "1 2\n3 4\n",
                     "case 1: jump 1: (1,2) -> (3,4): cannot land on (3,4): a checker"},
           corrupted{sample, "impossible\n",
                     "case 1: the answer is impossible, but the king on "
                     "(8,3) captures every checker"},
           corrupted{"4\n--++\n+-o-\n-+-K\n+-+-\n", "3 4\n1 2\n",
                     "case 1: jump 1: (3,4) -> (1,2): cannot land on (1,2): a '-' square"},
           corrupted{"5\n-+-+-\n+-K-+\n-+-o-\n+-+-K\n-+-+-\n", "2 3\n4 5\n",
                     "case 1: jump 1: (2,3) -> (4,5): cannot land on (4,5): a king"},
       }) {
    const auto result = check(input, output);
    EXPECT_EQ(result.exit_code, 1) << output;
    EXPECT_EQ(result.out, report + "\n0 passed, 1 failed\n") << output;
  }
}

TEST(KingjumpVerify, UnreadableOutputIsAPresentationError) {
  testing::expect_input_error(check(sample, "8 3\n6 1 x\n"),
                              "2:5: expected end of line after a square, found 'x'", 2, "out.txt");
  testing::expect_input_error(check(sample, "8 9\n"),
                              "1:3: a column number must be from 1 to 8, found 9", 2, "out.txt");
  testing::expect_input_error(check(sample, "possible\n"),
                              "1:1: expected 'impossible' or the row of the king's first square, "
                              "found 'possible'",
                              2, "out.txt");
  testing::expect_input_error(check(sample, ""),
                              "1:1: expected 'impossible' or the row of the king's first square, "
                              "found end of input",
                              2, "out.txt");
  testing::expect_input_error(check(sample, "impossible\n8 3\n"),
                              "2:1: expected end of input, found '8'", 2, "out.txt");
}

// Found by fuzzing (docs/reliability.md): the message quoted the word as it was, raw bytes
// and all, however long.
TEST(KingjumpVerify, APresentationErrorQuotesNoRawOrLongWord) {
  testing::expect_input_error(check(sample, "impos\x8b\x8b\n"),
                              "1:1: expected 'impossible' or the row of the king's first square, "
                              "found byte 0x8b",
                              2, "out.txt");
  testing::expect_input_error(check(sample, std::string(300, 'i')),
                              "1:1: expected 'impossible' or the row of the king's first square, "
                              "found 'iiiiiiiiiiiiiiii...'",
                              2, "out.txt");
}

TEST(KingjumpVerify, BadInputMakesTheCheckerFail) {
  const auto result = check("3\n-+-\n", "impossible\n");
  EXPECT_EQ(result.exit_code, 3);
  EXPECT_EQ(result.out, "");
}

TEST(KingjumpVerify, JuryAnswerIsTheReference) {
  const text_file input{"in.txt", std::string(sample)};
  const text_file output{"out.txt", "8 3\n6 1\n4 3\n6 5\n"};
  const text_file jury{"ans.txt", "8 3\n6 1\n4 3\n6 5\n"};
  EXPECT_EQ(kingjump_tool().verify(input, output, &jury, {}).exit_code, 0);
  const text_file says_impossible{"out.txt", "impossible\n"};
  EXPECT_EQ(kingjump_tool().verify(input, says_impossible, &jury, {}).exit_code, 1);
  // A jury that says impossible, or whose path is illegal, is wrong: the checker fails.
  const text_file wrong_jury{"ans.txt", "impossible\n"};
  auto result = kingjump_tool().verify(input, output, &wrong_jury, {});
  EXPECT_EQ(result.exit_code, 3);
  EXPECT_EQ(result.err,
            "boardsolve: case 1: the jury found no way, but the answer's path is legal\n");
  const text_file illegal_jury{"ans.txt", "8 3\n"};
  result = kingjump_tool().verify(input, output, &illegal_jury, {});
  EXPECT_EQ(result.exit_code, 3);
  EXPECT_EQ(result.err,
            "boardsolve: case 1: the answer of the jury is wrong: after the last jump 3 checkers "
            "are left, the first on (5,2)\n");
}

}  // namespace
}  // namespace boardsolve::kingjump
