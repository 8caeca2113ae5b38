// The production solver: forced pawns, then a maximum matching of the open pawns on the
// implicit attack graph (row sweep, then pruned augmenting searches, Hopcroft-Karp as the
// guarantee), and König's cover.
#include <cmath>
#include <vector>

#include "algo/hopcroft_karp.hpp"
#include "algo/konig_cover.hpp"
#include "algo/pruned_augmentation.hpp"
#include "attack_graph.hpp"

namespace boardsolve::captures {
namespace {

// Matches row by row, top to bottom: each still-free open pawn of row r takes the free open
// pawn below it to the left, else the one below to the right. Within a row pair this is the
// greedy that is optimal for interval-shaped neighbourhoods. O(R C).
void match_by_row_sweep(const attack_graph& g, std::vector<int>& mate) {
  const auto at = [](int v) { return static_cast<std::size_t>(v); };
  for (int r = 0; r + 1 < g.rows; ++r)
    for (int u = g.id(r, 0), end = u + g.cols; u < end; ++u) {
      if (!g.has(u, open) || mate[at(u)] != algo::unmatched) continue;
      for (const int v : {u + g.width - 1, u + g.width + 1})
        if (g.has(v, open) && mate[at(v)] == algo::unmatched) {
          mate[at(u)] = v;
          mate[at(v)] = u;
          break;
        }
    }
}

}  // namespace

std::vector<int> maximum_matching(const attack_graph& g, std::span<const int> left) {
  std::vector<int> mate(static_cast<std::size_t>(g.vertex_count()), algo::unmatched);
  match_by_row_sweep(g, mate);
  // Hopcroft-Karp's O(E sqrt V) bound, E <= 4 V, as the budget of the faster pruned searches.
  const auto v = static_cast<double>(g.vertex_count());
  const auto budget = static_cast<std::uint64_t>(4 * v * (std::sqrt(v) + 1));
  if (!algo::pruned_augmentation(g, left, mate, budget)) algo::hopcroft_karp(g, left, mate);
  return mate;
}

solution solve(const board& b) {
  const attack_graph g(b);
  const std::vector<int> left = open_left_side(g);
  const std::vector<int> mate = maximum_matching(g, left);
  return assemble_solution(g, left, mate, algo::konig_cover(g, left, mate));
}

}  // namespace boardsolve::captures
