// Lights Out, one large board timed alone: the classic board (plus, plane) of N x N, all lit
// or random (seed 47, as bench_lightsout), one solution (--any) or the fewest presses.
// Prints the size, the outcome, the count, the wall time of solve and the first row of the
// presses ('0'/'1'), so the answer can be compared with another solver's first row.
//   build/release/bench/lightsout_large all-lit 10000 --any
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "boardsolve/lightsout.hpp"

int main(int argc, char** argv) {
  using namespace boardsolve;
  using namespace boardsolve::lightsout;
  if (argc < 3) {
    std::fprintf(stderr, "usage: lightsout_large all-lit|random N [--any]\n");
    return 2;
  }
  const std::string_view kind = argv[1];
  const int n = std::atoi(argv[2]);
  const bool any = argc > 3 && std::string_view(argv[3]) == "--any";
  rng random(47);
  const auto boards = generate({.kind = kind, .rows = n, .cols = n}, random);
  if (!boards) {
    std::fprintf(stderr, "lightsout_large: no %s board of size %d\n", argv[1], n);
    return 2;
  }
  const auto start = std::chrono::steady_clock::now();
  const solution s = solve((*boards)[0], {.any = any});
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::string first_row;
  for (int c = 0; c < n && s.presses.rows > 0; ++c) first_row += s.presses.get(0, c) ? '1' : '0';
  const char* names[] = {"optimal", "any", "unsolvable", "refused"};
  std::printf("%s %d x %d: %s, count %lld, nullity %d, solve %.3f s\n", argv[1], n, n,
              names[static_cast<int>(s.result)], s.count, s.nullity, seconds);
  std::printf("%s\n", first_row.c_str());
  return 0;
}
