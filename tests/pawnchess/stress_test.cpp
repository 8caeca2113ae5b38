// Differential stress tests, fixed seeds: solve = baseline on 10,000 random 4x4 positions,
// solve = brute on every position of the tiny boards and on random small ones, the search
// engine = the value table, the race bounds hold the exact value; every principal line is
// replayed and checked move by move against the values of an independent oracle.
#include <gtest/gtest.h>

#include "boardsolve/pawnchess.hpp"
#include "boardsolve/pawnchess_search.hpp"
#include "pawnchess/proof_search.hpp"
#include "pawnchess/value_table.hpp"

namespace boardsolve::pawnchess {
namespace {

// Uniformly placed pawns (mostly short games), the contest's positions, or positions of real
// games (random play from the start); either side to move.
position random_position(int rows, int cols, rng& random) {
  static constexpr const char* kinds[] = {"random", "contest", "playout", "playout"};
  position p =
      generate({.kind = kinds[random.below(4)], .rows = rows, .cols = cols, .count = 1}, random)
          ->front();
  if (random.chance(0.5)) p.to_move = side::black;
  return p;
}

std::string label(const position& p) {
  return std::string(p.to_move == side::white ? "white" : "black") + " to move\n" +
         format_instances({&p, 1});
}

TEST(PawnchessStress, SolveEqualsBaselineOnTenThousandRandom4x4Positions) {
  rng random(20240611);
  solver s(4, 4);
  for (int trial = 0; trial < 10000; ++trial) {
    const position p = random_position(4, 4, random);
    const game_value v = s.value(p);
    ASSERT_EQ(v, solve_baseline(p)) << label(p);
    const auto line = principal_line(s, p);
    ASSERT_EQ(static_cast<int>(line.size()), v.plies()) << label(p);
    if (trial % 10 == 0) {
      ASSERT_EQ(check_line(p, line, solve_baseline), "") << label(p);
    } else {
      ASSERT_EQ(check_line(p, line, [&](const position& q) { return s.value(q); }), "") << label(p);
    }
  }
}

TEST(PawnchessStress, SolveEqualsBruteOnEveryPositionOfTinyBoards) {
  for (const auto& [rows, cols] : {std::pair{2, 2}, {2, 3}, {3, 2}, {2, 4}, {4, 2}, {3, 3}}) {
    const geometry g(rows, cols);
    solver s(rows, cols);
    int cells = rows * cols, count = 1;
    for (int i = 0; i < cells; ++i) count *= 3;
    for (int code = 0; code < count; ++code) {
      position p{rows, cols, 0, 0, side::white};
      for (int i = 0, digits = code; i < cells; ++i, digits /= 3) {
        if (digits % 3 == 1) p.white |= square_bit(i / cols, i % cols);
        if (digits % 3 == 2) p.black |= square_bit(i / cols, i % cols);
      }
      if ((p.white & g.top_row) && (p.black & g.bottom_row)) continue;  // bad input
      for (const side to_move : {side::white, side::black}) {
        p.to_move = to_move;
        ASSERT_EQ(s.value(p), solve_brute(p)) << label(p);
      }
    }
  }
}

TEST(PawnchessStress, SolveEqualsBruteOnRandomSmallBoards) {
  rng random(77);
  for (int trial = 0; trial < 3000; ++trial) {
    const int rows = random.between(2, 4), cols = random.between(2, 5);
    position p = random_position(rows, cols, random);
    if (rows * cols > 12) {  // brute force has no pruning: keep the game short
      while (std::popcount(p.white) + std::popcount(p.black) > 6) {
        p.white &= p.white - 1;
        p.black &= p.black - 1;
      }
    }
    solver s(rows, cols, memory_bound(std::uint64_t{4} << 20));  // small: one solver per trial
    const game_value v = s.value(p);
    ASSERT_EQ(v, solve_brute(p)) << label(p);
    if (trial % 5 == 0) {
      ASSERT_EQ(
          check_line(p, principal_line(s, p), [](const position& q) { return solve_brute(q); }), "")
          << label(p);
    }
  }
}

TEST(PawnchessStress, SearchEqualsTheValueTable) {
  // The search engine on 4x4, once with a roomy table and once with four entries, where
  // almost every result is overwritten: bounds must stay true whatever is forgotten.
  rng random(4242);
  const geometry g(4, 4);
  const uva_rule_set rules(g);
  value_table table(g);
  proof_search roomy(rules, 64 << 20, nullptr);
  proof_search cramped(rules, 64, nullptr);
  for (int trial = 0; trial < 4000; ++trial) {
    const position p = random_position(4, 4, random);
    const uva_rule_set::view v = rules.view_of(p);
    const game_value exact = table.value(v);
    ASSERT_EQ(roomy.value(v, p.to_move), exact) << label(p);
    if (trial % 4 == 0) {
      ASSERT_EQ(cramped.value(v, p.to_move), exact) << label(p);
    }
  }
  EXPECT_GT(cramped.report().table_replaced, 0u);
}

TEST(PawnchessStress, RaceBoundsHoldTheExactValue) {
  rng random(99);
  for (const auto& [rows, cols] : {std::pair{4, 4}, {5, 3}, {3, 6}, {7, 2}}) {
    const geometry g(rows, cols);
    value_table table(g);
    const uva_rule_set rules(g);
    int exact_hits = 0;
    for (int trial = 0; trial < 20000; ++trial) {
      const uva_rule_set::view v = rules.view_of(random_position(rows, cols, random));
      if (rules.decided(v)) continue;
      const value_bounds b = rules.race_bounds(v);
      const game_value exact = table.value(v);
      ASSERT_LE(b.lo, exact) << pretty(g, v.own) << "\n" << pretty(g, v.foe);
      ASSERT_GE(b.hi, exact) << pretty(g, v.own) << "\n" << pretty(g, v.foe);
      exact_hits += b.exact() ? 1 : 0;
    }
    EXPECT_GT(exact_hits, 100) << rows << "x" << cols;  // pure races are common
  }
}

TEST(PawnchessStress, SearchEqualsBaselineOnLargerBoards) {
  rng random(1234);
  for (const auto& [rows, cols] : {std::pair{5, 5}, {4, 6}, {6, 4}, {5, 6}, {7, 3}, {3, 8}}) {
    solver s(rows, cols, memory_bound(std::uint64_t{16} << 20));
    ASSERT_FALSE(s.uses_table());
    for (int trial = 0; trial < 150; ++trial) {
      position p = random_position(rows, cols, random);
      while (std::popcount(p.white) > 4) p.white &= p.white - 1;
      while (std::popcount(p.black) > 4) p.black &= p.black - 1;
      ASSERT_EQ(s.value(p), solve_baseline(p)) << label(p);
      if (trial % 10 == 0) {
        ASSERT_EQ(check_line(p, principal_line(s, p), solve_baseline), "") << label(p);
      }
    }
  }
}

}  // namespace
}  // namespace boardsolve::pawnchess
