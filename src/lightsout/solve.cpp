// The production solver: the solution space by light chasing (or by elimination for the
// stencils that do not chase either way up), then the fewest presses by enumerating the
// kernel, or a certificate when there is no solution.
#include <algorithm>
#include <cassert>

#include <fmt/format.h>

#include "info_set_search.hpp"
#include "kernel_minimum.hpp"
#include "press_space.hpp"
#include "stencil_ops.hpp"

namespace boardsolve::lightsout {
namespace {

// Below this much work the Gray-code enumeration goes first; the kernel's press sets are kept
// for the information-set search up to this many words (256 MB).
constexpr long long small_enumeration_words = 1LL << 20;
constexpr long long max_kernel_words = 1LL << 25;

bool odd_overlap(const bit_grid& a, const bit_grid& b) {
  long long n = 0;
  for (std::size_t w = 0; w < a.words.size(); ++w) n += std::popcount(a.words[w] & b.words[w]);
  return n % 2 == 1;
}

solution solve_space(const board& b, const detail::press_space& space,
                     const solve_options& options) {
  solution s;
  s.nullity = static_cast<int>(space.kernel.size());
  if (!space.consistent) {
    // The left kernel of the press matrix A is the kernel of A^T, whose stencil is the half
    // turn of A's: so it is the kernel of A turned half a turn. The lights are outside A's
    // column space, so some basis vector of it meets them oddly.
    for (const auto& v : space.kernel) {
      detail::stop_if_requested(options.stop);
      bit_grid certificate = detail::turned(detail::expand(b, space, v, false));
      if (odd_overlap(certificate, b.lights)) {
        s.result = outcome::unsolvable;
        s.certificate = std::move(certificate);
        return s;
      }
    }
    assert(false && "an inconsistent system has a refuting kernel vector");
    return s;
  }
  bit_grid particular = detail::expand(b, space, space.particular, true);
  const long long work = detail::enumeration_words(s.nullity, particular);
  const bool gray = s.nullity <= max_enumerated_nullity && work <= options.max_work_words;
  const auto size = static_cast<long long>(particular.words.size());
  std::vector<bit_grid> kernel;
  if (gray || static_cast<long long>(s.nullity) * size <= max_kernel_words) {
    kernel.reserve(space.kernel.size());
    for (const auto& v : space.kernel) {
      detail::stop_if_requested(options.stop);
      kernel.push_back(detail::expand(b, space, v, false));
    }
  }
  std::optional<bit_grid> fewest;
  if (gray && work <= small_enumeration_words) {
    fewest = detail::gray_minimum(particular, kernel, options.stop);
  } else if (!kernel.empty() || s.nullity == 0) {
    // The information-set bound first, listing an eighth of the solutions the enumeration
    // would; when it cannot settle the board with them, the enumeration (1/8 more work). Past
    // the enumeration's limit, the bound alone with the whole work limit.
    long long listed = std::max(1LL, options.max_work_words / size);
    if (gray) listed = std::max(1LL, std::min(listed, (1LL << s.nullity) / 8));
    fewest = detail::info_set_minimum(particular, kernel, listed, options.stop);
    if (!fewest && gray) fewest = detail::gray_minimum(particular, kernel, options.stop);
  }
  if (!fewest) {
    if (options.any) {
      s.result = outcome::any;
      s.count = particular.count();
      s.presses = std::move(particular);
      return s;
    }
    s.reason = fmt::format(
        "the {} x {} board has 2^{} solutions; finding the fewest presses enumerates them, "
        "which is limited to 2^{} solutions and {} words of work (2^{} solutions of {} "
        "words each here), and the information-set bound did not settle it within that work; "
        "ask for any solution instead",
        b.lights.rows, b.lights.cols, s.nullity, max_enumerated_nullity, options.max_work_words,
        s.nullity, particular.words.size());
    return s;
  }
  s.presses = std::move(*fewest);
  s.count = s.presses.count();
  s.result = outcome::optimal;
  return s;
}

board upside_down(const board& b) {
  return {detail::upside_down(b.lights), detail::flipped(b.shape), b.wrap};
}

std::string too_large(const board& b) {
  return fmt::format(
      "the {} x {} board's stencil {} reaches the row above and the row below through more "
      "than the cell straight across, so it cannot be chased; elimination over every cell "
      "handles at most {} cells",
      b.lights.rows, b.lights.cols, stencil_name(b.shape), max_eliminated_cells);
}

long long cells(const board& b) {
  return static_cast<long long>(b.lights.rows) * b.lights.cols;
}

}  // namespace

solution solve(const board& b, const solve_options& options) {
  if (chases(b.shape)) return solve_space(b, detail::chase_space(b, true, options.stop), options);
  if (chases(detail::flipped(b.shape))) {
    const board turned_over = upside_down(b);
    solution s =
        solve_space(turned_over, detail::chase_space(turned_over, true, options.stop), options);
    s.presses = detail::upside_down(s.presses);
    s.certificate = detail::upside_down(s.certificate);
    return s;
  }
  if (cells(b) > max_eliminated_cells) {
    solution s;
    s.reason = too_large(b);
    return s;
  }
  return solve_space(b, detail::eliminate_space(b, options.stop), options);
}

int nullity(int rows, int cols, stencil shape, topology t) {
  board b{bit_grid(rows, cols), shape, t};
  if (chases(shape)) return static_cast<int>(detail::chase_space(b).kernel.size());
  if (chases(detail::flipped(shape)))
    return static_cast<int>(detail::chase_space(upside_down(b)).kernel.size());
  if (cells(b) > max_eliminated_cells) return -1;
  return static_cast<int>(detail::eliminate_space(b).kernel.size());
}

}  // namespace boardsolve::lightsout
