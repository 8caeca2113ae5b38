// The production solver: the theorem of docs/algorithms/kingjump.md checked in one pass over
// the board (landing_grid), then one Euler trail per lattice that passes, at most two.
#include <cstring>

#include "algo/euler_trail.hpp"
#include "landing_grid.hpp"

namespace boardsolve::kingjump {
namespace {

square square_at(const board& b, const cell* at) {
  const auto index = static_cast<int>(at - b.cells.data());
  return {index / b.cols, index % b.cols};
}

// The first cell holding `what` in reading order, or nullptr.
const cell* find_first(const board& b, cell what) {
  return static_cast<const cell*>(
      std::memchr(b.cells.data(), static_cast<char>(what), b.cells.size()));
}

std::size_t count_checkers(const board& b) {
  const auto* bytes = reinterpret_cast<const char*>(b.cells.data());
  std::size_t count = 0;
  for (std::size_t i = 0; i < b.cells.size(); ++i)
    count += bytes[i] == static_cast<char>(cell::checker);
  return count;
}

// Conditions (2) and (3) of the theorem on one lattice: one king next to its checkers, and no
// odd-degree square other than that king and one more. Condition (1) is checked by the caller.
bool degrees_allow_a_trail(const lattice_summary& s) {
  if (s.blocked || s.kings != 1) return false;
  return s.odd == 0 || (s.odd == 2 && (s.odd_ids[0] == s.king || s.odd_ids[1] == s.king));
}

// The squares of a trail of landing-grid ids; consecutive ids are one jump apart, so each
// square follows from the previous one without a division.
path squares_of(const landing_grid& g, const std::vector<int>& trail) {
  path p;
  p.reserve(trail.size());
  square s = g.square_of(trail[0]);
  p.push_back(s);
  for (std::size_t k = 1; k < trail.size(); ++k) {
    const int step = trail[k] - trail[k - 1];
    const int down = step > 0 ? 1 : -1;
    s.row += 2 * down;
    s.col += 2 * (step - down * g.width);
    p.push_back(s);
  }
  return p;
}

}  // namespace

path solve(const board& b) {
  const cell* first_king = find_first(b, cell::king);
  if (!first_king) return {};
  const std::size_t checkers = count_checkers(b);
  if (checkers == 0) return {square_at(b, first_king)};

  landing_grid g(b, square_at(b, find_first(b, cell::checker)));
  if (g.inner_checkers != checkers) return {};  // condition (1) fails on both lattices
  // The lattice whose king comes first in reading order is tried first.
  const bool swap = g.lattices[1].king >= 0 &&
                    (g.lattices[0].king < 0 || g.lattices[1].king < g.lattices[0].king);
  for (const lattice_summary* s : {&g.lattices[swap ? 1 : 0], &g.lattices[swap ? 0 : 1]}) {
    if (!degrees_allow_a_trail(*s)) continue;
    const std::vector<int> trail = algo::hierholzer_trail(g, s->king, checkers);
    if (trail.size() == checkers + 1) return squares_of(g, trail);  // else: not connected
  }
  return {};
}

}  // namespace boardsolve::kingjump
