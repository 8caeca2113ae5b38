#pragma once
// Maximum bipartite matching by simple augmenting paths (Kuhn's algorithm), iterative.
//
// Takes and returns as hopcroft_karp: a matching_graph, its left vertices, and `mate`.
// Time: O(V E): one depth-first search over the graph per left vertex. Memory: O(V).
// Kept simple on purpose: it is the test oracle and the benchmark baseline.
// Reference: H. W. Kuhn, "The Hungarian method for the assignment problem", 1955; the
//   augmenting path theorem of C. Berge, 1957.

#include <cstdint>
#include <span>
#include <utility>
#include <vector>

#include "algo/matching_graph.hpp"

namespace boardsolve::algo {

template <matching_graph Graph>
std::size_t kuhn_matching(const Graph& g, std::span<const int> left, std::vector<int>& mate) {
  const auto n = static_cast<std::size_t>(g.vertex_count());
  const auto at = [](int v) { return static_cast<std::size_t>(v); };
  std::vector<std::uint32_t> visited_in_search(n, 0);
  std::vector<std::pair<int, int>> stack;  // (left vertex, next slot to try)
  std::vector<int> via;                    // via[i]: right vertex between stack[i] and stack[i+1]
  std::size_t size = 0;
  std::uint32_t search = 0;

  for (int root : left) {
    if (mate[at(root)] != unmatched) {
      ++size;
      continue;
    }
    ++search;
    stack.assign(1, {root, 0});
    via.clear();
    while (!stack.empty()) {
      auto& [u, slot] = stack.back();
      if (slot == g.degree(u)) {
        stack.pop_back();
        if (!via.empty()) via.pop_back();
        continue;
      }
      const int v = g.neighbor(u, slot++);
      if (v < 0 || visited_in_search[at(v)] == search) continue;
      visited_in_search[at(v)] = search;
      via.push_back(v);
      if (mate[at(v)] == unmatched) break;
      stack.emplace_back(mate[at(v)], 0);
    }
    if (stack.empty()) continue;
    for (std::size_t i = 0; i < stack.size(); ++i) {
      mate[at(stack[i].first)] = via[i];
      mate[at(via[i])] = stack[i].first;
    }
    ++size;
  }
  return size;
}

}  // namespace boardsolve::algo
