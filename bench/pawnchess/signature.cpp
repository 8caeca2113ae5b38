// The bench signature of pawn chess, as chess engines give one: the positions searched on a
// fixed set of searches (both rule sets, both stalemate conventions, one thread, fresh
// solvers), which a change of the engine leaves unchanged unless it changes what the search
// does. With --repeat, the median time of each search, for side-by-side timing of two builds
// (bench/pawnchess_signature.sh).
//   build/release/bench/pawnchess_signature [--repeat N] [--expect POSITIONS]
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include "boardsolve/pawnchess.hpp"
#include "boardsolve/pawnchess_search.hpp"

namespace {

using namespace boardsolve;
using namespace boardsolve::pawnchess;

struct search_case {
  std::string_view name;
  int rows;
  int cols;
  rules play_rules;
  bool line;  // also the principal line (has_value and known_bounds on every ply)
};

// Boards too large for the value table and the memo, so every case runs the search; about
// two seconds in all on one core of an optimised build.
constexpr search_case cases[] = {
    {"uva 5x5 start", 5, 5, {}, true},
    {"uva 6x5 start", 6, 5, {}, false},
    {"uva 5x6 start", 5, 6, {}, false},
    {"uva 6x6 start", 6, 6, {}, false},
    {"uva 7x6 start", 7, 6, {}, false},
    {"chess 5x5 start, stalemate draws", 5, 5, chess_rules(stalemate_rule::draw), true},
    {"chess 6x6 start, stalemate draws", 6, 6, chess_rules(stalemate_rule::draw), false},
    {"chess 7x5 start, stalemate draws", 7, 5, chess_rules(stalemate_rule::draw), false},
    {"chess 5x5 start, stalemate loses", 5, 5, chess_rules(stalemate_rule::loss), true},
    {"chess 6x6 start, stalemate loses", 6, 6, chess_rules(stalemate_rule::loss), false},
    {"chess 7x5 start, stalemate loses", 7, 5, chess_rules(stalemate_rule::loss), false},
};

struct measured {
  game_value value;
  std::uint64_t positions = 0;
  double seconds = 0;
};

measured run(const search_case& c) {
  solver_options options = memory_bound(std::uint64_t{256} << 20);
  options.play_rules = c.play_rules;
  options.chess_engine = solver_options::engine_choice::search;
  const auto started = std::chrono::steady_clock::now();
  solver s(c.rows, c.cols, std::move(options));
  const position start = start_position(c.rows, c.cols, c.play_rules);
  measured m;
  m.value = s.value(start);
  if (c.line) principal_line(s, start);
  m.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  m.positions = s.report().positions;
  return m;
}

}  // namespace

int main(int argc, char** argv) {
  int repeat = 1;
  long long expect = -1;
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if (arg == "--repeat" && i + 1 < argc) {
      repeat = std::max(1, std::atoi(argv[++i]));
    } else if (arg == "--expect" && i + 1 < argc) {
      expect = std::atoll(argv[++i]);
    } else {
      fmt::print(stderr, "usage: pawnchess_signature [--repeat N] [--expect POSITIONS]\n");
      return 2;
    }
  }
  std::uint64_t signature = 0;
  double total_seconds = 0;
  for (const search_case& c : cases) {
    std::vector<measured> runs;
    for (int k = 0; k < repeat; ++k) runs.push_back(run(c));
    for (const measured& m : runs)
      if (m.positions != runs.front().positions || m.value != runs.front().value) {
        fmt::print(stderr, "{}: two runs of one search differ\n", c.name);
        return 1;
      }
    std::sort(runs.begin(), runs.end(),
              [](const measured& a, const measured& b) { return a.seconds < b.seconds; });
    const measured& median = runs[runs.size() / 2];
    const position start = start_position(c.rows, c.cols, c.play_rules);
    fmt::print("{:<36} {:<16} {:>12} positions {:>9.4f} s\n", c.name,
               describe(start.to_move, median.value), median.positions, median.seconds);
    signature += median.positions;
    total_seconds += median.seconds;
  }
  fmt::print("signature {} positions, {:.4f} s (median of {})\n", signature, total_seconds, repeat);
  if (expect >= 0 && signature != static_cast<std::uint64_t>(expect)) {
    fmt::print(stderr, "signature {} is not the expected {}\n", signature, expect);
    return 1;
  }
  return 0;
}
