// The fewest presses that turn off the all-lit N x N classic board (plus, plane; OEIS
// A075464), proven by enumerating the whole solution space: every one of its 2^d press sets,
// d the nullity, in Gray-code order (src/lightsout/kernel_minimum.cpp). Two independent ways
// to the space:
//   chase      light chasing: the presses of row 0 are the N unknowns (src/lightsout/chase.cpp)
//   eliminate  plain elimination over all N^2 unknowns, the baseline's system (eliminate.cpp;
//              M4RI eliminates it in a build with BOARDSOLVE_USE_M4RI)
// The two give different particular solutions and kernel bases, so the two enumerations visit
// the same space from different starts. The answer is replayed before it is printed. Prints one
// line:
//   n=N nullity=D method=M fewest=W solutions=2^D first_row=HEX space_s=S enumerate_s=S
// HEX is the press set's first row (docs/data/lightsout_a075464.txt says how it is written and
// how the other rows follow). Exit code 1 if the replay fails; 2 on bad usage.
//   build/m4ri/bench/lightsout_all_lit_minimum 80 eliminate
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "boardsolve/lightsout.hpp"
#include "lightsout/kernel_minimum.hpp"
#include "lightsout/press_space.hpp"

namespace {

using namespace boardsolve::lightsout;
using clock_type = std::chrono::steady_clock;

double seconds_since(clock_type::time_point start) {
  return std::chrono::duration<double>(clock_type::now() - start).count();
}

// Columns 1 .. N of row 0 as binary digits, column 1 the most significant, padded with 0 on
// the right to a multiple of 4, in hex.
std::string first_row_hex(const bit_grid& presses) {
  std::string hex;
  for (int c = 0; c < presses.cols; c += 4) {
    int digit = 0;
    for (int k = 0; k < 4; ++k)
      digit = digit * 2 + (c + k < presses.cols && presses.get(0, c + k) ? 1 : 0);
    hex += "0123456789abcdef"[digit];
  }
  return hex;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 3 ||
      (std::string_view(argv[2]) != "chase" && std::string_view(argv[2]) != "eliminate")) {
    std::fprintf(stderr, "usage: lightsout_all_lit_minimum N chase|eliminate\n");
    return 2;
  }
  const int n = std::atoi(argv[1]);
  const bool chase = std::string_view(argv[2]) == "chase";
  if (n < 1 || n > max_side) {
    std::fprintf(stderr, "lightsout_all_lit_minimum: N must be from 1 to %d\n", max_side);
    return 2;
  }
  board b{bit_grid(n, n), plus, topology::plane};
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) b.lights.flip(r, c);
  auto start = clock_type::now();
  const detail::press_space space = chase ? detail::chase_space(b) : detail::eliminate_space(b);
  if (!space.consistent) {
    std::fprintf(stderr, "lightsout_all_lit_minimum: no solution found for n = %d\n", n);
    return 1;
  }
  const bit_grid particular = detail::expand(b, space, space.particular, true);
  std::vector<bit_grid> kernel;
  for (const auto& v : space.kernel) kernel.push_back(detail::expand(b, space, v, false));
  const double space_s = seconds_since(start);
  const int d = static_cast<int>(kernel.size());
  if (d >= 63) {
    std::fprintf(stderr, "lightsout_all_lit_minimum: nullity %d is past the enumeration\n", d);
    return 2;
  }
  start = clock_type::now();
  const bit_grid fewest = detail::gray_minimum(particular, kernel);
  const double enumerate_s = seconds_since(start);
  if (after_presses(b, fewest) != bit_grid(n, n)) {
    std::fprintf(stderr, "lightsout_all_lit_minimum: the press set leaves lights on (n = %d)\n", n);
    return 1;
  }
  std::printf(
      "n=%d nullity=%d method=%s fewest=%lld solutions=2^%d first_row=%s space_s=%.3f "
      "enumerate_s=%.3f\n",
      n, d, argv[2], fewest.count(), d, first_row_hex(fewest).c_str(), space_s, enumerate_s);
  return 0;
}
