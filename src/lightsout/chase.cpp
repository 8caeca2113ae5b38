// Light chasing: a press's reach into the row above is the cell above alone (chases()), so
// once the presses of rows 0 .. r are fixed, row r can only still change through the presses
// of row r + 1, one per cell: they must be exactly the lights left on in row r. The presses
// of the unknown rows decide everything; what is left on in the last row (and, on the torus,
// the mismatch between the forced and the chosen presses of row R-1) is affine in them.
#include <algorithm>
#include <cassert>

#include "algo/gf2_m4ri.hpp"
#include "press_space.hpp"
#include "row_effect.hpp"

namespace boardsolve::lightsout::detail {
namespace {

using row_words = std::vector<std::uint64_t>;

row_words bits_to_row(const algo::gf2_bits& x, std::size_t from, int cols, std::size_t words) {
  row_words row(words, 0);
  for (int c = 0; c < cols; ++c)
    if (algo::gf2_get(x, from + static_cast<std::size_t>(c)))
      row[static_cast<std::size_t>(c / 64)] |= std::uint64_t{1} << (c % 64);
  return row;
}

void row_to_bits(const row_words& row, algo::gf2_bits& x, std::size_t from, int cols) {
  for (int c = 0; c < cols; ++c)
    if (row[static_cast<std::size_t>(c / 64)] >> (c % 64) & 1)
      algo::gf2_flip(x, from + static_cast<std::size_t>(c));
}

}  // namespace

int chase_unknowns(const board& b) {
  return b.wrap == topology::torus ? 2 * b.lights.cols : b.lights.cols;
}

algo::gf2_bits chase(const board& b, bool with_lights, const algo::gf2_bits& x, bit_grid* record) {
  assert(chases(b.shape));
  const int rows = b.lights.rows, cols = b.lights.cols;
  const bool torus = b.wrap == topology::torus;
  const auto words = static_cast<std::size_t>(b.lights.words_per_row);
  const row_words first = bits_to_row(x, 0, cols, words);
  const row_words last =
      torus ? bits_to_row(x, static_cast<std::size_t>(cols), cols, words) : row_words(words, 0);
  // Invariant at row r: `above` holds the presses of row r-1 (row R-1 at r = 0 on the
  // torus), `here` those of row r.
  row_words above = last, here = first, left_on(words);
  algo::gf2_bits residual(static_cast<std::size_t>(chase_unknowns(b)) / 64 + 1, 0);
  for (int r = 0; r < rows; ++r) {
    if (record)
      std::copy(
          here.begin(), here.end(),
          record->words.begin() + static_cast<std::ptrdiff_t>(words * static_cast<std::size_t>(r)));
    if (with_lights)
      std::copy_n(
          b.lights.words.begin() + static_cast<std::ptrdiff_t>(words * static_cast<std::size_t>(r)),
          words, left_on.begin());
    else
      std::fill(left_on.begin(), left_on.end(), 0);
    add_row_effect(left_on, above, b.shape, 1, cols, b.wrap);
    add_row_effect(left_on, here, b.shape, 0, cols, b.wrap);
    if (r == rows - 1) {
      if (torus) add_row_effect(left_on, first, b.shape, -1, cols, b.wrap);
      row_to_bits(left_on, residual, torus ? static_cast<std::size_t>(cols) : 0, cols);
      break;
    }
    if (torus && r == rows - 2) {
      // The forced presses of row R-1 must be the chosen ones.
      row_words mismatch = left_on;
      for (std::size_t w = 0; w < words; ++w) mismatch[w] ^= last[w];
      row_to_bits(mismatch, residual, 0, cols);
      left_on = last;
    }
    above.swap(here);
    here.swap(left_on);
  }
  return residual;
}

bool one_chase_suffices(const board& b) {
  return b.wrap == topology::plane && (b.shape.mask >> 6) == 0b010 && b.shape.has(0, -1) &&
         b.shape.has(0, 1);
}

press_space chase_space(const board& b, bool one_chase, stop_token stop) {
  const auto k = static_cast<std::size_t>(chase_unknowns(b));
  const int cols = b.lights.cols;
  algo::gf2_dense_system system(k, k);
  // residual(x) = residual(0) + M x over GF(2); column j of M is the dark board's chase of
  // the unit vector j, and the presses turn every light off when M x = residual(0).
  const algo::gf2_bits constant = chase(b, true, algo::gf2_bits(k / 64 + 1, 0), nullptr);
  for (std::size_t e = 0; e < k; ++e)
    if (algo::gf2_get(constant, e)) system.flip(e, k);
  const auto set_column = [&system](std::size_t j, const std::vector<std::uint64_t>& column) {
    for (std::size_t w = 0; w < column.size(); ++w)
      for (std::uint64_t bits = column[w]; bits != 0; bits &= bits - 1)
        system.flip(w * 64 + static_cast<std::size_t>(std::countr_zero(bits)), j);
  };
  algo::gf2_bits unit(k / 64 + 1, 0);
  if (one_chase && one_chase_suffices(b)) {
    // The chase is p_(r+1) = T p_r + p_(r-1), T = J (+ I) with J the row's neighbour
    // operator, so M is a polynomial in J and commutes with it; e_j = J e_(j-1) + e_(j-2),
    // hence column j = J column(j-1) + column(j-2): one chase and O(C^2 / 64) for all of M.
    const auto words = static_cast<std::size_t>(b.lights.words_per_row);
    algo::gf2_flip(unit, 0);
    row_words before(words, 0), column = chase(b, false, unit, nullptr);
    column.resize(words);
    for (std::size_t j = 0; j < k; ++j) {
      set_column(j, column);
      row_words next = before;
      add_row_effect(next, column, stencil{0b000'101'000}, 0, cols, b.wrap);
      before.swap(column);
      column.swap(next);
    }
  } else if (one_chase && b.wrap == topology::torus) {
    // On the torus the board is the same seen from every column: the chase of unknown j (row
    // 0, column j) is that of column 0 turned j columns, each half of its residual (the
    // mismatch of row R-1, what row R-1 leaves on) turned with it; likewise for row R-1.
    const auto words = static_cast<std::size_t>(b.lights.words_per_row);
    const auto c = static_cast<std::size_t>(cols);
    for (const std::size_t first : {std::size_t{0}, c}) {
      stop_if_requested(stop);
      algo::gf2_flip(unit, first);
      const algo::gf2_bits residual = chase(b, false, unit, nullptr);
      algo::gf2_flip(unit, first);
      row_words half[2] = {row_words(words, 0), row_words(words, 0)};
      for (std::size_t e = 0; e < k; ++e)
        if (algo::gf2_get(residual, e))
          half[e / c][(e % c) / 64] |= std::uint64_t{1} << (e % c % 64);
      for (std::size_t j = 0; j < c; ++j) {
        for (std::size_t h = 0; h < 2; ++h) {
          for (std::size_t w = 0; w < words; ++w)
            for (std::uint64_t bits = half[h][w]; bits != 0; bits &= bits - 1)
              system.flip(h * c + w * 64 + static_cast<std::size_t>(std::countr_zero(bits)),
                          first + j);
          row_words turned(words, 0);
          add_row_effect(turned, half[h], stencil{0b000'100'000}, 0, cols, b.wrap);
          half[h].swap(turned);
        }
      }
    }
  } else {
    for (std::size_t j = 0; j < k; ++j) {
      stop_if_requested(stop);
      algo::gf2_flip(unit, j);
      set_column(j, chase(b, false, unit, nullptr));
      algo::gf2_flip(unit, j);
    }
  }
  stop_if_requested(stop);
  auto solved = algo::solve_dense(system, stop);
  press_space space;
  space.chased = true;
  space.consistent = solved.consistent;
  space.particular = std::move(solved.particular);
  space.kernel = std::move(solved.kernel);
  return space;
}

bit_grid expand(const board& b, const press_space& space, const algo::gf2_bits& x,
                bool with_lights) {
  bit_grid presses(b.lights.rows, b.lights.cols);
  if (space.chased) {
    chase(b, with_lights, x, &presses);
    return presses;
  }
  for (int r = 0; r < presses.rows; ++r)
    for (int c = 0; c < presses.cols; ++c)
      if (algo::gf2_get(x, static_cast<std::size_t>(r) * static_cast<std::size_t>(presses.cols) +
                               static_cast<std::size_t>(c)))
        presses.flip(r, c);
  return presses;
}

}  // namespace boardsolve::lightsout::detail
