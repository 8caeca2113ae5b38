// The problem package's texts of toggle: the sample is the statement's example and passes the
// validator; the statement names the validator's limits and the judge's rule.
#include <gtest/gtest.h>

#include <string>

#include "boardsolve/toggle.hpp"
#include "support/contest_input_test.hpp"
#include "support/tool_test.hpp"

namespace boardsolve::toggle {
namespace {

TEST(ToggleContestStatement, SampleIsTheStatementExampleAndValid) {
  EXPECT_EQ(problem().sample_input, testing::read_source_file("examples/toggle/statement.in"));
  testing::expect_accepted(problem().check_contest_input, problem().sample_input);
}

TEST(ToggleContestStatement, StatesTheValidatorsLimitsAndTheJudgesRule) {
  const std::string statement = testing::as_read(problem().statement);
  EXPECT_EQ(problem().title, "Toggle Board");
  for (const std::string_view part :
       {"## Input", "## Output", "## Constraints", "## Judging", "1 ≤ T ≤ 200", "1 ≤ n, m ≤ 13",
        "n and m separated by a single space", "`-1` if no set of moves does",
        "exactly one correct number"})
    EXPECT_NE(statement.find(part), std::string::npos) << part;
}

}  // namespace
}  // namespace boardsolve::toggle
