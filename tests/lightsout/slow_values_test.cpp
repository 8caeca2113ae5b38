// The long runs of known_values_test.cpp: every published A075464 value the work limit allows
// (the refused n = 39 and 47 spend it: seconds each), and the all-lit 10000 x 10000 board.
// Label slow (ctest --test-dir build/release -L slow -R lightsout).
#include <gtest/gtest.h>

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
// work limit raised to 2^37 words, what the table's runs allowed (minutes for n = 39); a value
// stored from a longer run would only be replayed, by a075464_data_test.cpp.
TEST(LightsoutSlowValues, SolveReproducesEveryStoredA075464Value) {
  constexpr long long table_work_words = 1LL << 37;
  int checked = 0;
  for (const auto& e : testing::read_a075464_data()) {
    const long long words = (static_cast<long long>(e.n) * e.n + 63) / 64;
    if (e.nullity > 40 || (words << e.nullity) <= (1LL << 24)) continue;  // the default tests'
    if ((words << e.nullity) > table_work_words) continue;
    const solution s = solve(testing::all_lit(e.n), {.max_work_words = table_work_words});
    ASSERT_EQ(s.result, outcome::optimal) << e.n;
    ASSERT_EQ(s.count, e.fewest) << e.n;
    ASSERT_EQ(s.nullity, e.nullity) << e.n;
    ++checked;
  }
  EXPECT_GE(checked, 5);
}

}  // namespace
}  // namespace boardsolve::lightsout
