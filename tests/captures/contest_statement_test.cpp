// The problem package's texts of captures: the sample is the statement's example and passes the
// validator; the statement names the validator's limits and the judge's rule.
#include <gtest/gtest.h>

#include <string>

#include "boardsolve/captures.hpp"
#include "support/contest_input_test.hpp"
#include "support/tool_test.hpp"

namespace boardsolve::captures {
namespace {

TEST(CapturesContestStatement, SampleIsTheStatementExampleAndValid) {
  EXPECT_EQ(problem().sample_input, testing::read_source_file("examples/captures/statement.in"));
  testing::expect_accepted(problem().check_contest_input, problem().sample_input);
}

TEST(CapturesContestStatement, StatesTheValidatorsLimitsAndTheJudgesRule) {
  const std::string statement = testing::as_read(problem().statement);
  EXPECT_EQ(problem().title, "Pawn Captures");
  for (const std::string_view part : {"## Input", "## Output", "## Constraints", "## Judging",
                                      "1 ≤ T ≤ 10", "1 ≤ N ≤ 100", "any of them is accepted"})
    EXPECT_NE(statement.find(part), std::string::npos) << part;
}

}  // namespace
}  // namespace boardsolve::captures
