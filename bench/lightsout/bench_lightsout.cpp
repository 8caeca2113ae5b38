// Lights Out: solve against the baseline (elimination over all R C cells) on the same seeded
// boards in one process, so the ratio can be read off one run; and solve alone on large
// boards, where the baseline cannot go.
//   build/release/bench/bench_lightsout --benchmark_filter=random
#include <benchmark/benchmark.h>

#include "boardsolve/lightsout.hpp"

namespace {

using namespace boardsolve;
using namespace boardsolve::lightsout;

board seeded_board(std::string_view kind, int n) {
  rng random(47);
  return (*generate({.kind = kind, .rows = n, .cols = n}, random))[0];
}

// The fewest presses (refused boards count -2).
void bm_solve(benchmark::State& state, const char* kind) {
  const board b = seeded_board(kind, static_cast<int>(state.range(0)));
  long long count = 0;
  for (auto _ : state) {
    const solution s = solve(b);
    benchmark::DoNotOptimize(count = s.result == outcome::refused ? -2 : s.count);
  }
  state.counters["count"] = static_cast<double>(count);
}

// One solution, not the fewest where the solution space is past the enumeration limit.
void bm_solve_any(benchmark::State& state, const char* kind) {
  const board b = seeded_board(kind, static_cast<int>(state.range(0)));
  long long count = 0;
  for (auto _ : state) benchmark::DoNotOptimize(count = solve(b, {.any = true}).count);
  state.counters["count"] = static_cast<double>(count);
}

void bm_baseline(benchmark::State& state, const char* kind) {
  const board b = seeded_board(kind, static_cast<int>(state.range(0)));
  long long count = 0;
  for (auto _ : state) benchmark::DoNotOptimize(count = solve_baseline(b));
  state.counters["count"] = static_cast<double>(count);
}

// Side by side: n = 8 .. 64 (the baseline's 4096 cells); "worst" boards to 32 only, since the
// 64 x 64 board's 2^26 solutions take the baseline a minute.
BENCHMARK_CAPTURE(bm_solve, random, "random")
    ->RangeMultiplier(2)
    ->Range(8, 64)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(bm_baseline, random, "random")
    ->RangeMultiplier(2)
    ->Range(8, 64)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(bm_solve, worst, "worst")
    ->RangeMultiplier(2)
    ->Range(8, 32)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(bm_baseline, worst, "worst")
    ->RangeMultiplier(2)
    ->Range(8, 32)
    ->Unit(benchmark::kMillisecond);
// Solve alone, large boards (one solution where the solution space is too large to search).
BENCHMARK_CAPTURE(bm_solve_any, large_random, "random")
    ->RangeMultiplier(2)
    ->Range(128, 2048)
    ->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
