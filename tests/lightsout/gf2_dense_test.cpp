// The multi-word eliminator against the one-word one (algo/gf2_system.hpp) on seeded random
// systems, and every answer substituted back.
#include <gtest/gtest.h>

#include "algo/gf2_dense.hpp"
#include "algo/gf2_system.hpp"
#include "boardsolve/core/rng.hpp"

namespace boardsolve::algo {
namespace {

// Row e of the system applied to x, plus its right-hand side when with_rhs.
bool row_value(const gf2_dense_system& s, std::size_t e, const gf2_bits& x, bool with_rhs) {
  bool v = with_rhs && s.get(e, s.unknowns());
  for (std::size_t j = 0; j < s.unknowns(); ++j) v ^= s.get(e, j) && gf2_get(x, j);
  return v;
}

TEST(LightsoutGf2Dense, AgreesWithTheOneWordEliminatorAndSubstitutesBack) {
  rng random(47);
  int inconsistent = 0;
  for (int trial = 0; trial < 3000; ++trial) {
    const int unknowns = random.between(0, 63 - 1);
    const int equations = random.between(0, 70);
    const double density = random.uniform();
    gf2_dense_system dense(static_cast<std::size_t>(equations), static_cast<std::size_t>(unknowns));
    std::vector<gf2_row> rows(static_cast<std::size_t>(equations), 0);
    for (int e = 0; e < equations; ++e)
      for (int j = 0; j <= unknowns; ++j)
        if (random.chance(density)) {
          dense.flip(static_cast<std::size_t>(e), static_cast<std::size_t>(j));
          rows[static_cast<std::size_t>(e)] |= gf2_row{1} << j;
        }
    const gf2_dense_system original = dense;
    const auto expected = solve_gf2(rows, unknowns);
    const auto got = dense.solve();
    ASSERT_EQ(got.consistent, expected.has_value()) << trial;
    if (expected) {
      ASSERT_EQ(got.kernel.size(), expected->kernel.size()) << trial;
    }
    if (!got.consistent) ++inconsistent;
    for (std::size_t e = 0; e < original.equations(); ++e) {
      if (got.consistent) {
        ASSERT_FALSE(row_value(original, e, got.particular, true)) << trial;
      }
      for (const auto& v : got.kernel) ASSERT_FALSE(row_value(original, e, v, false)) << trial;
    }
  }
  EXPECT_GT(inconsistent, 100);  // both kinds of system were tried
  EXPECT_LT(inconsistent, 2900);
}

TEST(LightsoutGf2Dense, ALargeSystemAcrossManyWords) {
  // x_j + x_{j+1} = 1 for j < 299: a chain, kernel dimension 1 (the all-ones vector).
  const std::size_t n = 300;
  gf2_dense_system s(n - 1, n);
  for (std::size_t j = 0; j + 1 < n; ++j) {
    s.flip(j, j);
    s.flip(j, j + 1);
    s.flip(j, n);
  }
  const auto got = s.solve();
  ASSERT_TRUE(got.consistent);
  ASSERT_EQ(got.kernel.size(), 1u);
  for (std::size_t j = 0; j < n; ++j) {
    EXPECT_TRUE(gf2_get(got.kernel[0], j));
    EXPECT_EQ(gf2_get(got.particular, j), gf2_get(got.particular, 0) ^ (j % 2 == 1));
  }
}

}  // namespace
}  // namespace boardsolve::algo
