// M4RI's elimination behind gf2_m4ri.hpp: copy the rows in (M4RI keeps column j in bit j % 64
// of word j / 64 of a row, as we do), reduce to row echelon form with the right-hand side as
// column U, and read the space off as gf2_dense_system::solve() does.
#include "algo/gf2_m4ri.hpp"

#include <m4ri/m4ri.h>

#include <bit>
#include <vector>

namespace boardsolve::algo {

gf2_dense_system::space solve_m4ri(const gf2_dense_system& system) {
  const std::size_t equations = system.equations(), unknowns = system.unknowns();
  const std::size_t columns = unknowns + 1;  // the right-hand side last
  const std::size_t words = (columns + 63) / 64;
  mzd_t* m = mzd_init(static_cast<rci_t>(equations), static_cast<rci_t>(columns));
  for (std::size_t e = 0; e < equations; ++e) {
    word* dst = mzd_row(m, static_cast<rci_t>(e));
    const std::uint64_t* src = system.row(e);
    for (std::size_t w = 0; w < words; ++w) dst[w] = src[w];
  }
  const auto rank = static_cast<std::size_t>(mzd_echelonize(m, 1));

  gf2_dense_system::space result;
  result.particular.assign(unknowns / 64 + 1, 0);
  std::vector<std::size_t> pivot_col(rank);
  std::vector<bool> is_pivot(unknowns, false);
  std::size_t pivots = 0;  // pivots among the unknowns; a pivot in column U is 0 = 1
  for (std::size_t r = 0; r < rank; ++r) {
    const word* row = mzd_row(m, static_cast<rci_t>(r));
    std::size_t w = 0;
    while (row[w] == 0) ++w;  // a row of the rank is not zero
    const std::size_t col = w * 64 + static_cast<std::size_t>(std::countr_zero(row[w]));
    if (col == unknowns) break;
    pivot_col[r] = col;
    is_pivot[col] = true;
    ++pivots;
  }
  result.consistent = pivots == rank;
  const auto bit = [m](std::size_t r, std::size_t j) {
    return mzd_read_bit(m, static_cast<rci_t>(r), static_cast<rci_t>(j)) != 0;
  };
  if (result.consistent)
    for (std::size_t r = 0; r < pivots; ++r)
      if (bit(r, unknowns)) gf2_flip(result.particular, pivot_col[r]);
  for (std::size_t free_col = 0; free_col < unknowns; ++free_col) {
    if (is_pivot[free_col]) continue;
    gf2_bits v(unknowns / 64 + 1, 0);
    gf2_flip(v, free_col);
    for (std::size_t r = 0; r < pivots; ++r)
      if (bit(r, free_col)) gf2_flip(v, pivot_col[r]);
    result.kernel.push_back(std::move(v));
  }
  mzd_free(m);
  return result;
}

}  // namespace boardsolve::algo
