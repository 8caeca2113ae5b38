// The solution space by plain elimination: one unknown per cell, one equation per light
// ("the presses that reach this light, and the light itself, sum to 0"). Any stencil.
#include <cassert>

#include "algo/gf2_m4ri.hpp"
#include "press_space.hpp"
#include "stencil_ops.hpp"

namespace boardsolve::lightsout::detail {

press_space eliminate_space(const board& b, stop_token stop) {
  const int rows = b.lights.rows, cols = b.lights.cols;
  assert(b.wrap == topology::plane || (rows >= 3 && cols >= 3));
  const auto cells = static_cast<std::size_t>(rows) * static_cast<std::size_t>(cols);
  const auto at = [cols](int r, int c) {
    return static_cast<std::size_t>(r) * static_cast<std::size_t>(cols) +
           static_cast<std::size_t>(c);
  };
  algo::gf2_dense_system system(cells, cells);
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      if (b.lights.get(r, c)) system.flip(at(r, c), cells);
      for_each_reached(b, r, c, [&](int tr, int tc) { system.flip(at(tr, tc), at(r, c)); });
    }
  auto solved = algo::solve_dense(system, stop);
  press_space space;
  space.consistent = solved.consistent;
  space.particular = std::move(solved.particular);
  space.kernel = std::move(solved.kernel);
  return space;
}

}  // namespace boardsolve::lightsout::detail
