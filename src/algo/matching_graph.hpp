#pragma once
// The graph interface of the bipartite matching algorithms: vertices are ids in
// [0, vertex_count()), and vertex u has degree(u) edge slots, each holding a neighbour or -1.
// An implicit graph (a board) and an adjacency list both fit it without copying.

#include <concepts>
#include <cstddef>
#include <vector>

namespace boardsolve::algo {

template <class Graph>
concept matching_graph = requires(const Graph& g, int u, int slot) {
  { g.vertex_count() } -> std::convertible_to<int>;
  { g.degree(u) } -> std::convertible_to<int>;
  { g.neighbor(u, slot) } -> std::convertible_to<int>;
};

/// Adjacency lists in one array (compressed sparse rows): the neighbours of u are
/// targets[offsets[u] .. offsets[u + 1]).
struct adjacency_lists {
  std::vector<std::size_t> offsets{0};
  std::vector<int> targets;

  int vertex_count() const { return static_cast<int>(offsets.size()) - 1; }
  int degree(int u) const {
    return static_cast<int>(offsets[static_cast<std::size_t>(u) + 1] -
                            offsets[static_cast<std::size_t>(u)]);
  }
  int neighbor(int u, int slot) const {
    return targets[offsets[static_cast<std::size_t>(u)] + static_cast<std::size_t>(slot)];
  }
};

/// No partner: the value of mate[v] for a free vertex.
inline constexpr int unmatched = -1;

}  // namespace boardsolve::algo
