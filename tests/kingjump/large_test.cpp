// Large boards: trails of hundreds of thousands of jumps solved on a thread whose stack is
// 256 KB (nothing recurses with the board), crowds of kings, and the largest sizes.
#include <gtest/gtest.h>

#include "boardsolve/kingjump.hpp"
#include "large_board.hpp"
#include "printers.hpp"

namespace boardsolve::kingjump {
namespace {

using namespace stress;

TEST(KingjumpLarge, TrailOfAQuarterMillionJumpsOnASmallStack) {
  expect_long_trail(1500, 1, 250'000);
}

TEST(KingjumpLarge, CrowdsOfKingsCostNothingPerKing) {
  rng random(6);
  const board b = generate("kings", 1200, 0.3, random);
  std::size_t kings = 0;
  for (const cell c : b.cells) kings += c == cell::king ? 1u : 0u;
  ASSERT_GT(kings, 200'000u);
  const path p = solve(b);
  ASSERT_EQ(p.size(), checkers_on(b) + 1);
  EXPECT_EQ(replay(b, p), "");
  EXPECT_EQ(diagnose(b).king, p[0]);
}

TEST(KingjumpLarge, TwoThreadsGiveTheSameAnswerAsOne) {
  rng random(12);
  for (const char* kind : {"trail", "near", "kings", "random"}) {
    const board b = generate(kind, 1100, -1, random);
    EXPECT_EQ(solve(b, 2), solve(b, 1)) << kind;
    EXPECT_EQ(solve(b, 0), solve(b, 1)) << kind;
  }
}

}  // namespace
}  // namespace boardsolve::kingjump
