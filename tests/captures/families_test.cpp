// The test families: each a gen kind with its defining property on many seeds (a snake of
// pawns, boards where greedy capturing loses, fans, edge pawns), and the package tests within
// ADAPWN's constraints.
#include <gtest/gtest.h>

#include <algorithm>
#include <charconv>
#include <sstream>
#include <vector>

#include "boardsolve/captures.hpp"
#include "boardsolve/tool.hpp"
#include "support/family_test.hpp"

namespace boardsolve::captures {
namespace {

using testing::generated;

board generated_board(std::string_view kind, int side, std::uint64_t seed) {
  rng random(seed);
  return generate({.kind = kind, .rows = side, .cols = side}, random)->front();
}

// The pawns a pawn attacks and is attacked by.
std::vector<std::pair<int, int>> neighbours(const board& b, int r, int c) {
  std::vector<std::pair<int, int>> out;
  for (const int dr : {-1, 1})
    for (const int dc : {-1, 1})
      if (b.contains(r + dr, c + dc) && b(r + dr, c + dc)) out.emplace_back(r + dr, c + dc);
  return out;
}

// The largest connected part of the attack graph, if it is a path: its pawns; else 0.
std::size_t longest_path_part(const board& b) {
  std::vector<int> part(b.cells.size(), -1);
  std::size_t best = 0;
  for (int r = 0; r < b.rows; ++r)
    for (int c = 0; c < b.cols; ++c) {
      if (!b(r, c) || part[b.index(r, c)] >= 0) continue;
      std::vector<std::pair<int, int>> stack = {{r, c}};
      part[b.index(r, c)] = 1;
      std::size_t pawns = 0, degrees = 0;
      bool path = true;
      while (!stack.empty()) {
        const auto [x, y] = stack.back();
        stack.pop_back();
        ++pawns;
        const auto next = neighbours(b, x, y);
        degrees += next.size();
        path &= next.size() <= 2;
        for (const auto& [u, v] : next)
          if (part[b.index(u, v)] < 0) {
            part[b.index(u, v)] = 1;
            stack.emplace_back(u, v);
          }
      }
      if (path && degrees / 2 + 1 == pawns) best = std::max(best, pawns);
    }
  return best;
}

// The greedy of the trap: while a pawn attacks another, the pawn with the most attacks made
// and suffered captures (ties: the first in reading order, or the last). A capture removes the
// capturer's square, as the captured square stays occupied.
std::size_t greedy_captures(board b, bool last_on_ties) {
  std::size_t moves = 0;
  for (;;) {
    int best_degree = 0, best_r = -1, best_c = -1;
    for (int r = 0; r < b.rows; ++r)
      for (int c = 0; c < b.cols; ++c) {
        if (!b(r, c)) continue;
        int made = 0, suffered = 0;
        for (const int dc : {-1, 1}) {
          made += b.contains(r - 1, c + dc) && b(r - 1, c + dc);
          suffered += b.contains(r + 1, c + dc) && b(r + 1, c + dc);
        }
        const int degree = made + suffered;
        if (made > 0 && (degree > best_degree || (last_on_ties && degree == best_degree)))
          best_degree = degree, best_r = r, best_c = c;
      }
    if (best_r < 0) return moves;
    b(best_r, best_c) = 0;
    ++moves;
  }
}

TEST(CapturesFamilies, EveryFamilyIsAGenKind) {
  testing::expect_families_are_kinds(captures_tool(), problem().families, "9");
}

TEST(CapturesFamilies, DeepIsOnePathOfAboutAQuarterOfTheBoard) {
  for (const int side : {20, 37, 64, 100})
    for (std::uint64_t seed = 1; seed <= 5; ++seed) {
      const board b = generated_board("deep", side, seed);
      EXPECT_GE(longest_path_part(b), static_cast<std::size_t>(side * side / 5))
          << side << " seed " << seed;
    }
}

TEST(CapturesFamilies, GreedyByMostAttacksIsWorseOnGreedyTrap) {
  for (const int side : {5, 12, 31, 100})
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
      const board b = generated_board("greedy-trap", side, seed);
      const std::size_t optimum = solve(b).captures.size();
      EXPECT_GT(greedy_captures(b, false), optimum) << side << " seed " << seed;
      EXPECT_GT(greedy_captures(b, true), optimum) << side << " seed " << seed;
    }
}

TEST(CapturesFamilies, FansNeedMoreCapturesThanAPlainVertexCover) {
  for (const int side : {3, 10, 50})
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
      const board b = generated_board("fans", side, seed);
      // The pawns that attack nothing but are attacked cover every attack...
      std::size_t cover = 0, capturers = 0;
      for (int r = 0; r < b.rows; ++r)
        for (int c = 0; c < b.cols; ++c) {
          if (!b(r, c)) continue;
          bool attacks = false, attacked = false;
          for (const int dc : {-1, 1}) {
            attacks |= b.contains(r - 1, c + dc) && b(r - 1, c + dc);
            attacked |= b.contains(r + 1, c + dc) && b(r + 1, c + dc);
          }
          EXPECT_FALSE(attacks && attacked) << "a fan has two rows";
          cover += attacked;
          capturers += attacks;
        }
      // ... but cannot capture: every capturer must.
      const std::size_t optimum = solve(b).captures.size();
      EXPECT_EQ(optimum, capturers) << side << " seed " << seed;
      EXPECT_LT(cover, optimum) << side << " seed " << seed;
    }
}

TEST(CapturesFamilies, EdgesHaveNoCaptureButAWrappedIndexSeesSome) {
  for (const int side : {30, 100})
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
      const board b = generated_board("edges", side, seed);
      EXPECT_EQ(solve(b).captures.size(), 0u);
      // Square i "attacks" i - cols -+ 1, with no check of the column.
      const auto cols = static_cast<std::size_t>(b.cols);
      std::size_t wrapped = 0;
      for (std::size_t i = cols + 1; i < b.cells.size(); ++i)
        for (const std::size_t target : {i - cols - 1, i - cols + 1})
          wrapped += b.cells[i] && b.cells[target];
      EXPECT_GT(wrapped, 0u) << side << " seed " << seed;
    }
}

int longest_side(const std::string& text) {
  const auto boards = std::get<0>(parse_instances(text));
  int longest = 0;
  for (const board& b : boards) longest = std::max({longest, b.rows, b.cols});
  return longest;
}

TEST(CapturesFamilies, SecretTestsMeetTheContestAndVerify) {
  testing::expect_secret_tests_hold(captures_tool(), problem().families, problem().secret_tests, 2,
                                    longest_side);
}

}  // namespace
}  // namespace boardsolve::captures
