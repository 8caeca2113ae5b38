// The production solver: the theorem of docs/algorithms/kingjump.md checked in one pass over
// the board (landing_grid), then one Euler trail per lattice that passes, at most two.
#include <cstring>
#include <span>

#include "algo/euler_trail.hpp"
#include "algo/parallel_for.hpp"
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

// Conditions (b), (c) and 3 of docs/algorithms/kingjump.md on one lattice, given (a): no
// blocked square next to a checker, one king next to checkers, and no odd-degree square but
// that king and one more.
bool degrees_allow_a_trail(const landing_grid& g, const lattice_summary& s) {
  if (s.blocked || s.kings != 1) return false;
  return s.odd == 0 || (s.odd == 2 && g.odd_degree(s.king));
}

// Hierholzer's walk from `king`; out of line on purpose: inlined into solve(), GCC 12 keeps
// fewer of its values in registers and the walk takes a fifth longer.
[[gnu::noinline]] bool walk_takes_every_jump(landing_grid& g, square king, std::span<square> p) {
  return algo::hierholzer_trail(g, king, p).size() == p.size();
}

}  // namespace

path solve(const board& b, unsigned threads, stop_token stop) {
  // Each stage takes a fraction of a second even on the largest board, so the stop request is
  // looked at between them.
  const auto stop_if_requested = [stop] {
    if (stop.stop_requested()) throw search_stopped(false);
  };
  stop_if_requested();
  const cell* first_checker = find_first(b, cell::checker);
  if (!first_checker) {
    const cell* first_king = find_first(b, cell::king);
    return first_king ? path{square_at(b, first_king)} : path{};
  }
  threads = algo::thread_count(threads, 2);  // the pass over the board uses at most two
  landing_grid g(b, square_at(b, first_checker), threads);
  stop_if_requested();
  const std::size_t checkers = g.checkers;
  // Condition (a), for both lattices: every checker inner and on the first one's parities.
  if (g.inner_checkers != checkers) return {};
  // The lattice whose king comes first in reading order is tried first.
  const auto before = [](square x, square y) {
    return x.row != y.row ? x.row < y.row : x.col < y.col;
  };
  const bool swap = g.lattices[1].kings > 0 &&
                    (g.lattices[0].kings == 0 || before(g.lattices[1].king, g.lattices[0].king));
  // The walk is written into the answer itself: when it takes every checker, it fills it.
  path p;
  for (const lattice_summary* s : {&g.lattices[swap ? 1 : 0], &g.lattices[swap ? 0 : 1]}) {
    if (!degrees_allow_a_trail(g, *s)) continue;
    stop_if_requested();
    p.resize(checkers + 1);
    if (walk_takes_every_jump(g, s->king, p)) return p;  // else not connected: condition 2
  }
  return {};
}

}  // namespace boardsolve::kingjump
