// A stop request ends solve() with search_stopped, looked at between its stages: the pass over
// the board and the walks, each a fraction of a second even on the largest board. Through the
// tool layer, the run ends with exit_stopped and prints no answer; without a request, the
// answer is the one without a token.
#include <gtest/gtest.h>

#include <atomic>

#include "boardsolve/kingjump.hpp"
#include "boardsolve/tool.hpp"

namespace boardsolve::kingjump {
namespace {

board trail_board(int side) {
  rng random(5);
  return generate({.kind = "trail", .rows = side, .cols = side}, random)->front();
}

TEST(KingjumpStop, ARequestBeforeTheCallEndsItWithSearchStopped) {
  const std::atomic<bool> requested{true};
  rng random(5);
  for (const board& b :
       {trail_board(40), generate({.kind = "empty", .rows = 8, .cols = 8}, random)->front()})
    for (const unsigned threads : {1u, 2u})
      EXPECT_THROW(solve(b, threads, stop_token(requested)), search_stopped) << threads;
}

TEST(KingjumpStop, WithoutARequestTheAnswerIsUnchanged) {
  const board b = trail_board(300);
  const std::atomic<bool> never{false};
  for (const unsigned threads : {1u, 2u}) {
    const path plain = solve(b, threads);
    ASSERT_FALSE(plain.empty());
    const path watched = solve(b, threads, stop_token(never));
    ASSERT_EQ(watched.size(), plain.size()) << threads;
    for (std::size_t i = 0; i < plain.size(); ++i) {
      EXPECT_EQ(watched[i].row, plain[i].row);
      EXPECT_EQ(watched[i].col, plain[i].col);
    }
  }
}

TEST(KingjumpStop, TheToolLayerEndsWithExitStopped) {
  const text_file input{"board.in", format_instance(trail_board(30))};
  run_options options;
  const tool_result whole = kingjump_tool().solve(input, options);
  EXPECT_EQ(whole.exit_code, 0);
  EXPECT_FALSE(whole.out.empty());
  EXPECT_FALSE(whole.stopped);
  const text_file answer{"board.out", whole.out};
  const std::atomic<bool> requested{true};
  options.stop = stop_token(requested);
  for (const tool_result& r :
       {kingjump_tool().solve(input, options), kingjump_tool().show(input, options),
        kingjump_tool().verify(input, answer, nullptr, options)}) {
    EXPECT_EQ(r.exit_code, exit_stopped);
    EXPECT_TRUE(r.stopped);
    EXPECT_EQ(r.out, "");
    EXPECT_EQ(r.err, "boardsolve: stopped\n");
  }
  options.stop = {};
  EXPECT_EQ(kingjump_tool().verify(input, answer, nullptr, options).exit_code, 0);
}

}  // namespace
}  // namespace boardsolve::kingjump
