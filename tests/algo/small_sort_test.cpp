// small_stable_sort against std::stable_sort on random short arrays with many equal keys.
#include <gtest/gtest.h>

#include <algorithm>
#include <utility>
#include <vector>

#include "algo/small_sort.hpp"
#include "boardsolve/core/rng.hpp"

namespace boardsolve::algo {
namespace {

TEST(SmallStableSort, AgreesWithTheStandardStableSort) {
  rng random(7);
  for (int round = 0; round < 5000; ++round) {
    std::vector<std::pair<int, int>> items(random.below(40));  // (key, original place)
    for (std::size_t i = 0; i < items.size(); ++i)
      items[i] = {static_cast<int>(random.below(6)), static_cast<int>(i)};
    const auto by_key = [](const auto& a, const auto& b) { return a.first > b.first; };
    auto expected = items;
    std::stable_sort(expected.begin(), expected.end(), by_key);
    small_stable_sort(items.begin(), items.end(), by_key);
    ASSERT_EQ(items, expected) << "round " << round;
  }
}

}  // namespace
}  // namespace boardsolve::algo
