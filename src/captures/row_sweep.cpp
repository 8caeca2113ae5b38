#include "row_sweep.hpp"

#include <algorithm>
#include <vector>

namespace boardsolve::captures {
namespace {

// The carries of one chain: bit k of the result is
//   t[k] = generate[k] | (propagate[k] & t[k - 2])   for the bits k in `chain`,
// t[k - 2] = 0 before the row. Adding x = chain bits of (generate | propagate) plus every bit
// outside the chain, and y = chain bits of generate, carries exactly t from bit k - 2 through
// the bit between (x = 1, y = 0) into bit k. O(n).
void chain_carries(const word* generate, const word* propagate, word chain, int n, word* t) {
  word carry = 0;
  for (int i = 0; i < n; ++i) {
    const word x = ((generate[i] | propagate[i]) & chain) | ~chain;
    const word y = generate[i] & chain;
    const word sum = x + y;
    const word total = sum + carry;
    const word carry_in = total ^ x ^ y;  // the carry into each bit
    carry = static_cast<word>(sum < x) | static_cast<word>(total < sum);
    t[i] |= (generate[i] | (propagate[i] & carry_in)) & chain;
  }
}

}  // namespace

void match_by_row_sweep(const bit_rows& vertices, bit_rows& left_attacks, bit_rows& right_attacks) {
  const int n = vertices.row_words();
  const auto row_size = static_cast<std::size_t>(n) + 2;  // a zero guard word at each end
  std::vector<word> free_here(row_size, 0), free_below(row_size, 0), generate(row_size, 0),
      propagate(row_size, 0), takes_right(row_size, 0), takes_left(row_size, 0);
  std::copy(vertices.row(0), vertices.row(0) + n, free_here.begin() + 1);
  for (int r = 0; r + 1 < vertices.rows(); ++r) {
    std::copy(vertices.row(r + 1), vertices.row(r + 1) + n, free_below.begin() + 1);
    const word* u = free_here.data() + 1;
    word* d = free_below.data() + 1;
    word* g = generate.data() + 1;
    word* p = propagate.data() + 1;
    word* t = takes_right.data() + 1;
    word* l = takes_left.data() + 1;
    // Vertex c takes its right partner (r + 1, c + 1) iff that one is free and the left partner
    // is not: free and not already taken by vertex c - 2 taking its right partner.
    for (int i = 0; i < n; ++i) {
      const word both = u[i] & from_right(d, i);
      const word left_free = from_left(d, i);
      g[i] = both & ~left_free;
      p[i] = both & left_free;
      t[i] = 0;
    }
    chain_carries(g, p, 0x5555'5555'5555'5555ull, n, t);
    chain_carries(g, p, 0xAAAA'AAAA'AAAA'AAAAull, n, t);
    for (int i = 0; i < n; ++i) {
      const word right_of_left_neighbour = t[i] << 2 | t[i - 1] >> 62;  // t[c - 2] at bit c
      l[i] = u[i] & from_left(d, i) & ~right_of_left_neighbour;
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
    std::swap(free_here, free_below);
  }
}

}  // namespace boardsolve::captures
