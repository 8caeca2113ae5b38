// Dense GF(2) elimination, ours (src/algo/gf2_dense.hpp) against M4RI (Debian's libm4ri-dev),
// on the sizes of light chasing's system: C x C unknowns plus one right-hand side column,
// the same seeded random bits in both. Ours: Gauss-Jordan plus the kernel basis (what solve
// uses); M4RI: mzd_echelonize(A, full = 1), the reduced row echelon form (M4RI's default
// method, PLE decomposition). Prints the wall time of each (the median of `runs`), the ratio,
// and both ranks, which must agree (M4RI's counts the right-hand side column: one more
// exactly when the system is inconsistent). Built only when pkg-config finds m4ri.
//   build/release/bench/gf2_m4ri 1000 4000 10000
#include <m4ri/m4ri.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <vector>

#include "algo/gf2_dense.hpp"

namespace {

using boardsolve::algo::gf2_dense_system;
using clock_type = std::chrono::steady_clock;

double seconds_since(clock_type::time_point start) {
  return std::chrono::duration<double>(clock_type::now() - start).count();
}

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

// Bit (i, j) of the C x (C + 1) matrix of seed 47: row-major words of one generator.
template <class Visit>
void seeded_bits(int c, Visit visit) {
  std::mt19937_64 random(47);
  for (int i = 0; i < c; ++i)
    for (int j = 0; j <= c; j += 64) {
      const std::uint64_t w = random();
      for (int b = 0; b < 64 && j + b <= c; ++b)
        if (w >> b & 1) visit(i, j + b);
    }
}

}  // namespace

int main(int argc, char** argv) {
  const int runs = 3;
  for (int a = 1; a < argc; ++a) {
    const int c = std::atoi(argv[a]);
    const auto n = static_cast<std::size_t>(c);
    std::vector<double> ours_s, m4ri_s;
    std::size_t our_rank = 0;
    bool consistent = false;
    rci_t m4ri_rank = 0;
    for (int run = 0; run < runs; ++run) {  // alternating
      gf2_dense_system ours(n, n);
      seeded_bits(c, [&](int i, int j) {
        ours.flip(static_cast<std::size_t>(i), static_cast<std::size_t>(j));
      });
      auto start = clock_type::now();
      const auto space = ours.solve();
      ours_s.push_back(seconds_since(start));
      our_rank = n - space.kernel.size();
      consistent = space.consistent;

      mzd_t* m = mzd_init(c, c + 1);
      seeded_bits(c, [&](int i, int j) { mzd_write_bit(m, i, j, 1); });
      start = clock_type::now();
      m4ri_rank = mzd_echelonize(m, 1);
      m4ri_s.push_back(seconds_since(start));
      mzd_free(m);
    }
    const double o = median(ours_s), m = median(m4ri_s);
    const bool agree = static_cast<std::size_t>(m4ri_rank) == our_rank + (consistent ? 0 : 1);
    std::printf("C = %5d: ours %.4f s, m4ri %.4f s, ours / m4ri %.1f; rank ours %zu, m4ri %d, %s\n",
                c, o, m, o / m, our_rank, static_cast<int>(m4ri_rank), agree ? "agree" : "DIFFER");
    if (!agree) return 1;
  }
  return 0;
}
