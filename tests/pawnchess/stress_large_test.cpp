// The heavier differential runs (ctest label "stress"): the search engine on every position
// the contest allows, and the 6x6 start position.
#include <gtest/gtest.h>

#include "boardsolve/pawnchess.hpp"
#include "pawnchess/search.hpp"
#include "pawnchess/value_table.hpp"

namespace boardsolve::pawnchess {
namespace {

std::string label(const position& p) {
  return format_instances({&p, 1});
}

TEST(PawnchessLargeStress, EveryContestPositionSearchEqualsTable) {
  rng random(1);
  const geometry g(4, 4);
  value_table table(g);
  proof_search search(g, 256 << 20, nullptr);
  const auto family1 = *generate("contest-all", 4, 4, 1, random);
  for (const position& p : family1)
    ASSERT_EQ(search.value(view_of(g, p), side::white), table.value(view_of(g, p))) << label(p);
}

TEST(PawnchessLargeStress, StartOfSixBySix) {
  solver s(6, 6, {std::uint64_t{256} << 20, nullptr});
  EXPECT_EQ(outcome_of(side::white, s.value(start_position(6, 6))), (outcome{side::black, 30}));
}

}  // namespace
}  // namespace boardsolve::pawnchess
