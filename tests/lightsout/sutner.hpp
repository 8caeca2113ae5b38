#pragma once
// A second, independent way to the nullity of the n x n classic board (Sutner): it is the
// degree of gcd(p_n(x), p_n(x + 1)) over GF(2), where p_0 = 1, p_1 = x and
// p_{k+1} = x p_k + p_{k-1}. Polynomials are bit vectors (bit i: the coefficient of x^i).
#include <algorithm>
#include <bit>
#include <cstdint>
#include <vector>

namespace boardsolve::lightsout::testing {

using poly = std::vector<std::uint64_t>;

inline int degree(const poly& p) {
  for (std::size_t w = p.size(); w-- > 0;)
    if (p[w]) return static_cast<int>(w * 64) + 63 - std::countl_zero(p[w]);
  return -1;
}

// a ^= b << shift.
inline void add_shifted(poly& a, const poly& b, int shift) {
  const auto words = static_cast<std::size_t>(shift / 64),
             bits = static_cast<std::size_t>(shift % 64);
  for (std::size_t w = 0; w < b.size(); ++w) {
    if (!b[w]) continue;
    a[w + words] ^= b[w] << bits;
    if (bits && w + words + 1 < a.size()) a[w + words + 1] ^= b[w] >> (64 - bits);
  }
}

inline int gcd_degree(poly a, poly b) {
  // Euclid by repeated shifted subtraction; loops, no recursion.
  while (degree(b) >= 0) {
    while (degree(a) >= degree(b)) add_shifted(a, b, degree(a) - degree(b));
    std::swap(a, b);
  }
  return degree(a);
}

/// The nullities of the n x n classic boards for n = 0 .. max_n by the gcd, in O(max_n^3 / 64).
inline std::vector<int> sutner_nullities(int max_n) {
  const std::size_t words = static_cast<std::size_t>(max_n) / 64 + 2;
  poly p_prev(words, 0), p(words, 0), q_prev(words, 0), q(words, 0);
  p_prev[0] = 1;  // p_0 = 1
  p[0] = 2;       // p_1 = x
  q_prev[0] = 1;  // q_k = p_k(x + 1): q_0 = 1, q_1 = x + 1, q_{k+1} = (x + 1) q_k + q_{k-1}
  q[0] = 3;
  std::vector<int> result{0};
  for (int n = 1; n <= max_n; ++n) {
    result.push_back(gcd_degree(p, q));
    poly p_next = p_prev, q_next = q_prev;
    add_shifted(p_next, p, 1);
    add_shifted(q_next, q, 1);
    add_shifted(q_next, q, 0);
    p_prev = std::move(p);
    p = std::move(p_next);
    q_prev = std::move(q);
    q = std::move(q_next);
  }
  return result;
}

}  // namespace boardsolve::lightsout::testing
