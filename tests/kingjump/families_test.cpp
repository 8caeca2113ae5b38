// The test families: each a gen kind, crossed kings block each other, decoy kings on the
// other lattice block nothing, and the package tests within winchk's constraints.
#include <gtest/gtest.h>

#include <algorithm>
#include <charconv>
#include <sstream>

#include "boardsolve/kingjump.hpp"
#include "boardsolve/tool.hpp"
#include "support/family_test.hpp"

namespace boardsolve::kingjump {
namespace {

board generated_board(std::string_view kind, int side, std::uint64_t seed) {
  rng random(seed);
  return generate({.kind = kind, .rows = side, .cols = side}, random)->front();
}

bool next_to_checker(const board& b, int r, int c) {
  for (const int dr : {-1, 1})
    for (const int dc : {-1, 1})
      if (b.contains(r + dr, c + dc) && b(r + dr, c + dc) == cell::checker) return true;
  return false;
}

TEST(KingjumpFamilies, EveryFamilyIsAGenKind) {
  testing::expect_families_are_kinds(kingjump_tool(), problem().families, "9");
}

TEST(KingjumpFamilies, CrossedKingsBlockEachOther) {
  for (const int side : {8, 20, 50})
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
      const board b = generated_board("crossed", side, seed);
      EXPECT_TRUE(solve(b).empty()) << side << " seed " << seed;
      // A king that, taken away, leaves the board to the other: it stood on its trail.
      bool one_blocks = false;
      for (std::size_t i = 0; i < b.cells.size(); ++i) {
        if (b.cells[i] != cell::king) continue;
        board without = b;
        without.cells[i] = cell::empty;
        one_blocks |= !solve(without).empty();
      }
      EXPECT_TRUE(one_blocks) << side << " seed " << seed;
    }
}

TEST(KingjumpFamilies, DecoyKingsTouchCheckersButBlockNothing) {
  int decoy_first = 0;
  for (const int side : {8, 20, 50})
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
      const board b = generated_board("decoys", side, seed);
      const path p = solve(b);
      ASSERT_FALSE(p.empty()) << side << " seed " << seed;
      EXPECT_EQ(replay(b, p), "");
      int touching = 0;
      bool first = true;
      for (int r = 0; r < side; ++r)
        for (int c = 0; c < side; ++c)
          if (b(r, c) == cell::king && next_to_checker(b, r, c)) {
            ++touching;
            if (first && (square{r, c} != p[0])) ++decoy_first;
            first = false;
          }
      EXPECT_GE(touching, 2) << side << " seed " << seed;
    }
  EXPECT_GE(decoy_first, 15) << "a decoy before the king in reading order, in most boards";
}

int longest_side(const std::string& text) {
  return std::get<board>(parse_instance(text)).rows;
}

TEST(KingjumpFamilies, SecretTestsMeetTheContestAndVerify) {
  testing::expect_secret_tests_hold(kingjump_tool(), problem().families, problem().secret_tests, 3,
                                    longest_side);
}

}  // namespace
}  // namespace boardsolve::kingjump
