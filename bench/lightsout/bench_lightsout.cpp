// Lights Out: solve against the baseline (elimination over all R C cells) on the same seeded
// boards in one process, so the ratio can be read off one run; and solve alone on large
// boards, where the baseline cannot go.
//   build/release/bench/bench_lightsout --benchmark_filter=random
//   build/release/bench/bench_lightsout --benchmark_filter=all_lit
#include <benchmark/benchmark.h>

#include <string>

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

// Reading the board's text alone (parse_instances), the floor under any solve from a file.
void bm_parse(benchmark::State& state, const char* kind) {
  const board b = seeded_board(kind, static_cast<int>(state.range(0)));
  const std::string text = format_instances({&b, 1});
  for (auto _ : state) benchmark::DoNotOptimize(parse_instances(text));
  state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations()) *
                          static_cast<std::int64_t>(text.size()));
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
// The all-lit board (A075464): solve (the chase, then 2^d solutions) against the baseline
// (elimination over all n^2 cells, then the same 2^d) at sizes the baseline finishes: nullity 8,
// 20, 0 and 0; and the parse of the same board's text.
BENCHMARK_CAPTURE(bm_solve, all_lit, "all-lit")
    ->Arg(16)
    ->Arg(32)
    ->Arg(48)
    ->Arg(60)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(bm_baseline, all_lit, "all-lit")
    ->Arg(16)
    ->Arg(32)
    ->Arg(48)
    ->Arg(60)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(bm_parse, all_lit, "all-lit")
    ->Arg(16)
    ->Arg(32)
    ->Arg(48)
    ->Arg(60)
    ->Arg(1000)
    ->Arg(10000)
    ->Unit(benchmark::kMillisecond);
// One solution of the all-lit 1000 x 1000 and 10000 x 10000 boards (nullity 0: the fewest).
BENCHMARK_CAPTURE(bm_solve_any, all_lit_large, "all-lit")
    ->Arg(1000)
    ->Arg(10000)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(3);
// Solve alone, large boards (one solution where the solution space is too large to search).
BENCHMARK_CAPTURE(bm_solve_any, large_random, "random")
    ->RangeMultiplier(2)
    ->Range(128, 2048)
    ->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
