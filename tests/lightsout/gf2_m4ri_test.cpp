// M4RI's elimination (algo/gf2_m4ri.hpp) against ours (algo/gf2_dense.hpp), bit for bit, on
// seeded random systems across many words; built only with BOARDSOLVE_USE_M4RI.
#include <gtest/gtest.h>

#include "algo/gf2_dense.hpp"
#include "algo/gf2_m4ri.hpp"
#include "boardsolve/core/rng.hpp"

namespace boardsolve::algo {
namespace {

TEST(LightsoutGf2M4ri, TheSameSpaceAsOursBitForBit) {
  rng random(47);
  int inconsistent = 0, with_kernel = 0;
  for (int trial = 0; trial < 300; ++trial) {
    const int unknowns = random.between(1, 700);
    const int equations = random.between(1, 700);
    // Sparse, dense, and rank-deficient (rows that repeat) systems.
    const double density = random.uniform();
    const bool repeat = random.chance(0.3);
    gf2_dense_system ours(static_cast<std::size_t>(equations), static_cast<std::size_t>(unknowns));
    for (int e = 0; e < equations; ++e) {
      const int from = repeat && e > 0 ? random.between(0, e - 1) : -1;
      for (int j = 0; j <= unknowns; ++j) {
        const auto ue = static_cast<std::size_t>(e), uj = static_cast<std::size_t>(j);
        if (from >= 0 ? ours.get(static_cast<std::size_t>(from), uj) : random.chance(density))
          ours.flip(ue, uj);
      }
    }
    const gf2_dense_system original = ours;
    const auto got = solve_m4ri(original);
    const auto expected = ours.solve();
    ASSERT_EQ(got.consistent, expected.consistent) << trial;
    ASSERT_EQ(got.particular, expected.particular) << trial;
    ASSERT_EQ(got.kernel, expected.kernel) << trial;
    if (!got.consistent) ++inconsistent;
    if (!got.kernel.empty()) ++with_kernel;
  }
  EXPECT_GT(inconsistent, 10);  // every kind of system was tried
  EXPECT_LT(inconsistent, 290);
  EXPECT_GT(with_kernel, 10);
}

TEST(LightsoutGf2M4ri, SolveDenseUsesItAboveTheThreshold) {
  // x_j + x_{j+1} = 1 for j < n - 1: kernel the all-ones vector, on both sides of the threshold.
  for (const std::size_t n : {m4ri_min_unknowns - 1, m4ri_min_unknowns, std::size_t{1000}}) {
    gf2_dense_system s(n - 1, n);
    for (std::size_t j = 0; j + 1 < n; ++j) {
      s.flip(j, j);
      s.flip(j, j + 1);
      s.flip(j, n);
    }
    gf2_dense_system copy = s;
    const auto got = solve_dense(s);
    const auto expected = copy.solve();
    ASSERT_TRUE(got.consistent);
    ASSERT_EQ(got.kernel, expected.kernel);
    ASSERT_EQ(got.particular, expected.particular);
  }
}

}  // namespace
}  // namespace boardsolve::algo
