#pragma once
// The squares kings jump from and to, in a compact grid of their own, with what solve() needs
// to know about each of the two lattices in one pass over the board.
//
// A jump moves a king by (+-2, +-2), so a king only ever stands on its *lattice*: the squares
// (r + 2a, c + 2b) with a + b even around its start (docs/algorithms/kingjump.md). The checkers
// a king jumps sit next to its lattice, all on one row parity and one column parity. So if one
// king takes every checker, every checker has the row and column parity of the first one,
// (rho, gamma), and the squares next to them are those with the other parities: every other
// row and every other column of the board. landing_grid keeps those squares, padded by one
// empty square on every side:
//
//     id(i, j) = (i + 1) * width + (j + 1)   is the board square (row0 + 2i, col0 + 2j)
//     a jump:   id -> id -+ width -+ 1       one step diagonally
//
// Its two colours, (i + j) even and odd, are the two lattices that can jump the first checker.
// N^2 / 4 bytes in all, one byte of flags per square.

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
  int king = -1;         ///< the id of the first of them
  std::size_t odd = 0;   ///< squares with an odd number of checkers next to them
  std::array<int, 2> odd_ids{-1, -1};  ///< the first two of them
};

struct landing_grid {
  /// The directions of the jumps, in the order a square offers them: reading order of the
  /// landing squares. Bit d of a square's flags: a checker in direction d (on the board).
  enum direction : int { up_left = 0, up_right = 1, down_left = 2, down_right = 3 };
  static constexpr std::uint8_t checkers_around = 0x0f;
  static constexpr std::uint8_t blocks = 0x10;  ///< the square holds '-' or a checker
  static constexpr std::uint8_t king = 0x20;
  static constexpr int no_landing = -1;  ///< algo::no_vertex

  int row0 = 0;  ///< the board square of id(0, 0)
  int col0 = 0;
  int rows = 0;  ///< landing squares per column and per row
  int cols = 0;
  int width = 0;
  std::vector<std::uint8_t> flags;
  std::array<lattice_summary, 2> lattices;  ///< by the colour (i + j) mod 2
  /// Checkers with all four diagonal neighbours on the board that sit on the first checker's
  /// parities: every checker is one of them iff this equals the number of checkers.
  std::size_t inner_checkers = 0;

  /// Builds the grid around the parities of `first_checker` and summarises both lattices in
  /// one pass over the rows of the board. O(N^2).
  landing_grid(const board& b, square first_checker);

  int id(int i, int j) const { return (i + 1) * width + (j + 1); }
  int lattice_of(int id) const { return (id / width + id % width) & 1; }
  square square_of(int id) const {
    return {row0 + 2 * (id / width - 1), col0 + 2 * (id % width - 1)};
  }
  /// The id one jump away in direction d.
  int neighbor(int id, int d) const { return id + offsets_[static_cast<std::size_t>(d)]; }

  /// The trail_graph of algo/euler_trail.hpp: takes the jump over the first checker left next
  /// to `id` (clearing its bit at both ends) and returns where it lands; no_vertex if none.
  int take_edge(int id) {
    std::uint8_t& f = flags[static_cast<std::size_t>(id)];
    const unsigned around = f & checkers_around;
    if (around == 0) return no_landing;
    const int d = std::countr_zero(around);
    f = static_cast<std::uint8_t>(f ^ (1u << d));
    const int to = neighbor(id, d);
    flags[static_cast<std::size_t>(to)] ^= static_cast<std::uint8_t>(1u << (3 - d));
    return to;
  }

 private:
  std::array<int, 4> offsets_{};
};

}  // namespace boardsolve::kingjump
