// Stress test of the bipartite matching algorithms on seeded random graphs: Hopcroft-Karp,
// pruned augmentation and Kuhn agree with an exhaustive search, every matching is valid, and
// König's cover covers every edge with exactly as many vertices as the matching has edges.
#include <gtest/gtest.h>

#include <algorithm>

#include "algo/hopcroft_karp.hpp"
#include "algo/konig_cover.hpp"
#include "algo/kuhn_matching.hpp"
#include "algo/pruned_augmentation.hpp"
#include "boardsolve/core/rng.hpp"

namespace boardsolve::algo {
namespace {

struct random_bipartite {
  adjacency_lists graph;
  std::vector<int> left;  // vertices 0 .. left_count - 1; right vertices follow
  int left_count = 0;
  int right_count = 0;
};

random_bipartite make_graph(rng& random, int max_side) {
  random_bipartite b;
  b.left_count = random.between(0, max_side);
  b.right_count = random.between(0, max_side);
  const double density = random.uniform();
  std::vector<std::vector<int>> lists(static_cast<std::size_t>(b.left_count + b.right_count));
  for (int u = 0; u < b.left_count; ++u) {
    b.left.push_back(u);
    for (int v = 0; v < b.right_count; ++v)
      if (random.chance(density)) lists[static_cast<std::size_t>(u)].push_back(b.left_count + v);
  }
  for (const auto& list : lists) {
    b.graph.targets.insert(b.graph.targets.end(), list.begin(), list.end());
    b.graph.offsets.push_back(b.graph.targets.size());
  }
  return b;
}

// Maximum matching by dynamic programming over subsets of right vertices. O(L 2^R R).
int exhaustive_matching(const random_bipartite& b) {
  std::vector<int> best(std::size_t{1} << b.right_count, 0);
  for (int u = 0; u < b.left_count; ++u) {
    std::vector<int> next = best;
    for (std::size_t used = 0; used < best.size(); ++used)
      for (int slot = 0; slot < b.graph.degree(u); ++slot) {
        const auto bit = std::size_t{1} << (b.graph.neighbor(u, slot) - b.left_count);
        if (!(used & bit)) next[used | bit] = std::max(next[used | bit], best[used] + 1);
      }
    for (std::size_t used = 0; used < best.size(); ++used)
      for (int r = 0; r < b.right_count; ++r)
        next[used | (std::size_t{1} << r)] =
            std::max(next[used | (std::size_t{1} << r)], next[used]);
    best = std::move(next);
  }
  return best.back();
}

// Checks that `mate` is a symmetric matching along edges and returns its size.
int checked_size(const random_bipartite& b, const std::vector<int>& mate) {
  int size = 0;
  for (int u = 0; u < b.left_count; ++u) {
    const int v = mate[static_cast<std::size_t>(u)];
    if (v == unmatched) continue;
    EXPECT_EQ(mate[static_cast<std::size_t>(v)], u);
    bool is_edge = false;
    for (int slot = 0; slot < b.graph.degree(u); ++slot) is_edge |= b.graph.neighbor(u, slot) == v;
    EXPECT_TRUE(is_edge);
    ++size;
  }
  return size;
}

TEST(Matching, AllAlgorithmsAgreeWithExhaustiveSearch) {
  rng random(2024);
  for (int trial = 0; trial < 3000; ++trial) {
    const random_bipartite b = make_graph(random, 9);
    const int expected = exhaustive_matching(b);
    const auto n = static_cast<std::size_t>(b.left_count + b.right_count);

    std::vector<int> hk(n, unmatched), kuhn(n, unmatched), pruned(n, unmatched),
        fallback(n, unmatched);
    EXPECT_EQ(hopcroft_karp(b.graph, b.left, hk), static_cast<std::size_t>(expected));
    EXPECT_EQ(kuhn_matching(b.graph, b.left, kuhn), static_cast<std::size_t>(expected));
    EXPECT_TRUE(pruned_augmentation(b.graph, b.left, pruned, UINT64_MAX));
    // A zero budget stops after the first search; Hopcroft-Karp must finish from there.
    if (!pruned_augmentation(b.graph, b.left, fallback, 0))
      hopcroft_karp(b.graph, b.left, fallback);
    for (const auto* mate : {&hk, &kuhn, &pruned, &fallback})
      ASSERT_EQ(checked_size(b, *mate), expected) << "trial " << trial;

    const auto cover = konig_cover(b.graph, b.left, hk);
    EXPECT_EQ(std::count(cover.begin(), cover.end(), 1), expected);
    for (int u = 0; u < b.left_count; ++u)
      for (int slot = 0; slot < b.graph.degree(u); ++slot)
        ASSERT_TRUE(cover[static_cast<std::size_t>(u)] ||
                    cover[static_cast<std::size_t>(b.graph.neighbor(u, slot))])
            << "trial " << trial << ": edge not covered";
  }
}

// Z of König's theorem, by its definition: vertices reachable from free left vertices along
// alternating paths (any edge from the left, the matching edge from the right).
std::vector<std::uint8_t> alternating_reach(const random_bipartite& b,
                                            const std::vector<int>& mate) {
  std::vector<std::uint8_t> reached(mate.size(), 0);
  std::vector<int> stack;
  for (int u = 0; u < b.left_count; ++u)
    if (mate[static_cast<std::size_t>(u)] == unmatched) {
      reached[static_cast<std::size_t>(u)] = 1;
      stack.push_back(u);
    }
  while (!stack.empty()) {
    const int u = stack.back();
    stack.pop_back();
    for (int slot = 0; slot < b.graph.degree(u); ++slot) {
      const int v = b.graph.neighbor(u, slot);
      if (reached[static_cast<std::size_t>(v)]) continue;
      reached[static_cast<std::size_t>(v)] = 1;
      const int w = mate[static_cast<std::size_t>(v)];
      if (w != unmatched && !reached[static_cast<std::size_t>(w)]) {
        reached[static_cast<std::size_t>(w)] = 1;
        stack.push_back(w);
      }
    }
  }
  return reached;
}

TEST(Matching, PrunedSearchesLeaveKonigsSetMarked) {
  // From any starting matching, the marks left by a completed run are exactly Z, so
  // (left unmarked) + (right marked) is a minimum cover without another search.
  rng random(77);
  for (int trial = 0; trial < 3000; ++trial) {
    const random_bipartite b = make_graph(random, 12);
    const auto n = static_cast<std::size_t>(b.left_count + b.right_count);
    std::vector<int> mate(n, unmatched);
    for (int u = 0; u < b.left_count; ++u)  // a random greedy start
      for (int slot = 0; slot < b.graph.degree(u); ++slot) {
        const int v = b.graph.neighbor(u, slot);
        if (mate[static_cast<std::size_t>(v)] == unmatched && random.chance(0.5)) {
          mate[static_cast<std::size_t>(u)] = v;
          mate[static_cast<std::size_t>(v)] = u;
          break;
        }
      }
    std::vector<int> free_left;
    for (const int u : b.left)
      if (mate[static_cast<std::size_t>(u)] == unmatched) free_left.push_back(u);
    mate_array matching(mate);
    byte_marks marks(n);
    ASSERT_TRUE(pruned_augmentation(b.graph, free_left, matching, marks, UINT64_MAX));
    ASSERT_EQ(checked_size(b, mate), exhaustive_matching(b)) << "trial " << trial;
    const auto reach = alternating_reach(b, mate);
    for (std::size_t v = 0; v < n; ++v)
      ASSERT_EQ(marks.test(static_cast<int>(v)), reach[v] != 0)
          << "trial " << trial << " vertex " << v;
  }
}

TEST(Matching, MateArrayFreesFormerPartners) {
  std::vector<int> mate(4, unmatched);
  mate_array matching(mate);
  matching.match(0, 2);
  matching.match(1, 3);
  matching.match(0, 3);  // 2 and 1 lose their partners
  EXPECT_EQ(mate, (std::vector<int>{3, unmatched, unmatched, 0}));
}

TEST(Matching, StartsFromAGivenMatching) {
  // Path 0 - 3 - 1 - 4 - 2 - 5 with the middle edges matched: one augmentation makes it perfect.
  adjacency_lists g;
  g.targets = {3, 3, 4, 4, 5};
  g.offsets = {0, 1, 3, 5, 5, 5, 5};
  const std::vector<int> left = {0, 1, 2};
  std::vector<int> mate = {unmatched, 3, 4, 1, 2, unmatched};
  EXPECT_EQ(hopcroft_karp(g, left, mate), 3u);
  EXPECT_EQ(mate, (std::vector<int>{3, 4, 5, 0, 1, 2}));
}

}  // namespace
}  // namespace boardsolve::algo
