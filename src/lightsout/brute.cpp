// Exhaustive search, the oracle that trusts no theory: every press set, in Gray-code order,
// one press added or removed per step.
#include <bit>
#include <cassert>

#include "boardsolve/lightsout.hpp"

namespace boardsolve::lightsout {
namespace {

// toggles[i]: the lights press i toggles, as bits r C + c; toggled twice counts as not at all.
std::vector<std::uint32_t> press_toggles(int rows, int cols, stencil s, topology t) {
  std::vector<std::uint32_t> toggles;
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      std::uint32_t bits = 0;
      for (int dr = -1; dr <= 1; ++dr)
        for (int dc = -1; dc <= 1; ++dc) {
          if (!s.has(dr, dc)) continue;
          int tr = r + dr, tc = c + dc;
          if (t == topology::torus) {
            tr = (tr + rows) % rows;
            tc = (tc + cols) % cols;
          } else if (tr < 0 || tr >= rows || tc < 0 || tc >= cols) {
            continue;
          }
          bits ^= std::uint32_t{1} << (tr * cols + tc);
        }
      toggles.push_back(bits);
    }
  return toggles;
}

// Calls visit(lights, presses) for the effect of each of the 2^(R C) press sets.
template <class Visit>
void every_press_set(int rows, int cols, stencil s, topology t, Visit visit) {
  const auto toggles = press_toggles(rows, cols, s, t);
  const std::uint64_t sets = std::uint64_t{1} << toggles.size();
  std::uint32_t lights = 0, pressed = 0;
  visit(lights, 0);
  for (std::uint64_t i = 1; i < sets; ++i) {
    const int press = std::countr_zero(i);
    lights ^= toggles[static_cast<std::size_t>(press)];
    pressed ^= std::uint32_t{1} << press;
    visit(lights, std::popcount(pressed));
  }
}

}  // namespace

long long solve_brute(const board& b) {
  const int rows = b.lights.rows, cols = b.lights.cols;
  assert(rows * cols <= max_brute_cells);
  std::uint32_t target = 0;
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c)
      if (b.lights.get(r, c)) target |= std::uint32_t{1} << (r * cols + c);
  long long best = no_solution;
  every_press_set(rows, cols, b.shape, b.wrap, [&](std::uint32_t lights, int presses) {
    if (lights == target && (best == no_solution || presses < best)) best = presses;
  });
  return best;
}

std::vector<long long> brute_optima(int rows, int cols, stencil s, topology t) {
  assert(rows * cols <= 20);
  std::vector<long long> best(std::size_t{1} << (rows * cols), no_solution);
  every_press_set(rows, cols, s, t, [&](std::uint32_t lights, int presses) {
    long long& b = best[lights];
    if (b == no_solution || presses < b) b = presses;
  });
  return best;
}

}  // namespace boardsolve::lightsout
