// Euler trails: Hierholzer's walk against exhaustive search over edge orders on every small
// random multigraph (loops, parallel edges, several components), exact trails on hand-worked
// graphs, and a trail of a million edges (no recursion, no stack growth).
#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>

#include "algo/euler_trail.hpp"
#include "boardsolve/core/rng.hpp"

namespace boardsolve::algo {
namespace {

using edge = std::pair<int, int>;

// True if `trail` starts on `start` and takes every edge of `edges` exactly once.
bool is_euler_trail(const std::vector<edge>& edges, int start, const std::vector<int>& trail) {
  if (trail.size() != edges.size() + 1 || trail.front() != start) return false;
  std::vector<bool> used(edges.size(), false);
  for (std::size_t k = 1; k < trail.size(); ++k) {
    bool found = false;
    for (std::size_t e = 0; e < edges.size() && !found; ++e) {
      const auto [u, v] = edges[e];
      if (!used[e] &&
          ((u == trail[k - 1] && v == trail[k]) || (v == trail[k - 1] && u == trail[k])))
        used[e] = found = true;
    }
    if (!found) return false;
  }
  return true;
}

// Whether an Euler trail from `start` exists, by trying every order of the edges
// (depth-first, explicit stack). Exponential: a handful of edges only.
bool exists_by_search(const std::vector<edge>& edges, int start) {
  if (edges.empty()) return true;
  struct frame {
    int at;
    std::size_t next_edge;
  };
  std::vector<bool> used(edges.size(), false);
  std::vector<frame> stack{{start, 0}};
  std::vector<std::size_t> taken;  // the edge that led to each frame but the first
  while (!stack.empty()) {
    if (taken.size() == edges.size()) return true;
    frame& f = stack.back();
    if (f.next_edge == edges.size()) {
      stack.pop_back();
      if (!taken.empty()) {
        used[taken.back()] = false;
        taken.pop_back();
      }
      continue;
    }
    const std::size_t e = f.next_edge++;
    const auto [u, v] = edges[e];
    if (used[e] || (u != f.at && v != f.at)) continue;
    used[e] = true;
    taken.push_back(e);
    stack.push_back({u == f.at ? v : u, 0});
  }
  return false;
}

std::vector<edge> random_edges(rng& random, int vertices, int max_edges) {
  std::vector<edge> edges(static_cast<std::size_t>(random.between(0, max_edges)));
  for (auto& [u, v] : edges) {
    u = random.between(0, vertices - 1);
    v = random.between(0, vertices - 1);
  }
  return edges;
}

TEST(EulerTrail, AgreesWithExhaustiveSearchOnSmallMultigraphs) {
  rng random(1736);
  int found = 0;
  for (int trial = 0; trial < 20000; ++trial) {
    const int vertices = random.between(1, 6);
    const std::vector<edge> edges = random_edges(random, vertices, 8);
    const int start = random.between(0, vertices - 1);
    edge_list_graph g(vertices, edges);
    const auto trail = euler_trail(g, start);
    ASSERT_EQ(trail.has_value(), exists_by_search(edges, start)) << "trial " << trial;
    if (trail) {
      ++found;
      ASSERT_TRUE(is_euler_trail(edges, start, *trail)) << "trial " << trial;
    }
  }
  EXPECT_GT(found, 4000);  // the sample holds many graphs with trails, not only trivial ones
}

// Hierholzer's walk from `start` into a buffer of `room` vertices, copied out.
std::vector<int> walk(edge_list_graph& g, int start, std::size_t room) {
  std::vector<int> buffer(room, -7);
  const std::span<int> trail = hierholzer_trail(g, start, std::span<int>(buffer));
  return {trail.begin(), trail.end()};
}

TEST(EulerTrail, HierholzerTakesExactlyTheStartComponent) {
  // Two triangles and a path 6 - 7 - 8 - 9 (odd ends): from 0 only the first triangle.
  const std::vector<edge> edges = {{0, 1}, {3, 4}, {1, 2}, {4, 5}, {2, 0},
                                   {5, 3}, {6, 7}, {7, 8}, {8, 9}};
  edge_list_graph g(10, edges);
  EXPECT_EQ(walk(g, 0, edges.size() + 1), (std::vector<int>{0, 1, 2, 0}));
  EXPECT_EQ(walk(g, 0, edges.size() + 1), (std::vector<int>{0}));  // consumed
  EXPECT_EQ(walk(g, 9, 4), (std::vector<int>{9, 8, 7, 6}));        // just enough room
  edge_list_graph fresh(10, edges);
  EXPECT_FALSE(euler_trail(fresh, 0).has_value());  // the other parts are not reached
}

TEST(EulerTrail, SplicesDetoursInTheOrderOfTheLists) {
  // A triangle 0-1-2 and a triangle 1-3-4 on vertex 1: the walk 0 1 2 0 gets stuck at 0,
  // and the detour 1 3 4 1 is spliced in where the walk passed 1.
  const std::vector<edge> edges = {{0, 1}, {1, 2}, {2, 0}, {1, 3}, {3, 4}, {4, 1}};
  edge_list_graph g(5, edges);
  EXPECT_EQ(euler_trail(g, 0), (std::vector<int>{0, 1, 3, 4, 1, 2, 0}));
  // Two odd vertices: the trail must start on one of them.
  const std::vector<edge> path = {{0, 1}, {1, 2}, {2, 3}, {1, 3}};
  edge_list_graph from_inside(4, path);
  EXPECT_FALSE(euler_trail(from_inside, 3).has_value());
  edge_list_graph from_end(4, path);
  EXPECT_EQ(euler_trail(from_end, 0), (std::vector<int>{0, 1, 2, 3, 1}));
}

TEST(EulerTrail, LoopsAndParallelEdges) {
  const std::vector<edge> edges = {{0, 0}, {0, 1}, {1, 0}, {1, 1}, {1, 2}};
  // Degrees 4, 5, 1: the trail runs from 1 to 2 and cannot start on 0.
  edge_list_graph g(3, edges);
  const auto trail = euler_trail(g, 1);
  ASSERT_TRUE(trail.has_value());
  EXPECT_TRUE(is_euler_trail(edges, 1, *trail));
  EXPECT_EQ(trail->back(), 2);
  edge_list_graph again(3, edges);
  EXPECT_FALSE(euler_trail(again, 0).has_value());
}

TEST(EulerTrail, NoEdgesIsATrailOfOneVertex) {
  edge_list_graph g(3, {});
  EXPECT_EQ(euler_trail(g, 2), (std::vector<int>{2}));
}

TEST(EulerTrail, AnExactBufferEndsTheWalkWithTheLastEdge) {
  // 0-1-2-0 and 0-3-4-0 from 0: the first walk takes every edge, so the stack is the trail.
  const std::vector<edge> edges = {{0, 1}, {1, 2}, {2, 0}, {0, 3}, {3, 4}, {4, 0}};
  edge_list_graph exact(5, edges);
  EXPECT_EQ(walk(exact, 0, 7), (std::vector<int>{0, 1, 2, 0, 3, 4, 0}));
  edge_list_graph roomy(5, edges);
  EXPECT_EQ(walk(roomy, 0, 20), (std::vector<int>{0, 1, 2, 0, 3, 4, 0}));
  // A detour found on the way back: 0-1-2-0 first, then 1-3-4-1 spliced in at 1.
  const std::vector<edge> detour = {{0, 1}, {1, 2}, {2, 0}, {1, 3}, {3, 4}, {4, 1}};
  edge_list_graph spliced(5, detour);
  EXPECT_EQ(walk(spliced, 0, 7), (std::vector<int>{0, 1, 3, 4, 1, 2, 0}));
}

TEST(EulerTrail, TooSmallABufferIsNeverOverrun) {
  const std::vector<edge> edges = {{0, 1}};
  edge_list_graph g(2, edges);
  EXPECT_TRUE(walk(g, 0, 1).empty());
}

TEST(EulerTrail, MillionEdgeCycleWithoutRecursion) {
  // A cycle whose walk goes all the way around before the first vertex is finished: the
  // stack holds every vertex at once. Recursion would need a million frames.
  constexpr int n = 1'000'000;
  std::vector<edge> edges;
  for (int v = 0; v < n; ++v) edges.emplace_back(v, (v + 1) % n);
  edge_list_graph g(n, edges);
  const auto trail = euler_trail(g, 0);
  ASSERT_TRUE(trail.has_value());
  ASSERT_EQ(trail->size(), static_cast<std::size_t>(n) + 1);
  std::vector<int> expected(n);
  std::iota(expected.begin(), expected.end(), 0);
  expected.push_back(0);
  EXPECT_EQ(*trail, expected);
}

}  // namespace
}  // namespace boardsolve::algo
