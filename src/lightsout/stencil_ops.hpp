#pragma once
// Transformations of stencils and boards that the solver and the checks use.

#include "boardsolve/lightsout.hpp"

namespace boardsolve::lightsout::detail {

/// Calls `f(tr, tc)` for each cell the press on (r, c) toggles: the press matrix's definition,
/// which elimination and the baseline read cell by cell. O(9).
template <class F>
void for_each_reached(const board& b, int r, int c, F f) {
  const int rows = b.lights.rows, cols = b.lights.cols;
  for (int dr = -1; dr <= 1; ++dr)
    for (int dc = -1; dc <= 1; ++dc) {
      if (!b.shape.has(dr, dc)) continue;
      int tr = r + dr, tc = c + dc;
      if (b.wrap == topology::torus) {
        tr = (tr + rows) % rows;
        tc = (tc + cols) % cols;
      } else if (tr < 0 || tr >= rows || tc < 0 || tc >= cols) {
        continue;
      }
      f(tr, tc);
    }
}

/// The stencil turned half a turn: offset (dr, dc) becomes (-dr, -dc); bit i becomes bit 8 - i.
constexpr stencil reflected(stencil s) {
  std::uint16_t m = 0;
  for (int i = 0; i < 9; ++i)
    if (s.mask >> i & 1) m = static_cast<std::uint16_t>(m | 1 << (8 - i));
  return stencil{m};
}

/// The stencil upside down: (dr, dc) becomes (-dr, dc).
constexpr stencil flipped(stencil s) {
  std::uint16_t m = 0;
  for (int i = 0; i < 9; ++i)
    if (s.mask >> i & 1) m = static_cast<std::uint16_t>(m | 1 << ((2 - i / 3) * 3 + i % 3));
  return stencil{m};
}

/// The grid turned half a turn: (r, c) becomes (R-1-r, C-1-c). O(R C).
inline bit_grid turned(const bit_grid& g) {
  bit_grid out(g.rows, g.cols);
  for (int r = 0; r < g.rows; ++r)
    for (int c = 0; c < g.cols; ++c)
      if (g.get(r, c)) out.flip(g.rows - 1 - r, g.cols - 1 - c);
  return out;
}

/// The grid upside down: (r, c) becomes (R-1-r, c). O(R C / 64).
inline bit_grid upside_down(const bit_grid& g) {
  bit_grid out(g.rows, g.cols);
  const auto w = static_cast<std::size_t>(g.words_per_row);
  for (int r = 0; r < g.rows; ++r)
    for (std::size_t k = 0; k < w; ++k)
      out.words[static_cast<std::size_t>(g.rows - 1 - r) * w + k] =
          g.words[static_cast<std::size_t>(r) * w + k];
  return out;
}

}  // namespace boardsolve::lightsout::detail
