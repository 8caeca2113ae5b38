// The stored A075464 press sets (docs/data/lightsout_a075464.txt): each one expanded from its
// top row (a075464_data.hpp), replayed to a dark board and its weight checked against the
// stored fewest; the nullity against Sutner's gcd; the published values (n <= 54) against the
// stored ones; and solve() reproduces every stored value whose solution space is enumerated
// within quick_enumeration_words (the rest: slow_values_test.cpp, label slow).
#include <gtest/gtest.h>

#include <map>

#include "boardsolve/lightsout.hpp"
#include "lightsout/a075464_data.hpp"
#include "lightsout/known_values.hpp"
#include "lightsout/sutner.hpp"

namespace boardsolve::lightsout {
namespace {

constexpr long long quick_enumeration_words = 1LL << 24;

long long enumeration_words(int n, int d) {
  return (static_cast<long long>(n) * n + 63) / 64 << d;
}

TEST(LightsoutA075464Data, EveryStoredPressSetTurnsTheAllLitBoardOffWithTheStoredCount) {
  const auto entries = testing::read_a075464_data();
  ASSERT_GE(entries.size(), 150U);  // the file was found and read
  const auto gcd = testing::sutner_nullities(entries.back().n);
  int previous = 0;
  for (const auto& e : entries) {
    ASSERT_GT(e.n, previous);
    previous = e.n;
    ASSERT_EQ(e.first_row.size(), static_cast<std::size_t>((e.n + 3) / 4)) << e.n;
    const board b = testing::all_lit(e.n);
    const bit_grid presses = testing::expand_first_row(e.n, e.first_row);
    ASSERT_EQ(after_presses(b, presses), bit_grid(e.n, e.n)) << e.n;
    ASSERT_EQ(presses.count(), e.fewest) << e.n;
    ASSERT_EQ(e.nullity, gcd[static_cast<std::size_t>(e.n)]) << e.n;
    if (e.n <= static_cast<int>(testing::a075464.size())) {
      ASSERT_EQ(e.fewest, testing::a075464[static_cast<std::size_t>(e.n - 1)]) << e.n;
    }
  }
}

TEST(LightsoutA075464Data, EveryPublishedValueIsStored) {
  std::map<int, long long> stored;
  for (const auto& e : testing::read_a075464_data()) stored[e.n] = e.fewest;
  for (int n = 1; n <= static_cast<int>(testing::a075464.size()); ++n) {
    EXPECT_TRUE(stored.contains(n)) << n;
  }
}

TEST(LightsoutA075464Data, SolveReproducesTheStoredValuesOfQuickSpaces) {
  int checked = 0;
  for (const auto& e : testing::read_a075464_data()) {
    if (e.nullity > 40 || enumeration_words(e.n, e.nullity) > quick_enumeration_words) continue;
    const board b = testing::all_lit(e.n);
    const solution s = solve(b);
    ASSERT_EQ(s.result, outcome::optimal) << e.n;
    ASSERT_EQ(s.nullity, e.nullity) << e.n;
    ASSERT_EQ(s.count, e.fewest) << e.n;
    ++checked;
  }
  EXPECT_GE(checked, 140);
}

}  // namespace
}  // namespace boardsolve::lightsout
