// The search's table key: the key the program uses (pext where the processor has BMI2) equals
// the portable loop's on random positions, keeps positions apart, and refuses too many pawns.
#include <gtest/gtest.h>

#include <map>

#include "boardsolve/core/rng.hpp"
#include "pawnchess/table_key.hpp"

namespace boardsolve::pawnchess {
namespace {

TEST(PawnchessTableKey, EqualsThePortableKeyAndKeepsPositionsApart) {
  rng random(20261125);
  std::map<std::pair<std::uint64_t, std::uint32_t>, std::pair<bitboard, bitboard>> seen;
  for (int i = 0; i < 20000; ++i) {
    bitboard own = 0, foe = 0;
    const int pawns = static_cast<int>(random.below(33));
    for (int k = 0; k < pawns; ++k) {
      const bitboard square = bitboard{1} << random.below(64);
      if ((own | foe) & square) continue;
      (random.below(2) ? own : foe) |= square;
    }
    const auto key = pawn_key(own, foe, 32);
    ASSERT_TRUE(key.has_value());
    const auto portable = pawn_key_portably(own, foe, 32);
    ASSERT_TRUE(portable.has_value());
    EXPECT_EQ(key->high, portable->high);
    EXPECT_EQ(key->low, portable->low);
    const auto [at, inserted] = seen.insert({{key->high, key->low}, {own, foe}});
    if (!inserted) {
      EXPECT_EQ(at->second, std::make_pair(own, foe)) << "two positions, one key";
    }
  }
}

TEST(PawnchessTableKey, RefusesMorePawnsThanTheBound) {
  const bitboard own = 0x00ff00ff00ff00ffULL;  // 32 pawns
  EXPECT_TRUE(pawn_key(own, 0, 32).has_value());
  EXPECT_FALSE(pawn_key(own, 1ULL << 8, 32).has_value());
  EXPECT_FALSE(pawn_key_portably(own, 1ULL << 8, 32).has_value());
  EXPECT_FALSE(pawn_key(0x0f, 0xf0, 7).has_value());
  EXPECT_EQ(pawn_key(0x0f, 0xf0, 8)->low, 0x0fu);  // owners in square order
}

}  // namespace
}  // namespace boardsolve::pawnchess
