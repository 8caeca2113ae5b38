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

std::size_t attack_graph::count(square_flag f) const {
  std::size_t total = 0;
  for (const std::uint8_t bits : flags) total += (bits & f) ? 1u : 0u;
  return total;
}

std::vector<int> open_left_side(const attack_graph& g, int colour) {
  std::vector<int> left;
  left.reserve(g.count(open) / (colour < 0 ? 2 : 4) + 1);
  const int step = colour < 0 ? 1 : 2;
  for (int r = 0; r < g.rows; r += 2) {
    const int first = colour < 0 ? 0 : (colour + r) % 2;
    for (int i = g.id(r, first), end = g.id(r, 0) + g.cols; i < end; i += step)
      if (g.has(i, open)) left.push_back(i);
  }
  return left;
}

solution assemble_solution(const attack_graph& g, const std::vector<int>& mate,
                           const std::vector<std::uint8_t>& cover) {
  solution s;
  for (int r = 0; r < g.rows; r += 2)
    for (int u = g.id(r, 0), end = u + g.cols; u < end; ++u)
      if (g.has(u, open) && mate[static_cast<std::size_t>(u)] != algo::unmatched)
        s.matching.push_back(g.attack_between(u, mate[static_cast<std::size_t>(u)]));
  s.captures.reserve(g.count(forced) + s.matching.size());
  const std::uint8_t* flags = g.flags.data();
  const std::uint8_t* in_cover = cover.data();
  const auto up_left = static_cast<std::ptrdiff_t>(g.width) + 1;
  for (int r = g.rows - 1; r >= 0; --r) {
    const std::ptrdiff_t row_start = g.id(r, 0);
    for (int c = 0; c < g.cols; ++c) {
      const std::ptrdiff_t i = row_start + c;
      const std::uint8_t f = flags[i];
      if (!(f & (forced | open))) continue;
      s.forced += (f & forced) ? 1u : 0u;
      if ((f & forced) || in_cover[i])
        s.captures.push_back(
            {r, c, (flags[i - up_left] & pawn) ? direction::left : direction::right});
    }
  }
  return s;
}

}  // namespace boardsolve::captures
