#pragma once
// Linear systems over GF(2) of any size, by Gauss-Jordan elimination on bit-packed rows
// (gf2_system.hpp is the one-word version for at most 63 unknowns).
//
// Takes: E equations in U unknowns, row e's coefficients in bits 0 .. U-1 of its words and
//   its right-hand side in bit U.
// Returns: whether the system is consistent, and the solution set's shape: a particular
//   solution (when consistent) and a basis of the kernel {x : A x = 0}, one vector per free
//   unknown, which does not depend on the right-hand sides.
// Time: O(E U W) word operations, W = (U + 1) / 64 + 1 words per row. Memory: O(E W + k W).
// Stops: throws search_stopped once `stop` is requested, looked at before each pivot column
//   (O(E W) work apart: a millisecond for U = 10,000).
// Status: tested against gf2_system.hpp on seeded random systems of up to 63 unknowns and by
//   substituting every kernel vector back (tests/lightsout/gf2_dense_test.cpp).
// Reference: Gauss-Jordan elimination; kernel read off the reduced row echelon form.

#include <bit>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

#include "boardsolve/core/search_stopped.hpp"
#include "boardsolve/core/stop_token.hpp"

namespace boardsolve::algo {

/// A bit vector of gf2 words: bit j is bit j % 64 of word j / 64.
using gf2_bits = std::vector<std::uint64_t>;

inline bool gf2_get(const gf2_bits& v, std::size_t j) {
  return (v[j / 64] >> (j % 64) & 1) != 0;
}
inline void gf2_flip(gf2_bits& v, std::size_t j) {
  v[j / 64] ^= std::uint64_t{1} << (j % 64);
}

/// E rows of `words` words each, stored one after the other.
class gf2_dense_system {
 public:
  gf2_dense_system(std::size_t equations, std::size_t unknowns)
      : equations_(equations),
        unknowns_(unknowns),
        words_((unknowns + 1) / 64 + 1),
        bits_(equations * words_) {}
  std::size_t equations() const { return equations_; }
  std::size_t unknowns() const { return unknowns_; }
  /// Flips coefficient j of equation e (j = unknowns() is the right-hand side).
  void flip(std::size_t e, std::size_t j) {
    bits_[e * words_ + j / 64] ^= std::uint64_t{1} << (j % 64);
  }
  bool get(std::size_t e, std::size_t j) const {
    return (bits_[e * words_ + j / 64] >> (j % 64) & 1) != 0;
  }
  /// The words of equation e: coefficient j in bit j % 64 of word j / 64, then the
  /// right-hand side; words_per_row() of them, the bits past the right-hand side 0.
  const std::uint64_t* row(std::size_t e) const { return &bits_[e * words_]; }
  std::size_t words_per_row() const { return words_; }

  struct space {
    bool consistent = false;
    gf2_bits particular;           ///< unknowns() bits; zero when not consistent
    std::vector<gf2_bits> kernel;  ///< linearly independent, unknowns() bits each
  };

  /// Eliminates in place and returns the solution space; see the contract at the top.
  space solve(stop_token stop = {}) {
    std::vector<std::size_t> pivot_col;  // pivot_col[r]: the unknown row r solves for
    std::size_t rank = 0;
    for (std::size_t col = 0; col < unknowns_ && rank < equations_; ++col) {
      if (stop.stop_requested()) throw search_stopped(false);
      const std::size_t w = col / 64;
      const std::uint64_t bit = std::uint64_t{1} << (col % 64);
      std::size_t pivot = rank;
      while (pivot < equations_ && !(bits_[pivot * words_ + w] & bit)) ++pivot;
      if (pivot == equations_) continue;
      swap_rows(pivot, rank);
      const std::uint64_t* src = &bits_[rank * words_];
      for (std::size_t r = 0; r < equations_; ++r) {
        std::uint64_t* dst = &bits_[r * words_];
        if (r == rank || !(dst[w] & bit)) continue;
        for (std::size_t k = w; k < words_; ++k) dst[k] ^= src[k];  // words below w are 0 in src
      }
      pivot_col.push_back(col);
      ++rank;
    }
    space result;
    result.particular.assign(unknowns_ / 64 + 1, 0);
    result.consistent = true;
    for (std::size_t r = rank; r < equations_; ++r)
      if (get(r, unknowns_)) result.consistent = false;  // 0 = 1
    std::vector<bool> is_pivot(unknowns_, false);
    for (std::size_t r = 0; r < rank; ++r) {
      is_pivot[pivot_col[r]] = true;
      if (result.consistent && get(r, unknowns_)) gf2_flip(result.particular, pivot_col[r]);
    }
    for (std::size_t free_col = 0; free_col < unknowns_; ++free_col) {
      if (is_pivot[free_col]) continue;
      gf2_bits v(unknowns_ / 64 + 1, 0);
      gf2_flip(v, free_col);  // this free unknown 1, the other free ones 0, pivots follow
      for (std::size_t r = 0; r < rank; ++r)
        if (get(r, free_col)) gf2_flip(v, pivot_col[r]);
      result.kernel.push_back(std::move(v));
    }
    return result;
  }

 private:
  std::size_t equations_;
  std::size_t unknowns_;
  std::size_t words_;
  std::vector<std::uint64_t> bits_;

  void swap_rows(std::size_t a, std::size_t b) {
    if (a == b) return;
    for (std::size_t k = 0; k < words_; ++k)
      std::swap(bits_[a * words_ + k], bits_[b * words_ + k]);
  }
};

}  // namespace boardsolve::algo
