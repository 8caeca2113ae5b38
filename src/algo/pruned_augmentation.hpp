#pragma once
// Maximum bipartite matching by one breadth-first search per free left vertex, deleting the
// Hungarian tree of every search that fails; the deleted trees are then König's set Z.
//
// Takes: a matching_graph, `left` (every free left vertex of the graph, in the order to search
//   from; matched ones are skipped), a matching_store holding a valid matching to start from,
//   vertex_marks that are all clear, and a work budget (left vertices dequeued, all searches).
// Returns: true if the matching is now maximum; false if the budget ran out first, in which
//   case the matching is valid and larger and the caller finishes it another way.
// Marks: a failed search from r explores a set T closed under "left vertex -> every unmarked
//   neighbour" and "right vertex -> its mate", with no free right vertex. No augmenting path,
//   now or after later augmentations (which never touch T), can pass through T, so T stays
//   marked ("deleted") for good; a successful search clears its marks.
// On true, the marked vertices are exactly Z, those reachable from free left vertices along
//   alternating paths: each free left vertex is the root of a failed search, the matching
//   inside a deleted tree never changes again, and every neighbour of a tree's left vertex is in
//   that tree or an earlier one (docs/algorithms/captures.md). So (left unmarked) + (right
//   marked) is a minimum vertex cover (König), with no further search.
// Stops: throws search_stopped once `stop` is requested, looked at every 4096 left vertices
//   dequeued (the matching is then valid, the marks are not).
// Time: O(E) for all failed searches together, plus O(E) per successful one; the budget keeps
//   the whole at O(E sqrt V) when the caller passes that. Memory: O(size of one search).
// Why: Hopcroft-Karp re-explores the trees of vertices that stay free forever in every phase;
//   on nearly full boards that is most of the graph, hundreds of times.
// Status: stress-tested against kuhn_matching, exhaustive search and an independent König
//   search (tests/algo), and on boards against the baseline solver (tests/captures).
// Reference: the Hungarian tree lemma of J. Edmonds, "Paths, trees, and flowers", 1965;
//   D. Konig, "Graphs and matrices", 1931.

#include <cstdint>
#include <span>
#include <vector>

#include "algo/matching_graph.hpp"
#include "boardsolve/core/search_stopped.hpp"
#include "boardsolve/core/stop_token.hpp"

namespace boardsolve::algo {

template <matching_graph Graph, matching_store Matching, vertex_marks Marks>
bool pruned_augmentation(const Graph& g, std::span<const int> left, Matching& matching,
                         Marks& marks, std::uint64_t work_budget, stop_token stop = {}) {
  struct entry {
    int vertex;  // a left vertex of the search tree
    int via;     // its mate, through which it was reached; unmatched for the root
    int parent;  // the entry whose vertex reached `via`; -1 for the root
  };
  std::vector<entry> queue;
  std::uint64_t work = 0;
  std::uint32_t steps = 0;  // left vertices dequeued, for the stop checks

  for (const int root : left) {
    if (matching.mate(root) != unmatched || marks.test(root)) continue;
    if (work > work_budget) return false;
    marks.set(root);
    queue.assign(1, {root, unmatched, -1});
    int free_right = unmatched;
    std::size_t found_from = 0;
    for (std::size_t head = 0; head < queue.size() && free_right == unmatched; ++head) {
      if ((++steps & 0xfff) == 0 && stop.stop_requested()) throw search_stopped(false);
      const int u = queue[head].vertex;
      for (int slot = 0, degree = g.degree(u); slot < degree; ++slot) {
        const int v = g.neighbor(u, slot);
        if (v < 0 || marks.test(v)) continue;
        marks.set(v);
        const int w = matching.mate(v);
        if (w == unmatched) {
          free_right = v;
          found_from = head;
          break;
        }
        // w is unmarked too: a marked left vertex was reached through its mate, v.
        marks.set(w);
        queue.push_back({w, v, static_cast<int>(head)});
      }
    }
    work += queue.size();
    if (free_right == unmatched) continue;  // the tree stays marked: deleted for good
    // Every vertex this search marked is in the queue or its `via`, or is free_right.
    marks.reset(free_right);
    for (const entry& e : queue) {
      marks.reset(e.vertex);
      if (e.via != unmatched) marks.reset(e.via);
    }
    for (int v = free_right, at = static_cast<int>(found_from); at >= 0;) {
      const entry& e = queue[static_cast<std::size_t>(at)];
      matching.match(e.vertex, v);
      v = e.via;
      at = e.parent;
    }
  }
  return true;
}

/// The same over an int array `mate`, with marks of its own.
template <matching_graph Graph>
bool pruned_augmentation(const Graph& g, std::span<const int> left, std::vector<int>& mate,
                         std::uint64_t work_budget) {
  mate_array matching(mate);
  byte_marks marks(static_cast<std::size_t>(g.vertex_count()));
  return pruned_augmentation(g, left, matching, marks, work_budget);
}

}  // namespace boardsolve::algo
