#pragma once
// Minimum vertex cover of a bipartite graph from a maximum matching (König's theorem).
//
// Takes: a matching_graph, its left vertices, and a maximum matching `mate`.
// Returns: in_cover[v] == 1 for the vertices of a minimum vertex cover; its size equals the
//   matching's. With Z the vertices reachable from free left vertices by alternating paths
//   (any edge left to right, matched edges right to left), the cover is (L \ Z) + (R & Z).
// Time: O(V + E), one breadth-first search. Memory: O(V).
// Reference: D. Konig, "Graphs and matrices", 1931.

#include <cstdint>
#include <span>
#include <vector>

#include "algo/matching_graph.hpp"

namespace boardsolve::algo {

template <matching_graph Graph>
std::vector<std::uint8_t> konig_cover(const Graph& g, std::span<const int> left,
                                      const std::vector<int>& mate) {
  const auto at = [](int v) { return static_cast<std::size_t>(v); };
  std::vector<std::uint8_t> reached(static_cast<std::size_t>(g.vertex_count()), 0);
  std::vector<int> queue;
  for (int u : left)
    if (mate[at(u)] == unmatched) {
      reached[at(u)] = 1;
      queue.push_back(u);
    }
  for (std::size_t head = 0; head < queue.size(); ++head) {
    const int u = queue[head];
    for (int slot = 0, degree = g.degree(u); slot < degree; ++slot) {
      const int v = g.neighbor(u, slot);
      if (v < 0 || reached[at(v)]) continue;
      reached[at(v)] = 1;  // v is matched: a free v would make the matching not maximum
      const int w = mate[at(v)];
      if (w != unmatched && !reached[at(w)]) {
        reached[at(w)] = 1;
        queue.push_back(w);
      }
    }
  }
  std::vector<std::uint8_t>& in_cover = reached;         // right & Z as it stands
  for (int u : left) in_cover[at(u)] = !reached[at(u)];  // left \ Z
  return in_cover;
}

}  // namespace boardsolve::algo
