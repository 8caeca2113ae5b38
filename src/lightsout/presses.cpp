// The effect of a press set, and the check of an unsolvability certificate, both one pass of
// row effects over the board.
#include <fmt/format.h>

#include "boardsolve/lightsout.hpp"
#include "row_effect.hpp"
#include "stencil_ops.hpp"

namespace boardsolve::lightsout {
namespace {

// lights ^ (the toggles of every press in `presses` under `s`). O(R C / 64).
bit_grid toggled(const bit_grid& lights, const bit_grid& presses, stencil s, topology t) {
  bit_grid out = lights;
  const auto w = static_cast<std::size_t>(presses.words_per_row);
  const auto row = [w](auto& g, int r) {
    return std::span(g.words).subspan(w * static_cast<std::size_t>(r), w);
  };
  for (int r = 0; r < presses.rows; ++r)
    for (int dr = -1; dr <= 1; ++dr) {
      int target = r + dr;
      if (target < 0 || target >= presses.rows) {
        if (t == topology::plane) continue;
        target = (target + presses.rows) % presses.rows;
      }
      detail::add_row_effect(row(out, target), row(presses, r), s, dr, presses.cols, t);
    }
  return out;
}

}  // namespace

bit_grid after_presses(const board& b, const bit_grid& presses) {
  return toggled(b.lights, presses, b.shape, b.wrap);
}

std::string check_certificate(const board& b, const bit_grid& s) {
  if (s.rows != b.lights.rows || s.cols != b.lights.cols)
    return fmt::format("the certificate is {} x {}, the board {} x {}", s.rows, s.cols,
                       b.lights.rows, b.lights.cols);
  // Cell (r, c) of the parities: how many cells of S the press on (r, c) toggles, mod 2; that
  // is S under the reflected stencil (press (r, c) reaches (r, c) + o exactly when the
  // reflected press on (r, c) + o reaches (r, c)).
  const bit_grid parities =
      toggled(bit_grid(s.rows, s.cols), s, detail::reflected(b.shape), b.wrap);
  for (int r = 0; r < s.rows; ++r)
    for (int c = 0; c < s.cols; ++c)
      if (parities.get(r, c))
        return fmt::format("the press on ({},{}) toggles an odd number of the certificate's cells",
                           r + 1, c + 1);
  bit_grid lit = s;
  for (std::size_t i = 0; i < lit.words.size(); ++i) lit.words[i] &= b.lights.words[i];
  if (lit.count() % 2 == 0)
    return fmt::format("an even number ({}) of the certificate's cells are lit", lit.count());
  return {};
}

}  // namespace boardsolve::lightsout
