// The threaded search (split stages, shared incumbent) on boards large enough to use it,
// kept small so that it also runs under the sanitizers.
#include <gtest/gtest.h>

#include "boardsolve/toggle.hpp"

namespace boardsolve::toggle {
namespace {

TEST(ToggleThreads, SplitSearchGivesTheSameCheckedPlan) {
  rng random(17);
  for (const char* kind : {"random", "hard", "white"}) {
    const board b = generate({.kind = kind, .rows = 17, .cols = 15}, random)->front();
    const solution one = solve(b, 1);
    const solution two = solve(b, 2);
    EXPECT_EQ(one.count, two.count) << kind;
    EXPECT_EQ(one.moves, two.moves) << kind;
    if (two.count != no_solution) {
      EXPECT_EQ(replay(b, two.moves), "") << kind;
    }
  }
}

TEST(ToggleThreads, ManyBoardsSideBySideKeepTheirOrder) {
  rng random(18);
  std::vector<board> boards;
  for (int t = 0; t < 40; ++t)
    boards.push_back(generate({.kind = "random", .rows = 9, .cols = 10}, random)->front());
  boards.push_back(generate({.kind = "hard", .rows = 16, .cols = 16}, random)
                       ->front());  // large: solved with every thread
  const std::vector<solution> all = solve_all(boards, 2);
  ASSERT_EQ(all.size(), boards.size());
  for (std::size_t i = 0; i < boards.size(); ++i) {
    const solution alone = solve(boards[i], 1);
    EXPECT_EQ(all[i].count, alone.count) << i;
    EXPECT_EQ(all[i].moves, alone.moves) << i;
  }
}

}  // namespace
}  // namespace boardsolve::toggle
