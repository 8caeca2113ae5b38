// The checker: accepts optimal answers with or without plans, replays plans and names the
// first problem, and uses testlib's exit codes.
#include <gtest/gtest.h>

#include "boardsolve/toggle.hpp"
#include "support/tool_test.hpp"

namespace boardsolve::toggle {
namespace {

// Contest examples 1 (2 moves) and 3 (no solution).
constexpr std::string_view two_cases = "2\n3 3\nBBW\nWWW\nBWW\n4 4\nBBBB\nWBWB\nBBBB\nBBBB\n";

tool_result check(std::string_view input, std::string_view output) {
  return toggle_tool().verify({"in.txt", std::string(input)}, {"out.txt", std::string(output)},
                              nullptr, {});
}

TEST(ToggleVerify, AcceptsCountsAlone) {
  const auto result = check(two_cases, "2\n-1\n");
  EXPECT_EQ(result.exit_code, 0);
  EXPECT_EQ(result.out, "2 passed, 0 failed\n");
}

TEST(ToggleVerify, AcceptsAnyOptimalPlan) {
  EXPECT_EQ(check(two_cases, "2\n2 3 2\n3 1 1\n-1\n").exit_code, 0);
  // Another optimal plan, in another order: moves commute.
  const auto result = check("1\n3 3\nBBW\nWWW\nBWW\n", "2\n3 1 1\n2 3 2\n");
  EXPECT_EQ(result.exit_code, 0) << result.out;
}

TEST(ToggleVerify, AcceptsEveryGeneratedAnswerWithPlans) {
  run_options options;
  options.cases = 300;
  options.size = "7x9";
  options.seed = 5;
  const auto input = toggle_tool().gen(options);
  options.values["plan"] = "true";
  const auto output = toggle_tool().solve({"in.txt", input.out}, options);
  const auto result = check(input.out, output.out);
  EXPECT_EQ(result.exit_code, 0);
  EXPECT_EQ(result.out, "300 passed, 0 failed\n");
}

TEST(ToggleVerify, NamesTheCaseTheMoveAndTheProblem) {
  struct corrupted {
    std::string output;
    std::string report;
  };
  for (const auto& [output, report] : {
           corrupted{"3\n2 3 2\n3 1 1\n3 3 2\n-1\n",
                     "case 1: move 3: (3,3) type 2, but row 3 already has a type 1 move (move 2)"},
           corrupted{"3\n2 3 2\n3 1 1\n1 1 2\n-1\n",
                     "case 1: move 3: (1,1) type 2, but column 1 already has a type 1 move "
                     "(move 2)"},
           corrupted{"2\n2 3 2\n9 1 1\n-1\n", "case 1: move 2: (9,1) type 1 is off the board"},
           corrupted{"2\n2 3 2\n3 2 1\n-1\n", "case 1: after the moves, (2,1) is still white"},
           corrupted{"4\n2 3 2\n3 1 1\n2 3 2\n2 3 2\n-1\n", "case 1: 4 moves, but 2 suffice"},
           corrupted{"1\n1 1 2\n-1\n", "case 1: after the moves, (1,1) is still white"},
           corrupted{"2\n2 3 2\n3 1 1\n0\n", "case 2: after the moves, (2,1) is still white"},
       }) {
    const auto result = check(two_cases, output);
    EXPECT_EQ(result.exit_code, 1) << output;
    EXPECT_NE(result.out.find(report), std::string::npos) << report << "\nin:\n" << result.out;
  }
}

TEST(ToggleVerify, CountsAloneAreComparedWithTheOptimum) {
  auto result = check(two_cases, "3\n-1\n");
  EXPECT_EQ(result.exit_code, 1);
  EXPECT_EQ(result.out, "case 1: 3 moves, but 2 suffice\n1 passed, 1 failed\n");
  result = check(two_cases, "1\n-1\n");
  EXPECT_EQ(result.out, "case 1: 1 move, but 2 are needed\n1 passed, 1 failed\n");
  result = check(two_cases, "-1\n0\n");
  EXPECT_EQ(result.out,
            "case 1: -1 (no solution), but 2 moves make the board all black\n"
            "case 2: 0 moves, but no set of moves makes the board all black\n"
            "0 passed, 2 failed\n");
}

TEST(ToggleVerify, UnreadableOutputIsAPresentationError) {
  testing::expect_input_error(check(two_cases, "2\n2 3 5\n3 1 1\n-1\n"),
                              "2:5: the type (1 or 2) must be from 1 to 2, found 5", 2, "out.txt");
  testing::expect_input_error(
      check(two_cases, "2\n2 3 2\n"),
      "3:1: expected the row of move 2 of case 1 (an integer from 1 to 1000), found end of input",
      2, "out.txt");
  testing::expect_input_error(
      check(two_cases, "2\n"),
      "2:1: expected the move count of case 2 (an integer from -1 to 2147483647), found end of "
      "input",
      2, "out.txt");
  EXPECT_EQ(check(two_cases, "2 -1\n").exit_code, 2);
  EXPECT_EQ(check(two_cases, "2\n-1\n0\n").exit_code, 2);
}

TEST(ToggleVerify, BadInputMakesTheCheckerFail) {
  const auto result = check("1\n3 3\nBBW\n", "0\n");
  EXPECT_EQ(result.exit_code, 3);
  EXPECT_EQ(result.out, "");
}

TEST(ToggleVerify, JuryAnswerSetsTheOptimum) {
  const text_file input{"in.txt", std::string(two_cases)};
  const text_file output{"out.txt", "2\n2 3 2\n3 1 1\n-1\n"};
  const text_file jury{"ans.txt", "2\n-1\n"};
  EXPECT_EQ(toggle_tool().verify(input, output, &jury, {}).exit_code, 0);
  const text_file wrong_jury{"ans.txt", "3\n-1\n"};
  const auto result = toggle_tool().verify(input, output, &wrong_jury, {});
  EXPECT_EQ(result.exit_code, 3);
  EXPECT_EQ(result.err,
            "boardsolve: case 1: its plan of 2 moves makes the board all black, but the optimum "
            "given is 3\n");
  const text_file unreadable_jury{"ans.txt", "2\n"};
  EXPECT_EQ(toggle_tool().verify(input, output, &unreadable_jury, {}).exit_code, 3);
}

TEST(ToggleVerify, ReplayChecksTheRulesDirectly) {
  board b(2, 2, 0);
  EXPECT_EQ(replay(b, {}), "");
  b(0, 0) = 1;
  EXPECT_EQ(replay(b, std::vector<move>{{0, 0, move_type::solid}, {1, 1, move_type::hollow}}), "");
  EXPECT_EQ(replay(b, std::vector<move>{{0, 0, move_type::solid}}),
            "after the moves, (1,2) is still white");
  EXPECT_EQ(replay(b, std::vector<move>{{0, 0, move_type::solid},
                                        {1, 1, move_type::hollow},
                                        {0, 1, move_type::hollow}}),
            "move 3: (1,2) type 1, but row 1 already has a type 2 move (move 1)");
  // A move made twice cancels out: legal, if wasteful.
  EXPECT_EQ(replay(b, std::vector<move>{{1, 1, move_type::hollow},
                                        {1, 1, move_type::hollow},
                                        {0, 0, move_type::solid},
                                        {1, 1, move_type::hollow}}),
            "");
}

}  // namespace
}  // namespace boardsolve::toggle
