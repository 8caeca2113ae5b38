// Pictures for `show`: the board, then every capture and the board after it.
#include <fmt/format.h>

#include "boardsolve/captures.hpp"

namespace boardsolve::captures {
namespace {

// 'O' a pawn, '.' empty; '*' marks where the last capturer landed.
void draw(std::string& out, const board& b, int landed_r = -1, int landed_c = -1) {
  for (int r = 0; r < b.rows; ++r) {
    out += "  ";
    for (int c = 0; c < b.cols; ++c)
      out.push_back(r == landed_r && c == landed_c ? '*' : (b(r, c) ? 'O' : '.'));
    out.push_back('\n');
  }
}

constexpr std::size_t max_drawing = 4'000'000;

}  // namespace

std::string render(const board& start, const solution& s) {
  std::string out;
  out += fmt::format("{} x {} board, {} captures ({} forced + {} for a matching of {} attacks)\n",
                     start.rows, start.cols, s.captures.size(), s.forced, s.matching.size(),
                     s.matching.size());
  draw(out, start);
  // A board after every move is O(M R C) characters: beyond a few megabytes, draw the last only.
  const std::size_t board_chars = start.cells.size() + 3 * static_cast<std::size_t>(start.rows);
  const bool every_board = board_chars * s.captures.size() <= max_drawing;
  if (!every_board)
    out += fmt::format(
        "(the boards between the moves are left out: they would take more than {} "
        "characters)\n",
        max_drawing);
  board b = start;
  for (std::size_t k = 0; k < s.captures.size(); ++k) {
    const capture& m = s.captures[k];
    const int tr = m.row - 1, tc = m.target_col();
    b(m.row, m.col) = 0;
    out += fmt::format("move {}: {} {} {}  the pawn on ({},{}) takes ({},{})\n", k + 1, m.row + 1,
                       m.col + 1, static_cast<char>(m.dir), m.row + 1, m.col + 1, tr + 1, tc + 1);
    if (every_board) draw(out, b, tr, tc);
  }
  if (!every_board && !s.captures.empty()) {
    out += "after the last move:\n";
    draw(out, b);
  }
  out += "no pawn attacks another\n";
  return out;
}

}  // namespace boardsolve::captures
