// The oracle that trusts no theory: every assignment of none / hollow / solid to every cell,
// kept when no row and no column holds both types, applied to a black board cell by cell.
// One pass over all plans of a shape gives the optimum of every colouring at once.
#include <cassert>
#include <vector>

#include "boardsolve/toggle.hpp"

namespace boardsolve::toggle {

std::vector<int> brute_optima(int rows, int cols) {
  const int cells = rows * cols;
  assert(cells >= 1 && cells <= 12);
  const auto at = [](int i) { return static_cast<std::size_t>(i); };
  std::vector<int> optimum(std::size_t{1} << cells, no_solution);
  std::vector<int> plan(at(cells), 0);  // per cell: 0 none, 1 hollow, 2 solid; an odometer
  for (;;) {
    bool legal = true;
    for (int r = 0; r < rows && legal; ++r)
      for (int c = 0; c < cols && legal; ++c) {
        const int t = plan[at(r * cols + c)];
        if (t == 0) continue;
        for (int k = 0; k < cols; ++k)
          if (const int u = plan[at(r * cols + k)]; u != 0 && u != t) legal = false;
        for (int k = 0; k < rows; ++k)
          if (const int u = plan[at(k * cols + c)]; u != 0 && u != t) legal = false;
      }
    if (legal) {
      unsigned toggled = 0;
      int moves = 0;
      const auto flip = [&](int r, int c) {
        if (r >= 0 && r < rows && c >= 0 && c < cols) toggled ^= 1u << (r * cols + c);
      };
      for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c) {
          const int t = plan[at(r * cols + c)];
          if (t == 0) continue;
          ++moves;
          flip(r - 1, c);
          flip(r + 1, c);
          flip(r, c - 1);
          flip(r, c + 1);
          if (t == 2) flip(r, c);
        }
      // The plan turns exactly the colouring `toggled` all black.
      int& best = optimum[toggled];
      if (best == no_solution || moves < best) best = moves;
    }
    int i = 0;
    while (i < cells && plan[at(i)] == 2) plan[at(i++)] = 0;
    if (i == cells) break;
    ++plan[at(i)];
  }
  return optimum;
}

int solve_brute(const board& b) {
  unsigned colouring = 0;
  for (int r = 0; r < b.rows; ++r)
    for (int c = 0; c < b.cols; ++c)
      if (b(r, c)) colouring |= 1u << (r * b.cols + c);
  return brute_optima(b.rows, b.cols)[colouring];
}

}  // namespace boardsolve::toggle
