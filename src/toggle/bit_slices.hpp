#pragma once
// 64 chases at once, bit-sliced: one word per column, one bit per chase.
//
//   word c, c = 1 .. cols:  bit j = column c - 1 of chase j
//   word 0 = word cols + 1 = 0: the columns off the board, so neighbours need no edge test
//
// A row step of 64 chases is then a few word operations per column.

#include <array>
#include <bit>
#include <cstdint>

#include "mask_board.hpp"

namespace boardsolve::toggle {

using lane_word = std::uint64_t;
inline constexpr int lanes = 64;
using sliced_row = std::array<lane_word, max_short_side + 2>;

/// Bit c of the lane numbers: lane_bit[c] has bit j set iff bit c of j is set (c < 6).
inline constexpr lane_word lane_bit[6] = {0xAAAAAAAAAAAAAAAAULL, 0xCCCCCCCCCCCCCCCCULL,
                                          0xF0F0F0F0F0F0F0F0ULL, 0xFF00FF00FF00FF00ULL,
                                          0xFFFF0000FFFF0000ULL, 0xFFFFFFFF00000000ULL};

/// All lanes set iff bit c of `row` is set.
constexpr lane_word broadcast(row_mask row, int c) {
  return lane_word{0} - static_cast<lane_word>(row >> c & 1);
}

/// Calls visit(lane) for every lane set in `lanes_set`, in increasing order.
template <class Visit>
void for_each_lane(lane_word lanes_set, Visit&& visit) {
  for (; lanes_set != 0; lanes_set &= lanes_set - 1) visit(std::countr_zero(lanes_set));
}

}  // namespace boardsolve::toggle
