// The oracle that trusts no theory: depth-first search over every jump sequence of every
// king, on the literal rules (the king's square empties when it leaves, a captured checker's
// square empties at once, a landing square must be empty). Explicit stack; exponential.
#include <cassert>
#include <vector>

#include "boardsolve/kingjump.hpp"

namespace boardsolve::kingjump {

path solve_brute(const board& start) {
  std::size_t checkers = 0;
  for (const cell c : start.cells) checkers += c == cell::checker;
  assert(checkers <= 16);
  constexpr int row_step[4] = {-1, -1, 1, 1};
  constexpr int col_step[4] = {-1, 1, -1, 1};

  board b = start;
  struct frame {
    square at;
    int next_direction = 0;
  };
  std::vector<frame> stack;
  for (int r = 0; r < b.rows; ++r)
    for (int c = 0; c < b.cols; ++c) {
      if (b(r, c) != cell::king) continue;
      b(r, c) = cell::empty;
      stack.assign(1, {{r, c}, 0});
      std::size_t captured = 0;
      while (!stack.empty()) {
        if (captured == checkers) {
          path p;
          for (const frame& f : stack) p.push_back(f.at);
          return p;
        }
        frame& f = stack.back();
        if (f.next_direction == 4) {  // every jump from here tried: undo the one that led here
          const square from_here = f.at;
          stack.pop_back();
          if (stack.empty()) break;
          const square before = stack.back().at;
          b((before.row + from_here.row) / 2, (before.col + from_here.col) / 2) = cell::checker;
          --captured;
          continue;
        }
        const int d = f.next_direction++;
        const square over{f.at.row + row_step[d], f.at.col + col_step[d]};
        const square onto{f.at.row + 2 * row_step[d], f.at.col + 2 * col_step[d]};
        if (!b.contains(onto.row, onto.col) || b(over.row, over.col) != cell::checker ||
            b(onto.row, onto.col) != cell::empty)
          continue;
        b(over.row, over.col) = cell::empty;
        ++captured;
        stack.push_back({onto, 0});
      }
      b(r, c) = cell::king;
    }
  return {};
}

}  // namespace boardsolve::kingjump
