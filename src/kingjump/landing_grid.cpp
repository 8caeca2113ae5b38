#include "landing_grid.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cstring>
#include <thread>

namespace boardsolve::kingjump {
namespace {

// While the grid is built, a landing square's byte also says what stands on it.
constexpr std::uint8_t checkers_around = 0x0f;
constexpr std::uint8_t blocks = 0x10;  // '-' or a checker
constexpr std::uint8_t king = 0x20;

constexpr std::uint8_t is(cell c, cell what) {
  return c == what ? 1 : 0;
}

// The byte of the landing square in column c of row `mid`, between the board rows `up` and
// `down`; `n` columns. Any column (bounds checked).
std::uint8_t byte_at(const cell* up, const cell* mid, const cell* down, int c, int n) {
  const auto checker = [&](const cell* row, int col) -> std::uint8_t {
    return col >= 0 && col < n ? is(row[col], cell::checker) : 0;
  };
  const cell here = mid[c];
  return static_cast<std::uint8_t>(checker(up, c - 1) | checker(up, c + 1) << 1 |
                                   checker(down, c - 1) << 2 | checker(down, c + 1) << 3 |
                                   (is(here, cell::unused) | is(here, cell::checker)) * blocks |
                                   is(here, cell::king) * king);
}

// The checkers of one board row; byte-wide counters in blocks of 255, so that it vectorises.
std::size_t count_checkers(const cell* row, int n) {
  const auto* bytes = reinterpret_cast<const unsigned char*>(row);
  const auto length = static_cast<std::size_t>(n);
  std::size_t total = 0;
  for (std::size_t start = 0; start < length; start += 255) {
    std::uint8_t block = 0;
    for (std::size_t k = start, end = std::min(length, start + 255); k < end; ++k)
      block = static_cast<std::uint8_t>(block + (bytes[k] == static_cast<unsigned char>('o')));
    total += block;
  }
  return total;
}

constexpr unsigned has_checkers(std::uint8_t f) {
  return (f & checkers_around) != 0 ? 1u : 0u;
}

// What one row of landing squares adds to the summaries, by the parity p of j.
struct row_totals {
  std::array<std::size_t, 2> odd{};     // squares with an odd number of checkers next to them
  std::array<bool, 2> blocked{};        // a square next to a checker holds '-' or a checker
  std::array<bool, 2> kings{};          // a king stands next to a checker
  std::size_t checkers_down_right = 0;  // bits down_right, over the whole row
};

// The row's bytes eight at a time (SWAR): per byte, the parity of the four direction bits and
// "has a checker next to it" land in bit 0, and the even and odd bytes are counted apart. The
// row must be followed by 7 zero bytes.
row_totals add_up(const std::uint8_t* row, int cols) {
  constexpr std::uint64_t ones = 0x0101010101010101;  // bit 0 of every byte
  constexpr std::uint64_t low_nibbles = 0x0f0f0f0f0f0f0f0f;
  // The bytes of even j: those at the lowest address of each pair.
  constexpr std::uint64_t even_bytes =
      std::endian::native == std::endian::little ? 0x00ff00ff00ff00ff : 0xff00ff00ff00ff00;
  const auto count = [](std::uint64_t bits) {  // of bits that are bit 0 of their byte
    return static_cast<std::size_t>(bits * ones >> 56);
  };
  row_totals t;
  std::uint64_t blocked = 0, kings = 0;
  for (int j = 0; j < cols; j += 8) {
    std::uint64_t x;
    std::memcpy(&x, row + j, 8);
    const std::uint64_t around = x & low_nibbles;
    std::uint64_t odd = around ^ around >> 1;
    odd = (odd ^ odd >> 2) & ones;
    const std::uint64_t next_to_checker = (around + low_nibbles) >> 4 & ones;
    t.odd[0] += count(odd & even_bytes);
    t.odd[1] += count(odd & ~even_bytes);
    blocked |= next_to_checker & x >> 4;
    kings |= next_to_checker & x >> 5;
    t.checkers_down_right += count(x >> 3 & ones);
  }
  t.blocked = {(blocked & even_bytes & ones) != 0, (blocked & ~even_bytes & ones) != 0};
  t.kings = {(kings & even_bytes & ones) != 0, (kings & ~even_bytes & ones) != 0};
  return t;
}

}  // namespace

landing_grid::landing_grid(const board& b, square first_checker, unsigned threads)
    : row0_(1 - (first_checker.row & 1)),
      col0_(1 - (first_checker.col & 1)),
      rows_((b.rows - row0_ + 1) / 2),
      cols_((b.cols - col0_ + 1) / 2),
      tiles_per_row_(static_cast<std::size_t>(cols_ + 2 + 7) / 8),
      cells_(static_cast<std::size_t>(rows_ + 2 + 7) / 8 * tiles_per_row_ * 64, jumps{}) {
  const int n = b.cols;
  // Board rows and columns -2 .. n + 1 (one landing square beyond the board on each side);
  // only those of the landing squares' parities are used.
  row_part_.resize(static_cast<std::size_t>(b.rows) + 4);
  col_part_.resize(static_cast<std::size_t>(n) + 4);
  for (int r = row0_ - 2; r <= b.rows + 1; r += 2)
    row_part_[static_cast<std::size_t>(r + 2)] = at((r - row0_) / 2, -1);
  for (int c = col0_ - 2; c <= n + 1; c += 2)
    col_part_[static_cast<std::size_t>(c + 2)] = at(-1, (c - col0_) / 2) - at(-1, -1);
  // Two bands of rows on two threads for large boards; they write different tiles. The
  // split is where a row of tiles ends (i + 1 a multiple of 8).
  const int split = threads >= 2 && b.cells.size() >= (std::size_t{1} << 20)
                        ? std::max(0, rows_ / 2 / 8 * 8 - 1)
                        : rows_;
  band top, bottom;
  if (split > 0 && split < rows_) {
    std::jthread other([&] { build_band(b, split, rows_, bottom); });
    build_band(b, 0, split, top);
  } else {
    build_band(b, 0, rows_, top);
  }
  checkers = top.checkers + bottom.checkers;
  inner_checkers = top.inner_checkers + bottom.inner_checkers;
  for (std::size_t x = 0; x < 2; ++x) {
    const lattice_summary &t = top.lattices[x], &u = bottom.lattices[x];
    lattices[x] = {t.blocked || u.blocked, std::min(2, t.kings + u.kings),
                   t.kings > 0 ? t.king : u.king, t.odd + u.odd};
  }
}

void landing_grid::build_band(const board& b, int first_row, int end_row, band& out) {
  const int n = b.cols;
  const std::vector<cell> off_board(static_cast<std::size_t>(n), cell::empty);
  const auto row_at = [&](int r) {
    return r >= 0 && r < b.rows ? &b.cells[b.index(r, 0)] : off_board.data();
  };
  // Every board row is counted once: row 0 in the first band if it is not a landing row, then
  // each landing row and the row below it.
  if (row0_ == 1 && first_row == 0) out.checkers = count_checkers(row_at(0), n);
  // One row of the grid with its border squares, as the tiles hold it: j at padded[j + 1];
  // 8 more zero bytes for add_up().
  std::vector<std::uint8_t> padded(tiles_per_row_ * 8 + 8, 0);
  std::uint8_t* const row = padded.data() + 1;
  // Columns whose both diagonal neighbours are on the board: j in [inner_first, inner_end).
  const int inner_first = std::min(cols_, col0_ == 0 ? 1 : 0);
  const int inner_end =
      std::clamp(n - 2 - col0_ >= 0 ? (n - 2 - col0_) / 2 + 1 : 0, inner_first, cols_);
  for (int i = first_row; i < end_row; ++i) {
    const int r = row0_ + 2 * i;
    const cell* up = row_at(r - 1);
    const cell* mid = row_at(r);
    const cell* down = row_at(r + 1);
    out.checkers += count_checkers(mid, n) + (r + 1 < b.rows ? count_checkers(down, n) : 0);
    for (int j = 0; j < inner_first; ++j) row[j] = byte_at(up, mid, down, col0_ + 2 * j, n);
    for (int j = inner_first; j < inner_end; ++j) {
      const auto c = static_cast<std::size_t>(col0_ + 2 * j);
      const cell here = mid[c];
      row[j] = static_cast<std::uint8_t>(
          is(up[c - 1], cell::checker) | is(up[c + 1], cell::checker) << 1 |
          is(down[c - 1], cell::checker) << 2 | is(down[c + 1], cell::checker) << 3 |
          (is(here, cell::unused) | is(here, cell::checker)) << 4 | is(here, cell::king) << 5);
    }
    for (int j = inner_end; j < cols_; ++j) row[j] = byte_at(up, mid, down, col0_ + 2 * j, n);

    const row_totals sums = add_up(row, cols_);
    // A checker down-right of (i, j) is inner iff (i + 1, j + 1) is a landing square too.
    if (i + 1 < rows_ && cols_ > 0)
      out.inner_checkers += sums.checkers_down_right - (row[cols_ - 1] >> down_right & 1u);
    // Squares (i, j) with j of parity p belong to lattice (i + p) mod 2.
    for (int p = 0; p < 2; ++p) {
      lattice_summary& s = out.lattices[static_cast<std::size_t>((i + p) & 1)];
      s.odd += sums.odd[static_cast<std::size_t>(p)];
      s.blocked = s.blocked || sums.blocked[static_cast<std::size_t>(p)];
      if (sums.kings[static_cast<std::size_t>(p)])  // rare: a second look at the row finds them
        for (int j = p; j < cols_ && s.kings < 2; j += 2)
          if (has_checkers(row[j]) && (row[j] & king) && ++s.kings == 1)
            s.king = {r, col0_ + 2 * j};
    }
    // The row into the tiles, eight bytes per tile; only the direction bits are kept.
    for (std::size_t k = 0; k < tiles_per_row_ * 8; ++k) padded[k] &= checkers_around;
    jumps* line = &cells_[at(i, -1)];
    for (std::size_t t = 0; t < tiles_per_row_; ++t) std::memcpy(line + 64 * t, &padded[8 * t], 8);
  }
}

}  // namespace boardsolve::kingjump
