#include "row_sweep.hpp"

#include <vector>

namespace boardsolve::captures {

// Row r against row r + 1. Vertex c of row r takes its right partner (r + 1, c + 1) iff that one
// is free and its left partner is not: (r + 1, c - 1) missing, or already taken by vertex c - 2
// as its right partner. So, with t[c] for "c takes its right partner", along each chain of
// every other bit (one square colour)
//   t[c] = generate[c] | (propagate[c] & t[c - 2]),  generate = both free, left one missing,
//                                                    propagate = both free.
// That is a carry chain: adding x = generate | propagate plus every bit outside the chain to
// y = generate carries exactly t[c - 2] through the bit between (x = 1, y = 0) into bit c.
void match_by_row_sweep(const bit_rows& vertices, int colour, bit_rows& left_attacks,
                        bit_rows& right_attacks) {
  const int n = vertices.row_words();
  const auto row_size = static_cast<std::size_t>(n) + 2;  // a zero guard word at each end
  std::vector<word> free_here(row_size, 0), free_below(row_size, 0), takes_right(row_size, 0),
      takes_left(row_size, 0);
  const auto squares = [&](int r) {
    return colour == both_colours ? ~word{0} : colour_mask(r, colour);
  };
  const auto copy_row = [&](int r, std::vector<word>& to) {
    const word mask = squares(r);
    const word* from = vertices.row(r);
    for (int i = 0; i < n; ++i) to[static_cast<std::size_t>(i) + 1] = from[i] & mask;
  };
  copy_row(0, free_here);
  for (int r = 0; r + 1 < vertices.rows(); ++r) {
    copy_row(r + 1, free_below);
    const word* u = free_here.data() + 1;
    word* d = free_below.data() + 1;
    word* t = takes_right.data() + 1;
    word* l = takes_left.data() + 1;
    const word chains[2] = {colour_mask(r, colour == both_colours ? 0 : colour),
                            colour_mask(r, colour == both_colours ? 1 : colour)};
    const int chain_count = colour == both_colours ? 2 : 1;
    word carry[2] = {0, 0};
    for (int i = 0; i < n; ++i) {
      const word both = u[i] & from_right(d, i);
      const word left_free = from_left(d, i);
      const word generate = both & ~left_free;
      const word propagate = both & left_free;
      word takes = 0;
      for (int k = 0; k < chain_count; ++k) {
        const word x = ((generate | propagate) & chains[k]) | ~chains[k];
        const word y = generate & chains[k];
        const word sum = x + y;
        const word total = sum + carry[k];
        const word carry_in = total ^ x ^ y;  // the carry into each bit
        carry[k] = static_cast<word>(sum < x) | static_cast<word>(total < sum);
        takes |= (generate | (propagate & carry_in)) & chains[k];
      }
      t[i] = takes;
      l[i] = u[i] & left_free & ~(takes << 2 | t[i - 1] >> 62);  // not t[c - 2]
    }
    word* left_below = left_attacks.row(r + 1);
    word* right_below = right_attacks.row(r + 1);
    for (int i = 0; i < n; ++i) {
      const word taken_by_right = from_left(t, i);  // (r + 1, c + 1) attacks (r, c) up-left
      const word taken_by_left = from_right(l, i);  // (r + 1, c - 1) attacks (r, c) up-right
      left_below[i] |= taken_by_right;
      right_below[i] |= taken_by_left;
      d[i] &= ~(taken_by_right | taken_by_left);
    }
    free_here.swap(free_below);
  }
}

}  // namespace boardsolve::captures
