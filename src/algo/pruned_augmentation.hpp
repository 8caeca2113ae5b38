#pragma once
// Maximum bipartite matching by one breadth-first search per free left vertex, deleting the
// Hungarian tree of every search that fails.
//
// Takes: a matching_graph, its left vertices, a valid matching `mate` to start from, and a
//   work budget (vertices dequeued, summed over all searches).
// Returns: true if `mate` is now a maximum matching; false if the budget ran out first, in
//   which case `mate` is a valid, larger matching and the caller finishes with Hopcroft-Karp.
// Invariant: a failed search from r explores a set T closed under "left vertex -> every
//   neighbour" and "right vertex -> its mate", and T holds no free right vertex. No augmenting
//   path, now or after later augmentations (which never touch T), can pass through T, so T is
//   deleted for good: each vertex is explored by at most one failed search.
// Time: O(E) for all failed searches together, plus O(E) per successful one; the budget keeps
//   the whole at O(E sqrt V) when the caller passes that. Memory: O(V).
// Why: Hopcroft-Karp re-explores the trees of vertices that stay free forever in every phase;
//   on nearly full boards that is most of the graph, hundreds of times.
// Status: stress-tested against kuhn_matching and exhaustive search (tests/algo, tests/captures).
// Reference: the Hungarian tree lemma of J. Edmonds, "Paths, trees, and flowers", 1965.

#include <cstdint>
#include <span>
#include <vector>

#include "algo/lazy_array.hpp"
#include "algo/matching_graph.hpp"

namespace boardsolve::algo {

/// Scratch arrays of pruned_augmentation over n vertices. Calls on disjoint sets of vertices,
/// even concurrent ones, may share one: each touches only the entries of its own vertices.
struct pruned_search_space {
  explicit pruned_search_space(std::size_t n) : mark(n), parent(n) {}
  lazy_array<std::uint32_t> mark;  ///< == search: seen in this search; == deleted: pruned
  lazy_array<int> parent;          ///< for a right vertex: the left vertex that reached it
};

template <matching_graph Graph>
bool pruned_augmentation(const Graph& g, std::span<const int> left, std::vector<int>& mate,
                         std::uint64_t work_budget, pruned_search_space& space) {
  const auto at = [](int v) { return static_cast<std::size_t>(v); };
  auto& mark = space.mark;
  auto& parent = space.parent;
  std::vector<int> queue;
  constexpr std::uint32_t deleted = UINT32_MAX;
  std::uint32_t search = 0;
  std::uint64_t work = 0;

  for (const int root : left) {
    if (mate[at(root)] != unmatched || mark[at(root)] == deleted) continue;
    if (work > work_budget) return false;
    mark[at(root)] = ++search;
    queue.assign(1, root);
    int free_right = unmatched;
    for (std::size_t head = 0; head < queue.size() && free_right == unmatched; ++head) {
      const int u = queue[head];
      for (int slot = 0, degree = g.degree(u); slot < degree; ++slot) {
        const int v = g.neighbor(u, slot);
        if (v < 0 || mark[at(v)] == search || mark[at(v)] == deleted) continue;
        mark[at(v)] = search;
        parent[at(v)] = u;
        const int w = mate[at(v)];
        if (w == unmatched) {
          free_right = v;
          break;
        }
        mark[at(w)] = search;
        queue.push_back(w);
      }
    }
    work += queue.size();
    if (free_right == unmatched) {
      for (const int u : queue) {
        mark[at(u)] = deleted;
        if (mate[at(u)] != unmatched) mark[at(mate[at(u)])] = deleted;
      }
      continue;
    }
    for (int v = free_right;;) {
      const int u = parent[at(v)];
      const int next = mate[at(u)];
      mate[at(u)] = v;
      mate[at(v)] = u;
      if (u == root) break;
      v = next;
    }
  }
  return true;
}

template <matching_graph Graph>
bool pruned_augmentation(const Graph& g, std::span<const int> left, std::vector<int>& mate,
                         std::uint64_t work_budget) {
  pruned_search_space space(static_cast<std::size_t>(g.vertex_count()));
  return pruned_augmentation(g, left, mate, work_budget, space);
}

}  // namespace boardsolve::algo
