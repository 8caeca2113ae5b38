// The baseline solver: the same reduction, with the attack graph copied into adjacency lists
// and matched by Kuhn's simple augmenting paths from an empty matching.
#include <vector>

#include "algo/konig_cover.hpp"
#include "algo/kuhn_matching.hpp"
#include "attack_graph.hpp"

namespace boardsolve::captures {

solution solve_baseline(const board& b) {
  const attack_graph g(b);
  algo::adjacency_lists lists;
  lists.offsets.reserve(static_cast<std::size_t>(g.vertex_count()) + 1);
  for (int u = 0; u < g.vertex_count(); ++u) {
    if (g.has(u, open))
      for (int slot = 0; slot < g.degree(u); ++slot)
        if (const int v = g.neighbor(u, slot); v >= 0) lists.targets.push_back(v);
    lists.offsets.push_back(lists.targets.size());
  }
  const std::vector<int> left = open_left_side(g);
  std::vector<int> mate(static_cast<std::size_t>(g.vertex_count()), algo::unmatched);
  algo::kuhn_matching(lists, left, mate);
  return assemble_solution(g, mate, algo::konig_cover(lists, left, mate));
}

}  // namespace boardsolve::captures
