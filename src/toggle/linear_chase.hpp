#pragma once
// View (b): once every column's type is fixed, a row's moves `u` toggle its own row by
// (u << 1) ^ (u >> 1) ^ (u & solid_columns), which is linear in u, so the whole chase is
// affine in the first row's moves over GF(2). The last row ending black is then a system of
// `cols` equations in `cols` unknowns.

#include <optional>
#include <span>

#include "algo/gf2_system.hpp"
#include "incumbent.hpp"

namespace boardsolve::toggle {

/// The first-row move sets whose chase, every move in column c solid iff bit c of
/// `solid_columns` is set, leaves the whole board black. Whether each row's moves lie in
/// columns of one type is not checked. nullopt if there are none. O(rows cols + cols^2).
std::optional<algo::gf2_affine_space> first_rows_that_solve(const mask_board& b,
                                                            row_mask solid_columns);

/// Offers to `best` the solutions with index in [begin, end) of `space`, the solutions whose
/// moves are all solid (`solid`) or all hollow; each is chased with branch and bound. O(n) each.
void search_one_type(const mask_board& b, std::span<const int> bound, bool solid,
                     const algo::gf2_affine_space& space, std::uint64_t begin, std::uint64_t end,
                     incumbent& best);

}  // namespace boardsolve::toggle
