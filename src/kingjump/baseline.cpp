// The baseline: the straightforward method. For every king in turn, build the graph of its
// jumps from the whole board and look for an Euler trail from it (algo::euler_trail). No
// reasoning about which king can be the one: O(N^2) work per king, O(K N^2) in all.
#include <utility>
#include <vector>

#include "algo/euler_trail.hpp"
#include "boardsolve/kingjump.hpp"

namespace boardsolve::kingjump {
namespace {

struct jump_graph {
  std::vector<std::pair<int, int>> edges;  // vertex ids: see id_of
  int half_width = 0;                      // squares (r, c) of one parity class -> (r / 2, c / 2)

  int id_of(square s) const { return s.row / 2 * half_width + s.col / 2; }
};

// The jumps a king on `k` could ever make: between squares of its lattice (r + 2a, c + 2b),
// a + b even, that are empty or its own, over a checker. Each found once, from its upper end;
// the lattice is scanned in reading order, so every square lists its jumps up-left, up-right,
// down-left, down-right.
jump_graph jumps_of(const board& b, square k) {
  jump_graph g;
  g.half_width = (b.cols + 1) / 2;
  const auto can_stand = [&](int r, int c) {
    return b.contains(r, c) && (b(r, c) == cell::empty || (r == k.row && c == k.col));
  };
  for (int r = k.row % 2; r < b.rows; r += 2) {
    const int first_col = (((k.col - (r - k.row)) % 4) + 4) % 4;
    for (int c = first_col; c < b.cols; c += 4) {
      if (!can_stand(r, c)) continue;
      for (const int dc : {-1, 1})
        if (can_stand(r + 2, c + 2 * dc) && b(r + 1, c + dc) == cell::checker)
          g.edges.emplace_back(g.id_of({r, c}), g.id_of({r + 2, c + 2 * dc}));
    }
  }
  return g;
}

}  // namespace

path solve_baseline(const board& b) {
  std::size_t checkers = 0;
  for (const cell c : b.cells) checkers += c == cell::checker;
  for (int r = 0; r < b.rows; ++r)
    for (int c = 0; c < b.cols; ++c) {
      if (b(r, c) != cell::king) continue;
      const square k{r, c};
      const jump_graph g = jumps_of(b, k);
      // Each checker is the middle of at most one jump of a lattice, so the king can take
      // them all only if each is one of its jumps.
      if (g.edges.size() != checkers) continue;
      const int vertices = (b.rows + 1) / 2 * g.half_width;
      algo::edge_list_graph graph(vertices, g.edges);
      const auto trail = algo::euler_trail(graph, g.id_of(k));
      if (!trail) continue;
      path p;
      for (const int id : *trail)
        p.push_back({id / g.half_width * 2 + k.row % 2, id % g.half_width * 2 + k.col % 2});
      return p;
    }
  return {};
}

}  // namespace boardsolve::kingjump
