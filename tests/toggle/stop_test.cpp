// A stop request ends solve_all before its next board, whether the boards go side by side on
// the threads or one at a time; through the tool layer, the run ends with exit_stopped and
// prints no answer. Without a request, the same boards are solved.
#include <gtest/gtest.h>

#include <atomic>
#include <vector>

#include "boardsolve/toggle.hpp"
#include "boardsolve/tool.hpp"

namespace boardsolve::toggle {
namespace {

std::vector<board> boards_of(int side, int count) {
  rng random(7);
  std::vector<board> boards;
  for (int i = 0; i < count; ++i)
    boards.push_back(generate({.kind = "random", .rows = side, .cols = side}, random)->front());
  return boards;
}

TEST(ToggleStop, ARequestEndsSolveAllWithSearchStopped) {
  for (const int side : {5, 20}) {  // small boards share the threads; large ones take them all
    const std::vector<board> boards = boards_of(side, 6);
    std::atomic<bool> requested{false};
    int done = 0;
    // Requested after the second board: the boards still to come are not solved.
    const auto after_two = [&] {
      if (++done == 2) requested.store(true);
    };
    EXPECT_THROW(solve_all(boards, 1, after_two, stop_token(requested)), search_stopped) << side;
    EXPECT_EQ(done, 2) << side;
    const std::atomic<bool> never{false};
    EXPECT_EQ(solve_all(boards, 1, {}, stop_token(never)).size(), boards.size()) << side;
  }
}

TEST(ToggleStop, TheToolLayerEndsWithExitStopped) {
  const text_file input{"boards.in", format_instances(boards_of(8, 3))};
  const std::atomic<bool> requested{true};
  run_options options;
  options.stop = stop_token(requested);
  for (const tool_result& r :
       {toggle_tool().solve(input, options), toggle_tool().show(input, options)}) {
    EXPECT_EQ(r.exit_code, exit_stopped);
    EXPECT_TRUE(r.stopped);
    EXPECT_EQ(r.out, "");
    EXPECT_EQ(r.err, "boardsolve: stopped\n");
  }
  options.stop = {};
  const tool_result whole = toggle_tool().solve(input, options);
  EXPECT_EQ(whole.exit_code, 0);
  EXPECT_FALSE(whole.out.empty());
}

}  // namespace
}  // namespace boardsolve::toggle
