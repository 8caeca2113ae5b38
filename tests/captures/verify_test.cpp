// The checker: accepts every optimal answer, rejects corrupted ones with the right reason,
// and uses testlib's exit codes.
#include <gtest/gtest.h>

#include "boardsolve/captures.hpp"
#include "support/tool_test.hpp"

namespace boardsolve::captures {
namespace {

constexpr std::string_view seed_board =
    "1\n8\n....O...\n.....O..\n....O.O.\n..O..O..\n.O.O.O..\n..O.O...\n.....O..\n....O...\n";

tool_result check(std::string_view input, std::string_view output) {
  return captures_tool().verify({"in.txt", std::string(input)}, {"out.txt", std::string(output)},
                                nullptr, {});
}

TEST(CapturesVerify, AcceptsTheSolverAndTheSeedAnswers) {
  const auto solved = captures_tool().solve({"in.txt", std::string(seed_board)}, {});
  auto result = check(seed_board, solved.out);
  EXPECT_EQ(result.exit_code, 0);
  EXPECT_EQ(result.out, "1 passed, 0 failed\n");
  result = check(seed_board, "6\n7 6 L\n4 6 L\n2 6 L\n5 2 R\n5 4 L\n6 5 R\n");
  EXPECT_EQ(result.exit_code, 0);
}

TEST(CapturesVerify, AcceptsEveryGeneratedAnswer) {
  run_options options;
  options.cases = 200;
  options.size = "9";
  options.seed = 5;
  const auto input = captures_tool().gen(options);
  const auto output = captures_tool().solve({"in.txt", input.out}, {});
  const auto result = check(input.out, output.out);
  EXPECT_EQ(result.exit_code, 0);
  EXPECT_EQ(result.out, "200 passed, 0 failed\n");
}

TEST(CapturesVerify, NamesTheCaseTheMoveAndTheReason) {
  const std::string two_cases = "2\n3\n.O.\nO.O\n...\n" + std::string(seed_board).substr(2);
  const std::string good_first = "2\n2 1 R\n2 3 L\n";
  const std::string good_second = "6\n7 6 L\n4 6 L\n2 6 L\n5 2 R\n5 4 L\n6 5 R\n";
  struct corrupted {
    std::string output;
    std::string report;
  };
  for (const auto& [output, report] : {
           corrupted{good_first + "6\n6 5 R\n4 6 L\n2 6 L\n5 2 R\n5 4 L\n7 6 L\n",
                     "case 2: move 6: (7,6) L: no pawn on (6,5)"},
           corrupted{"2\n2 1 L\n2 3 L\n" + good_second,
                     "case 1: move 1: (2,1) L: no pawn on (1,0)"},
           corrupted{"2\n2 2 R\n2 3 L\n" + good_second,
                     "case 1: move 1: (2,2) R: no pawn on (2,2)"},
           corrupted{"2\n9 9 R\n2 3 L\n" + good_second,
                     "case 1: move 1: (9,9) R: the square is off the board"},
           corrupted{"1\n2 1 R\n" + good_second,
                     "case 1: after the last move, (2,3) still attacks (1,2)"},
       }) {
    const auto result = check(two_cases, output);
    EXPECT_EQ(result.exit_code, 1) << output;
    EXPECT_NE(result.out.find(report + "\n"), std::string::npos) << report << " in " << result.out;
    EXPECT_NE(result.out.find("1 passed, 1 failed\n"), std::string::npos) << result.out;
  }
}

TEST(CapturesVerify, RejectsALegalAnswerThatIsNotShortest) {
  // (3,3) takes (2,2), then takes (1,1): legal and quiet, but (2,2) L alone would do.
  const auto result = check("1\n3\nO..\n.O.\n..O\n", "2\n3 3 L\n2 2 L\n");
  EXPECT_EQ(result.exit_code, 1);
  EXPECT_EQ(result.out, "case 1: 2 captures, but 1 suffice\n0 passed, 1 failed\n");
}

TEST(CapturesVerify, UnreadableOutputIsAPresentationError) {
  testing::expect_input_error(check("1\n3\n.O.\nO.O\n...\n", "2\n2 1 X\n2 3 L\n"),
                              "2:5: expected the direction L or R, found 'X'", 2, "out.txt");
  const auto truncated = check("1\n3\n.O.\nO.O\n...\n", "2\n2 1 R\n");
  EXPECT_EQ(truncated.exit_code, 2);
  EXPECT_EQ(truncated.err,
            "boardsolve: out.txt:3:1: expected a row number (an integer from 1 to "
            "100000), found end of input\n");
  EXPECT_EQ(check("1\n1\nO\n", "0\n0\n").exit_code, 2);
}

// Found by fuzzing (docs/reliability.md): the message quoted the token as it was, raw bytes
// and all, however long.
TEST(CapturesVerify, APresentationErrorQuotesNoRawOrLongToken) {
  testing::expect_input_error(check("1\n3\n.O.\nO.O\n...\n", "1\n2 1 L\v\n"),
                              "2:5: expected the direction L or R, found byte 0x0b", 2, "out.txt");
  testing::expect_input_error(check("1\n3\n.O.\nO.O\n...\n", "1\n2 1 " + std::string(500, 'R')),
                              "2:5: expected the direction L or R, found 'RRRRRRRRRRRRRRRR...'", 2,
                              "out.txt");
}

TEST(CapturesVerify, BadInputMakesTheCheckerFail) {
  const auto result = check("1\n3\n.O.\n", "0\n");
  EXPECT_EQ(result.exit_code, 3);
  EXPECT_EQ(result.out, "");
}

TEST(CapturesVerify, JuryAnswerSetsTheOptimum) {
  const text_file input{"in.txt", "1\n3\n.O.\nO.O\n...\n"};
  const text_file output{"out.txt", "2\n2 1 R\n2 3 L\n"};
  const text_file jury{"ans.txt", "2\n2 3 L\n2 1 R\n"};
  EXPECT_EQ(captures_tool().verify(input, output, &jury, {}).exit_code, 0);
  const text_file wrong_jury{"ans.txt", "3\n1 1 L\n1 1 L\n1 1 L\n"};
  const auto result = captures_tool().verify(input, output, &wrong_jury, {});
  EXPECT_EQ(result.exit_code, 1);
  EXPECT_EQ(result.out, "case 1: 2 captures, but 3 suffice\n0 passed, 1 failed\n");
}

TEST(CapturesVerify, LowerBoundCertificateRejectsForgeries) {
  const auto parsed = parse_instances(seed_board);
  const board& b = std::get<0>(parsed)[0];
  solution s = solve(b);
  ASSERT_EQ(check_lower_bound(b, s), "");
  solution wrong_forced = s;
  ++wrong_forced.forced;
  EXPECT_EQ(check_lower_bound(b, wrong_forced),
            "the certificate counts " + std::to_string(s.forced + 1) +
                " forced pawns, the board has " + std::to_string(s.forced));
  solution padded = s;
  padded.captures.push_back(padded.captures.front());
  EXPECT_NE(check_lower_bound(b, padded).find("only shows that"), std::string::npos);
  solution extra = s;
  extra.matching.insert({0, 4, direction::left});  // (1,5) has no pawn up and to the left
  EXPECT_EQ(check_lower_bound(b, extra), "matched attack (1,5) -> (0,4) is not between two pawns");
}

TEST(CapturesVerify, LowerBoundCertificateRejectsAttacksThatSharePawns) {
  // A diagonal of five pawns: (1,1) is stuck, (2,2) forced, and the open pawns (3,3), (4,4),
  // (5,5) form a path of two attacks, so only one of them can be in the matching.
  board b(5, 5);
  for (int i = 0; i < 5; ++i) b(i, i) = 1;
  solution s = solve(b);
  ASSERT_EQ(check_lower_bound(b, s), "");
  ASSERT_EQ(s.forced, 1u);
  ASSERT_EQ(s.matching.size(), 1u);
  solution shared = s;
  shared.matching.insert({3, 3, direction::left});
  shared.matching.insert({4, 4, direction::left});
  EXPECT_EQ(check_lower_bound(b, shared), "matched attacks share a pawn at (5,5) -> (4,4)");
  solution forced = s;
  forced.matching.insert({2, 2, direction::left});
  EXPECT_EQ(check_lower_bound(b, forced), "matched attack (3,3) -> (2,2) touches a forced pawn");
}

}  // namespace
}  // namespace boardsolve::captures
