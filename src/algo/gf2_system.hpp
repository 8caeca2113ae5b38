#pragma once
// Linear systems over GF(2) with at most 63 unknowns, by Gauss-Jordan elimination on bit rows.
//
// Takes: the equations as bit rows: bits 0 .. unknowns-1 hold the coefficients, bit `unknowns`
//   the right-hand side.
// Returns: nullopt if the system has no solution; otherwise the solution set, an affine
//   subspace: one particular solution and a basis of the kernel (every solution is the
//   particular one plus a sum of basis vectors, each solution exactly once).
// Time: O(E U) word operations for E equations in U unknowns. Memory: O(E + U).
// Status: tested exhaustively on every system of up to 3 equations in up to 3 unknowns, and
//   against enumeration of all assignments on seeded random systems (tests/algo/gf2_test.cpp).
// Reference: Gauss-Jordan elimination; the kernel basis is read off the reduced row echelon
//   form, one vector per free unknown.

#include <bit>
#include <cassert>
#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

namespace boardsolve::algo {

/// One equation, or one assignment of the unknowns: bit j is unknown j.
using gf2_row = std::uint64_t;

/// The solutions of a linear system over GF(2): particular + span(kernel).
struct gf2_affine_space {
  gf2_row particular = 0;
  std::vector<gf2_row> kernel;  ///< linearly independent

  /// The number of solutions, 2^dim.
  std::uint64_t size() const { return std::uint64_t{1} << kernel.size(); }

  /// The solution with index `index` in Gray-code order: particular plus kernel[j] for every
  /// bit j of index ^ (index >> 1). Consecutive indices differ by one kernel vector, the one
  /// numbered countr_zero(index) for the later index. O(dim).
  gf2_row at(std::uint64_t index) const {
    gf2_row x = particular;
    for (std::uint64_t gray = index ^ (index >> 1); gray != 0; gray &= gray - 1)
      x ^= kernel[static_cast<std::size_t>(std::countr_zero(gray))];
    return x;
  }
};

/// Solves the system; see the contract at the top of this file.
inline std::optional<gf2_affine_space> solve_gf2(std::vector<gf2_row> equations, int unknowns) {
  assert(unknowns >= 0 && unknowns < 64);
  const gf2_row rhs = gf2_row{1} << unknowns;
  std::vector<int> pivot_of_row;  // pivot_of_row[r]: the unknown that row r solves for
  std::size_t rank = 0;
  for (int col = 0; col < unknowns; ++col) {
    const gf2_row bit = gf2_row{1} << col;
    std::size_t pivot = rank;
    while (pivot < equations.size() && !(equations[pivot] & bit)) ++pivot;
    if (pivot == equations.size()) continue;
    std::swap(equations[pivot], equations[rank]);
    for (std::size_t r = 0; r < equations.size(); ++r)
      if (r != rank && (equations[r] & bit)) equations[r] ^= equations[rank];
    pivot_of_row.push_back(col);
    ++rank;
  }
  for (std::size_t r = rank; r < equations.size(); ++r)
    if (equations[r] == rhs) return std::nullopt;  // 0 = 1

  gf2_affine_space space;
  gf2_row pivots = 0;
  for (std::size_t r = 0; r < rank; ++r) {
    const gf2_row bit = gf2_row{1} << pivot_of_row[r];
    pivots |= bit;
    if (equations[r] & rhs) space.particular |= bit;
  }
  for (int free_col = 0; free_col < unknowns; ++free_col) {
    const gf2_row bit = gf2_row{1} << free_col;
    if (pivots & bit) continue;
    gf2_row v = bit;  // free unknown set to 1, the others free at 0, pivots follow
    for (std::size_t r = 0; r < rank; ++r)
      if (equations[r] & bit) v |= gf2_row{1} << pivot_of_row[r];
    space.kernel.push_back(v);
  }
  return space;
}

}  // namespace boardsolve::algo
