// Differential stress tests, fixed seeds: solve = brute on every colouring of every shape of
// up to 12 cells, solve = baseline (= view (a) alone = view (b) alone) on 10,000 random boards
// up to 8 x 8, and every plan replayed by the checker.
#include <gtest/gtest.h>

#include <algorithm>

#include "boardsolve/toggle.hpp"

namespace boardsolve::toggle {
namespace {

std::string describe(const board& b) {
  return format_instances({&b, 1});
}

// solve's answer has a plan of exactly `count` moves that the checker accepts; returns count.
int checked_solve(const board& b, const std::string& label, unsigned threads = 1) {
  const solution s = solve(b, threads);
  if (s.count == no_solution) {
    EXPECT_TRUE(s.moves.empty()) << label;
  } else {
    EXPECT_EQ(s.moves.size(), static_cast<std::size_t>(s.count)) << label;
    EXPECT_EQ(replay(b, s.moves), "") << label;
  }
  return s.count;
}

board random_board(rng& random, int max_rows, int max_cols) {
  board b(random.between(1, max_rows), random.between(1, max_cols));
  const double density = random.uniform();
  for (auto& cell : b.cells) cell = random.chance(density) ? 1 : 0;
  return b;
}

TEST(ToggleStress, EveryColouringOfEveryShapeUpToTwelveCells) {
  int boards = 0;
  for (int rows = 1; rows <= 12; ++rows)
    for (int cols = 1; rows * cols <= 12; ++cols) {
      const std::vector<int> optima = brute_optima(rows, cols);
      for (unsigned colouring = 0; colouring < optima.size(); ++colouring) {
        board b(rows, cols);
        for (std::size_t i = 0; i < b.cells.size(); ++i) b.cells[i] = colouring >> i & 1;
        const std::string label = describe(b);
        ASSERT_EQ(checked_solve(b, label), optima[colouring]) << label;
        ASSERT_EQ(solve_row_search(b), optima[colouring]) << label;
        ASSERT_EQ(solve_column_types(b), optima[colouring]) << label;
        if (cols <= 6) {  // the baseline does not turn the board: 3^cols first rows
          ASSERT_EQ(solve_baseline(b), optima[colouring]) << label;
        }
        ++boards;
      }
    }
  EXPECT_EQ(boards, 35978);  // the sum of 2^(rows cols) over the shapes
}

TEST(ToggleStress, BruteOnOneBoardAgreesWithItsTable) {
  rng random(3);
  for (int trial = 0; trial < 30; ++trial) {
    const board b = random_board(random, 3, 4);
    unsigned colouring = 0;
    for (std::size_t i = 0; i < b.cells.size(); ++i) colouring |= unsigned{b.cells[i]} << i;
    EXPECT_EQ(solve_brute(b), brute_optima(b.rows, b.cols)[colouring]);
  }
}

TEST(ToggleStress, SolveEqualsBaselineOnTenThousandBoardsUpToEightByEight) {
  rng random(20130608);
  for (int trial = 0; trial < 10000; ++trial) {
    const board b = random_board(random, 8, 8);
    const std::string label = "trial " + std::to_string(trial) + "\n" + describe(b);
    const int expected = solve_baseline(b);
    ASSERT_EQ(checked_solve(b, label), expected) << label;
    if (trial % 4 == 0) {
      ASSERT_EQ(solve_row_search(b), expected) << label;
      ASSERT_EQ(solve_column_types(b), expected) << label;
    }
  }
}

TEST(ToggleStress, TheTwoViewsAloneAgreeWithSolveOnLargerBoards) {
  rng random(581);
  for (int trial = 0; trial < 300; ++trial) {
    const board b = random_board(random, 14, 13);
    const std::string label = "trial " + std::to_string(trial) + "\n" + describe(b);
    const int expected = checked_solve(b, label);
    ASSERT_EQ(solve_row_search(b), expected) << label;
    ASSERT_EQ(solve_column_types(b), expected) << label;
  }
}

TEST(ToggleStress, StructuredFamiliesAgreeWithTheViews) {
  rng random(7);
  for (const char* kind : {"black", "white", "checkerboard", "single", "row", "column", "hard"})
    for (const auto& [rows, cols] : {std::pair{9, 9}, {10, 10}, {12, 7}, {5, 11}, {1, 12}}) {
      const board b = generate({.kind = kind, .rows = rows, .cols = cols}, random)->front();
      const std::string label = std::string(kind) + "\n" + describe(b);
      const int expected = checked_solve(b, label);
      ASSERT_EQ(solve_row_search(b), expected) << label;
      ASSERT_EQ(solve_column_types(b), expected) << label;
      if (std::min(b.rows, b.cols) <= 10) {
        ASSERT_EQ(solve_baseline(b), expected) << label;
      }
    }
}

TEST(ToggleStress, AlwaysSolvableShapesHaveNoBoardWithoutSolution) {
  // Checked against every colouring of the small shapes, by brute force; on these shapes the
  // converse holds too: where both one-type systems are singular, some board has no solution.
  for (int rows = 1; rows <= 12; ++rows)
    for (int cols = 1; rows * cols <= 12; ++cols) {
      const std::vector<int> optima = brute_optima(rows, cols);
      const bool all = std::find(optima.begin(), optima.end(), no_solution) == optima.end();
      EXPECT_EQ(always_solvable(rows, cols), all) << rows << " x " << cols;
    }
  EXPECT_TRUE(always_solvable(8, 8));
  EXPECT_FALSE(always_solvable(9, 9));
  EXPECT_FALSE(always_solvable(4, 4));
}

TEST(ToggleStress, TransposedBoardsHaveTheSameOptimum) {
  rng random(11);
  for (int trial = 0; trial < 300; ++trial) {
    const board b = random_board(random, 9, 9);
    board t(b.cols, b.rows);
    for (int r = 0; r < b.rows; ++r)
      for (int c = 0; c < b.cols; ++c) t(c, r) = b(r, c);
    ASSERT_EQ(checked_solve(b, describe(b)), checked_solve(t, describe(t))) << describe(b);
  }
}

TEST(ToggleStress, TheAnswerAndPlanDoNotDependOnTheThreads) {
  rng random(2);
  for (const auto& [kind, rows, cols] : {std::tuple{"random", 16, 16},
                                         {"white", 14, 14},
                                         {"random", 18, 40},
                                         {"single", 15, 15},
                                         {"random", 200, 12},
                                         {"checkerboard", 13, 13},
                                         {"hard", 16, 16},
                                         {"hard", 20, 20},
                                         {"random", 21, 21}}) {
    const board b = generate({.kind = kind, .rows = rows, .cols = cols}, random)->front();
    const solution one = solve(b, 1);
    const solution two = solve(b, 2);
    const solution four = solve(b, 4);
    EXPECT_EQ(one.count, two.count) << kind;
    EXPECT_EQ(one.moves, two.moves) << kind;
    EXPECT_EQ(one.moves, four.moves) << kind;
    if (one.count != no_solution) {
      EXPECT_EQ(replay(b, one.moves), "") << kind;
    }
  }
}

TEST(ToggleStress, LongStripsAgreeWithTheRowSearch) {
  rng random(16);
  for (const auto& [rows, cols] : {std::pair{16, 300}, {300, 9}, {1, 1000}, {1000, 1}, {3, 997}}) {
    const board b = generate({.kind = "random", .rows = rows, .cols = cols}, random)->front();
    const std::string label = std::to_string(rows) + " x " + std::to_string(cols);
    ASSERT_EQ(checked_solve(b, label, 2), solve_row_search(b)) << label;
  }
}

TEST(ToggleSignature, FixedSeedsGiveFixedOptima) {
  // Golden signature: optima of generator boards, pinned so that a change that alters an
  // answer cannot pass unnoticed; each is checked against view (a) alone as well.
  struct pinned {
    const char* kind;
    int rows, cols;
    std::uint64_t seed;
    int optimum;
  };
  for (const pinned& p : {pinned{"random", 13, 13, 1, 78}, pinned{"random", 16, 12, 2, 91},
                          pinned{"white", 12, 12, 3, 42}, pinned{"single", 15, 15, 4, 80},
                          pinned{"random", 100, 10, 5, 511}, pinned{"hard", 14, 14, 6, 73}}) {
    rng random(p.seed);
    const board b = generate({.kind = p.kind, .rows = p.rows, .cols = p.cols}, random)->front();
    const int optimum = checked_solve(b, p.kind, 2);
    EXPECT_EQ(optimum, solve_row_search(b)) << p.kind;
    EXPECT_EQ(optimum, p.optimum) << p.kind << " " << p.rows << " x " << p.cols;
  }
}

}  // namespace
}  // namespace boardsolve::toggle
