#pragma once
// What the presses of one row do to a row dr below it: a row of C bits in whole words
// (bit c = column c, the bits past C - 1 zero), shifted by each column offset of the
// stencil's row dr and XORed together.
//
//   dc = +1:  out[c] = in[c - 1]   (the light right of the press)
//   dc = -1:  out[c] = in[c + 1]
// On the plane the bit shifted past an edge is dropped; on the torus it comes in at the
// other edge. Time O(C / 64) per call.

#include <cstddef>
#include <cstdint>
#include <span>

#include "boardsolve/lightsout.hpp"

namespace boardsolve::lightsout::detail {

/// A mask of the bits of the last word of a row that are columns (1 .. 64 of them).
inline std::uint64_t last_word_mask(int cols) {
  const int used = cols - (cols - 1) / 64 * 64;
  return used == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << used) - 1;
}

/// out ^= the effect of the presses `in` on the row dr below them (dr in -1, 0, 1).
inline void add_row_effect(std::span<std::uint64_t> out, std::span<const std::uint64_t> in,
                           stencil s, int dr, int cols, topology t) {
  const std::size_t n = in.size();
  const bool wrap = t == topology::torus;
  if (s.has(dr, 0))
    for (std::size_t w = 0; w < n; ++w) out[w] ^= in[w];
  if (s.has(dr, 1)) {
    for (std::size_t w = n; w-- > 0;) out[w] ^= in[w] << 1 | (w > 0 ? in[w - 1] >> 63 : 0);
    if (wrap) out[0] ^= in[n - 1] >> ((cols - 1) % 64) & 1;
  }
  if (s.has(dr, -1)) {
    for (std::size_t w = 0; w < n; ++w) out[w] ^= in[w] >> 1 | (w + 1 < n ? in[w + 1] << 63 : 0);
    if (wrap) out[n - 1] ^= (in[0] & 1) << ((cols - 1) % 64);
  }
  out[n - 1] &= last_word_mask(cols);
}

}  // namespace boardsolve::lightsout::detail
