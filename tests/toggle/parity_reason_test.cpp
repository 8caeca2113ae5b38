// Why -1: the parity sets of parity_reason_of, checked by check_parity_reason, against the
// brute force and the baseline on every small board and on seeded random unsolvable ones.
#include <gtest/gtest.h>

#include <fmt/format.h>

#include "boardsolve/toggle.hpp"

namespace boardsolve::toggle {
namespace {

board colouring_of(int rows, int cols, unsigned colouring) {
  board b(rows, cols);
  for (std::size_t i = 0; i < b.cells.size(); ++i) b.cells[i] = colouring >> i & 1;
  return b;
}

// Every way of spoiling `reason` by one square: each must be refused.
void expect_every_one_square_change_refused(const board& b, const parity_reason& reason) {
  for (std::size_t i = 0; i < b.cells.size(); ++i)
    for (const bool solid : {false, true}) {
      parity_reason spoiled = reason;
      (solid ? spoiled.solid : spoiled.hollow).cells[i] ^= 1;
      if (b.rows * b.cols > 1 || solid) {
        EXPECT_NE(check_parity_reason(b, spoiled), "");
      }
    }
  board other = b;
  for (std::size_t i = 0; i < b.cells.size(); ++i)
    if (reason.hollow.cells[i] != reason.solid.cells[i]) {
      other.cells[i] ^= 1;  // one of the two sets now holds an even number of white squares
      EXPECT_NE(check_parity_reason(other, reason), "");
      other.cells[i] ^= 1;
    }
}

TEST(ToggleParityReason, EveryUnsolvableBoardUpToTwelveCellsHasOneThatChecks) {
  int unsolvable = 0, mixed_only = 0;
  for (int rows = 1; rows <= 12; ++rows)
    for (int cols = 1; rows * cols <= 12; ++cols) {
      const std::vector<int> optima = brute_optima(rows, cols);
      std::vector<parity_reason> reasons;  // of this shape's unsolvable boards
      for (unsigned colouring = 0; colouring < optima.size(); ++colouring) {
        const board b = colouring_of(rows, cols, colouring);
        const auto reason = parity_reason_of(b);
        if (optima[colouring] == no_solution) {
          ASSERT_TRUE(reason) << rows << "x" << cols << " colouring " << colouring;
          ASSERT_EQ(check_parity_reason(b, *reason), "");
          if (reasons.size() < 8) {
            expect_every_one_square_change_refused(b, *reason);
            reasons.push_back(*reason);
          }
          ++unsolvable;
        } else if (reason) {
          ++mixed_only;  // the sets rule out the one-type plans; a mixed plan works
          EXPECT_EQ(check_parity_reason(b, *reason), "");
        }
      }
      // A board with a one-type plan: no set of another board checks on it.
      for (unsigned colouring = 0; colouring < optima.size(); ++colouring) {
        const board b = colouring_of(rows, cols, colouring);
        if (optima[colouring] == no_solution || parity_reason_of(b)) continue;
        for (const parity_reason& r : reasons) ASSERT_NE(check_parity_reason(b, r), "");
      }
    }
  EXPECT_EQ(unsolvable, 1512);  // pinned: the shapes of always_solvable false, brute's count
  EXPECT_EQ(mixed_only, 296);   // the sets exist, yet a plan that mixes the types works
  EXPECT_GT(mixed_only, 0);
}

TEST(ToggleParityReason, SeededRandomUnsolvableBoardsAgreeWithTheSolvers) {
  rng random(46);
  int checked = 0;
  struct shape {
    int rows, cols, count;
  };
  for (const shape s : {shape{2, 5, 600},
                        {5, 5, 600},
                        {4, 9, 400},
                        {5, 11, 300},
                        {11, 5, 300},
                        {4, 4, 300},
                        {9, 9, 200},
                        {17, 17, 30},
                        {24, 24, 3}}) {
    const auto boards =
        generate({.kind = "unsolvable", .rows = s.rows, .cols = s.cols, .count = s.count}, random);
    ASSERT_TRUE(boards) << s.rows << "x" << s.cols;
    for (const board& b : *boards) {
      const std::string label = fmt::format("{}x{} board {}", s.rows, s.cols, checked);
      ASSERT_EQ(solve(b).count, no_solution) << label;
      if (b.rows * b.cols <= 12) {
        ASSERT_EQ(solve_brute(b), no_solution) << label;
      }
      if (b.cols <= 8) {
        ASSERT_EQ(solve_baseline(b), no_solution) << label;
      }
      const auto reason = parity_reason_of(b);
      ASSERT_TRUE(reason) << label;
      ASSERT_EQ(check_parity_reason(b, *reason), "") << label;
      if (checked % 50 == 0) expect_every_one_square_change_refused(b, *reason);
      ++checked;
    }
  }
  EXPECT_EQ(checked, 2733);
}

TEST(ToggleParityReason, NamesTheSquareOrCountThatFails) {
  board b(4, 4, 0);
  b(1, 0) = b(1, 2) = 1;
  ASSERT_EQ(solve(b).count, no_solution);
  const parity_reason reason = *parity_reason_of(b);
  EXPECT_EQ(check_parity_reason(b, reason), "");
  parity_reason spoiled = reason;
  spoiled.hollow(0, 0) ^= 1;
  EXPECT_EQ(check_parity_reason(b, spoiled),
            "a type 1 move on (1,2) toggles 1 of the type 1 set, an odd number");
  EXPECT_EQ(check_parity_reason(board(4, 4, 0), reason),
            "the type 1 set holds 0 white squares, an even number");
  EXPECT_EQ(check_parity_reason(board(3, 4, 0), reason),
            "the type 1 set is 4 x 4, the board 3 x 4");
  EXPECT_FALSE(parity_reason_of(board(3, 3, 1)));  // every 3 x 3 board has a plan
}

}  // namespace
}  // namespace boardsolve::toggle
