// The textbook method, a second exact algorithm: one unknown per cell, elimination, then
// every solution. Boards of fewer than 64 cells use the one-word eliminator of
// algo/gf2_system.hpp, so there the baseline shares no code with solve() but the press
// matrix's definition.
#include <bit>
#include <cassert>

#include "algo/gf2_system.hpp"
#include "kernel_minimum.hpp"
#include "press_space.hpp"
#include "stencil_ops.hpp"

namespace boardsolve::lightsout {
namespace {

// The cells press (r, c) toggles, as bits r' C + c'.
std::uint64_t reach(const board& b, int r, int c) {
  std::uint64_t bits = 0;
  detail::for_each_reached(
      b, r, c, [&](int tr, int tc) { bits |= std::uint64_t{1} << (tr * b.lights.cols + tc); });
  return bits;
}

long long small_baseline(const board& b) {
  const int n = b.lights.rows * b.lights.cols;
  std::vector<algo::gf2_row> equations(static_cast<std::size_t>(n), 0);
  for (int r = 0; r < b.lights.rows; ++r)
    for (int c = 0; c < b.lights.cols; ++c) {
      const int press = r * b.lights.cols + c;
      for (std::uint64_t t = reach(b, r, c); t != 0; t &= t - 1)
        equations[static_cast<std::size_t>(std::countr_zero(t))] |= algo::gf2_row{1} << press;
      if (b.lights.get(r, c)) equations[static_cast<std::size_t>(press)] |= algo::gf2_row{1} << n;
    }
  const auto space = algo::solve_gf2(std::move(equations), n);
  if (!space) return no_solution;
  long long best = n + 1;
  for (std::uint64_t i = 0; i < space->size(); ++i)
    best = std::min<long long>(best, std::popcount(space->at(i)));
  return best;
}

}  // namespace

long long solve_baseline(const board& b) {
  const long long cells = static_cast<long long>(b.lights.rows) * b.lights.cols;
  assert(cells <= max_eliminated_cells);
  if (cells < 64) return small_baseline(b);
  const detail::press_space space = detail::eliminate_space(b);
  if (!space.consistent) return no_solution;
  std::vector<bit_grid> kernel;
  for (const auto& v : space.kernel) kernel.push_back(detail::expand(b, space, v, false));
  return detail::gray_minimum(detail::expand(b, space, space.particular, true), kernel).count();
}

}  // namespace boardsolve::lightsout
