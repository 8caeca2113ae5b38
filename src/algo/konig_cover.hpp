#pragma once
// Minimum vertex cover of a bipartite graph from a maximum matching (König's theorem).
//
// Takes: a matching_graph, its left vertices, a maximum matching `mate`, and `in_cover`,
//   zero on every vertex of the graph (it may hold marks of other, disjoint graphs).
// Sets: in_cover[v] = 1 for the vertices of a minimum vertex cover; its size equals the
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
void mark_konig_cover(const Graph& g, std::span<const int> left, const std::vector<int>& mate,
                      std::vector<std::uint8_t>& in_cover) {
  const auto at = [](int v) { return static_cast<std::size_t>(v); };
  std::vector<std::uint8_t>& reached = in_cover;  // Z while searching; right & Z stays as is
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
  for (int u : left) in_cover[at(u)] = !reached[at(u)];  // left \ Z
}

/// The cover as a new array over all vertices.
template <matching_graph Graph>
std::vector<std::uint8_t> konig_cover(const Graph& g, std::span<const int> left,
                                      const std::vector<int>& mate) {
  std::vector<std::uint8_t> in_cover(static_cast<std::size_t>(g.vertex_count()), 0);
  mark_konig_cover(g, left, mate, in_cover);
  return in_cover;
}

}  // namespace boardsolve::algo
