// The generator: seeded (the same boards from the same seed), each family what it says.
#include <gtest/gtest.h>

#include "boardsolve/lightsout.hpp"

namespace boardsolve::lightsout {
namespace {

TEST(LightsoutGenerate, TheSameSeedGivesTheSameBoards) {
  rng a(7), b(7);
  const generator_request q{.kind = "random", .rows = 6, .cols = 70, .count = 3};
  const auto x = generate(q, a), y = generate(q, b);
  ASSERT_TRUE(x && y);
  ASSERT_EQ(x->size(), 3u);
  EXPECT_EQ(format_instances(*x), format_instances(*y));
  EXPECT_NE((*x)[0].lights, (*x)[1].lights);
}

TEST(LightsoutGenerate, EachFamilyIsWhatItSays) {
  rng random(11);
  const auto all = generate({.kind = "all-lit", .rows = 3, .cols = 5}, random);
  ASSERT_TRUE(all);
  EXPECT_EQ((*all)[0].lights.count(), 15);
  for (const std::string_view kind : {"planted", "worst"}) {
    const auto planted = generate({.kind = kind, .rows = 5, .cols = 5, .count = 20}, random);
    ASSERT_TRUE(planted);
    for (const board& b : *planted) EXPECT_EQ(solve(b).result, outcome::optimal) << kind;
  }
  const auto unsolvable =
      generate({.kind = "unsolvable", .rows = 4, .cols = 4, .count = 5}, random, cross);
  ASSERT_TRUE(unsolvable);
  for (const board& b : *unsolvable) {
    EXPECT_EQ(b.shape, cross);
    EXPECT_EQ(solve_brute(b), no_solution);
  }
  // Every 3 x 3 classic board is solvable (nullity 0): no unsolvable family there.
  EXPECT_FALSE(generate({.kind = "unsolvable", .rows = 3, .cols = 3}, random));
  EXPECT_FALSE(generate({.kind = "nonsense", .rows = 3, .cols = 3}, random));
  EXPECT_FALSE(generate({.kind = "random", .rows = 2, .cols = 3}, random, plus, topology::torus));
}

}  // namespace
}  // namespace boardsolve::lightsout
