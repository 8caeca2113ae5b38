#include "attack_graph.hpp"

#include <cassert>
#include <cstdlib>

#include "algo/matching_graph.hpp"

namespace boardsolve::captures {

attack_graph::attack_graph(const board& b)
    : rows(b.rows),
      cols(b.cols),
      width(b.cols + 2),
      flags(static_cast<std::size_t>(b.rows + 2) * static_cast<std::size_t>(b.cols + 2), 0),
      offsets_{-width - 1, -width + 1, width - 1, width + 1} {
  const auto w = static_cast<std::size_t>(width);
  const auto n = static_cast<std::size_t>(cols);
  for (int r = 0; r < rows; ++r) {
    const std::uint8_t* in = &b.cells[b.index(r, 0)];
    std::uint8_t* out = &flags[static_cast<std::size_t>(id(r, 0))];
    for (std::size_t c = 0; c < n; ++c) out[c] = in[c] ? pawn : 0;
  }
  // Branch-free passes over each row (the compiler vectorises them); the row above is final
  // before a row reads it.
  for (int r = 0; r < rows; ++r) {
    std::uint8_t* f = &flags[static_cast<std::size_t>(id(r, 0))];
    const std::uint8_t* up_left = f - w - 1;
    const std::uint8_t* up_right = f - w + 1;
    for (std::size_t c = 0; c < n; ++c) {
      const auto attacks = static_cast<std::uint8_t>((up_left[c] | up_right[c]) & pawn);
      f[c] = static_cast<std::uint8_t>(f[c] | ((f[c] & ~attacks & pawn) << 1));
    }
  }
  // Stuck pawns never leave, so a pawn is forced iff one of its targets is stuck.
  for (int r = 0; r < rows; ++r) {
    std::uint8_t* f = &flags[static_cast<std::size_t>(id(r, 0))];
    const std::uint8_t* up_left = f - w - 1;
    const std::uint8_t* up_right = f - w + 1;
    for (std::size_t c = 0; c < n; ++c) {
      const std::uint8_t mover = (f[c] & (pawn | stuck)) == pawn;
      const std::uint8_t target_stuck = ((up_left[c] | up_right[c]) & stuck) != 0;
      f[c] = static_cast<std::uint8_t>(f[c] | (mover & target_stuck) << 2 |
                                       (mover & !target_stuck) << 3);
    }
  }
}

capture attack_graph::capture_by(int id) const {
  assert(has(id - width - 1, pawn) || has(id - width + 1, pawn));
  return {row_of(id), col_of(id), has(id - width - 1, pawn) ? direction::left : direction::right};
}

capture attack_graph::attack_between(int a, int b) const {
  const int lower = a > b ? a : b;
  const int upper = a > b ? b : a;
  assert(lower - upper == width - 1 || lower - upper == width + 1);
  return {row_of(lower), col_of(lower),
          lower - upper == width + 1 ? direction::left : direction::right};
}

std::vector<int> open_left_side(const attack_graph& g) {
  std::vector<int> left;
  for (int r = 0; r < g.rows; r += 2)
    for (int i = g.id(r, 0), end = i + g.cols; i < end; ++i)
      if (g.has(i, open)) left.push_back(i);
  return left;
}

solution assemble_solution(const attack_graph& g, const std::vector<int>& mate,
                           const std::vector<std::uint8_t>& cover) {
  solution s;
  s.matching = attack_set(g.rows, g.cols);
  for (int r = 0; r < g.rows; r += 2)
    for (int u = g.id(r, 0), end = u + g.cols; u < end; ++u)
      if (g.has(u, open) && mate[static_cast<std::size_t>(u)] != algo::unmatched)
        s.matching.insert(g.attack_between(u, mate[static_cast<std::size_t>(u)]));
  for (int r = g.rows - 1; r >= 0; --r)
    for (int c = 0; c < g.cols; ++c) {
      const int i = g.id(r, c);
      s.forced += g.has(i, forced) ? 1u : 0u;
      if (g.has(i, forced) || (g.has(i, open) && cover[static_cast<std::size_t>(i)]))
        s.captures.push_back(g.capture_by(i));
    }
  return s;
}

}  // namespace boardsolve::captures
