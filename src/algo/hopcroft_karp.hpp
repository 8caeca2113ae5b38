#pragma once
// Maximum bipartite matching by Hopcroft-Karp, iterative.
//
// Takes: a matching_graph, the list of its left vertices (their neighbours are the right
//   vertices), and `mate`, a valid matching to start from (mate[v] == unmatched if v is free).
// Returns: the size of a maximum matching; `mate` holds it (symmetric: mate[mate[v]] == v).
// Stops: throws search_stopped once `stop` is requested, looked at before each phase and every
//   4096 steps of its breadth-first or depth-first search (`mate` is then a valid matching).
// Time: O(E sqrt V) (each phase is O(E) and there are O(sqrt V) phases). Memory: O(V).
// Invariant of a phase: layer[] is the BFS distance from the free left vertices along
//   alternating paths; only edges from layer i to layer i + 1 are followed, each at most once.
// Status: stress-tested against kuhn_matching and exhaustive search (tests/algo, tests/captures).
// Reference: J. Hopcroft, R. Karp, "An n^5/2 algorithm for maximum matchings in bipartite
//   graphs", SIAM J. Comput. 1973.

#include <climits>
#include <cstdint>
#include <span>
#include <vector>

#include "algo/matching_graph.hpp"
#include "boardsolve/core/search_stopped.hpp"
#include "boardsolve/core/stop_token.hpp"

namespace boardsolve::algo {

template <matching_graph Graph>
std::size_t hopcroft_karp(const Graph& g, std::span<const int> left, std::vector<int>& mate,
                          stop_token stop = {}) {
  const auto n = static_cast<std::size_t>(g.vertex_count());
  constexpr int dead = INT_MAX;
  const auto at = [](int v) { return static_cast<std::size_t>(v); };
  std::uint32_t steps = 0;  // search steps, for the stop checks
  const auto check_stop = [&] {
    if ((++steps & 0xfff) == 0 && stop.stop_requested()) throw search_stopped(false);
  };

  std::size_t size = 0;
  std::vector<int> free_left;
  for (int u : left) (mate[at(u)] == unmatched ? free_left.push_back(u) : void(++size));

  std::vector<int> layer(n);
  std::vector<std::uint32_t> seen_in_phase(n, 0);  // layer[v] is valid iff this equals phase
  std::vector<int> next_slot(n);
  std::vector<int> queue;
  std::vector<int> path_left;
  std::vector<int> path_right;

  for (std::uint32_t phase = 1; !free_left.empty(); ++phase) {
    if (stop.stop_requested()) throw search_stopped(false);
    queue.clear();
    for (int u : free_left) {
      seen_in_phase[at(u)] = phase;
      layer[at(u)] = 0;
      next_slot[at(u)] = 0;
      queue.push_back(u);
    }
    int free_right_layer = dead;  // layer of the left vertices one step from a free right vertex
    for (std::size_t head = 0; head < queue.size(); ++head) {
      check_stop();
      const int u = queue[head];
      if (layer[at(u)] >= free_right_layer) break;
      for (int slot = 0, degree = g.degree(u); slot < degree; ++slot) {
        const int v = g.neighbor(u, slot);
        if (v < 0) continue;
        const int w = mate[at(v)];
        if (w == unmatched) {
          free_right_layer = layer[at(u)];
        } else if (seen_in_phase[at(w)] != phase) {
          seen_in_phase[at(w)] = phase;
          layer[at(w)] = layer[at(u)] + 1;
          next_slot[at(w)] = 0;
          queue.push_back(w);
        }
      }
    }
    if (free_right_layer == dead) break;

    for (int root : free_left) {
      path_left.assign(1, root);
      path_right.clear();
      bool augmented = false;
      while (!path_left.empty() && !augmented) {
        check_stop();
        const int u = path_left.back();
        const int degree = g.degree(u);
        bool descended = false;
        for (int& slot = next_slot[at(u)]; slot < degree; ++slot) {
          const int v = g.neighbor(u, slot);
          if (v < 0) continue;
          const int w = mate[at(v)];
          if (w == unmatched) {
            if (layer[at(u)] != free_right_layer) continue;
            path_right.push_back(v);
            augmented = true;
            break;
          }
          if (seen_in_phase[at(w)] == phase && layer[at(w)] == layer[at(u)] + 1) {
            path_right.push_back(v);
            path_left.push_back(w);
            descended = true;
            break;
          }
        }
        if (augmented || descended) continue;
        layer[at(u)] = dead;
        path_left.pop_back();
        if (!path_right.empty()) {
          path_right.pop_back();
          ++next_slot[at(path_left.back())];
        }
      }
      if (!augmented) continue;
      for (std::size_t i = 0; i < path_left.size(); ++i) {
        mate[at(path_left[i])] = path_right[i];
        mate[at(path_right[i])] = path_left[i];
        layer[at(path_left[i])] = dead;
      }
      ++size;
    }
    std::erase_if(free_left, [&](int u) { return mate[at(u)] != unmatched; });
  }
  return size;
}

}  // namespace boardsolve::algo
