// The long runs of known_values_test.cpp: every published A075464 value the work limit allows
// (the refused n = 39 and 47 spend it: seconds each), and the all-lit 10000 x 10000 board.
// Label slow (ctest --test-dir build/release -L slow -R lightsout).
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "boardsolve/lightsout.hpp"
#include "lightsout/a075464_data.hpp"
#include "lightsout/known_values.hpp"

namespace boardsolve::lightsout {
namespace {

TEST(LightsoutSlowValues, EveryPublishedA075464ValueWithinTheEnumerationLimit) {
  for (int n = 1; n <= static_cast<int>(testing::a075464.size()); ++n) {
    board b{bit_grid(n, n), plus, topology::plane};
    for (int r = 0; r < n; ++r)
      for (int c = 0; c < n; ++c) b.lights.flip(r, c);
    const solution s = solve(b);
    if (s.result == outcome::refused) continue;
    ASSERT_EQ(s.count, testing::a075464[static_cast<std::size_t>(n - 1)]) << n;
  }
}

}  // namespace
}  // namespace boardsolve::lightsout

namespace boardsolve::lightsout {
namespace {

TEST(LightsoutSlowValues, TheAllLitTenThousandBoardIsSolvedAndReplays) {
  board b{bit_grid(10'000, 10'000), plus, topology::plane};
  for (auto& w : b.lights.words) w = ~std::uint64_t{0};
  for (int r = 0; r < 10'000; ++r)
    b.lights.words[b.lights.word(r, 9'999)] &= (std::uint64_t{1} << (10'000 % 64)) - 1;
  ASSERT_EQ(b.lights.count(), 100'000'000);
  const solution s = solve(b);
  ASSERT_EQ(s.result, outcome::optimal);
  EXPECT_EQ(s.nullity, 0);
  EXPECT_EQ(after_presses(b, s.presses), bit_grid(10'000, 10'000));
  EXPECT_EQ(s.count, s.presses.count());
}

}  // namespace
}  // namespace boardsolve::lightsout

namespace boardsolve::lightsout {
namespace {

// The stored A075464 values past the default tests' budget, reproduced by solve() with the
// work limit raised to 2^37 words, what the table's runs allowed; one test per n, so that each
// gets the slow label's timeout (n = 39, 2^32 solutions of 24 words: minutes). A value stored
// from a longer run is only replayed, by a075464_data_test.cpp.
constexpr long long table_work_words = 1LL << 37;

std::vector<testing::a075464_entry> slow_entries() {
  std::vector<testing::a075464_entry> slow;
  for (const auto& e : testing::read_a075464_data()) {
    const long long words = (static_cast<long long>(e.n) * e.n + 63) / 64;
    if (e.nullity > 40 || (words << e.nullity) <= (1LL << 24)) continue;  // the default tests'
    if ((words << e.nullity) <= table_work_words) slow.push_back(e);
  }
  return slow;
}

class LightsoutSlowA075464 : public ::testing::TestWithParam<testing::a075464_entry> {};

TEST_P(LightsoutSlowA075464, SolveReproducesTheStoredValue) {
  const auto& e = GetParam();
  const solution s = solve(testing::all_lit(e.n), {.max_work_words = table_work_words});
  ASSERT_EQ(s.result, outcome::optimal) << e.n;
  EXPECT_EQ(s.count, e.fewest) << e.n;
  EXPECT_EQ(s.nullity, e.nullity) << e.n;
}

// Named by n: the digits alone (GCC 12 warns, falsely, on "n" + std::to_string under -O3).
INSTANTIATE_TEST_SUITE_P(StoredValues, LightsoutSlowA075464, ::testing::ValuesIn(slow_entries()),
                         [](const auto& test) { return std::to_string(test.param.n); });

TEST(LightsoutSlowValues, TheSlowA075464ValuesIncludeThePreviouslyRefused39And47) {
  std::vector<int> ns;
  for (const auto& e : slow_entries()) ns.push_back(e.n);
  EXPECT_NE(std::find(ns.begin(), ns.end(), 39), ns.end());
  EXPECT_NE(std::find(ns.begin(), ns.end(), 47), ns.end());
  EXPECT_GE(ns.size(), 5U);
}

}  // namespace
}  // namespace boardsolve::lightsout
