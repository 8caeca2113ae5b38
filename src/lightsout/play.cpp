// Lights Out played by hand: a press is after_presses() of one cell, and the hint is a press
// of solve()'s fewest from the lights now. Presses commute, so the game is the lights now and
// the parity of the presses made.
#include <bit>

#include <fmt/format.h>

#include "boardsolve/lightsout.hpp"

namespace boardsolve::lightsout {

std::vector<cell> cells_of(const bit_grid& g) {
  std::vector<cell> cells;
  for (int r = 0; r < g.rows; ++r)
    for (int w = 0; w < g.words_per_row; ++w)
      for (std::uint64_t bits = g.words[g.word(r, w * 64)]; bits != 0; bits &= bits - 1)
        cells.push_back({r, w * 64 + std::countr_zero(bits)});
  return cells;
}

play_state start_play(const board& b) {
  return {b, bit_grid(b.lights.rows, b.lights.cols), 0};
}

std::string why_illegal(const play_state& s, cell at) {
  const int rows = s.now.lights.rows, cols = s.now.lights.cols;
  if (at.row < 0 || at.row >= rows || at.col < 0 || at.col >= cols)
    return fmt::format("({},{}) is not on the {} x {} board", at.row + 1, at.col + 1, rows, cols);
  return "";
}

play_state play(const play_state& s, cell at) {
  bit_grid one(s.now.lights.rows, s.now.lights.cols);
  one.flip(at.row, at.col);
  play_state next = s;
  next.now.lights = after_presses(s.now, one);
  next.pressed.flip(at.row, at.col);
  ++next.presses;
  return next;
}

bool is_goal(const play_state& s) {
  for (const std::uint64_t w : s.now.lights.words)
    if (w != 0) return false;
  return true;
}

solution solve_from(const play_state& s, const solve_options& options) {
  return solve(s.now, options);
}

std::optional<cell> best_press(const play_state& s) {
  if (is_goal(s)) return std::nullopt;
  const solution rest = solve_from(s);
  if (rest.result != outcome::optimal) return std::nullopt;
  for (int r = 0; r < rest.presses.rows; ++r)
    for (int w = 0; w < rest.presses.words_per_row; ++w)
      if (const std::uint64_t bits = rest.presses.words[rest.presses.word(r, w * 64)]; bits != 0)
        return cell{r, w * 64 + std::countr_zero(bits)};
  return std::nullopt;
}

}  // namespace boardsolve::lightsout
