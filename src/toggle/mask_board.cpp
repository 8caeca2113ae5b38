#include "mask_board.hpp"

#include <cassert>

namespace boardsolve::toggle {

mask_board::mask_board(const board& b)
    : rows(b.rows >= b.cols ? b.rows : b.cols),
      cols(b.rows >= b.cols ? b.cols : b.rows),
      transposed(b.rows < b.cols),
      full(cols >= 32 ? ~row_mask{0} : (row_mask{1} << cols) - 1),
      white(static_cast<std::size_t>(rows) + 1, 0) {
  assert(cols <= max_short_side);
  for (int r = 0; r < b.rows; ++r)
    for (int c = 0; c < b.cols; ++c)
      if (b(r, c)) {
        const int row = transposed ? c : r, col = transposed ? r : c;
        white[static_cast<std::size_t>(row)] |= row_mask{1} << col;
      }
}

move mask_board::to_move(int r, int c, bool solid) const {
  const move_type type = solid ? move_type::solid : move_type::hollow;
  return transposed ? move{c, r, type} : move{r, c, type};
}

std::vector<int> packing_bound(const mask_board& b) {
  const auto at = [](int r) { return static_cast<std::size_t>(r); };
  // claimed[r + 1]: cells of row r inside the neighbourhood of a chosen cell; one row of
  // padding on each side.
  std::vector<row_mask> claimed(at(b.rows) + 2, 0);
  std::vector<int> bound(at(b.rows) + 3, 0);
  int packed = 0;
  for (int r = b.rows - 1; r >= 0; --r) {
    for (row_mask w = b.white[at(r)]; w != 0; w &= w - 1) {
      const row_mask cell = w & (~w + 1);
      const row_mask across = (cell | cell << 1 | cell >> 1) & b.full;
      if ((claimed[at(r)] & cell) || (claimed[at(r) + 1] & across) || (claimed[at(r) + 2] & cell))
        continue;
      claimed[at(r)] |= cell;
      claimed[at(r) + 1] |= across;
      claimed[at(r) + 2] |= cell;
      ++packed;
    }
    bound[at(r)] = packed;
  }
  return bound;
}

}  // namespace boardsolve::toggle
