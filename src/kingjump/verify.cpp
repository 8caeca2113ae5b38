// Checking a path without trusting the solver: the jumps replayed one by one on the board.
#include <cstdlib>

#include <fmt/format.h>

#include "boardsolve/kingjump.hpp"

namespace boardsolve::kingjump {
namespace {

// 1-based, as the judge's format writes squares.
std::string name(square s) {
  return fmt::format("({},{})", s.row + 1, s.col + 1);
}

std::string_view what_is(cell c) {
  switch (c) {
    case cell::unused:
      return "a '-' square";
    case cell::king:
      return "a king";
    case cell::checker:
      return "a checker";
    case cell::empty:
      break;
  }
  return "an empty square";
}

}  // namespace

std::string replay(const board& start, std::span<const square> p) {
  if (p.empty()) return "the path has no square";
  const square first = p[0];
  if (!start.contains(first.row, first.col)) return fmt::format("{} is off the board", name(first));
  if (start(first.row, first.col) != cell::king)
    return fmt::format("the path starts on {}, {}, not a king", name(first),
                       what_is(start(first.row, first.col)));
  board b = start;
  b(first.row, first.col) = cell::empty;  // the king has left
  for (std::size_t k = 1; k < p.size(); ++k) {
    const square from = p[k - 1], to = p[k];
    const auto problem = [&](std::string_view what) {
      return fmt::format("jump {}: {} -> {}: {}", k, name(from), name(to), what);
    };
    if (!b.contains(to.row, to.col)) return problem("the landing square is off the board");
    if (std::abs(to.row - from.row) != 2 || std::abs(to.col - from.col) != 2)
      return problem("not a jump of two squares diagonally");
    const square over{(from.row + to.row) / 2, (from.col + to.col) / 2};
    if (b(over.row, over.col) != cell::checker) {
      if (start(over.row, over.col) != cell::checker)
        return problem(fmt::format("no checker on {}", name(over)));
      for (std::size_t j = 1; j < k; ++j)
        if ((p[j - 1].row + p[j].row) / 2 == over.row && (p[j - 1].col + p[j].col) / 2 == over.col)
          return problem(
              fmt::format("the checker on {} was already captured by jump {}", name(over), j));
    }
    if (b(to.row, to.col) != cell::empty)
      return problem(fmt::format("cannot land on {}: {}", name(to), what_is(b(to.row, to.col))));
    b(over.row, over.col) = cell::empty;
  }
  std::size_t left = 0;
  square first_left;
  for (int r = b.rows - 1; r >= 0; --r)
    for (int c = b.cols - 1; c >= 0; --c)
      if (b(r, c) == cell::checker) {
        ++left;
        first_left = {r, c};
      }
  if (left > 0)
    return fmt::format("after the last jump {} checker{} left, the first on {}", left,
                       left == 1 ? " is" : "s are", name(first_left));
  return {};
}

}  // namespace boardsolve::kingjump
