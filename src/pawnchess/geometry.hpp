#pragma once
// Bitboards of a rows x cols board (2 <= rows, cols <= 8), one bit per square, 8 bits a row:
//
//   bit:   0  1  2  .. 7      row 0 (top: black's home row; white's goal)
//          8  9 10  .. 15     row 1
//          ...
//         56 57 58  .. 63     row 7
//
// Square (r, c) is bit 8 r + c; bits outside the board are never set. Moving one row up is a
// shift right by 8, so the shifts are the same for every board size and only the masks change.

#include <bit>
#include <cstdint>
#include <string>

#include "boardsolve/pawnchess.hpp"

namespace boardsolve::pawnchess {

/// The masks of one board size.
struct geometry {
  int rows = 0;
  int cols = 0;
  bitboard board = 0;       ///< every square
  bitboard not_left = 0;    ///< every square but column 0
  bitboard not_right = 0;   ///< every square but the last column
  bitboard top_row = 0;     ///< row 0
  bitboard bottom_row = 0;  ///< row rows - 1

  constexpr geometry(int row_count, int col_count) : rows(row_count), cols(col_count) {
    const bitboard row_bits = (bitboard{1} << col_count) - 1;
    for (int r = 0; r < row_count; ++r) board |= row_bits << (8 * r);
    bitboard left = 0;
    bitboard right = 0;
    for (int r = 0; r < row_count; ++r) {
      left |= bitboard{1} << (8 * r);
      right |= bitboard{1} << (8 * r + col_count - 1);
    }
    not_left = board & ~left;
    not_right = board & ~right;
    top_row = row_bits;
    bottom_row = row_bits << (8 * (row_count - 1));
  }

  /// Returns the board upside down: row r goes to row rows - 1 - r. O(1).
  constexpr bitboard flip(bitboard b) const {
    b = ((b >> 8) & 0x00ff00ff00ff00ffULL) | ((b & 0x00ff00ff00ff00ffULL) << 8);
    b = ((b >> 16) & 0x0000ffff0000ffffULL) | ((b & 0x0000ffff0000ffffULL) << 16);
    b = (b >> 32) | (b << 32);  // the bytes reversed: compilers emit one bswap
    return b >> (8 * (8 - rows));
  }
  /// Returns the board mirrored left to right: column c goes to column cols - 1 - c. O(1).
  constexpr bitboard mirror(bitboard b) const {
    b = ((b >> 1) & 0x5555555555555555ULL) | ((b & 0x5555555555555555ULL) << 1);
    b = ((b >> 2) & 0x3333333333333333ULL) | ((b & 0x3333333333333333ULL) << 2);
    b = ((b >> 4) & 0x0f0f0f0f0f0f0f0fULL) | ((b & 0x0f0f0f0f0f0f0f0fULL) << 4);
    return b >> (8 - cols);
  }
  /// Returns the bits of row r, as the low cols bits.
  constexpr unsigned row_bits(bitboard b, int r) const {
    return static_cast<unsigned>(b >> (8 * r)) & ((1u << cols) - 1);
  }
};

/// Returns the square (r, c) as a bit.
constexpr bitboard square_bit(int r, int c) {
  return bitboard{1} << (8 * r + c);
}
constexpr int row_of(int square) {
  return square >> 3;
}
constexpr int col_of(int square) {
  return square & 7;
}

/// Draws `b` as rows of '.' and 'x', for debugging.
inline std::string pretty(const geometry& g, bitboard b) {
  std::string out;
  for (int r = 0; r < g.rows; ++r) {
    for (int c = 0; c < g.cols; ++c) out.push_back((b & square_bit(r, c)) ? 'x' : '.');
    out.push_back('\n');
  }
  return out;
}

}  // namespace boardsolve::pawnchess
