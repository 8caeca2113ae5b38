// Two searches in two threads keep their own stop requests: the one whose request is made
// stops, the other goes on to the value a search alone finds. (No state is shared between
// solvers; the tsan preset runs this test.)
#include <gtest/gtest.h>

#include <cstdint>
#include <optional>
#include <stop_token>
#include <thread>

#include "boardsolve/pawnchess.hpp"

namespace boardsolve::pawnchess {
namespace {

TEST(PawnchessStopTwoThreads, OneStopsTheOtherFindsTheValue) {
  constexpr int rows = 7, cols = 6;
  const position start = start_position(rows, cols);
  const game_value alone = solver(rows, cols, memory_bound(std::uint64_t{64} << 20)).value(start);
  EXPECT_EQ(outcome_of(start.to_move, alone), (outcome{side::white, 39}));

  std::stop_source stopped_source, going_source;
  bool stopped = false;
  std::optional<game_value> found;
  std::thread stopping([&] {
    solver_options options = memory_bound(std::uint64_t{64} << 20);
    options.stop = stopped_source.get_token();
    // The request once the search is under way, at its first report after 2^20 positions.
    options.progress = [&](const search_report& r) {
      if (r.positions >= (std::uint64_t{1} << 20)) stopped_source.request_stop();
    };
    solver s(rows, cols, options);
    try {
      s.value(start);
    } catch (const search_stopped&) {
      stopped = true;
    }
  });
  std::thread going([&] {
    solver_options options = memory_bound(std::uint64_t{64} << 20);
    options.stop = going_source.get_token();
    found = solver(rows, cols, options).value(start);
  });
  stopping.join();
  going.join();
  EXPECT_TRUE(stopped);
  EXPECT_TRUE(stopped_source.stop_requested());
  EXPECT_FALSE(going_source.stop_requested());
  ASSERT_TRUE(found);
  EXPECT_EQ(*found, alone);
}

}  // namespace
}  // namespace boardsolve::pawnchess
