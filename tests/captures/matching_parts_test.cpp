// The parts of the production solver, each against a simpler implementation on random boards:
// leaf peeling (exactness of the rule, the certificate it leaves), the row sweep (against the
// square-by-square sweep), and the completion of the matching (with and without its
// Hopcroft-Karp fallback).
#include <gtest/gtest.h>

#include "algo/kuhn_matching.hpp"
#include "boardsolve/captures.hpp"
#include "captures/bit_matching.hpp"
#include "captures/leaf_peeling.hpp"
#include "captures/pawn_classes.hpp"
#include "captures/row_sweep.hpp"

namespace boardsolve::captures {
namespace {

board random_board(rng& random, int max_side) {
  board b(random.between(1, max_side), random.between(1, max_side));
  const double density = random.chance(0.3) ? 0.9 + 0.1 * random.uniform() : random.uniform();
  for (auto& cell : b.cells) cell = random.chance(density);
  return b;
}

// The square indices of the diagonal neighbours of i, and whether each is an attack of i (up).
constexpr int slots = 4;
int neighbour(const bit_rows& bits, int i, int slot) {
  const int offsets[slots] = {-bits.stride() - 1, -bits.stride() + 1, bits.stride() - 1,
                              bits.stride() + 1};
  return i + offsets[slot];
}

// Every matched attack (a bit of left/right at its lower pawn) as a pair of square indices.
std::vector<std::pair<int, int>> matched_pairs(const bit_rows& left, const bit_rows& right) {
  std::vector<std::pair<int, int>> pairs;
  for (int r = 0; r < left.rows(); ++r) {
    left.for_each_in_row(r, [&](int i) { pairs.emplace_back(i, i - left.stride() - 1); });
    right.for_each_in_row(r, [&](int i) { pairs.emplace_back(i, i - right.stride() + 1); });
  }
  return pairs;
}

// The maximum matching size of the attack graph among the set bits, by Kuhn's algorithm on
// adjacency lists: an implementation that shares nothing with the bit-row code.
std::size_t kuhn_optimum(const bit_rows& vertices) {
  algo::adjacency_lists lists;
  std::vector<int> left;
  for (int i = 0; i < vertices.index_count(); ++i) {
    if (vertices.test(i)) {
      if (vertices.row_of(i) % 2 == 0) left.push_back(i);
      for (int slot = 0; slot < slots; ++slot)
        if (const int j = neighbour(vertices, i, slot); vertices.test(j))
          lists.targets.push_back(j);
    }
    lists.offsets.push_back(lists.targets.size());
  }
  std::vector<int> mate(static_cast<std::size_t>(vertices.index_count()), algo::unmatched);
  return algo::kuhn_matching(lists, left, mate);
}

// The pairs are disjoint attacks among `graph`; returns how many.
std::size_t checked_matching(const bit_rows& graph, const bit_rows& left, const bit_rows& right,
                             const std::string& label) {
  bit_rows used(graph.rows(), graph.cols());
  std::size_t size = 0;
  for (const auto& [lower, upper] : matched_pairs(left, right)) {
    EXPECT_TRUE(graph.test(lower) && graph.test(upper)) << label;
    EXPECT_FALSE(used.test(lower) || used.test(upper)) << label;
    used.set(lower);
    used.set(upper);
    ++size;
  }
  return size;
}

// `cover` covers every attack among `graph`.
void expect_covers(const bit_rows& graph, const bit_rows& cover, const std::string& label) {
  for (int r = 0; r < graph.rows(); ++r)
    graph.for_each_in_row(r, [&](int i) {
      for (int slot = 0; slot < 2; ++slot)
        if (const int j = neighbour(graph, i, slot); graph.test(j)) {
          ASSERT_TRUE(cover.test(i) || cover.test(j)) << label << ": attack " << i << " " << j;
        }
    });
}

TEST(CapturesLeafPeeling, EveryRoundKeepsTheOptimumAndLeavesACertificate) {
  rng random(101);
  for (int trial = 0; trial < 2000; ++trial) {
    const board b = random_board(random, 24);
    const pawn_classes classes(b);
    const std::size_t optimum = kuhn_optimum(classes.open);
    for (const int rounds : {1, 2, 3, 100}) {
      const std::string label = "trial " + std::to_string(trial) + ", " + std::to_string(rounds) +
                                " rounds\n" + format_instances({&b, 1});
      bit_rows remaining = classes.open;
      bit_rows cover(b.rows, b.cols), left(b.rows, b.cols), right(b.rows, b.cols);
      peel_leaves(remaining, {cover, left, right}, rounds);
      // The pairs are disjoint attacks between removed open pawns, one per cover vertex.
      const std::size_t pairs = checked_matching(classes.open, left, right, label);
      ASSERT_EQ(pairs, cover.count()) << label;
      for (const auto& [lower, upper] : matched_pairs(left, right)) {
        ASSERT_FALSE(remaining.test(lower) || remaining.test(upper)) << label;
        ASSERT_TRUE(cover.test(lower) != cover.test(upper)) << label;
      }
      // Every attack that lost an end is covered; what is left still needs its own optimum.
      bit_rows removed = classes.open;
      for (int r = 0; r < b.rows; ++r)
        for (int i = 0; i < removed.row_words(); ++i) removed.row(r)[i] &= ~remaining.row(r)[i];
      for (int r = 0; r < b.rows; ++r)
        removed.for_each_in_row(r, [&](int i) {
          for (int slot = 0; slot < slots; ++slot)
            if (const int j = neighbour(removed, i, slot); classes.open.test(j)) {
              ASSERT_TRUE(cover.test(i) || cover.test(j)) << label;
            }
        });
      ASSERT_EQ(pairs + kuhn_optimum(remaining), optimum) << label;
      if (rounds == 100) {  // peeled to the end: no vertex has exactly one neighbour
        drop_isolated(remaining);
        for (int r = 0; r < b.rows; ++r)
          remaining.for_each_in_row(r, [&](int i) {
            int degree = 0;
            for (int slot = 0; slot < slots; ++slot)
              degree += remaining.test(neighbour(remaining, i, slot));
            ASSERT_GE(degree, 2) << label;
          });
      }
    }
  }
}

TEST(CapturesLeafPeeling, PipelinedRoundsEqualRoundsOneAfterAnother) {
  rng random(102);
  for (int trial = 0; trial < 300; ++trial) {
    const board b = random_board(random, trial < 250 ? 30 : 200);
    const pawn_classes classes(b);
    bit_rows together = classes.open, apart = classes.open;
    bit_rows cover[2] = {bit_rows(b.rows, b.cols), bit_rows(b.rows, b.cols)};
    bit_rows left[2] = {cover[0], cover[0]}, right[2] = {cover[0], cover[0]};
    peel_leaves(together, {cover[0], left[0], right[0]}, 5);
    for (int round = 0; round < 5; ++round) peel_leaves(apart, {cover[1], left[1], right[1]}, 1);
    ASSERT_TRUE(together == apart && cover[0] == cover[1] && left[0] == left[1] &&
                right[0] == right[1])
        << "trial " << trial << "\n"
        << format_instances({&b, 1});
  }
}

// The sweep square by square, as its contract states it.
void sweep_square_by_square(const bit_rows& vertices, int colour, bit_rows& left, bit_rows& right) {
  bit_rows matched(vertices.rows(), vertices.cols());
  for (int r = 0; r + 1 < vertices.rows(); ++r)
    for (int c = 0; c < vertices.cols(); ++c) {
      const int u = vertices.index(r, c);
      if (!vertices.test(u) || matched.test(u) || (colour >= 0 && (r + c) % 2 != colour)) continue;
      for (const int v : {u + vertices.stride() - 1, u + vertices.stride() + 1})
        if (vertices.test(v) && !matched.test(v)) {
          matched.set(u);
          matched.set(v);
          (v == u + vertices.stride() - 1 ? right : left).set(v);
          break;
        }
    }
}

TEST(CapturesRowSweep, MatchesTheSquareBySquareSweep) {
  rng random(202);
  for (int trial = 0; trial < 1000; ++trial) {
    const board b = random_board(random, trial < 900 ? 40 : 300);
    const pawn_classes classes(b);
    for (const int colour : {0, 1, both_colours}) {
      bit_rows left(b.rows, b.cols), right(b.rows, b.cols), want_left = left, want_right = left;
      match_by_row_sweep(classes.open, colour, left, right);
      sweep_square_by_square(classes.open, colour, want_left, want_right);
      ASSERT_TRUE(left == want_left && right == want_right)
          << "trial " << trial << " colour " << colour << "\n"
          << format_instances({&b, 1});
    }
  }
}

TEST(CapturesCompletion, GivesAMaximumMatchingAndItsCoverWithOrWithoutFallback) {
  rng random(303);
  for (int trial = 0; trial < 600; ++trial) {
    const board b = random_board(random, trial < 500 ? 30 : 120);
    const pawn_classes classes(b);
    const std::size_t optimum = kuhn_optimum(classes.open);
    for (const std::uint64_t budget : {std::uint64_t{0}, ~std::uint64_t{0}}) {
      const std::string label = "trial " + std::to_string(trial) + " budget " +
                                std::to_string(budget) + "\n" + format_instances({&b, 1});
      bit_rows left(b.rows, b.cols), right(b.rows, b.cols), cover(b.rows, b.cols);
      match_by_row_sweep(classes.open, both_colours, left, right);
      for (int colour = 0; colour < 2; ++colour)
        complete_and_cover(classes.open, colour, left, right, cover, budget);
      ASSERT_EQ(checked_matching(classes.open, left, right, label), optimum) << label;
      ASSERT_EQ(cover.count(), optimum) << label;
      expect_covers(classes.open, cover, label);
    }
  }
}

}  // namespace
}  // namespace boardsolve::captures
