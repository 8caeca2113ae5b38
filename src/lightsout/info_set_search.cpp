#include "info_set_search.hpp"

#include <algorithm>
#include <bit>
#include <cassert>

#include "popcount_clones.hpp"
#include "press_space.hpp"

namespace boardsolve::lightsout::detail {
namespace {

using words = std::vector<std::uint64_t>;

BOARDSOLVE_POPCOUNT_CLONES
long long weight(const words& v) {
  long long n = 0;
  for (const std::uint64_t w : v) n += std::popcount(w);
  return n;
}

void add(words& to, const words& v) {
  for (std::size_t i = 0; i < to.size(); ++i) to[i] ^= v[i];
}

bool bit(const words& v, std::size_t cell) {
  return (v[cell / 64] >> (cell % 64) & 1) != 0;
}

// One information set: the kernel reduced so that basis[i] is 1 on pivot[i] and 0 on the
// other pivots, and the particular set reduced to 0 on every pivot.
struct info_set {
  std::vector<std::size_t> pivot;
  std::vector<words> basis;
  words start;
};

// Gauss-Jordan on `basis` over the cells still free (bits of `free_cells`, in word order):
// d pivots, or an empty set if the free cells have rank < d.
info_set next_info_set(std::vector<words>& basis, words& free_cells, const words& particular,
                       stop_token stop) {
  const std::size_t d = basis.size();
  info_set set;
  std::size_t done = 0;  // basis[0 .. done) hold the pivots found so far
  for (std::size_t w = 0; w < free_cells.size() && done < d; ++w) {
    for (;;) {
      std::uint64_t any = 0;
      for (std::size_t i = done; i < d; ++i) any |= basis[i][w];
      any &= free_cells[w];
      if (any == 0) break;
      stop_if_requested(stop);
      const std::size_t cell = w * 64 + static_cast<std::size_t>(std::countr_zero(any));
      std::size_t row = done;
      while (!bit(basis[row], cell)) ++row;
      std::swap(basis[row], basis[done]);
      for (std::size_t i = 0; i < d; ++i)
        if (i != done && bit(basis[i], cell)) add(basis[i], basis[done]);
      free_cells[w] &= ~(std::uint64_t{1} << (cell % 64));
      set.pivot.push_back(cell);
      if (++done == d) break;
    }
  }
  if (done < d) return {};
  set.basis = basis;
  set.start = particular;
  for (std::size_t i = 0; i < d; ++i)
    if (bit(set.start, set.pivot[i])) add(set.start, set.basis[i]);
  return set;
}

}  // namespace

std::optional<bit_grid> info_set_minimum(const bit_grid& particular,
                                         std::span<const bit_grid> kernel, long long max_listed,
                                         stop_token stop) {
  const std::size_t d = kernel.size();
  if (d == 0) return particular;
  const std::size_t size = particular.words.size();
  std::vector<words> basis;
  for (const bit_grid& k : kernel) basis.push_back(k.words);
  words free_cells(size, 0);
  for (int r = 0; r < particular.rows; ++r)
    for (int c = 0; c < particular.cols; ++c)
      free_cells[particular.word(r, c)] |= std::uint64_t{1} << (c % 64);
  // As many disjoint sets as a quarter of the budget builds (each costs d^2 R C / 64 words).
  const long long cost_per_set = static_cast<long long>(d * d * size) + 1;
  const long long max_sets =
      std::max(1LL, max_listed / 4 * static_cast<long long>(size) / cost_per_set);
  std::vector<info_set> sets;
  while (static_cast<long long>(sets.size()) < max_sets) {
    info_set set = next_info_set(basis, free_cells, particular.words, stop);
    if (set.pivot.empty()) break;
    sets.push_back(std::move(set));
  }
  assert(!sets.empty());
  const auto m = static_cast<long long>(sets.size());
  words best = particular.words;
  long long best_weight = weight(best);
  long long listed = 0;
  std::vector<std::size_t> chosen;
  for (std::size_t w = 0; w <= d; ++w) {
    for (const info_set& set : sets) {
      // Every w-subset of the basis, in lexicographic order, the sum kept up to date.
      chosen.resize(w);
      words now = set.start;
      for (std::size_t j = 0; j < w; ++j) add(now, set.basis[chosen[j] = j]);
      for (;;) {
        if (++listed > max_listed) return std::nullopt;
        if ((listed & 63) == 0) stop_if_requested(stop);
        if (const long long n = weight(now); n < best_weight) {
          best_weight = n;
          best = now;
        }
        std::size_t k = w;
        while (k > 0 && chosen[k - 1] == d - w + k - 1) --k;
        if (k == 0) break;
        --k;
        for (std::size_t j = k; j < w; ++j) add(now, set.basis[chosen[j]]);
        ++chosen[k];
        for (std::size_t j = k + 1; j < w; ++j) chosen[j] = chosen[j - 1] + 1;
        for (std::size_t j = k; j < w; ++j) add(now, set.basis[chosen[j]]);
      }
    }
    // Unlisted solutions weigh at least w + 1 on each of the m disjoint sets.
    if (best_weight <= m * static_cast<long long>(w + 1)) break;
  }
  bit_grid result = particular;
  result.words = std::move(best);
  return result;
}

}  // namespace boardsolve::lightsout::detail
