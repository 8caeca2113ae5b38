// The six examples of the contest statement and a few shapes, solved byte for byte; the plans
// pinned and replayed.
#include <gtest/gtest.h>

#include "boardsolve/toggle.hpp"
#include "support/tool_test.hpp"

namespace boardsolve::toggle {
namespace {

TEST(ToggleGolden, EveryExampleMatchesItsExpectedOutput) {
  const auto inputs = testing::example_inputs("toggle");
  ASSERT_GE(inputs.size(), 2u);
  for (const auto& path : inputs) {
    const text_file input{path, testing::read_source_file(path)};
    const auto stem = path.substr(0, path.size() - 3);
    const auto result = toggle_tool().solve(input, {});
    EXPECT_EQ(result.exit_code, 0) << path;
    EXPECT_EQ(result.err, "") << path;
    EXPECT_EQ(result.out, testing::read_source_file(stem + ".out")) << path;
  }
}

TEST(ToggleGolden, TheContestExamples) {
  // TopCoder SRM 581, "YetAnotherBoardGame", examples 0 to 5.
  const std::vector<std::pair<std::vector<std::string>, int>> examples = {
      {{"BBBBBBBBB", "BBWBBBBBB", "BWWWBBBBB", "BBWBBBWBB", "BBBBBWBWB", "BBBBBBWBB"}, 2},
      {{"BBW", "WWW", "BWW"}, 2},
      {{"WBW", "BBW", "WBW"}, 4},
      {{"BBBB", "WBWB", "BBBB", "BBBB"}, -1},
      {{"WWWWWBW", "WBWBWBW", "BBWBBWW"}, 7},
      {std::vector<std::string>(10, "WWWWWWWWWW"), 30},
  };
  for (const auto& [rows, expected] : examples) {
    board b(static_cast<int>(rows.size()), static_cast<int>(rows[0].size()));
    for (int r = 0; r < b.rows; ++r)
      for (int c = 0; c < b.cols; ++c)
        b(r, c) = rows[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)] == 'W';
    const solution s = solve(b);
    EXPECT_EQ(s.count, expected) << rows[0];
    EXPECT_EQ(solve_baseline(b), expected) << rows[0];
    if (s.count != no_solution) {
      EXPECT_EQ(replay(b, s.moves), "") << rows[0];
    }
  }
}

TEST(ToggleGolden, ThePlansOfTheStatementArePinnedAndVerify) {
  const text_file input{"statement.in", testing::read_source_file("examples/toggle/statement.in")};
  run_options with_plan;
  with_plan.values["plan"] = "true";
  const auto result = toggle_tool().solve(input, with_plan);
  EXPECT_EQ(result.out, testing::read_source_file("examples/toggle/statement.plan"));
  const auto checked = toggle_tool().verify(input, {"out.txt", result.out}, nullptr, {});
  EXPECT_EQ(checked.exit_code, 0);
  EXPECT_EQ(checked.out, "6 passed, 0 failed\n");
}

TEST(ToggleGolden, TheBruteForceAgreesOnTheSmallShapes) {
  const auto parsed = parse_instances(testing::read_source_file("examples/toggle/shapes.in"));
  for (const board& b : std::get<0>(parsed)) EXPECT_EQ(solve(b).count, solve_brute(b));
}

}  // namespace
}  // namespace boardsolve::toggle
