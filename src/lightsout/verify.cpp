// Checking an answer without trusting the solver: the presses replayed, and minimality by
// enumerating the kernel (computed afresh) around the claimed presses.
#include <fmt/format.h>

#include <algorithm>

#include "info_set_search.hpp"
#include "kernel_minimum.hpp"
#include "press_space.hpp"
#include "stencil_ops.hpp"

namespace boardsolve::lightsout {
namespace {

constexpr long long max_checked_kernel_words = 1LL << 25;

// The kernel's press sets of b, or nullopt past max_checked_kernel_words.
std::optional<std::vector<bit_grid>> kernel_sets(const board& b) {
  board dark{bit_grid(b.lights.rows, b.lights.cols), b.shape, b.wrap};
  bool turn = false;
  detail::press_space space;
  if (chases(b.shape)) {
    space = detail::chase_space(dark);
  } else if (chases(detail::flipped(b.shape))) {
    dark.shape = detail::flipped(b.shape);
    turn = true;
    space = detail::chase_space(dark);
  } else if (static_cast<long long>(b.lights.rows) * b.lights.cols <= max_eliminated_cells) {
    space = detail::eliminate_space(dark);
  } else {
    return std::nullopt;
  }
  if (static_cast<long long>(space.kernel.size()) *
          static_cast<long long>(dark.lights.words.size()) >
      max_checked_kernel_words)
    return std::nullopt;
  std::vector<bit_grid> kernel;
  for (const auto& v : space.kernel) {
    bit_grid k = detail::expand(dark, space, v, false);
    kernel.push_back(turn ? detail::upside_down(k) : std::move(k));
  }
  return kernel;
}

}  // namespace

std::string verify(const board& b, const solution& s) {
  switch (s.result) {
    case outcome::refused:
      return "the answer is a refusal: " + s.reason;
    case outcome::unsolvable:
      if (s.count != no_solution)
        return fmt::format("an unsolvable answer must count {}, not {}", no_solution, s.count);
      return check_certificate(b, s.certificate);
    case outcome::optimal:
    case outcome::any:
      break;
  }
  if (s.presses.rows != b.lights.rows || s.presses.cols != b.lights.cols)
    return fmt::format("the presses are {} x {}, the board {} x {}", s.presses.rows, s.presses.cols,
                       b.lights.rows, b.lights.cols);
  if (s.presses.count() != s.count)
    return fmt::format("the answer counts {} presses but presses {} cells", s.count,
                       s.presses.count());
  const bit_grid left = after_presses(b, s.presses);
  for (int r = 0; r < left.rows; ++r)
    for (int c = 0; c < left.cols; ++c)
      if (left.get(r, c))
        return fmt::format("after the presses, ({},{}) is still lit", r + 1, c + 1);
  if (s.result == outcome::any) return {};
  const auto kernel = kernel_sets(b);
  const int d = static_cast<int>(kernel ? kernel->size() : 0);
  std::optional<bit_grid> smallest;
  if (kernel && d <= max_enumerated_nullity &&
      detail::enumeration_words(d, s.presses) <= max_enumeration_words) {
    smallest = detail::gray_minimum(s.presses, *kernel);
  } else if (kernel) {
    smallest = detail::info_set_minimum(
        s.presses, *kernel,
        std::max(1LL, max_enumeration_words / static_cast<long long>(s.presses.words.size())));
  }
  if (!smallest) return std::string(minimality_unchecked);
  const long long fewest = smallest->count();
  if (fewest < s.count)
    return fmt::format("{} presses are claimed fewest, but {} turn every light off", s.count,
                       fewest);
  return {};
}

}  // namespace boardsolve::lightsout
