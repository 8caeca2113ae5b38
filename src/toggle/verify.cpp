// Checking a plan without trusting the solver: every move on the board, one type per row and
// per column, and the board all black after the moves.
#include <fmt/format.h>

#include "boardsolve/toggle.hpp"

namespace boardsolve::toggle {
namespace {

// 1-based, as the judge's format writes cells.
std::string cell(int r, int c) {
  return fmt::format("({},{})", r + 1, c + 1);
}

// The type of a row or column and the move that fixed it.
struct line_type {
  int type = 0;  // 0: no move yet
  std::size_t first_move = 0;
};

}  // namespace

std::string replay(const board& start, std::span<const move> moves) {
  board b = start;
  std::vector<line_type> row_types(static_cast<std::size_t>(b.rows));
  std::vector<line_type> col_types(static_cast<std::size_t>(b.cols));
  const auto flip = [&b](int r, int c) {
    if (b.contains(r, c)) b(r, c) ^= 1;
  };
  for (std::size_t k = 0; k < moves.size(); ++k) {
    const move& m = moves[k];
    const int type = static_cast<int>(m.type);
    const auto problem = [&](std::string_view what) {
      return fmt::format("move {}: {} type {}{}", k + 1, cell(m.row, m.col), type, what);
    };
    if (!b.contains(m.row, m.col)) return problem(" is off the board");
    line_type& row = row_types[static_cast<std::size_t>(m.row)];
    line_type& col = col_types[static_cast<std::size_t>(m.col)];
    if (row.type != 0 && row.type != type)
      return problem(fmt::format(", but row {} already has a type {} move (move {})", m.row + 1,
                                 row.type, row.first_move + 1));
    if (col.type != 0 && col.type != type)
      return problem(fmt::format(", but column {} already has a type {} move (move {})", m.col + 1,
                                 col.type, col.first_move + 1));
    if (row.type == 0) row = {type, k};
    if (col.type == 0) col = {type, k};
    flip(m.row - 1, m.col);
    flip(m.row + 1, m.col);
    flip(m.row, m.col - 1);
    flip(m.row, m.col + 1);
    if (m.type == move_type::solid) flip(m.row, m.col);
  }
  for (int r = 0; r < b.rows; ++r)
    for (int c = 0; c < b.cols; ++c)
      if (b(r, c)) return fmt::format("after the moves, {} is still white", cell(r, c));
  return {};
}

}  // namespace boardsolve::toggle
