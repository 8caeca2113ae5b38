// A stop request ends a search: one made before it starts, and one made while it runs (from
// its progress report, so that where it stops does not hang on the clock), under both rule
// sets, with one thread and two, without a checkpoint (search_stopped, nothing saved) and with
// one (written first, and a solver without the request resumes from it to the value).
// Through the tool layer, the run ends with exit_stopped and the command line's words.
#include <gtest/gtest.h>

#include <atomic>
#include <cstdint>
#include <cstdio>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "boardsolve/pawnchess.hpp"
#include "boardsolve/pawnchess_search.hpp"
#include "boardsolve/tool.hpp"

namespace boardsolve::pawnchess {
namespace {

// Positions between two looks at the request (mtd_search.hpp).
constexpr std::uint64_t stop_interval = std::uint64_t{1} << 16;
// The 7 x 6 start: white wins in 39, about ten million positions.
constexpr int rows = 7, cols = 6;
constexpr outcome start_outcome{side::white, 39};

bool file_exists(const std::string& path) {
  std::FILE* f = std::fopen(path.c_str(), "rb");
  if (f) std::fclose(f);
  return f != nullptr;
}

// The search_stopped that value(p) throws, or nullopt if it returns.
std::optional<search_stopped> stop_of(solver& s, const position& p) {
  try {
    s.value(p);
  } catch (const search_stopped& stop) {
    return stop;
  }
  return std::nullopt;
}

TEST(PawnchessStop, RequestedBeforeTheSearchEndsItAtItsStart) {
  for (const rules r : {rules{}, chess_rules()}) {
    const std::atomic<bool> requested{true};
    solver_options options = memory_bound(std::uint64_t{16} << 20);
    options.play_rules = r;
    options.stop = stop_token(requested);
    solver s(6, 6, options);
    const auto stop = stop_of(s, start_position(6, 6, r));
    ASSERT_TRUE(stop) << r.chess();
    EXPECT_FALSE(stop->saved);
    EXPECT_LE(s.report().positions, stop_interval);
  }
}

// Requests a stop (sets `requested`) at the first progress report after `positions`
// positions, and records how many had been searched then.
struct stop_after {
  std::atomic<bool> requested{false};
  std::uint64_t positions = 0;
  std::uint64_t requested_at = 0;
  void operator()(const search_report& r) {
    if (r.positions < positions || requested.load()) return;
    requested_at = r.positions;
    requested.store(true);
  }
};

TEST(PawnchessStop, RequestedWhileItRunsEndsItWithItsHelper) {
  for (const unsigned threads : {1u, 2u}) {
    // With two threads the helper joins a test at its 2^20th position: stop after it has.
    auto request = std::make_shared<stop_after>();
    request->positions = std::uint64_t{3} << 20;
    solver_options options = memory_bound(std::uint64_t{64} << 20);
    options.threads = threads;
    options.progress = [request](const search_report& r) { (*request)(r); };
    options.stop = stop_token(request->requested);
    solver s(rows, cols, options);
    const auto stop = stop_of(s, start_position(rows, cols));
    ASSERT_TRUE(stop) << threads;
    EXPECT_FALSE(stop->saved);
    ASSERT_GT(request->requested_at, 0u);
    // Alone, the search stops within 2^16 positions of the request. (A helper searches on
    // until its owner calls it off, as many positions as the machine lets it meanwhile.)
    if (threads == 1) {
      EXPECT_LE(s.report().positions, request->requested_at + stop_interval);
    } else {
      EXPECT_GE(s.report().helped_tests, 1u);
    }
  }  // the solver's end joins the helper: it has stopped
}

TEST(PawnchessStop, WritesTheCheckpointThenStopsAndTheNextRunResumes) {
  const std::string path = testing::TempDir() + "stop_test.ckpt";
  std::remove(path.c_str());
  std::remove((path + ".portable").c_str());
  const position start = start_position(rows, cols);
  auto request = std::make_shared<stop_after>();
  request->positions = std::uint64_t{2} << 20;
  solver_options options = memory_bound(std::uint64_t{64} << 20);
  options.checkpoint = path;
  options.progress = [request](const search_report& r) { (*request)(r); };
  options.stop = stop_token(request->requested);
  {
    solver stopped(rows, cols, options);
    const auto stop = stop_of(stopped, start);
    ASSERT_TRUE(stop);
    EXPECT_TRUE(stop->saved);
  }
  ASSERT_TRUE(file_exists(path));
  options.progress = nullptr;
  options.stop = {};
  solver resumed(rows, cols, options);
  EXPECT_EQ(outcome_of(start.to_move, resumed.value(start)), start_outcome);
  EXPECT_GE(resumed.report().earlier_positions, request->requested_at);
  std::remove(path.c_str());
  std::remove((path + ".portable").c_str());
}

// A face that keeps its solver between calls (the playground's analysis, a step at a time)
// stops it again and again, withdraws the request and asks on: the same solver goes on to the
// right value, every bound it reports on the way holds, the position and its moves' JSON of
// show --known stays true, and the whole analysis (show --json's case) then follows.
TEST(PawnchessStop, TheSameSolverGoesOnAfterEachStop) {
  const position start = start_position(rows, cols);
  auto request = std::make_shared<stop_after>();
  solver_options options = memory_bound(std::uint64_t{64} << 20);
  options.progress = [request](const search_report& r) { (*request)(r); };
  options.stop = stop_token(request->requested);
  solver s(rows, cols, options);
  const game_value exact = value_of_outcome(start.to_move, start_outcome);
  int stops = 0;
  for (;; ++stops) {
    request->requested.store(false);
    request->positions = s.report().positions + (std::uint64_t{1} << 20);
    const auto stop = stop_of(s, start);
    const value_bounds known = known_analysis_of(s, start).value;
    EXPECT_TRUE(known.lo <= exact && exact <= known.hi) << stops;
    if (!stop) break;
    EXPECT_FALSE(stop->saved);
    ASSERT_LT(stops, 1000);
  }
  EXPECT_GE(stops, 2);
  EXPECT_EQ(outcome_of(start.to_move, s.value(start)), start_outcome);
  EXPECT_TRUE(known_analysis_of(s, start).value.exact());
  request->positions = ~std::uint64_t{0};
  const std::string known = known_case_json(s, start);
  EXPECT_NE(known.find("\"known\":\"white wins in 39\""), std::string::npos) << known;
  const std::string shown = show_case_json(s, start, true);
  EXPECT_NE(shown.find("\"winner\":\"white\",\"plies\":39"), std::string::npos) << shown;
  EXPECT_NE(shown.find("\"svg\":{\"solution\":\"<svg"), std::string::npos);
}

TEST(PawnchessStop, TheToolLayerEndsWithExitStoppedAndKeepsTheCheckpoint) {
  const text_file input{"start.in", format_instances(std::vector{start_position(rows, cols)})};
  const std::atomic<bool> requested{true};
  run_options options;
  options.values["size"] = "7x6";
  options.values["memory"] = std::to_string(std::uint64_t{64} << 20);
  options.stop = stop_token(requested);
  const tool_result plain = pawnchess_tool().solve(input, options);
  EXPECT_EQ(plain.exit_code, exit_stopped);
  EXPECT_TRUE(plain.stopped);
  EXPECT_EQ(plain.out, "");
  EXPECT_EQ(plain.err, "boardsolve: stopped\n");

  const std::string checkpoint = testing::TempDir() + "stop_tool_test.ckpt";
  options.values["checkpoint"] = checkpoint;
  std::remove(checkpoint.c_str());
  const tool_result kept = pawnchess_tool().solve(input, options);
  EXPECT_EQ(kept.exit_code, exit_stopped);
  EXPECT_TRUE(kept.stopped);
  EXPECT_EQ(kept.err, "boardsolve: stopped; the search so far is in " + checkpoint +
                          ": run the same command again to resume it\n");
  EXPECT_TRUE(file_exists(checkpoint));
  std::remove(checkpoint.c_str());
  std::remove((checkpoint + ".portable").c_str());

  options.stop = {};
  options.values.erase("checkpoint");
  const tool_result whole = pawnchess_tool().solve(input, options);
  EXPECT_EQ(whole.exit_code, 0);
  EXPECT_FALSE(whole.stopped);
  EXPECT_EQ(whole.out, "white (39)\n");
}

}  // namespace
}  // namespace boardsolve::pawnchess
