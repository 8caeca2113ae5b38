#pragma once
// The squares kings jump from and to, in a compact grid of their own, and what solve() needs to
// know about each of the two lattices, from one pass over the board.
//
// A jump moves a king by (+-2, +-2), so a king only ever stands on its *lattice*: the squares
// (r + 2a, c + 2b) with a + b even around its start (docs/algorithms/kingjump.md). The checkers
// a king jumps sit next to its lattice, all on one row parity and one column parity. So if one
// king takes every checker, every checker has the row and column parity of the first one, and
// the squares next to them are those of the other parities: every other row and every other
// column of the board. landing_grid keeps those squares, (i, j) for the board square
// (row0 + 2i, col0 + 2j); a jump is one step diagonally, (i -+ 1, j -+ 1), and the two
// lattices that can jump the first checker are the two colours (i + j) even and odd.
//
// Per square one byte: bit d is set while a checker is left in direction d. The bytes are
// stored in tiles of 8 x 8 squares, one cache line each, around a border of empty squares:
//
//     tile (i + 1) / 8, (j + 1) / 8 in row-major order; in it, row (i + 1) % 8, column (j + 1) % 8
//
// so that a walk moving one step diagonally stays on its cache line 3 times out of 4, where a
// row-major layout would move to another line at every step. N^2 / 4 bytes in all.

#include <array>
#include <bit>
#include <cstdint>
#include <vector>

#include "boardsolve/kingjump.hpp"

namespace boardsolve::kingjump {

/// What solve() needs to know about one lattice (one colour of the landing grid).
struct lattice_summary {
  bool blocked = false;  ///< a square with a checker next to it holds '-' or a checker
  int kings = 0;         ///< kings with a checker next to them, counted up to 2
  square king{-1, -1};   ///< the first of them in reading order
  std::size_t odd = 0;   ///< squares with an odd number of checkers next to them
};

class landing_grid {
 public:
  /// The directions of the jumps, in the order a square offers them: reading order of the
  /// landing squares. Bit d of a square's byte: a checker left in direction d.
  enum direction : unsigned { up_left = 0, up_right = 1, down_left = 2, down_right = 3 };

  /// Builds the grid around the parities of `first_checker`, counts the checkers and
  /// summarises both lattices in one pass over the rows of the board, in two bands of rows on
  /// two threads if `threads` >= 2 and the board is large. O(N^2).
  landing_grid(const board& b, square first_checker, unsigned threads = 1);

  std::array<lattice_summary, 2> lattices;  ///< by the colour (i + j) mod 2
  std::size_t checkers = 0;                 ///< on the whole board
  /// Checkers with all four diagonal neighbours on the board that sit on the first checker's
  /// parities: every checker is one of them iff this equals `checkers`.
  std::size_t inner_checkers = 0;

  /// True if an odd number of checkers is left next to the landing square `s`.
  bool odd_degree(square s) const { return std::popcount(jumps_left(s)) % 2 == 1; }

  /// The trail_graph of algo/euler_trail.hpp, on board squares: takes the jump over the first
  /// checker left next to `s` (clearing its bit at both ends) and sets `to` where it lands;
  /// false if no checker is left next to `s`.
  using vertex = square;
  bool take_edge(square s, square& to) {
    jumps& here = cells_[byte_of(s)];
    const auto left = static_cast<unsigned>(here);
    if (left == 0) return false;
    const auto d = static_cast<unsigned>(std::countr_zero(left));
    here = static_cast<jumps>(left & (left - 1));
    // Conditionals, not arithmetic on d: predicted, they let the processor start on the next
    // square before this byte has arrived.
    to = {s.row + (d < 2 ? -2 : 2), s.col + (d % 2 == 0 ? -2 : 2)};
    jumps& there = cells_[byte_of(to)];
    there = static_cast<jumps>(static_cast<unsigned>(there) & ~(1u << (3 - d)));
    return true;
  }

 private:
  /// What a band of rows adds up to.
  struct band {
    std::array<lattice_summary, 2> lattices;
    std::size_t checkers = 0;
    std::size_t inner_checkers = 0;
  };
  /// Fills the tiles of the landing rows [first_row, end_row) and sums them up in `out`.
  void build_band(const board& b, int first_row, int end_row, band& out);

  int row0_ = 0;  ///< the board square of (0, 0)
  int col0_ = 0;
  int rows_ = 0;  ///< landing squares per column and per row
  int cols_ = 0;
  std::size_t tiles_per_row_ = 0;
  /// A square's byte. An enum rather than std::uint8_t: a store through a character type may
  /// alias anything, and would make the compiler reload every member after each jump.
  enum class jumps : std::uint8_t {};
  std::vector<jumps> cells_;
  /// The index of a landing square's byte is row_part_[row + 2] + col_part_[col + 2]: two
  /// table look-ups instead of the arithmetic of at(), on the walk's critical path.
  std::vector<std::size_t> row_part_, col_part_;

  std::size_t byte_of(square s) const {
    return row_part_[static_cast<std::size_t>(s.row + 2)] +
           col_part_[static_cast<std::size_t>(s.col + 2)];
  }

  /// The byte of (i, j), for -1 <= i <= rows_ and -1 <= j <= cols_.
  std::size_t at(int i, int j) const {
    const auto r = static_cast<std::size_t>(i + 1), c = static_cast<std::size_t>(j + 1);
    return ((r >> 3) * tiles_per_row_ + (c >> 3)) << 6 | (r & 7) << 3 | (c & 7);
  }
  unsigned jumps_left(square s) const { return static_cast<unsigned>(cells_[byte_of(s)]); }
};

}  // namespace boardsolve::kingjump
