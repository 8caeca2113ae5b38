// Known values, each checked by two independent methods: the nullities of the n x n classic
// boards (OEIS A159257) by the chase and by Sutner's gcd, and the fewest presses of the
// all-lit board (OEIS A075464) against the published values, for the n whose solution space
// is enumerated quickly (the rest: slow_values_test.cpp, label slow).
#include <gtest/gtest.h>

#include "boardsolve/lightsout.hpp"
#include "lightsout/known_values.hpp"
#include "lightsout/sutner.hpp"

namespace boardsolve::lightsout {
namespace {

constexpr int quick_nullity_n = 1000;
constexpr long long quick_enumeration_words = 1LL << 26;

board all_lit(int n) {
  board b{bit_grid(n, n), plus, topology::plane};
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) b.lights.flip(r, c);
  return b;
}

TEST(LightsoutKnownValues, SutnersGcdGivesTheHandCheckedNullities) {
  const auto gcd = testing::sutner_nullities(5);
  EXPECT_EQ(gcd[1], 0);
  EXPECT_EQ(gcd[2], 0);
  EXPECT_EQ(gcd[3], 0);
  EXPECT_EQ(gcd[4], 4);  // p_4 = (x^2 + x + 1)^2 = p_4(x + 1)
  EXPECT_EQ(gcd[5], 2);  // p_5 = x (x + 1)^4
}

TEST(LightsoutKnownValues, TheChaseAndSutnersGcdAgreeOnTheNullityUpTo1000) {
  const auto gcd = testing::sutner_nullities(quick_nullity_n);
  for (int n = 1; n <= quick_nullity_n; ++n)
    ASSERT_EQ(nullity(n, n, plus, topology::plane), gcd[static_cast<std::size_t>(n)]) << n;
}

TEST(LightsoutKnownValues, TheFewestPressesOfTheAllLitBoardMatchA075464) {
  int checked = 0;
  for (int n = 1; n <= static_cast<int>(testing::a075464.size()); ++n) {
    const board b = all_lit(n);
    const int d = nullity(n, n, plus, topology::plane);
    const long long words = static_cast<long long>(n) * ((n + 63) / 64);
    if (d >= 40 || (words << d) > quick_enumeration_words) continue;
    const solution s = solve(b);
    ASSERT_EQ(s.result, outcome::optimal) << n;
    ASSERT_EQ(s.count, testing::a075464[static_cast<std::size_t>(n - 1)]) << n;
    ASSERT_EQ(verify(b, s), "") << n;
    ++checked;
  }
  EXPECT_GE(checked, 40);
}

}  // namespace
}  // namespace boardsolve::lightsout
