#include "boardsolve/core/rng.hpp"

#include <gtest/gtest.h>

#include <array>

#include "boardsolve/tool.hpp"

namespace boardsolve {
namespace {

TEST(Rng, SameSeedSameSequenceDifferentSeedDifferentSequence) {
  rng a(42), b(42), c(43);
  for (int i = 0; i < 100; ++i) {
    const auto x = a.next();
    EXPECT_EQ(x, b.next());
    EXPECT_NE(x, c.next());
  }
}

TEST(Rng, BelowStaysInRangeAndHitsEveryValue) {
  rng random(7);
  std::array<int, 6> counts{};
  for (int i = 0; i < 6000; ++i) {
    const auto v = random.below(6);
    ASSERT_LT(v, 6u);
    ++counts[v];
  }
  for (int count : counts) EXPECT_GT(count, 800);
  for (int i = 0; i < 1000; ++i) {
    const int v = random.between(-3, 3);
    EXPECT_GE(v, -3);
    EXPECT_LE(v, 3);
  }
}

TEST(Rng, ChanceMatchesItsProbability) {
  rng random(1);
  int hits = 0;
  for (int i = 0; i < 100000; ++i) hits += random.chance(0.25) ? 1 : 0;
  EXPECT_NEAR(hits / 100000.0, 0.25, 0.01);
  EXPECT_FALSE(random.chance(0.0));
}

TEST(BoardSize, ParsesSquareAndRectangularSizes) {
  ASSERT_TRUE(parse_board_size("8", 100));
  EXPECT_EQ(parse_board_size("8", 100)->rows, 8);
  EXPECT_EQ(parse_board_size("3x5", 100)->cols, 5);
  EXPECT_FALSE(parse_board_size("0", 100));
  EXPECT_FALSE(parse_board_size("101", 100));
  EXPECT_FALSE(parse_board_size("3x", 100));
  EXPECT_FALSE(parse_board_size("x3", 100));
  EXPECT_FALSE(parse_board_size("3y4", 100));
}

}  // namespace
}  // namespace boardsolve
