// Toggle: parse, solve (one thread and two), the baseline, and each view alone, on seeded
// generator boards, so that the ratios can be read off one run.
//   build/release/bench/bench_toggle --benchmark_filter=13x13
#include <benchmark/benchmark.h>

#include <map>
#include <string>
#include <tuple>

#include "boardsolve/toggle.hpp"

namespace {

using namespace boardsolve;
using namespace boardsolve::toggle;

// The input text of `cases` boards of one family, generated once per process.
const std::string& input_text(const std::string& kind, int rows, int cols, int cases) {
  static std::map<std::tuple<std::string, int, int, int>, std::string> texts;
  auto& text = texts[{kind, rows, cols, cases}];
  if (text.empty()) {
    rng random(581);
    std::vector<board> boards;
    for (int t = 0; t < cases; ++t)
      boards.push_back(generate({.kind = kind, .rows = rows, .cols = cols}, random)->front());
    text = format_instances(boards);
  }
  return text;
}

std::vector<board> boards_of(benchmark::State& state, const char* kind) {
  const auto& text = input_text(kind, static_cast<int>(state.range(0)),
                                static_cast<int>(state.range(1)), static_cast<int>(state.range(2)));
  return std::get<std::vector<board>>(parse_instances(text));
}

// Arguments: rows, columns, number of boards.
template <class Solver>
void run(benchmark::State& state, const char* kind, Solver solver) {
  const auto boards = boards_of(state, kind);
  long long total = 0;
  for (auto _ : state) {
    total = 0;
    for (const board& b : boards) total += solver(b);
    benchmark::DoNotOptimize(total);
  }
  state.counters["sum_of_optima"] = static_cast<double>(total);
}

void bm_parse(benchmark::State& state, const char* kind) {
  const auto& text = input_text(kind, static_cast<int>(state.range(0)),
                                static_cast<int>(state.range(1)), static_cast<int>(state.range(2)));
  for (auto _ : state) benchmark::DoNotOptimize(parse_instances(text));
}
void bm_solve(benchmark::State& s, const char* kind) {
  run(s, kind, [](const board& b) { return solve(b, 1).count; });
}
void bm_solve_2_threads(benchmark::State& s, const char* kind) {
  const auto boards = boards_of(s, kind);
  long long total = 0;
  for (auto _ : s) {
    total = 0;
    for (const solution& sol : solve_all(boards, 2)) total += sol.count;
    benchmark::DoNotOptimize(total);
  }
  s.counters["sum_of_optima"] = static_cast<double>(total);
}
void bm_baseline(benchmark::State& s, const char* kind) {
  run(s, kind, solve_baseline);
}
void bm_row_search(benchmark::State& s, const char* kind) {
  run(s, kind, solve_row_search);
}
void bm_column_types(benchmark::State& s, const char* kind) {
  run(s, kind, solve_column_types);
}

constexpr auto ms = benchmark::kMillisecond;

// The contest's largest boards, 200 of them.
BENCHMARK_CAPTURE(bm_parse, random, "random")->Args({13, 13, 200})->Unit(ms);
BENCHMARK_CAPTURE(bm_solve, random, "random")->Args({13, 13, 200})->Unit(ms);
BENCHMARK_CAPTURE(bm_solve_2_threads, random, "random")->Args({13, 13, 200})->Unit(ms);
BENCHMARK_CAPTURE(bm_row_search, random, "random")->Args({13, 13, 200})->Unit(ms);
BENCHMARK_CAPTURE(bm_column_types, random, "random")->Args({13, 13, 200})->Unit(ms)->Iterations(1);
BENCHMARK_CAPTURE(bm_baseline, random, "random")->Args({13, 13, 200})->Unit(ms)->Iterations(1);
BENCHMARK_CAPTURE(bm_solve, hard, "hard")->Args({13, 13, 200})->Unit(ms);
BENCHMARK_CAPTURE(bm_baseline, hard, "hard")->Args({13, 13, 200})->Unit(ms)->Iterations(1);

// Beyond the contest: one board each.
BENCHMARK_CAPTURE(bm_solve, random, "random")->Args({20, 20, 1})->Args({24, 24, 1})->Unit(ms);
BENCHMARK_CAPTURE(bm_solve_2_threads, random, "random")
    ->Args({20, 20, 1})
    ->Args({24, 24, 1})
    ->Unit(ms);
BENCHMARK_CAPTURE(bm_row_search, random, "random")->Args({20, 20, 1})->Unit(ms)->Iterations(1);
BENCHMARK_CAPTURE(bm_column_types, random, "random")->Args({20, 20, 1})->Unit(ms)->Iterations(1);
BENCHMARK_CAPTURE(bm_solve, white, "white")->Args({20, 20, 1})->Args({24, 24, 1})->Unit(ms);
BENCHMARK_CAPTURE(bm_solve_2_threads, white, "white")->Args({24, 24, 1})->Unit(ms);
BENCHMARK_CAPTURE(bm_solve, hard, "hard")
    ->Args({20, 20, 1})
    ->Args({24, 24, 1})
    ->Unit(ms)
    ->Iterations(1);
BENCHMARK_CAPTURE(bm_solve_2_threads, hard, "hard")->Args({24, 24, 1})->Unit(ms)->Iterations(1);
BENCHMARK_CAPTURE(bm_row_search, hard, "hard")->Args({20, 20, 1})->Unit(ms)->Iterations(1);

// The long strip: 16 rows of 1000 cells.
BENCHMARK_CAPTURE(bm_parse, random, "random")->Args({16, 1000, 1})->Unit(ms);
BENCHMARK_CAPTURE(bm_solve, random, "random")->Args({16, 1000, 1})->Unit(ms);
BENCHMARK_CAPTURE(bm_solve_2_threads, random, "random")->Args({16, 1000, 1})->Unit(ms);
BENCHMARK_CAPTURE(bm_row_search, random, "random")->Args({16, 1000, 1})->Unit(ms)->Iterations(1);
BENCHMARK_CAPTURE(bm_solve, hard, "hard")->Args({16, 1000, 1})->Unit(ms);

}  // namespace

BENCHMARK_MAIN();
