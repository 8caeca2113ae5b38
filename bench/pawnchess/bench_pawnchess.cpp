// Pawn chess: parse, the 4x4 value table (build and queries), solve vs the baseline on the
// same positions, and the start positions of larger boards.
//   build/release/bench/bench_pawnchess --benchmark_filter=contest
#include <benchmark/benchmark.h>

#include <map>
#include <string>
#include <tuple>

#include "boardsolve/pawnchess.hpp"
#include "boardsolve/pawnchess_search.hpp"

namespace {

using namespace boardsolve;
using namespace boardsolve::pawnchess;

// Every position the contest allows (275,836), as text and parsed, generated once.
const std::string& contest_text() {
  static const std::string text = [] {
    rng random(1);
    return format_instances(
        *generate({.kind = "contest-all", .rows = 4, .cols = 4, .count = 1}, random));
  }();
  return text;
}
const std::vector<position>& contest_positions() {
  static const auto positions =
      std::get<std::vector<position>>(parse_instances(contest_text(), 4, 4));
  return positions;
}

// `count` positions of a family, from a fixed seed.
const std::vector<position>& family(const std::string& kind, int rows, int cols, int count) {
  static std::map<std::tuple<std::string, int, int, int>, std::vector<position>> cache;
  auto& positions = cache[{kind, rows, cols, count}];
  if (positions.empty()) {
    rng random(2024);
    positions = *generate({.kind = kind, .rows = rows, .cols = cols, .count = count}, random);
  }
  return positions;
}

void bm_parse_contest_all(benchmark::State& state) {
  const std::string& text = contest_text();
  for (auto _ : state) benchmark::DoNotOptimize(parse_instances(text, 4, 4));
  state.SetBytesProcessed(state.iterations() * static_cast<std::int64_t>(text.size()));
}

// A fresh solver answers every contest position: the table is built as the queries need it.
void bm_solve_contest_all(benchmark::State& state) {
  contest_positions();
  std::size_t solved = 0;
  for (auto _ : state) {
    solver s(4, 4);
    int wins = 0;
    for (const position& p : contest_positions()) wins += s.value(p).is_win() ? 1 : 0;
    benchmark::DoNotOptimize(wins);
    solved = s.report().positions;
  }
  state.counters["table_positions"] = static_cast<double>(solved);
}

// The seed's alpha-beta on the same positions.
void bm_baseline_contest_all(benchmark::State& state) {
  contest_positions();
  for (auto _ : state) {
    int wins = 0;
    for (const position& p : contest_positions()) wins += solve_baseline(p).is_win() ? 1 : 0;
    benchmark::DoNotOptimize(wins);
  }
}

// Queries once the table is built: the cost per position of a lookup.
void bm_query_built_table(benchmark::State& state) {
  contest_positions();
  solver s(4, 4);
  for (const position& p : contest_positions()) s.value(p);
  for (auto _ : state) {
    int wins = 0;
    for (const position& p : contest_positions()) wins += s.value(p).is_win() ? 1 : 0;
    benchmark::DoNotOptimize(wins);
  }
  state.SetItemsProcessed(state.iterations() *
                          static_cast<std::int64_t>(contest_positions().size()));
}

// Solve (a fresh solver per iteration) against the seed's alpha-beta on the same positions.
void bm_solve_family(benchmark::State& state, const char* kind) {
  const auto& positions = family(kind, 4, 4, static_cast<int>(state.range(0)));
  for (auto _ : state) {
    solver s(4, 4);
    int wins = 0;
    for (const position& p : positions) wins += s.value(p).is_win() ? 1 : 0;
    benchmark::DoNotOptimize(wins);
  }
}
void bm_baseline_family(benchmark::State& state, const char* kind) {
  const auto& positions = family(kind, 4, 4, static_cast<int>(state.range(0)));
  for (auto _ : state) {
    int wins = 0;
    for (const position& p : positions) wins += solve_baseline(p).is_win() ? 1 : 0;
    benchmark::DoNotOptimize(wins);
  }
}

// The start position of rows x cols (arguments), by the production solver and the baseline.
void bm_solve_start(benchmark::State& state) {
  const int rows = static_cast<int>(state.range(0)), cols = static_cast<int>(state.range(1));
  std::uint64_t positions = 0;
  for (auto _ : state) {
    solver s(rows, cols);
    benchmark::DoNotOptimize(s.value(start_position(rows, cols)));
    positions = s.report().positions;
  }
  state.counters["positions"] = static_cast<double>(positions);
}
void bm_baseline_start(benchmark::State& state) {
  const int rows = static_cast<int>(state.range(0)), cols = static_cast<int>(state.range(1));
  for (auto _ : state) benchmark::DoNotOptimize(solve_baseline(start_position(rows, cols)));
}

constexpr auto ms = benchmark::kMillisecond;

BENCHMARK(bm_parse_contest_all)->Unit(ms);
BENCHMARK(bm_solve_contest_all)->Unit(ms);
BENCHMARK(bm_baseline_contest_all)->Unit(ms);
BENCHMARK(bm_query_built_table)->Unit(ms);
BENCHMARK_CAPTURE(bm_solve_family, contest, "contest")->Arg(1000)->Unit(ms);
BENCHMARK_CAPTURE(bm_baseline_family, contest, "contest")->Arg(1000)->Unit(ms);
BENCHMARK_CAPTURE(bm_solve_family, playout, "playout")->Arg(1000)->Unit(ms);
BENCHMARK_CAPTURE(bm_baseline_family, playout, "playout")->Arg(1000)->Unit(ms);
BENCHMARK(bm_solve_start)->Args({4, 4})->Args({5, 5})->Args({4, 6})->Args({6, 5})->Unit(ms);
BENCHMARK(bm_baseline_start)->Args({4, 4})->Args({5, 5})->Args({4, 6})->Unit(ms);
BENCHMARK(bm_solve_start)->Args({6, 6})->Unit(ms)->Iterations(1);

}  // namespace

BENCHMARK_MAIN();
