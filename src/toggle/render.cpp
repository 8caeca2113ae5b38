// Pictures for `show`: the board, the plan drawn on it, and the board after the moves.
#include <algorithm>

#include <fmt/format.h>

#include "boardsolve/toggle.hpp"

namespace boardsolve::toggle {

std::string render(const board& start, const solution& s) {
  std::string out;
  if (s.count == no_solution) {
    out +=
        fmt::format("{} x {} board: no set of moves makes it all black\n", start.rows, start.cols);
    for (int r = 0; r < start.rows; ++r) {
      out += "  ";
      for (int c = 0; c < start.cols; ++c) out.push_back(start(r, c) ? 'W' : 'B');
      out.push_back('\n');
    }
    return out;
  }
  grid<char> plan(start.rows, start.cols, '.');
  board after = start;
  const auto flip = [&after](int r, int c) {
    if (after.contains(r, c)) after(r, c) ^= 1;
  };
  for (const move& m : s.moves) {
    plan(m.row, m.col) = m.type == move_type::solid ? '2' : '1';
    flip(m.row - 1, m.col);
    flip(m.row + 1, m.col);
    flip(m.row, m.col - 1);
    flip(m.row, m.col + 1);
    if (m.type == move_type::solid) flip(m.row, m.col);
  }
  out += fmt::format("{} x {} board, {} move{} (1, 2: a move of that type)\n", start.rows,
                     start.cols, s.count, s.count == 1 ? "" : "s");
  const int width = std::max(start.cols, 5) + 2;
  out += fmt::format("  {:<{}}{:<{}}{}\n", "board", width, "moves", width, "after");
  const auto pad = static_cast<std::size_t>(width - start.cols);
  for (int r = 0; r < start.rows; ++r) {
    out += "  ";
    for (int c = 0; c < start.cols; ++c) out.push_back(start(r, c) ? 'W' : 'B');
    out.append(pad, ' ');
    for (int c = 0; c < start.cols; ++c) out.push_back(plan(r, c));
    out.append(pad, ' ');
    for (int c = 0; c < start.cols; ++c) out.push_back(after(r, c) ? 'W' : 'B');
    out.push_back('\n');
  }
  return out;
}

}  // namespace boardsolve::toggle
