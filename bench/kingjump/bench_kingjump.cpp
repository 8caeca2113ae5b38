// King jump: parse, solve, baseline and answer formatting on seeded generator boards, so that
// solve / parse and baseline / solve can be read off one run.
//   build/release/bench/bench_kingjump --benchmark_filter=5000
#include <benchmark/benchmark.h>

#include <map>
#include <string>
#include <utility>

#include "boardsolve/kingjump.hpp"

namespace {

using namespace boardsolve;
using namespace boardsolve::kingjump;

// The input text of one board of a family, generated once per process.
const std::string& input_text(const std::string& kind, int side) {
  static std::map<std::pair<std::string, int>, std::string> texts;
  auto& text = texts[{kind, side}];
  if (text.empty()) {
    rng random(2008);
    text = format_instance(generate({.kind = kind, .rows = side, .cols = side}, random)->front());
  }
  return text;
}

board board_of(const std::string& text) {
  return std::get<board>(parse_instance(text));
}

template <class Solver>
void run(benchmark::State& state, const char* kind, Solver solver) {
  const board b = board_of(input_text(kind, static_cast<int>(state.range(0))));
  std::size_t squares = 0;
  for (auto _ : state) {
    squares = solver(b).size();
    benchmark::DoNotOptimize(squares);
  }
  std::size_t checkers = 0, kings = 0;
  for (const cell c : b.cells) {
    checkers += c == cell::checker ? 1u : 0u;
    kings += c == cell::king ? 1u : 0u;
  }
  state.counters["checkers"] = static_cast<double>(checkers);
  state.counters["kings"] = static_cast<double>(kings);
  state.counters["solved"] = squares > 0 ? 1 : 0;
}

void bm_parse(benchmark::State& state, const char* kind) {
  const auto& text = input_text(kind, static_cast<int>(state.range(0)));
  for (auto _ : state) benchmark::DoNotOptimize(parse_instance(text));
  state.SetBytesProcessed(state.iterations() * static_cast<std::int64_t>(text.size()));
}
void bm_solve(benchmark::State& s, const char* kind) {
  run(s, kind, [](const board& b) { return solve(b, 1); });
}
void bm_solve_2_threads(benchmark::State& s, const char* kind) {
  run(s, kind, [](const board& b) { return solve(b, 2); });
}
void bm_baseline(benchmark::State& s, const char* kind) {
  run(s, kind, [](const board& b) { return solve_baseline(b); });
}
void bm_solve_and_format(benchmark::State& state, const char* kind) {
  const board b = board_of(input_text(kind, static_cast<int>(state.range(0))));
  for (auto _ : state) {
    std::string out;
    append_answer(out, solve(b));
    benchmark::DoNotOptimize(out.data());
  }
}

constexpr auto ms = benchmark::kMillisecond;

// Solvable: one long trail (half of the squares next to the king's lattice, or as far as the
// walk gets). Not solvable: the same with one checker added or removed ("near"), random boards.
BENCHMARK_CAPTURE(bm_parse, trail, "trail")->Arg(500)->Arg(2000)->Arg(5000)->Unit(ms);
BENCHMARK_CAPTURE(bm_solve, trail, "trail")->Arg(500)->Arg(2000)->Arg(5000)->Unit(ms);
BENCHMARK_CAPTURE(bm_solve_2_threads, trail, "trail")->Arg(2000)->Arg(5000)->Unit(ms);
BENCHMARK_CAPTURE(bm_baseline, trail, "trail")->Arg(500)->Arg(2000)->Arg(5000)->Unit(ms);
BENCHMARK_CAPTURE(bm_solve_and_format, trail, "trail")->Arg(5000)->Unit(ms);
BENCHMARK_CAPTURE(bm_parse, near, "near")->Arg(500)->Arg(2000)->Arg(5000)->Unit(ms);
BENCHMARK_CAPTURE(bm_solve, near, "near")->Arg(500)->Arg(2000)->Arg(5000)->Unit(ms);
BENCHMARK_CAPTURE(bm_baseline, near, "near")->Arg(500)->Arg(2000)->Arg(5000)->Unit(ms);
BENCHMARK_CAPTURE(bm_parse, random, "random")->Arg(500)->Arg(5000)->Unit(ms);
BENCHMARK_CAPTURE(bm_solve, random, "random")->Arg(500)->Arg(5000)->Unit(ms);
BENCHMARK_CAPTURE(bm_baseline, random, "random")->Arg(500)->Unit(ms)->Iterations(1);
// Hundreds of thousands of kings: the baseline's work is per king, solve's is not.
BENCHMARK_CAPTURE(bm_parse, kings, "kings")->Arg(100)->Arg(500)->Arg(2000)->Unit(ms);
BENCHMARK_CAPTURE(bm_solve, kings, "kings")->Arg(100)->Arg(500)->Arg(2000)->Unit(ms);
BENCHMARK_CAPTURE(bm_solve_2_threads, kings, "kings")->Arg(2000)->Unit(ms);
BENCHMARK_CAPTURE(bm_baseline, kings, "kings")->Arg(100)->Arg(500)->Unit(ms)->Iterations(1);

}  // namespace

BENCHMARK_MAIN();
