// Playing by hand, on seeded boards of generate(): legal_moves and why_illegal agree, play()
// agrees with the checker, best_move reaches the goal in the solver's (and the brute force's)
// optimum, and random playouts end at the goal, which is where the legal moves run out.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <string_view>

#include "boardsolve/captures.hpp"

namespace boardsolve::captures {
namespace {

constexpr std::array<std::string_view, 12> kinds = {
    "random", "full", "checkerboard", "chains",      "row",  "column",
    "empty",  "hard", "deep",         "greedy-trap", "fans", "edges"};

board random_board(rng& random, int max_side) {
  const int rows = random.between(1, max_side), cols = random.between(1, max_side);
  return generate({.kind = kinds[random.index_below(kinds.size())], .rows = rows, .cols = cols},
                  random)
      ->front();
}

std::string label(const board& b, int trial) {
  return "trial " + std::to_string(trial) + "\n" + format_instances({&b, 1});
}

std::size_t pawns(const board& b) {
  return static_cast<std::size_t>(std::count(b.cells.begin(), b.cells.end(), 1));
}

TEST(CapturesPlay, LegalMovesAreExactlyTheCapturesWithoutAReason) {
  rng random(1905001);
  for (int trial = 0; trial < 3000; ++trial) {
    const board b = random_board(random, 7);
    const std::vector<capture> legal = legal_moves(b);
    std::size_t listed_count = 0;
    for (int r = -1; r <= b.rows; ++r)
      for (int c = 0; c <= b.cols; ++c)
        for (const direction d : {direction::left, direction::right}) {
          const capture m(r, c, d);
          const bool listed = std::find(legal.begin(), legal.end(), m) != legal.end();
          listed_count += listed;
          ASSERT_EQ(why_illegal(b, m).empty(), listed) << label(b, trial) << r << " " << c;
          // The checker accepts the capture as a first move exactly when it is legal.
          const std::string replayed = replay(b, {&m, 1});
          ASSERT_EQ(replayed.starts_with("move 1:"), !listed) << label(b, trial) << replayed;
        }
    ASSERT_EQ(listed_count, legal.size());
    ASSERT_EQ(legal.empty(), is_goal(b)) << label(b, trial);
  }
}

TEST(CapturesPlay, ReasonsNameTheRule) {
  board b(3, 3, 0);
  b(2, 1) = b(1, 0) = b(0, 2) = 1;
  EXPECT_EQ(why_illegal(b, {2, 1, direction::left}), "");
  EXPECT_EQ(why_illegal(b, {2, 1, direction::right}),
            "(2,3) is empty: a capture needs a pawn to take");
  EXPECT_EQ(why_illegal(b, {2, 0, direction::right}),
            "(3,1) is empty: a capture needs a pawn to make it");
  EXPECT_EQ(why_illegal(b, {1, 0, direction::left}),
            "the pawn on (2,1) attacks no square up-left: that is off the board");
  EXPECT_EQ(why_illegal(b, {0, 2, direction::left}),
            "the pawn on (1,3) attacks no square up-left: that is off the board");
  EXPECT_EQ(why_illegal(b, {3, 1, direction::left}), "(4,2) is off the board");
  const board after = play(b, {2, 1, direction::left});
  EXPECT_EQ(after.cells, (std::vector<std::uint8_t>{0, 0, 1, 1, 0, 0, 0, 0, 0}));
  EXPECT_TRUE(is_goal(after));
  EXPECT_FALSE(best_move(after).has_value());
}

TEST(CapturesPlay, PlayAgreesWithTheChecker) {
  rng random(1905002);
  for (int trial = 0; trial < 3000; ++trial) {
    const board b = random_board(random, 8);
    board now = b;
    std::vector<capture> made;
    for (std::vector<capture> legal = legal_moves(now); !legal.empty(); legal = legal_moves(now)) {
      const capture m = legal[random.index_below(legal.size())];
      const board next = play(now, m);
      // One pawn fewer: the capturer's square empties, the taken pawn's square stays occupied.
      ASSERT_EQ(pawns(next) + 1, pawns(now)) << label(b, trial);
      ASSERT_EQ(next(m.row, m.col), 0);
      ASSERT_EQ(next(m.row - 1, m.target_col()), 1);
      made.push_back(m);
      now = next;
      // The checker replays the same captures and finds each legal.
      const std::string replayed = replay(b, made);
      ASSERT_TRUE(replayed.empty() || replayed.starts_with("after the last move")) << replayed;
    }
    ASSERT_TRUE(is_goal(now));
    ASSERT_EQ(replay(b, made), "") << label(b, trial);
    ASSERT_GE(made.size(), solve(b).captures.size()) << label(b, trial);
  }
}

TEST(CapturesPlay, BestMoveReachesTheGoalInTheOptimum) {
  rng random(1905003);
  int checked_by_brute = 0;
  for (int trial = 0; trial < 3000; ++trial) {
    const board b = random_board(random, trial < 2500 ? 6 : 14);
    const std::size_t optimum = solve(b).captures.size();
    if (pawns(b) <= 24) {
      ASSERT_EQ(solve_brute(b), optimum) << label(b, trial);
      ++checked_by_brute;
    }
    board now = b;
    std::vector<capture> made;
    while (const std::optional<capture> m = best_move(now)) {
      ASSERT_EQ(why_illegal(now, *m), "") << label(b, trial);
      made.push_back(*m);
      now = play(now, *m);
      ASSERT_LE(made.size(), optimum) << label(b, trial);
    }
    ASSERT_TRUE(is_goal(now));
    ASSERT_EQ(made.size(), optimum) << label(b, trial);
    ASSERT_EQ(replay(b, made), "") << label(b, trial);
  }
  EXPECT_GT(checked_by_brute, 2000);
}

TEST(CapturesPlay, BestMoveAfterADetourIsStillOptimalFromThere) {
  rng random(1905004);
  for (int trial = 0; trial < 2000; ++trial) {
    board now = random_board(random, 6);
    for (int k = random.between(0, 3); k > 0 && !is_goal(now); --k) {
      const std::vector<capture> legal = legal_moves(now);
      now = play(now, legal[random.index_below(legal.size())]);
    }
    if (pawns(now) > 24) continue;
    const std::size_t optimum = solve_brute(now);
    std::size_t made = 0;
    for (std::optional<capture> m = best_move(now); m; m = best_move(now), ++made)
      now = play(now, *m);
    ASSERT_EQ(made, optimum) << label(now, trial);
  }
}

}  // namespace
}  // namespace boardsolve::captures
