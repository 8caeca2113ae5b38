// Captures: parse, solve, baseline and answer formatting on seeded generator boards, so that
// solve / parse and solve / baseline can be read off one run.
//   build/release/bench/bench_captures --benchmark_filter=3000
// On a shared machine, add --benchmark_repetitions=10 --benchmark_enable_random_interleaving
// so that parse and solve take turns and a change in load hits both (docs/performance.md).
#include <benchmark/benchmark.h>

#include <map>
#include <string>
#include <tuple>

#include "boardsolve/captures.hpp"

namespace {

using namespace boardsolve;
using namespace boardsolve::captures;

// The input text of `cases` boards of one family, generated once per process.
const std::string& input_text(const std::string& kind, int size, int cases) {
  static std::map<std::tuple<std::string, int, int>, std::string> texts;
  auto& text = texts[{kind, size, cases}];
  if (text.empty()) {
    rng random(2019);
    std::vector<board> boards;
    for (int t = 0; t < cases; ++t)
      boards.push_back(generate({.kind = kind, .rows = size, .cols = size}, random)->front());
    text = format_instances(boards);
  }
  return text;
}

std::vector<board> boards_of(const std::string& text) {
  return std::get<std::vector<board>>(parse_instances(text));
}

// Arguments: board side, number of boards. The contest's maximum is sum N^2 <= 10^5: ten 100s.
template <class Solver>
void run(benchmark::State& state, const char* kind, Solver solver) {
  const auto& text =
      input_text(kind, static_cast<int>(state.range(0)), static_cast<int>(state.range(1)));
  const auto boards = boards_of(text);
  std::size_t captures = 0;
  for (auto _ : state) {
    for (const board& b : boards) captures = solver(b).captures.size();
    benchmark::DoNotOptimize(captures);
  }
  state.counters["captures"] = static_cast<double>(captures);
  state.counters["squares"] = static_cast<double>(boards.size() * boards[0].cells.size());
}

void parse(benchmark::State& state, const char* kind) {
  const auto& text =
      input_text(kind, static_cast<int>(state.range(0)), static_cast<int>(state.range(1)));
  for (auto _ : state) benchmark::DoNotOptimize(parse_instances(text));
  state.SetBytesProcessed(state.iterations() * static_cast<std::int64_t>(text.size()));
}

void solve_and_format(benchmark::State& state, const char* kind) {
  const auto boards = boards_of(
      input_text(kind, static_cast<int>(state.range(0)), static_cast<int>(state.range(1))));
  for (auto _ : state) {
    std::string out;
    for (const board& b : boards) append_answer(out, solve(b, 2).captures);
    benchmark::DoNotOptimize(out.data());
  }
}

void bm_parse(benchmark::State& s, const char* kind) {
  parse(s, kind);
}
void bm_solve(benchmark::State& s, const char* kind) {
  run(s, kind, [](const board& b) { return solve(b, 1); });
}
void bm_solve_2_threads(benchmark::State& s, const char* kind) {
  run(s, kind, [](const board& b) { return solve(b, 2); });
}
void bm_baseline(benchmark::State& s, const char* kind) {
  run(s, kind, solve_baseline);
}
void bm_solve_and_format(benchmark::State& s, const char* kind) {
  solve_and_format(s, kind);
}

constexpr auto ms = benchmark::kMillisecond;

BENCHMARK_CAPTURE(bm_parse, random, "random")
    ->Args({100, 10})
    ->Args({1000, 1})
    ->Args({3000, 1})
    ->Unit(ms);
BENCHMARK_CAPTURE(bm_solve, random, "random")
    ->Args({100, 10})
    ->Args({1000, 1})
    ->Args({3000, 1})
    ->Unit(ms);
BENCHMARK_CAPTURE(bm_solve_2_threads, random, "random")
    ->Args({100, 10})
    ->Args({1000, 1})
    ->Args({3000, 1})
    ->Unit(ms);
BENCHMARK_CAPTURE(bm_baseline, random, "random")
    ->Args({100, 10})
    ->Args({1000, 1})
    ->Args({3000, 1})
    ->Unit(ms);
BENCHMARK_CAPTURE(bm_solve_and_format, random, "random")
    ->Args({100, 10})
    ->Args({3000, 1})
    ->Unit(ms);
BENCHMARK_CAPTURE(bm_parse, hard, "hard")->Args({300, 1})->Args({2000, 1})->Unit(ms);
BENCHMARK_CAPTURE(bm_solve, hard, "hard")->Args({300, 1})->Args({2000, 1})->Unit(ms)->Iterations(1);
BENCHMARK_CAPTURE(bm_solve_2_threads, hard, "hard")
    ->Args({300, 1})
    ->Args({2000, 1})
    ->Unit(ms)
    ->Iterations(1);
BENCHMARK_CAPTURE(bm_baseline, hard, "hard")->Args({300, 1})->Unit(ms)->Iterations(1);
BENCHMARK_CAPTURE(bm_parse, full, "full")->Args({5000, 1})->Unit(ms)->Iterations(1);
BENCHMARK_CAPTURE(bm_solve_2_threads, full, "full")->Args({5000, 1})->Unit(ms)->Iterations(1);
BENCHMARK_CAPTURE(bm_solve, full, "full")->Args({5000, 1})->Unit(ms)->Iterations(1);

}  // namespace

BENCHMARK_MAIN();
