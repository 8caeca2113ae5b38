// Boards aimed at wrong solutions: a snake of pawns, greedy traps and fans.
#include "trap_boards.hpp"

#include <algorithm>
#include <array>
#include <string_view>

namespace boardsolve::captures {
namespace {

// The squares of one colour seen as a grid turned 45 degrees: (a, b) is the square
// r = a + b + parity, c = a - b, so the two squares a pawn attacks from (r, c), and the two
// that attack it, are the four neighbours of (a, b).
struct turned_colour {
  int rows, cols, parity;

  int lowest_a(int b) const { return std::max(-b - parity, b); }
  int highest_a(int b) const { return std::min(rows - 1 - b - parity, cols - 1 + b); }
  bool holds(int a, int b) const { return lowest_a(b) <= a && a <= highest_a(b); }
  void put(board& out, int a, int b) const { out(a + b + parity, a - b) = 1; }
};

int floor_half(int x) {
  return x >= 0 ? x / 2 : -((1 - x) / 2);
}

// A boustrophedon on the turned grid: the grid rows b0, b0 + 2, ... in turn left to right and
// right to left, each joined to the next by one square of the row between, at the end both
// reach. Rows two apart never touch, so the path is induced. O(R C).
void add_snake(board& out, const turned_colour& g, int start) {
  const int b_first = floor_half(-(g.cols - 1) - g.parity + 1);
  const int b_last = floor_half(g.rows - 1 - g.parity);
  int b = b_first + start;
  while (b <= b_last && !(g.lowest_a(b) <= g.highest_a(b))) ++b;
  if (b > b_last) return;
  bool rightwards = true;
  int entry = g.lowest_a(b);
  for (;; b += 2, rightwards = !rightwards) {
    const bool next_row = b + 2 <= b_last;
    int exit = rightwards ? g.highest_a(b) : g.lowest_a(b);
    if (next_row)
      exit = rightwards ? std::min({exit, g.highest_a(b + 1), g.highest_a(b + 2)})
                        : std::max({exit, g.lowest_a(b + 1), g.lowest_a(b + 2)});
    if (rightwards ? exit < entry : exit > entry) {
      g.put(out, entry, b);
      return;
    }
    for (int a = std::min(entry, exit); a <= std::max(entry, exit); ++a) g.put(out, a, b);
    if (!next_row || !g.holds(exit, b + 1) || !g.holds(exit, b + 2)) return;
    g.put(out, exit, b + 1);
    entry = exit;
  }
}

// Found by exhaustive comparison with the optimum: greedy by most attacks takes 4 captures
// on each, the optimum 3, whichever way its ties are broken.
constexpr std::array<std::array<std::string_view, 4>, 2> greedy_gadgets = {{
    {".O.O.", "..O..", ".O.O.", "O.O.O"},
    {".OOO.", "..O..", ".OOO.", "O.O.O"},
}};

}  // namespace

board snake_board(int rows, int cols, rng& random) {
  board b(rows, cols);
  for (const int parity : {0, 1})
    add_snake(b, turned_colour{rows, cols, parity}, static_cast<int>(random.below(2)));
  if (random.chance(0.5))  // mirrored left to right, both colours at once
    for (int r = 0; r < rows; ++r)
      std::reverse(b.cells.begin() + static_cast<std::ptrdiff_t>(b.index(r, 0)),
                   b.cells.begin() + static_cast<std::ptrdiff_t>(b.index(r, 0)) + cols);
  return b;
}

board greedy_trap_board(int rows, int cols, double density, rng& random) {
  board b(rows, cols);
  for (int top = 0; top + 4 <= rows; top += 5)
    for (int left = 0; left + 5 <= cols; left += 6) {
      if (!random.chance(density)) continue;
      const auto& gadget = greedy_gadgets[random.index_below(greedy_gadgets.size())];
      for (std::size_t r = 0; r < gadget.size(); ++r)
        for (std::size_t c = 0; c < gadget[r].size(); ++c)
          b(top + static_cast<int>(r), left + static_cast<int>(c)) = gadget[r][c] == 'O';
    }
  return b;
}

board fan_board(int rows, int cols, double density, rng& random) {
  board b(rows, cols);
  for (int top = 0; top + 2 <= rows; top += 3)
    for (int left = 0; left + 3 <= cols;) {
      const int k = std::min(random.between(1, 3), (cols - 1 - left) / 2);
      if (random.chance(density)) {
        for (int i = 0; i <= k; ++i) b(top + 1, left + 2 * i) = 1;
        for (int i = 0; i < k; ++i) b(top, left + 2 * i + 1) = 1;
      }
      left += 2 * k + 2;
    }
  return b;
}

}  // namespace boardsolve::captures
