#pragma once
// The board as rows of bits, one bit a square, padded so that every square's four diagonal
// neighbours lie inside the array and read as empty off the board:
//
//   words:   [guard] [row -1] [row 0] [row 1] ... [row R-1] [row R] [guard]
//   a row:   row_words() = ceil((cols + 2) / 64) words, bit k of the row in word k / 64;
//            column c is bit c + 1; bit 0 and the bits after column cols - 1 are padding
//   padding: rows -1 and R, the guards and the padding bits are zero in every bit_rows
//            (the operations below keep it so: they only ever AND with the board's squares)
//
// A square's index is its bit number counted from the start of row -1:
//
//   index(r, c) = (r + 1) * stride() + c + 1,   stride() = 64 * row_words()
//   its diagonal neighbours: index - stride() -+ 1 (the squares it attacks), index + stride() -+ 1
//
// Shifting a row by one bit lines up diagonal neighbours: bit c of from_left(row) is bit c - 1
// of row, bit c of from_right(row) is bit c + 1. At a row's ends these read the padding bits
// of the next row (or a guard), which are zero.

#include <bit>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace boardsolve::captures {

using word = std::uint64_t;

/// The number of set bits in words[0 .. n). Uses the POPCNT instruction where the processor
/// has it (checked at run time: the build targets every x86-64).
std::size_t count_bits(const word* words, std::size_t n);

/// Bit c of the result is bit c - 1 of the row starting at `row` (word i of it).
inline word from_left(const word* row, int i) {
  return row[i] << 1 | row[i - 1] >> 63;
}
/// Bit c of the result is bit c + 1 of the row.
inline word from_right(const word* row, int i) {
  return row[i] >> 1 | row[i + 1] << 63;
}

class bit_rows {
 public:
  bit_rows() = default;
  /// All zero. O(R C / 64).
  bit_rows(int rows, int cols)
      : rows_(rows),
        cols_(cols),
        row_words_((cols + 2 + 63) / 64),
        words_(static_cast<std::size_t>(rows + 2) * static_cast<std::size_t>(row_words_) + 2, 0) {}

  int rows() const { return rows_; }
  int cols() const { return cols_; }
  int row_words() const { return row_words_; }
  int stride() const { return 64 * row_words_; }

  /// The words of row r, for r in [-1, rows()]: padding rows included.
  word* row(int r) { return words_.data() + 1 + static_cast<std::ptrdiff_t>(r + 1) * row_words_; }
  const word* row(int r) const {
    return words_.data() + 1 + static_cast<std::ptrdiff_t>(r + 1) * row_words_;
  }

  int index(int r, int c) const { return (r + 1) * stride() + c + 1; }
  int row_of(int index) const { return index / stride() - 1; }
  int col_of(int index) const { return index % stride() - 1; }
  /// One past the largest square index: the size of an array indexed by squares.
  int index_count() const { return (rows_ + 2) * stride(); }

  bool test(int i) const { return words_[at(i)] >> (i & 63) & 1; }
  void set(int i) { words_[at(i)] |= word{1} << (i & 63); }
  void reset(int i) { words_[at(i)] &= ~(word{1} << (i & 63)); }

  /// The number of set bits. O(R C / 64).
  std::size_t count() const { return count_bits(words_.data(), words_.size()); }

  /// Calls f(index) for every set bit of row r, left to right.
  template <class F>
  void for_each_in_row(int r, F f) const {
    const word* w = row(r);
    const int base = (r + 1) * stride();
    for (int i = 0; i < row_words_; ++i)
      for (word bits = w[i]; bits; bits &= bits - 1) f(base + 64 * i + std::countr_zero(bits));
  }

  /// The word holding square index 0, for bit_span.
  word* first_word() { return words_.data() + 1; }
  const word* first_word() const { return words_.data() + 1; }
  /// Gives up the words, guards and padding rows included (the layout above).
  std::vector<word> release() { return std::move(words_); }
  bool operator==(const bit_rows&) const = default;

 private:
  static std::size_t at(int i) { return 1 + static_cast<std::size_t>(i >> 6); }

  int rows_ = 0;
  int cols_ = 0;
  int row_words_ = 0;
  std::vector<word> words_;
};

/// Single bits of a bit_rows by square index, through a plain pointer: the searches' inner
/// loops test and set bits of several bit rows, and a pointer held in a register saves going
/// through each object on every access.
template <class Word>
class basic_bit_span {
 public:
  explicit basic_bit_span(Word* first_word) : words_(first_word) {}
  bool test(int i) const { return words_[i >> 6] >> (i & 63) & 1; }
  void set(int i) { words_[i >> 6] |= word{1} << (i & 63); }
  void reset(int i) { words_[i >> 6] &= ~(word{1} << (i & 63)); }

 private:
  Word* words_;
};
using bit_span = basic_bit_span<word>;
using const_bit_span = basic_bit_span<const word>;

/// The squares of colour `colour` in row r: (r + c) % 2 == colour; as bits of a row word.
inline word colour_mask(int r, int colour) {
  // Column c is bit c + 1, so the colour's columns are the bits of parity (r + colour + 1) % 2.
  return ((r + colour + 1) & 1) ? 0xAAAA'AAAA'AAAA'AAAAull : 0x5555'5555'5555'5555ull;
}

}  // namespace boardsolve::captures
