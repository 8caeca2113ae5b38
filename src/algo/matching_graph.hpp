#pragma once
// The interfaces of the bipartite matching algorithms.
//
// A graph: vertices are ids in [0, vertex_count()), and vertex u has degree(u) edge slots, each
// holding a neighbour or -1. An implicit graph (a board) and an adjacency list both fit it
// without copying.
// A matching store: mate(v) is v's partner or `unmatched`; match(u, v) makes u and v partners
// and leaves their former partners free. An int array and a board's direction bits both fit it.
// Vertex marks: one bit a vertex, set and reset one at a time.

#include <concepts>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace boardsolve::algo {

template <class Graph>
concept matching_graph = requires(const Graph& g, int u, int slot) {
  { g.vertex_count() } -> std::convertible_to<int>;
  { g.degree(u) } -> std::convertible_to<int>;
  { g.neighbor(u, slot) } -> std::convertible_to<int>;
};

template <class Store>
concept matching_store = requires(Store& s, const Store& cs, int u, int v) {
  { cs.mate(v) } -> std::convertible_to<int>;
  s.match(u, v);
};

template <class Marks>
concept vertex_marks = requires(Marks& m, const Marks& cm, int v) {
  { cm.test(v) } -> std::convertible_to<bool>;
  m.set(v);
  m.reset(v);
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

/// A matching store over an array the caller owns: mate[v] is v's partner or unmatched.
class mate_array {
 public:
  explicit mate_array(std::vector<int>& mate) : mate_(&mate) {}
  int mate(int v) const { return (*mate_)[at(v)]; }
  void match(int u, int v) {
    for (const int end : {u, v})
      if (const int old = mate(end); old != unmatched) (*mate_)[at(old)] = unmatched;
    (*mate_)[at(u)] = v;
    (*mate_)[at(v)] = u;
  }

 private:
  static std::size_t at(int v) { return static_cast<std::size_t>(v); }
  std::vector<int>* mate_;
};

/// Vertex marks in one byte each.
class byte_marks {
 public:
  explicit byte_marks(std::size_t n) : marks_(n, 0) {}
  bool test(int v) const { return marks_[at(v)] != 0; }
  void set(int v) { marks_[at(v)] = 1; }
  void reset(int v) { marks_[at(v)] = 0; }

 private:
  static std::size_t at(int v) { return static_cast<std::size_t>(v); }
  std::vector<std::uint8_t> marks_;
};

}  // namespace boardsolve::algo
