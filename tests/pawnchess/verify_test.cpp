// The checker: accepts the exact answers, names the case and both answers on a mismatch, and
// uses testlib's exit codes.
#include <gtest/gtest.h>

#include "boardsolve/pawnchess.hpp"
#include "support/tool_test.hpp"

namespace boardsolve::pawnchess {
namespace {

const std::string sample = "2\n.ppp\n....\n.PPP\n....\n\n...p\n...p\npP.P\n...P\n";

tool_result check(std::string_view input, std::string_view output, run_options options = {}) {
  return pawnchess_tool().verify({"in.txt", std::string(input)}, {"out.txt", std::string(output)},
                                 nullptr, options);
}

TEST(PawnchessVerify, AcceptsTheExactAnswers) {
  const auto result = check(sample, "white (7)\nblack (2)\n");
  EXPECT_EQ(result.exit_code, 0);
  EXPECT_EQ(result.out, "2 passed, 0 failed\n");
}

TEST(PawnchessVerify, AcceptsEveryGeneratedAnswer) {
  for (const char* size : {"4x4", "3x5", "5x4"}) {
    run_options options;
    options.size = size;  // gen's
    options.values["size"] = size;
    options.cases = 300;
    options.seed = 8;
    const auto input = pawnchess_tool().gen(options);
    const auto output = pawnchess_tool().solve({"in.txt", input.out}, options);
    const auto result = check(input.out, output.out, options);
    EXPECT_EQ(result.exit_code, 0) << size;
    EXPECT_EQ(result.out, "300 passed, 0 failed\n") << size;
  }
}

TEST(PawnchessVerify, NamesTheCaseAndBothAnswers) {
  for (const auto& [output, report] : {
           std::pair{"white (7)\nblack (4)\n", "case 2: expected black (2), found black (4)"},
           std::pair{"black (7)\nblack (2)\n", "case 1: expected white (7), found black (7)"},
           std::pair{"white (9)\nblack (2)\n", "case 1: expected white (7), found white (9)"},
       }) {
    const auto result = check(sample, output);
    EXPECT_EQ(result.exit_code, 1);
    EXPECT_EQ(result.out, std::string(report) + "\n1 passed, 1 failed\n");
  }
}

TEST(PawnchessVerify, UnreadableOutputIsAPresentationError) {
  testing::expect_input_error(check(sample, "white 7\nblack (2)\n"),
                              "1:7: expected '(N)' with N from 0 to 1000 after 'white', found '7'",
                              2, "out.txt");
  testing::expect_input_error(check(sample, "white (7)\n"),
                              "2:1: expected the answer to board 2, 'white (N)' or 'black (N)', "
                              "found end of input",
                              2, "out.txt");
  testing::expect_input_error(check(sample, "white (7)\nblue (2)\n"),
                              "2:1: expected the answer to board 2, 'white (N)' or 'black (N)', "
                              "found 'blue'",
                              2, "out.txt");
  testing::expect_input_error(check(sample, "white (7) x\nblack (2)\n"),
                              "1:11: expected end of line after the answer, found 'x'", 2,
                              "out.txt");
  testing::expect_input_error(check(sample, "white (7)\nblack (2)\nwhite (1)\n"),
                              "3:1: expected end of input, found 'white'", 2, "out.txt");
}

// Found by fuzzing (docs/reliability.md): the messages quoted the tokens as they were, raw
// bytes and all, however long.
TEST(PawnchessVerify, APresentationErrorQuotesNoRawOrLongToken) {
  testing::expect_input_error(check(sample,
                                    "b\xec"
                                    "ack (6)\n"),
                              "1:1: expected the answer to board 1, 'white (N)' or 'black (N)', "
                              "found byte 0xec",
                              2, "out.txt");
  testing::expect_input_error(check(sample, "white (" + std::string(400, '9') + ")\n"),
                              "1:7: expected '(N)' with N from 0 to 1000 after 'white', found "
                              "'(999999999999999...'",
                              2, "out.txt");
}

TEST(PawnchessVerify, BadInputMakesTheCheckerFail) {
  const auto result = check("1\n.ppp\n", "white (1)\n");
  EXPECT_EQ(result.exit_code, 3);
  EXPECT_EQ(result.out, "");
}

TEST(PawnchessVerify, JuryAnswerIsTheReference) {
  const text_file input{"in.txt", sample};
  const text_file output{"out.txt", "white (7)\nblack (2)\n"};
  const text_file jury{"ans.txt", "white (7)\nblack (2)\n"};
  EXPECT_EQ(pawnchess_tool().verify(input, output, &jury, {}).exit_code, 0);
  const text_file other_jury{"ans.txt", "white (7)\nwhite (3)\n"};
  const auto result = pawnchess_tool().verify(input, output, &other_jury, {});
  EXPECT_EQ(result.exit_code, 1);
  EXPECT_EQ(result.out, "case 2: expected white (3), found black (2)\n1 passed, 1 failed\n");
}

TEST(PawnchessVerify, CheckLineRejectsWrongLines) {
  const position start = start_position(3, 3);
  solver s(3, 3);
  const auto value_of = [&](const position& p) { return s.value(p); };
  const auto line = principal_line(s, start);
  ASSERT_EQ(line.size(), 6u);
  EXPECT_EQ(check_line(start, line, value_of), "");
  auto shorter = line;
  shorter.pop_back();
  EXPECT_EQ(check_line(start, shorter, value_of), "the line has 5 plies, but the game lasts 6");
  // White's other first moves lose as well, but sooner: not a line of perfect play.
  for (const scored_move& m : scored_moves(s, start)) {
    if (m.played == line[0]) continue;
    auto other = line;
    other[0] = m.played;
    const std::string problem = check_line(start, other, value_of);
    if (m.value == s.value(start)) continue;  // an equally good move
    EXPECT_NE(problem.find("ply 1 (" + move_name(start, m.played) + "): gives black wins in"),
              std::string::npos)
        << problem;
  }
  auto illegal = line;
  illegal[1] = illegal[0];
  EXPECT_NE(check_line(start, illegal, value_of).find("ply 2: "), std::string::npos);
  // Values that make another first move better than the line's are caught.
  const move other = scored_moves(s, start).back().played;
  ASSERT_NE(other, line[0]);
  const auto inconsistent = [&](const position& p) {
    return p == play(start, other) ? game_value::loss_in(3) : s.value(p);
  };
  EXPECT_NE(check_line(start, line, inconsistent).find("is not the best"), std::string::npos);
}

}  // namespace
}  // namespace boardsolve::pawnchess
