// The test families: each a gen kind, mixed boards whose optimal plans all need both move
// types (one-type optima checked against brute force), and the package tests within SRM
// 581's constraints.
#include <gtest/gtest.h>

#include <algorithm>
#include <charconv>
#include <sstream>

#include "boardsolve/toggle.hpp"
#include "boardsolve/tool.hpp"
#include "support/family_test.hpp"
#include "toggle/one_type_optimum.hpp"

namespace boardsolve::toggle {
namespace {

// Every set of moves of one type tried: the fewest that turns `b` black, or no_solution.
int one_type_brute(const board& b, move_type type) {
  const int cells = b.rows * b.cols;
  int best = no_solution;
  for (std::uint32_t set = 0; set < (1u << cells); ++set) {
    board after = b;
    for (int i = 0; i < cells; ++i) {
      if (!(set >> i & 1)) continue;
      const int r = i / b.cols, c = i % b.cols;
      for (const auto& [dr, dc] : {std::pair{-1, 0}, {1, 0}, {0, -1}, {0, 1}})
        if (after.contains(r + dr, c + dc)) after(r + dr, c + dc) ^= 1;
      if (type == move_type::solid) after(r, c) ^= 1;
    }
    const int moves = std::popcount(set);
    if (std::all_of(after.cells.begin(), after.cells.end(), [](auto x) { return x == 0; }) &&
        (best == no_solution || moves < best))
      best = moves;
  }
  return best;
}

TEST(ToggleFamilies, EveryFamilyIsAGenKind) {
  testing::expect_families_are_kinds(toggle_tool(), problem().families, "5");
}

TEST(ToggleFamilies, OneTypeOptimumEqualsBruteForce) {
  rng random(581);
  for (int trial = 0; trial < 300; ++trial) {
    const int rows = random.between(1, 4), cols = random.between(1, 4);
    board b(rows, cols);
    for (auto& cell : b.cells) cell = random.chance(0.5);
    for (const move_type type : {move_type::hollow, move_type::solid})
      ASSERT_EQ(one_type_optimum(b, type), one_type_brute(b, type)) << rows << " x " << cols;
  }
}

TEST(ToggleFamilies, MixedBoardsNeedBothTypes) {
  for (const auto& [rows, cols] : {std::pair{3, 3}, {5, 5}, {2, 7}, {9, 13}, {13, 13}})
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
      rng random(seed);
      const board b = generate({.kind = "mixed", .rows = rows, .cols = cols}, random)->front();
      const solution s = solve(b);
      ASSERT_NE(s.count, no_solution);
      for (const move_type type : {move_type::hollow, move_type::solid}) {
        const int one_type = one_type_optimum(b, type);
        EXPECT_TRUE(one_type == no_solution || s.count < one_type)
            << rows << " x " << cols << " seed " << seed << ": " << s.count << " vs " << one_type;
      }
      const auto solid = std::count_if(s.moves.begin(), s.moves.end(),
                                       [](const move& m) { return m.type == move_type::solid; });
      EXPECT_GT(solid, 0);
      EXPECT_LT(static_cast<std::size_t>(solid), s.moves.size());
    }
}

int longest_side(const std::string& text) {
  const board b = std::get<std::vector<board>>(parse_instances(text))[0];
  return std::max(b.rows, b.cols);
}

TEST(ToggleFamilies, SecretTestsMeetTheContestAndVerify) {
  run_options with_plans;
  with_plans.values["plan"] = "true";
  testing::expect_secret_tests_hold(toggle_tool(), problem().families, problem().secret_tests, 5,
                                    longest_side, with_plans);
}

}  // namespace
}  // namespace boardsolve::toggle
