#include "bit_rows.hpp"

namespace boardsolve::captures {
namespace {

std::size_t count_portably(const word* words, std::size_t n) {
  std::size_t total = 0;
  for (std::size_t i = 0; i < n; ++i) total += static_cast<std::size_t>(std::popcount(words[i]));
  return total;
}

#if defined(__x86_64__) && defined(__GNUC__) && !defined(__POPCNT__)
// x86-64 before -v2 has no POPCNT, so std::popcount is a library call; most processors have it.
__attribute__((target("popcnt"))) std::size_t count_with_popcnt(const word* words, std::size_t n) {
  std::size_t total = 0;
  for (std::size_t i = 0; i < n; ++i) total += static_cast<std::size_t>(std::popcount(words[i]));
  return total;
}
#define BOARDSOLVE_POPCNT_AT_RUN_TIME 1
#endif

}  // namespace

std::size_t count_bits(const word* words, std::size_t n) {
#if defined(BOARDSOLVE_POPCNT_AT_RUN_TIME)
  static const bool has_popcnt = __builtin_cpu_supports("popcnt");
  if (has_popcnt) return count_with_popcnt(words, n);
#endif
  return count_portably(words, n);
}

}  // namespace boardsolve::captures
