#include "kernel_minimum.hpp"

#include <bit>
#include <cassert>

#include "press_space.hpp"

namespace boardsolve::lightsout::detail {

bit_grid gray_minimum(const bit_grid& particular, std::span<const bit_grid> kernel,
                      stop_token stop) {
  assert(kernel.size() < 63);
  std::vector<std::uint64_t> now = particular.words;
  long long best = particular.count();
  std::uint64_t best_gray = 0;
  const std::uint64_t steps = std::uint64_t{1} << kernel.size();
  for (std::uint64_t i = 1; i < steps; ++i) {
    if ((i & 63) == 0) stop_if_requested(stop);
    const auto& step = kernel[static_cast<std::size_t>(std::countr_zero(i))].words;
    long long weight = 0;
    for (std::size_t w = 0; w < now.size(); ++w) {
      now[w] ^= step[w];
      weight += std::popcount(now[w]);
    }
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
  const auto words = static_cast<long long>(g.words.size());
  if (dimension >= 62) return max_enumeration_words + 1;
  const long long sets = 1LL << dimension;
  if (words > 0 && sets > (max_enumeration_words + 1) / words) return max_enumeration_words + 1;
  return sets * words;
}

}  // namespace boardsolve::lightsout::detail
