// The heavier runs (ctest label "stress"): the search engine on every position the contest
// allows against the value table, and the start positions of the medium boards, pinned.
#include <gtest/gtest.h>

#include "boardsolve/pawnchess.hpp"
#include "boardsolve/pawnchess_search.hpp"
#include "pawnchess/proof_search.hpp"
#include "pawnchess/value_table.hpp"

namespace boardsolve::pawnchess {
namespace {

std::string label(const position& p) {
  return format_instances({&p, 1});
}

TEST(PawnchessLargeStress, EveryContestPositionSearchEqualsTable) {
  rng random(1);
  const geometry g(4, 4);
  const uva_rule_set rules(g);
  value_table table(g);
  proof_search search(rules, 256 << 20, nullptr);
  const auto family1 = *generate({.kind = "contest-all", .rows = 4, .cols = 4, .count = 1}, random);
  for (const position& p : family1)
    ASSERT_EQ(search.value(rules.view_of(p), side::white), table.value(rules.view_of(p)))
        << label(p);
}

TEST(PawnchessLargeStress, StartPositionsOfMediumBoards) {
  // The rows of docs/pawnchess-results.md that take at most about 3 s each.
  struct pinned {
    int rows;
    int cols;
    side winner;
    int plies;
  };
  for (const pinned& p :
       {pinned{4, 7, side::white, 19}, pinned{7, 4, side::black, 24}, pinned{5, 6, side::black, 22},
        pinned{6, 5, side::white, 29}, pinned{4, 8, side::black, 24}, pinned{8, 4, side::white, 31},
        pinned{5, 7, side::white, 29}, pinned{7, 5, side::white, 29}, pinned{6, 6, side::black, 30},
        pinned{8, 5, side::black, 36}, pinned{7, 6, side::white, 39}}) {
    solver s(p.rows, p.cols, memory_bound(std::uint64_t{1} << 30));
    EXPECT_EQ(outcome_of(side::white, s.value(start_position(p.rows, p.cols))),
              (outcome{p.winner, p.plies}))
        << p.rows << "x" << p.cols;
  }
}

}  // namespace
}  // namespace boardsolve::pawnchess
