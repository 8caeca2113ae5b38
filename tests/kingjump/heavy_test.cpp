// The heavier differential runs (ctest label "stress"): every board of the statement's layout
// on a 5 x 5 board, and a trail of millions of jumps on a 5000 x 5000 board.
#include <gtest/gtest.h>

#include "agreement.hpp"
#include "large_board.hpp"
#include "printers.hpp"

namespace boardsolve::kingjump {
namespace {

using namespace stress;

TEST(KingjumpHeavy, EveryContestBoardOfSideFive) {
  tally t;
  every_contest_board(5, {1}, t);  // '-' on (1,1): 3^12 boards
  EXPECT_EQ(t.solvable, 11135);
  EXPECT_EQ(t.with_jumps, 7040);
  EXPECT_EQ(t.jumps, 7936);
}

TEST(KingjumpHeavy, TrailOfMillionsOfJumpsOnASideOfFiveThousand) {
  expect_long_trail(5000, 2, 3'000'000);
}

}  // namespace
}  // namespace boardsolve::kingjump
