#include "kernel_minimum.hpp"

#include <algorithm>
#include <bit>
#include <cassert>

#include "popcount_clones.hpp"
#include "press_space.hpp"

namespace boardsolve::lightsout::detail {
namespace {

// The cells of a grid one after the other, R C bits in ceil(R C / 64) words: the rows'
// padding bits dropped, so a step of the enumeration touches fewer words.
std::vector<std::uint64_t> packed(const bit_grid& g) {
  const auto cells = static_cast<std::size_t>(g.rows) * static_cast<std::size_t>(g.cols);
  std::vector<std::uint64_t> out((cells + 63) / 64, 0);
  std::size_t at = 0;  // the bits written so far
  for (int r = 0; r < g.rows; ++r)
    for (int c = 0; c < g.cols; c += 64) {
      const auto take = static_cast<std::size_t>(std::min(64, g.cols - c));
      const std::uint64_t w = g.words[g.word(r, c)];  // the bits past column C - 1 are 0
      const std::size_t shift = at % 64;
      out[at / 64] |= w << shift;
      if (shift != 0 && shift + take > 64) out[at / 64 + 1] |= w >> (64 - shift);
      at += take;
    }
  return out;
}

// now ^= step, and the weight of the result. O(n) words.
BOARDSOLVE_POPCOUNT_CLONES
long long add_and_weigh(std::uint64_t* now, const std::uint64_t* step, std::size_t n) {
  long long weight = 0;
  for (std::size_t w = 0; w < n; ++w) {
    now[w] ^= step[w];
    weight += std::popcount(now[w]);
  }
  return weight;
}

}  // namespace

bit_grid gray_minimum(const bit_grid& particular, std::span<const bit_grid> kernel,
                      stop_token stop) {
  assert(kernel.size() < 63);
  std::vector<std::uint64_t> now = packed(particular);
  std::vector<std::vector<std::uint64_t>> steps;
  steps.reserve(kernel.size());
  for (const bit_grid& k : kernel) steps.push_back(packed(k));
  long long best = particular.count();
  std::uint64_t best_gray = 0;
  const std::uint64_t count = std::uint64_t{1} << kernel.size();
  for (std::uint64_t i = 1; i < count; ++i) {
    if ((i & 63) == 0) stop_if_requested(stop);
    const auto& step = steps[static_cast<std::size_t>(std::countr_zero(i))];
    const long long weight = add_and_weigh(now.data(), step.data(), now.size());
    if (weight < best) {
      best = weight;
      best_gray = i ^ (i >> 1);
    }
  }
  bit_grid result = particular;
  for (std::uint64_t g = best_gray; g != 0; g &= g - 1) {
    const auto& add = kernel[static_cast<std::size_t>(std::countr_zero(g))].words;
    for (std::size_t w = 0; w < add.size(); ++w) result.words[w] ^= add[w];
  }
  return result;
}

long long enumeration_words(int dimension, const bit_grid& g) {
  const auto words = (static_cast<long long>(g.rows) * g.cols + 63) / 64;
  if (dimension >= 62) return max_enumeration_words + 1;
  const long long sets = 1LL << dimension;
  if (words > 0 && sets > (max_enumeration_words + 1) / words) return max_enumeration_words + 1;
  return sets * words;
}

}  // namespace boardsolve::lightsout::detail
