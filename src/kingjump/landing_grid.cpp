#include "landing_grid.hpp"

#include <algorithm>
#include <array>

namespace boardsolve::kingjump {
namespace {

constexpr auto is = [](cell c, cell what) -> std::uint8_t { return c == what ? 1 : 0; };

// The flags of the landing square in column c of row `mid`, between the board rows `up` and
// `down`; `n` columns. Any column (bounds checked).
std::uint8_t flags_at(const cell* up, const cell* mid, const cell* down, int c, int n) {
  const auto checker = [&](const cell* row, int col) -> std::uint8_t {
    return col >= 0 && col < n ? is(row[col], cell::checker) : 0;
  };
  const cell here = mid[c];
  return static_cast<std::uint8_t>(checker(up, c - 1) | checker(up, c + 1) << 1 |
                                   checker(down, c - 1) << 2 | checker(down, c + 1) << 3 |
                                   (is(here, cell::unused) | is(here, cell::checker)) << 4 |
                                   is(here, cell::king) << 5);
}

// Folds one square's flags into the summary of its lattice.
void summarise(lattice_summary& s, std::uint8_t f, int id) {
  constexpr std::uint16_t odd_count = 0b0110'1001'1001'0110;  // bit k: popcount(k) is odd
  const unsigned around = f & landing_grid::checkers_around;
  if (around == 0) return;
  if (f & landing_grid::blocks) s.blocked = true;
  if ((f & landing_grid::king) && s.kings < 2 && ++s.kings == 1) s.king = id;
  if (odd_count >> around & 1) {
    if (s.odd < 2) s.odd_ids[s.odd] = id;
    ++s.odd;
  }
}

}  // namespace

landing_grid::landing_grid(const board& b, square first_checker)
    : row0(1 - (first_checker.row & 1)),
      col0(1 - (first_checker.col & 1)),
      rows((b.rows - row0 + 1) / 2),
      cols((b.cols - col0 + 1) / 2),
      width(cols + 2),
      flags(static_cast<std::size_t>(rows + 2) * static_cast<std::size_t>(width), 0),
      offsets_{-width - 1, -width + 1, width - 1, width + 1} {
  const int n = b.cols;
  const std::vector<cell> off_board(static_cast<std::size_t>(n), cell::empty);
  const auto row_at = [&](int r) {
    return r >= 0 && r < b.rows ? &b.cells[b.index(r, 0)] : off_board.data();
  };
  // Columns whose both diagonal neighbours are on the board: j in [inner_first, inner_end).
  const int inner_first = col0 == 0 ? 1 : 0;
  const int inner_end = std::max(inner_first, n - 2 - col0 >= 0 ? (n - 2 - col0) / 2 + 1 : 0);
  for (int i = 0; i < rows; ++i) {
    const int r = row0 + 2 * i;
    const cell* up = row_at(r - 1);
    const cell* mid = row_at(r);
    const cell* down = row_at(r + 1);
    std::uint8_t* out = &flags[static_cast<std::size_t>(id(i, 0))];
    for (int j = 0; j < std::min(inner_first, cols); ++j)
      out[j] = flags_at(up, mid, down, col0 + 2 * j, n);
    for (int j = inner_first; j < std::min(inner_end, cols); ++j) {
      const auto c = static_cast<std::size_t>(col0 + 2 * j);
      const cell here = mid[c];
      out[j] = static_cast<std::uint8_t>(
          is(up[c - 1], cell::checker) | is(up[c + 1], cell::checker) << 1 |
          is(down[c - 1], cell::checker) << 2 | is(down[c + 1], cell::checker) << 3 |
          (is(here, cell::unused) | is(here, cell::checker)) << 4 | is(here, cell::king) << 5);
    }
    for (int j = std::max(inner_first, inner_end); j < cols; ++j)
      out[j] = flags_at(up, mid, down, col0 + 2 * j, n);

    // A checker down-right of (i, j) is inner iff (i + 1, j + 1) is a landing square too.
    std::size_t inner = 0;
    for (int j = 0; j + 1 < cols; ++j) inner += out[j] >> down_right & 1;
    if (i + 1 < rows) inner_checkers += inner;
    for (int j = 0; j < cols; ++j)
      summarise(lattices[static_cast<std::size_t>((i + j) & 1)], out[j], id(i, j));
  }
}

}  // namespace boardsolve::kingjump
