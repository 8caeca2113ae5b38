// A stop request ends solve() with search_stopped: one made before the call, before its first
// stage, and one made from another thread during a large solve, inside its matching searches;
// through the tool layer, the run ends with exit_stopped and prints no answer. Without a
// request, the answer is the one without a token.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <thread>

#include "boardsolve/captures.hpp"
#include "boardsolve/tool.hpp"
#include "captures/bit_matching.hpp"
#include "captures/pawn_classes.hpp"
#include "captures/row_sweep.hpp"

namespace boardsolve::captures {
namespace {

board hard_board(int side) {
  rng random(11);
  return generate({.kind = "hard", .rows = side, .cols = side}, random)->front();
}

TEST(CapturesStop, ARequestBeforeTheCallEndsItWithSearchStopped) {
  const board b = hard_board(64);
  const std::atomic<bool> requested{true};
  for (const unsigned threads : {1u, 2u})
    EXPECT_THROW(solve(b, threads, stop_token(requested)), search_stopped) << threads;
}

TEST(CapturesStop, ARequestDuringALargeSolveEndsIt) {
  // Seconds of matching searches on one thread: the request, 0.2 s in, comes in the middle.
  const board b = hard_board(3000);
  for (const unsigned threads : {1u, 2u}) {
    std::atomic<bool> requested{false};
    std::thread requester([&requested] {
      std::this_thread::sleep_for(std::chrono::milliseconds(200));
      requested.store(true);
    });
    EXPECT_THROW(solve(b, threads, stop_token(requested)), search_stopped) << threads;
    requester.join();
  }
}

TEST(CapturesStop, TheHopcroftKarpFallbackStopsToo) {
  // A work budget of 0 sends the matching to Hopcroft-Karp after the first search.
  const board b = hard_board(64);
  const pawn_classes classes(b);
  bit_rows left(b.rows, b.cols), right(b.rows, b.cols), cover(b.rows, b.cols);
  match_by_row_sweep(classes.open, both_colours, left, right);
  const std::atomic<bool> requested{true};
  EXPECT_THROW(complete_and_cover(classes.open, 0, left, right, cover, 0, stop_token(requested)),
               search_stopped);
}

TEST(CapturesStop, WithoutARequestTheAnswerIsUnchanged) {
  const board b = hard_board(120);
  const std::atomic<bool> never{false};
  for (const unsigned threads : {1u, 2u}) {
    const solution plain = solve(b, threads);
    const solution watched = solve(b, threads, stop_token(never));
    ASSERT_EQ(watched.captures.size(), plain.captures.size()) << threads;
    for (std::size_t i = 0; i < plain.captures.size(); ++i) {
      EXPECT_EQ(watched.captures[i].row, plain.captures[i].row);
      EXPECT_EQ(watched.captures[i].col, plain.captures[i].col);
      EXPECT_EQ(watched.captures[i].dir, plain.captures[i].dir);
    }
    EXPECT_EQ(watched.captures.size(), solve_baseline(b).captures.size()) << threads;
  }
}

TEST(CapturesStop, TheToolLayerEndsWithExitStopped) {
  const board boards[] = {hard_board(30)};
  const text_file input{"boards.in", format_instances(boards)};
  run_options options;
  const tool_result whole = captures_tool().solve(input, options);
  EXPECT_EQ(whole.exit_code, 0);
  EXPECT_FALSE(whole.out.empty());
  EXPECT_FALSE(whole.stopped);
  const text_file answer{"boards.out", whole.out};
  const std::atomic<bool> requested{true};
  options.stop = stop_token(requested);
  for (const tool_result& r :
       {captures_tool().solve(input, options), captures_tool().show(input, options),
        captures_tool().verify(input, answer, nullptr, options)}) {
    EXPECT_EQ(r.exit_code, exit_stopped);
    EXPECT_TRUE(r.stopped);
    EXPECT_EQ(r.out, "");
    EXPECT_EQ(r.err, "boardsolve: stopped\n");
  }
  options.stop = {};
  EXPECT_EQ(captures_tool().verify(input, answer, nullptr, options).exit_code, 0);
}

}  // namespace
}  // namespace boardsolve::captures
