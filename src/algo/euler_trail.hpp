#pragma once
// Euler trails by Hierholzer's algorithm, iterative: a trail can have millions of edges, so the
// walk keeps its stack in one array instead of the call stack.
//
// hierholzer_trail works on any graph that gives up its edges one at a time (trail_graph):
// take_edge(u, v) removes one edge at u, sets v to its other end and returns true, or
// returns false if u has none left. Vertices are values of the graph's own type: an implicit graph
// (the squares of a board that remember which jumps are left) and adjacency lists (edge_list_graph,
// below, with int vertices) both fit, and the trail comes out in the vertices the caller wants.
//
// Takes: the graph, a start vertex, and a buffer for the vertices of the walk, with room for at
//   least E' + 1 of them, E' the number of edges of the start's connected component (a smaller
//   buffer breaks the precondition: the result is then empty or meaningless, never written out
//   of bounds).
// Returns: the part of the buffer that holds the vertices of a walk from `start` that takes
//   every edge of the start's component exactly once, in order; its length is E' + 1. The walk
//   is an Euler trail (consecutive vertices joined by the edge taken between them) if and only
//   if the component has no vertex of odd degree, or exactly two and `start` is one of them;
//   otherwise it is not a trail and the caller must not use it. The graph is left without
//   the component's edges.
// Time: O(E') plus the take_edge calls, at most E' + V' + 1 of them (V' the vertices of the
//   component). With a buffer of exactly E' + 1, the walk stops as soon as the last edge is
//   taken: the vertices still on the stack are not visited again.
// Memory: the buffer only: the stack grows from its front while the finished part of the trail
//   is written backwards from its back; stack + finished part always hold (edges taken) + 1
//   vertices, so they meet exactly when every edge is taken, and then they are the trail,
//   in order, with nothing to copy.
// Status: unit- and stress-tested against exhaustive search over edge orders (tests/algo),
//   and as the engine of kingjump against a depth-first search over every jump sequence.
// Reference: C. Hierholzer, "Ueber die Moeglichkeit, einen Linienzug ohne Wiederholung und ohne
//   Unterbrechung zu umfahren", Math. Annalen 6, 1873; L. Euler, "Solutio problematis ad
//   geometriam situs pertinentis", 1736 (the existence condition).

#include <cassert>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <utility>
#include <vector>

namespace boardsolve::algo {

template <class Graph>
concept trail_graph = std::copyable<typename Graph::vertex> &&
    requires(Graph& g, const typename Graph::vertex& u, typename Graph::vertex& v) {
  { g.take_edge(u, v) } -> std::same_as<bool>;
};

template <trail_graph Graph, class Vertex = typename Graph::vertex>
std::span<Vertex> hierholzer_trail(Graph& g, const Vertex& start, std::span<Vertex> buffer) {
  assert(!buffer.empty());
  Vertex* const first = buffer.data();
  Vertex* const last = first + buffer.size();
  Vertex* top = first;       // the stack is [first, top]: a trail from start to *top
  Vertex* out = last;        // the finished part of the trail is [out, last)
  Vertex at = *top = start;  // *top, kept out of memory
  for (;;) {
    if (Vertex next; g.take_edge(at, next)) {
      if (top + 1 == out) return {};  // no room: the buffer breaks the precondition
      at = *++top = next;
      // The stack has run into the finished part: all buffer.size() - 1 edges are taken, so
      // nothing is left for the way back, and stack + finished part are the trail.
      if (top + 1 == out) return buffer;
      continue;
    }
    *--out = at;  // `at` has no edge left: it is the next vertex from the end of the trail
    if (top == first) break;
    at = *--top;
  }
  return {out, last};
}

/// An undirected multigraph (loops and parallel edges allowed) as adjacency lists in one
/// array, for hierholzer_trail. At each vertex the edges keep the order of the input list.
class edge_list_graph {
 public:
  using vertex = int;

  /// Builds the lists of `edges` (ends in [0, vertex_count)). O(V + E).
  edge_list_graph(int vertex_count, std::span<const std::pair<int, int>> edges)
      : offsets_(static_cast<std::size_t>(vertex_count) + 1, 0),
        slots_(2 * edges.size()),
        taken_(edges.size(), 0) {
    for (const auto& [u, v] : edges) {
      assert(u >= 0 && u < vertex_count && v >= 0 && v < vertex_count);
      ++offsets_[at(u) + 1];
      ++offsets_[at(v) + 1];
    }
    for (std::size_t u = 0; u < at(vertex_count); ++u) offsets_[u + 1] += offsets_[u];
    next_.assign(offsets_.begin(), offsets_.end() - 1);
    std::vector<std::size_t> fill = next_;
    for (std::size_t e = 0; e < edges.size(); ++e) {
      const auto [u, v] = edges[e];
      slots_[fill[at(u)]++] = {v, e};
      slots_[fill[at(v)]++] = {u, e};
    }
  }

  int vertex_count() const { return static_cast<int>(offsets_.size()) - 1; }
  std::size_t edge_count() const { return taken_.size(); }
  /// The number of edge ends at u (a loop counts twice), taken or not.
  std::size_t degree(int u) const { return offsets_[at(u) + 1] - offsets_[at(u)]; }

  /// Removes the first edge at u, in input order, that is still there and sets v to its other
  /// end; false if there is none. Amortised O(1): each slot is passed once.
  bool take_edge(int u, int& v) {
    for (std::size_t &i = next_[at(u)], end = offsets_[at(u) + 1]; i < end; ++i) {
      const slot s = slots_[i];
      if (taken_[s.edge]) continue;
      taken_[s.edge] = 1;
      ++i;
      v = s.other;
      return true;
    }
    return false;
  }

 private:
  struct slot {
    int other = 0;
    std::size_t edge = 0;
  };
  std::vector<std::size_t> offsets_;  // the slots of u are [offsets_[u], offsets_[u + 1])
  std::vector<slot> slots_;
  std::vector<std::size_t> next_;  // the first slot of u not yet passed
  std::vector<std::uint8_t> taken_;

  static std::size_t at(int v) { return static_cast<std::size_t>(v); }
};

/// Returns an Euler trail of `g` from `start` (every edge exactly once, start first), or
/// nullopt if there is none: by Euler's theorem one exists iff the edges are connected and
/// touch `start` (or there are none) and there are no odd-degree vertices, or two with
/// `start` one of them. Consumes the edges of g. O(V + E).
inline std::optional<std::vector<int>> euler_trail(edge_list_graph& g, int start) {
  int odd = 0;
  bool start_odd = false;
  for (int u = 0; u < g.vertex_count(); ++u)
    if (g.degree(u) % 2 == 1) {
      ++odd;
      start_odd |= u == start;
    }
  if (odd > 2 || (odd == 2 && !start_odd)) return std::nullopt;
  std::vector<int> trail(g.edge_count() + 1);
  if (hierholzer_trail(g, start, std::span<int>(trail)).size() != trail.size())
    return std::nullopt;  // edges outside the start's component
  return trail;
}

}  // namespace boardsolve::algo
