// The problem package's texts of kingjump: the sample is the statement's example and passes
// the validator; the statement names the validator's limits and the judge's rule.
#include <gtest/gtest.h>

#include <string>

#include "boardsolve/kingjump.hpp"
#include "support/contest_input_test.hpp"
#include "support/tool_test.hpp"

namespace boardsolve::kingjump {
namespace {

TEST(KingjumpContestStatement, SampleIsTheStatementExampleAndValid) {
  EXPECT_EQ(problem().sample_input, testing::read_source_file("examples/kingjump/statement.in"));
  testing::expect_accepted(problem().check_contest_input, problem().sample_input);
}

TEST(KingjumpContestStatement, StatesTheValidatorsLimitsAndTheJudgesRule) {
  const std::string statement = testing::as_read(problem().statement);
  EXPECT_EQ(problem().title, "King Jump");
  for (const std::string_view part :
       {"## Input", "## Output", "## Constraints", "## Judging", "4 ≤ N ≤ 500",
        "holds `-` exactly when R + C is even", "`impossible` is accepted only when",
        "any sequence of legal jumps"})
    EXPECT_NE(statement.find(part), std::string::npos) << part;
}

}  // namespace
}  // namespace boardsolve::kingjump
