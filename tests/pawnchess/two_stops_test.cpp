// Two searches in two threads keep their own stop requests: the one whose request is made
// stops, the other goes on to the value a search alone finds. (No state is shared between
// solvers; the tsan preset runs this test.)
#include <gtest/gtest.h>

#include <atomic>
#include <cstdint>
#include <optional>
#include <thread>

#include "boardsolve/pawnchess.hpp"
#include "boardsolve/pawnchess_search.hpp"

namespace boardsolve::pawnchess {
namespace {

TEST(PawnchessStopTwoThreads, OneStopsTheOtherFindsTheValue) {
  constexpr int rows = 7, cols = 6;
  const position start = start_position(rows, cols);
  const game_value alone = solver(rows, cols, memory_bound(std::uint64_t{64} << 20)).value(start);
  EXPECT_EQ(outcome_of(start.to_move, alone), (outcome{side::white, 39}));

  std::atomic<bool> stop_one{false}, stop_other{false};
  bool stopped = false;
  std::optional<game_value> found;
  std::thread stopping([&] {
    solver_options options = memory_bound(std::uint64_t{64} << 20);
    options.stop = stop_token(stop_one);
    // The request once the search is under way, at its first report after 2^20 positions.
    options.progress = [&](const search_report& r) {
      if (r.positions >= (std::uint64_t{1} << 20)) stop_one.store(true);
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
    options.stop = stop_token(stop_other);
    found = solver(rows, cols, options).value(start);
  });
  stopping.join();
  going.join();
  EXPECT_TRUE(stopped);
  EXPECT_TRUE(stop_one.load());
  EXPECT_FALSE(stop_other.load());
  ASSERT_TRUE(found);
  EXPECT_EQ(*found, alone);
}

}  // namespace
}  // namespace boardsolve::pawnchess
