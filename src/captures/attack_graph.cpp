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
  for (int r = 0; r < rows; ++r) {
    const std::uint8_t* in = &b.cells[b.index(r, 0)];
    std::uint8_t* out = &flags[static_cast<std::size_t>(id(r, 0))];
    for (int c = 0; c < cols; ++c) out[c] = in[c] ? pawn : 0;
  }
  const auto at = [](int v) { return static_cast<std::size_t>(v); };
  for (int r = 0; r < rows; ++r)
    for (int i = id(r, 0), end = i + cols; i < end; ++i)
      if ((flags[at(i)] & pawn) && !(flags[at(i - width - 1)] & pawn) &&
          !(flags[at(i - width + 1)] & pawn))
        flags[at(i)] |= stuck;
  // Stuck pawns never leave, so a pawn is forced iff one of its targets is stuck.
  for (int r = 0; r < rows; ++r)
    for (int i = id(r, 0), end = i + cols; i < end; ++i) {
      auto& f = flags[at(i)];
      if (!(f & pawn) || (f & stuck)) continue;
      f |= ((flags[at(i - width - 1)] | flags[at(i - width + 1)]) & stuck) ? forced : open;
    }
}

capture attack_graph::capture_by(int id) const {
  assert(has(id - width - 1, pawn) || has(id - width + 1, pawn));
  return {row_of(id), col_of(id),
          has(id - width - 1, pawn) ? direction::left : direction::right};
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

solution assemble_solution(const attack_graph& g, std::span<const int> left,
                           const std::vector<int>& mate, const std::vector<std::uint8_t>& cover) {
  solution s;
  for (int u : left)
    if (mate[static_cast<std::size_t>(u)] != algo::unmatched)
      s.matching.push_back(g.attack_between(u, mate[static_cast<std::size_t>(u)]));
  for (int r = g.rows - 1; r >= 0; --r)
    for (int i = g.id(r, 0), end = i + g.cols; i < end; ++i) {
      const bool is_forced = g.has(i, forced);
      if (is_forced) ++s.forced;
      if (is_forced || (g.has(i, open) && cover[static_cast<std::size_t>(i)]))
        s.captures.push_back(g.capture_by(i));
    }
  return s;
}

}  // namespace boardsolve::captures
