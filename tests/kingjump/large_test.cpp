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
  const board b =
      generate({.kind = "kings", .rows = 1200, .cols = 1200, .density = 0.3}, random)->front();
  std::size_t kings = 0;
  for (const cell c : b.cells) kings += c == cell::king ? 1u : 0u;
  ASSERT_GT(kings, 200'000u);
  const path p = solve(b);
  ASSERT_EQ(p.size(), checkers_on(b) + 1);
  EXPECT_EQ(replay(b, p), "");
  EXPECT_EQ(diagnose(b).king, p[0]);
}

TEST(KingjumpLarge, TheFullLatticeIsOneTrailOfAQuarterOfTheSquares) {
  // Every side modulo 4, tiny to large: the king on (1,2) takes every checker, and there are
  // nearly side^2 / 4 of them (the longest answer of a board of this side).
  rng random(13);
  EXPECT_TRUE(solve(generate({.kind = "full", .rows = 1, .cols = 1}, random)->front())
                  .empty());  // no playable square
  for (const int side : {2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 101, 102, 1000, 1003}) {
    const board b = generate({.kind = "full", .rows = side, .cols = side}, random)->front();
    const path p = solve(b);
    ASSERT_FALSE(p.empty()) << side;
    EXPECT_EQ(p[0], (square{0, 1})) << side;
    EXPECT_EQ(p.size(), checkers_on(b) + 1) << side;
    EXPECT_EQ(replay(b, p), "") << side;
    // The checkers fill the odd rows (1-based even) between the first and last columns of
    // the part used: ((used - 1) / 2) rows of ((used - 2) / 2) checkers.
    const auto used = static_cast<std::size_t>(side % 4 == 2 ? side - 1 : side);
    EXPECT_EQ(checkers_on(b), ((used - 1) / 2) * ((used - 2) / 2)) << side;
  }
  EXPECT_EQ(generate({.kind = "full", .rows = 1003, .cols = 1003}, random)->front(),
            generate({.kind = "full", .rows = 1003, .cols = 1003}, random)->front());
}

TEST(KingjumpLarge, TwoThreadsGiveTheSameAnswerAsOne) {
  rng random(12);
  for (const char* kind : {"trail", "near", "kings", "random"}) {
    const board b = generate({.kind = kind, .rows = 1100, .cols = 1100}, random)->front();
    EXPECT_EQ(solve(b, 2), solve(b, 1)) << kind;
    EXPECT_EQ(solve(b, 0), solve(b, 1)) << kind;
  }
}

}  // namespace
}  // namespace boardsolve::kingjump
