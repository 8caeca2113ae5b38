// A stop request ends one large solve from inside: a flag set by another thread while a
// 4000 x 4000 torus is being eliminated (many seconds of work) ends the call with
// search_stopped within a second; a flag set before the call ends it before any work, on
// every path (chasing, elimination, enumeration); the command line's row turns it into the
// stopped run's exit code.
#include <atomic>
#include <chrono>
#include <future>
#include <thread>

#include <gtest/gtest.h>

#include "boardsolve/lightsout.hpp"
#include "boardsolve/tool.hpp"

namespace boardsolve::lightsout {
namespace {

using clock_type = std::chrono::steady_clock;

board all_lit(int rows, int cols, stencil s, topology t) {
  board b{bit_grid(rows, cols), s, t};
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) b.lights.flip(r, c);
  return b;
}

// Starts `work` on a thread, sets the flag after 300 ms, and returns how long the work went
// on after that; `stopped` says whether it ended by search_stopped.
template <class Work>
std::chrono::milliseconds time_to_stop(std::atomic<bool>& flag, Work work, bool& stopped) {
  auto done = std::async(std::launch::async, work);
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  EXPECT_EQ(done.wait_for(std::chrono::seconds(0)), std::future_status::timeout)
      << "the work ended before the stop request: the test proves nothing";
  const auto asked = clock_type::now();
  flag.store(true);
  stopped = done.get();
  return std::chrono::duration_cast<std::chrono::milliseconds>(clock_type::now() - asked);
}

TEST(LightsoutStop, ALargeTorusStopsWithinASecondOfTheRequest) {
  const board b = all_lit(4000, 4000, plus, topology::torus);
  std::atomic<bool> flag{false};
  solve_options options;
  options.stop = stop_token(flag);
  bool stopped = false;
  const auto waited = time_to_stop(
      flag,
      [&] {
        try {
          solve(b, options);
          return false;
        } catch (const search_stopped& e) {
          return !e.saved;
        }
      },
      stopped);
  EXPECT_TRUE(stopped);
  // Generous for a loaded machine and the sanitizers: the checks are milliseconds apart.
  EXPECT_LT(waited.count(), 1500);
}

TEST(LightsoutStop, TheCommandLinesRowEndsAStoppedSolveAsStopped) {
  const board b = all_lit(4000, 4000, plus, topology::torus);
  const text_file input{"big.in", format_instances({&b, 1})};
  std::atomic<bool> flag{false};
  run_options options;
  options.stop = stop_token(flag);
  tool_result result;
  bool stopped = false;
  time_to_stop(
      flag,
      [&] {
        result = lightsout_tool().solve(input, options);
        return result.stopped;
      },
      stopped);
  EXPECT_TRUE(stopped);
  EXPECT_EQ(result.exit_code, exit_stopped);
  EXPECT_EQ(result.out, "");
}

TEST(LightsoutStop, ARequestBeforeTheCallStopsEveryPath) {
  std::atomic<bool> flag{true};
  solve_options options;
  options.stop = stop_token(flag);
  const stencil full{0b111'111'111};  // chases neither way: elimination
  const stencil tail{0b010'111'111};  // chases, but not by one chase: a chase per unknown
  for (const board& b :
       {all_lit(5, 5, plus, topology::plane), all_lit(9, 9, cross, topology::torus),
        all_lit(12, 12, full, topology::plane), all_lit(20, 30, tail, topology::plane)}) {
    SCOPED_TRACE(stencil_name(b.shape));
    EXPECT_THROW(solve(b, options), search_stopped);
  }
}

TEST(LightsoutStop, ATokenNeverRequestedChangesNoAnswer) {
  std::atomic<bool> flag{false};
  solve_options options;
  options.stop = stop_token(flag);
  for (const int side : {4, 5, 9, 16}) {
    const board b = all_lit(side, side, plus, topology::plane);
    const solution with = solve(b, options), without = solve(b);
    EXPECT_EQ(with.count, without.count) << side;
    EXPECT_EQ(with.presses, without.presses) << side;
  }
}

}  // namespace
}  // namespace boardsolve::lightsout
