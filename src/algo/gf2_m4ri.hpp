#pragma once
// Dense GF(2) systems eliminated by M4RI (the M4RI library, Debian's libm4ri-dev), when the
// library is built with the CMake option BOARDSOLVE_USE_M4RI (off by default).
//
// Takes: a gf2_dense_system (gf2_dense.hpp).
// Returns: the same solution space as gf2_dense_system::solve(), bit for bit: the reduced row
//   echelon form of a matrix is unique, so its pivots (the leftmost independent columns),
//   the particular solution (free unknowns 0) and the kernel basis (one free unknown 1) are.
// Time: M4RI's PLE elimination, O(E U^2 / (64 log U)) and measured 10 to 16 times faster
//   than ours for 1000 <= U <= 10000 (docs/performance.md); plus O(E U / 64) to copy in and
//   O(rank (U - rank)) to read the kernel off. Memory: one copy of the system.
// Status: tested bit for bit against gf2_dense_system::solve() on seeded random systems of
//   up to 700 unknowns (tests/lightsout/gf2_m4ri_test.cpp, built with the option).
// Reference: Albrecht, Bard, Hart, "Algorithm 898: Efficient multiplication of dense matrices
//   over GF(2)", and Albrecht, Pernet, "Efficient decomposition of dense matrices over GF(2)".

#include <cstddef>

#include "algo/gf2_dense.hpp"

namespace boardsolve::algo {

/// Systems with fewer unknowns are eliminated by ours even with M4RI (there the copy costs
/// as much as the elimination).
inline constexpr std::size_t m4ri_min_unknowns = 128;

/// M4RI's elimination of `system` (left unchanged); see the contract at the top. Defined
/// only in a build with BOARDSOLVE_USE_M4RI.
gf2_dense_system::space solve_m4ri(const gf2_dense_system& system);

/// The solution space of `system`: by M4RI in a build with it when the system has at least
/// m4ri_min_unknowns unknowns, else by gf2_dense_system::solve() (which eliminates in place).
/// Throws search_stopped once `stop` is requested: ours looks at it before each pivot column,
/// M4RI (which cannot be interrupted) before and after its elimination.
gf2_dense_system::space solve_dense(gf2_dense_system& system, stop_token stop = {});

}  // namespace boardsolve::algo
