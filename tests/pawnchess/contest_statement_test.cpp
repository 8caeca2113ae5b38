// The problem package's texts of pawnchess: the sample is the statement's example and passes
// the validator; the statement names the validator's limits and the judge's rule.
#include <gtest/gtest.h>

#include <string>

#include "boardsolve/pawnchess.hpp"
#include "support/contest_input_test.hpp"
#include "support/tool_test.hpp"

namespace boardsolve::pawnchess {
namespace {

TEST(PawnchessContestStatement, SampleIsTheStatementExampleAndValid) {
  EXPECT_EQ(problem().sample_input, testing::read_source_file("examples/pawnchess/statement.in"));
  testing::expect_accepted(problem().check_contest_input, problem().sample_input);
}

TEST(PawnchessContestStatement, StatesTheValidatorsLimitsAndTheJudgesRule) {
  const std::string statement = testing::as_read(problem().statement);
  EXPECT_EQ(problem().title, "Pawn Chess");
  for (const std::string_view part :
       {"## Input", "## Output", "## Constraints", "## Judging", "1 ≤ T ≤ 275836",
        "board of 4 by 4", "Each side has 1 to 4 pawns",
        "No white pawn stands on the top row and no black pawn on the bottom row",
        "White has at least one legal move", "an empty line before each position",
        "exactly one correct line"})
    EXPECT_NE(statement.find(part), std::string::npos) << part;
}

}  // namespace
}  // namespace boardsolve::pawnchess
