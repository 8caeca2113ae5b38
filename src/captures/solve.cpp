// The production solver: forced pawns, a row sweep that matches most open pawns, then for
// each square colour the rest of a maximum matching (pruned augmenting searches, Hopcroft-Karp
// as the guarantee) and König's cover. Attacks never join the two colours, so the colours run
// on two threads when there are two cores; the answer is the same either way.
#include <cmath>
#include <thread>
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

// Completes the matching of one colour's open pawns (`left`: its left side) and marks its
// minimum cover, in the shared arrays; the other colour's entries are not touched.
void complete_and_cover(const attack_graph& g, std::span<const int> left, std::vector<int>& mate,
                        std::vector<std::uint8_t>& in_cover, algo::pruned_search_space& space) {
  // Hopcroft-Karp's O(E sqrt V) bound, E <= 4 V, as the budget of the faster pruned searches.
  const auto v = static_cast<double>(g.vertex_count());
  const auto budget = static_cast<std::uint64_t>(4 * v * (std::sqrt(v) + 1));
  if (!algo::pruned_augmentation(g, left, mate, budget, space)) algo::hopcroft_karp(g, left, mate);
  algo::mark_konig_cover(g, left, mate, in_cover);
}

}  // namespace

solution solve(const board& b, unsigned threads) {
  const attack_graph g(b);
  std::vector<int> mate(static_cast<std::size_t>(g.vertex_count()), algo::unmatched);
  std::vector<std::uint8_t> in_cover(mate.size(), 0);
  match_by_row_sweep(g, mate);  // both colours in one pass; they do not interact
  const std::vector<int> left[2] = {open_left_side(g, 0), open_left_side(g, 1)};
  algo::pruned_search_space space(mate.size());  // shared: the colours use disjoint entries
  if (threads == 0) threads = std::thread::hardware_concurrency();
  if (threads >= 2 && g.rows * g.cols >= 1 << 16) {
    std::jthread other([&] { complete_and_cover(g, left[1], mate, in_cover, space); });
    complete_and_cover(g, left[0], mate, in_cover, space);
  } else {
    complete_and_cover(g, left[0], mate, in_cover, space);
    complete_and_cover(g, left[1], mate, in_cover, space);
  }
  return assemble_solution(g, mate, in_cover);
}

}  // namespace boardsolve::captures
