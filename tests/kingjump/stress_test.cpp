// Differential stress tests, fixed seeds: solve = baseline (the same path) = brute (the same
// king) = diagnose (the same verdict) on small boards of every layout, every answer passed
// through the checker; solve = baseline = diagnose on larger boards.
#include <gtest/gtest.h>

#include <array>

#include "agreement.hpp"
#include "boardsolve/kingjump.hpp"
#include "printers.hpp"

namespace boardsolve::kingjump {
namespace {

using namespace stress;

// Turns checkers beyond the first `limit` (in a random order of squares) into empty squares.
void keep_at_most(board& b, std::size_t limit, rng& random) {
  while (count(b, cell::checker) > limit) {
    cell& c = b.cells[random.below(b.cells.size())];
    if (c == cell::checker) c = cell::empty;
  }
}

// Random symbols on every square, in random proportions: any layout.
board random_board(rng& random, int max_side, std::size_t max_checkers) {
  const int n = random.between(1, max_side);
  std::array<double, 4> weight{};
  for (double& w : weight) w = random.uniform();
  weight[0] *= 0.5;  // fewer '-' squares
  weight[2] *= 0.4;  // fewer kings
  const double total = weight[0] + weight[1] + weight[2] + weight[3];
  board b(n, n);
  for (cell& c : b.cells) {
    double pick = random.uniform() * total;
    std::size_t s = 0;
    while (s + 1 < symbols.size() && pick >= weight[s]) pick -= weight[s++];
    c = symbols[s];
  }
  keep_at_most(b, max_checkers, random);
  return b;
}

// A generator board (trails and their near misses, kings, random) in the contest's layout,
// with up to `flips` squares changed to random symbols.
board generated_board(rng& random, int max_side, std::size_t max_checkers, int flips) {
  constexpr std::array kinds = {"trail", "near", "blocked", "kings", "random", "empty"};
  const int n = random.between(2, max_side);
  const double density = static_cast<double>(random.between(1, static_cast<int>(max_checkers))) /
                         (static_cast<double>(n * n) / 4);
  board b =
      generate(
          {.kind = kinds[random.below(kinds.size())], .rows = n, .cols = n, .density = density},
          random)
          ->front();
  for (flips = random.between(0, flips); flips > 0; --flips)
    b.cells[random.below(b.cells.size())] = symbols[random.below(symbols.size())];
  keep_at_most(b, max_checkers, random);
  return b;
}

// A random layout with few pieces, then a random trail over its empty squares with a checker
// dropped on every square it jumps, grown at one end until stuck, then at the other; the king
// goes on the first end. Solvable unless the layout's own pieces get in the way.
board walked_board(rng& random, int max_side, std::size_t max_checkers) {
  const int n = random.between(3, max_side);
  board b(n, n, cell::empty);
  const double sparse = random.uniform() * 0.2;
  for (const cell obstacle : {cell::unused, cell::king, cell::checker})
    if (random.chance(0.5))
      for (cell& c : b.cells)
        if (random.chance(sparse)) c = obstacle;
  keep_at_most(b, 2, random);
  const square start{random.between(0, n - 1), random.between(0, n - 1)};
  b(start.row, start.col) = cell::empty;
  std::array<square, 2> ends = {start, start};
  std::size_t budget = max_checkers - count(b, cell::checker);
  for (int end = 1; end >= 0; --end)
    for (; budget > 0; --budget) {
      square& at = ends[static_cast<std::size_t>(end)];
      std::array<square, 4> open{};
      std::size_t choices = 0;
      for (const int dr : {-1, 1})
        for (const int dc : {-1, 1}) {
          const square over{at.row + dr, at.col + dc}, onto{at.row + 2 * dr, at.col + 2 * dc};
          if (b.contains(onto.row, onto.col) && b(over.row, over.col) == cell::empty &&
              b(onto.row, onto.col) == cell::empty)
            open[choices++] = {dr, dc};
        }
      if (choices == 0) break;
      const square step = open[random.below(choices)];
      b(at.row + step.row, at.col + step.col) = cell::checker;
      at = {at.row + 2 * step.row, at.col + 2 * step.col};
    }
  b(ends[0].row, ends[0].col) = cell::king;
  return b;
}

std::string label_of(int trial, const board& b) {
  return "trial " + std::to_string(trial) + "\n" + format_instance(b);
}

TEST(KingjumpStress, SolveBaselineBruteAndDiagnoseAgreeOnFortyThousandSmallBoards) {
  rng random(20081207);
  tally t;
  for (int trial = 0; trial < 40000; ++trial) {
    const board b = trial % 4 == 0   ? random_board(random, 7, 10)
                    : trial % 4 == 1 ? generated_board(random, 12, 10, 0)
                    : trial % 4 == 2 ? generated_board(random, 12, 10, 2)
                                     : walked_board(random, 12, 10);
    expect_agreement(b, label_of(trial, b), t);
    if (::testing::Test::HasFatalFailure()) return;
  }
  // The sample must hold enough solvable boards with real trails to mean something.
  EXPECT_GT(t.solvable, 15000);
  EXPECT_GT(t.with_jumps, 9000);
  EXPECT_GT(t.long_trails, 3000);
}

TEST(KingjumpStress, EveryContestBoardOfSideFour) {
  tally t;
  every_contest_board(4, {0, 1}, t);
  // 2 x 3^8 boards: how many are solvable, and with how many jumps, is pinned (and checked
  // against the brute force above).
  EXPECT_EQ(t.solvable, 894);
  EXPECT_EQ(t.with_jumps, 384);
  EXPECT_EQ(t.jumps, 384);
}

TEST(KingjumpStress, SolveEqualsBaselineOnLargerBoards) {
  rng random(8);
  tally t;
  for (int trial = 0; trial < 300; ++trial) {
    const board b = trial % 3 == 0   ? random_board(random, 40, 400)
                    : trial % 3 == 1 ? generated_board(random, 60, 900, 3)
                                     : walked_board(random, 60, 900);
    expect_agreement(b, "trial " + std::to_string(trial), t, false);
    if (::testing::Test::HasFatalFailure()) return;
  }
  EXPECT_GT(t.solvable, 60);
  EXPECT_GT(t.long_trails, 40);
  for (const char* kind : {"trail", "near", "blocked", "kings", "random"}) {
    const board b = generate({.kind = kind, .rows = 150, .cols = 150}, random)->front();
    expect_agreement(b, kind, t, false);
  }
}

}  // namespace
}  // namespace boardsolve::kingjump
