// The bit-row layer: layout and padding, the pawn classes against the byte-per-square
// classification of the baseline, and the attack_set certificate.
#include <gtest/gtest.h>

#include "boardsolve/captures.hpp"
#include "captures/attack_graph.hpp"
#include "captures/pawn_classes.hpp"

namespace boardsolve::captures {
namespace {

board random_board(rng& random, int max_side) {
  board b(random.between(1, max_side), random.between(1, max_side));
  const double density = random.uniform();
  for (auto& cell : b.cells) cell = random.chance(density);
  return b;
}

TEST(CapturesBitRows, IndexLayoutAndPadding) {
  bit_rows bits(3, 130);  // 130 + 2 columns need three words a row
  EXPECT_EQ(bits.row_words(), 3);
  EXPECT_EQ(bits.stride(), 192);
  EXPECT_EQ(bits.index(0, 0), 193);
  EXPECT_EQ(bits.row_of(bits.index(2, 129)), 2);
  EXPECT_EQ(bits.col_of(bits.index(2, 129)), 129);
  bits.set(bits.index(1, 63));  // column 63 is bit 64 of the row: word 1, bit 0
  EXPECT_EQ(bits.row(1)[1], 1u);
  EXPECT_TRUE(bits.test(bits.index(1, 63)));
  EXPECT_EQ(bits.count(), 1u);
  // Shifts read the neighbouring words: bit 63 of word 0 comes from column 62.
  bits.reset(bits.index(1, 63));
  bits.set(bits.index(1, 62));
  EXPECT_EQ(from_left(bits.row(1), 1), 1u);  // bit 64 holds bit 63 (column 62)
  EXPECT_EQ(from_right(bits.row(1), 0), word{1} << 62);
}

TEST(CapturesBitRows, PawnBitsKeepPaddingZero) {
  rng random(5);
  for (int trial = 0; trial < 300; ++trial) {
    board b = random_board(random, 200);
    for (auto& cell : b.cells) cell = cell ? static_cast<std::uint8_t>(random.between(1, 255)) : 0;
    const bit_rows pawns = pawn_bits(b);
    std::size_t count = 0;
    for (int r = 0; r < b.rows; ++r)
      for (int c = 0; c < b.cols; ++c) {
        ASSERT_EQ(pawns.test(pawns.index(r, c)), b(r, c) != 0) << r << " " << c;
        count += b(r, c) != 0;
      }
    EXPECT_EQ(pawns.count(), count);  // nothing in the padding
  }
}

TEST(CapturesBitRows, PawnClassesAgreeWithTheByteClassification) {
  rng random(6);
  for (int trial = 0; trial < 500; ++trial) {
    const board b = random_board(random, 150);
    const pawn_classes classes(b);
    const attack_graph g(b);
    for (int r = 0; r < b.rows; ++r)
      for (int c = 0; c < b.cols; ++c) {
        const int i = classes.pawns.index(r, c);
        ASSERT_EQ(classes.forced.test(i), g.has(g.id(r, c), forced)) << r << " " << c;
        ASSERT_EQ(classes.open.test(i), g.has(g.id(r, c), open)) << r << " " << c;
      }
  }
}

TEST(CapturesAttackSet, InsertContainsListAndSize) {
  attack_set set(4, 70);
  EXPECT_EQ(set.size(), 0u);
  const std::vector<capture> attacks = {{1, 0, direction::right},
                                        {1, 69, direction::left},
                                        {3, 64, direction::left},
                                        {3, 64, direction::right},
                                        {2, 63, direction::left}};
  for (const capture& a : attacks) set.insert(a);
  EXPECT_EQ(set.size(), 5u);
  for (const capture& a : attacks) EXPECT_TRUE(set.contains(a));
  EXPECT_FALSE(set.contains({1, 0, direction::left}));
  EXPECT_FALSE(set.contains({4, 0, direction::left}));  // off the board
  EXPECT_EQ(set.list(), (std::vector<capture>{{1, 0, direction::right},
                                              {1, 69, direction::left},
                                              {2, 63, direction::left},
                                              {3, 64, direction::left},
                                              {3, 64, direction::right}}));
  attack_set same(4, 70);
  for (auto it = attacks.rbegin(); it != attacks.rend(); ++it) same.insert(*it);
  EXPECT_EQ(set, same);
}

}  // namespace
}  // namespace boardsolve::captures
