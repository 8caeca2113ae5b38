// The move order of the searches: captures, then safe moves, then (from 7 rows on) steps that
// stop an enemy pawn, then the least advanced pawns (the most advanced in a test with a
// deadline) and the central columns.
#include <gtest/gtest.h>

#include "pawnchess/move_order.hpp"

namespace boardsolve::pawnchess {
namespace {

TEST(PawnchessMoveOrder, AStepStopsAFoePawnRightInFrontOfIt) {
  const bitboard to = square_bit(4, 3);
  EXPECT_TRUE(stops_foe(to, square_bit(3, 3)));
  EXPECT_FALSE(stops_foe(to, square_bit(2, 3)));  // a row further: it can still step
  EXPECT_FALSE(stops_foe(to, square_bit(3, 2) | square_bit(3, 4)));  // beside: it can take
}

TEST(PawnchessMoveOrder, StoppingStepsComeAfterCapturesAndSafeMovesBeforeOtherSteps) {
  const geometry g(8, 8);
  const int d4 = 4 * 8 + 3;  // row 4, column 3 (view coordinates: own pawns move up)
  const int d5 = 5 * 8 + 3;
  const bitboard stopped = square_bit(3, 3);  // right in front of d4
  const bitboard elsewhere = square_bit(0, 7);
  const int key_stop = move_order_key(g, d4, false, exposure::safe, stopped);
  EXPECT_GT(move_order_key(g, d4, true, exposure::hanging, elsewhere), key_stop);
  EXPECT_GT(key_stop, move_order_key(g, d4, false, exposure::safe, elsewhere));
  // Stopping outweighs three rows of "least advanced first" but not hanging the pawn.
  EXPECT_GT(key_stop, move_order_key(g, d5 + 16, false, exposure::safe, elsewhere));
  EXPECT_LT(move_order_key(g, d4, false, exposure::hanging, stopped),
            move_order_key(g, 1 * 8 + 0, false, exposure::safe, elsewhere));
  // A capture is a capture: the pawn in front adds nothing to it.
  EXPECT_EQ(move_order_key(g, d4, true, exposure::safe, stopped),
            move_order_key(g, d4, true, exposure::safe, elsewhere));
}

TEST(PawnchessMoveOrder, StoppingStepsGoFirstFromSevenRowsOn) {
  EXPECT_FALSE(stops_first(geometry(6, 8)));
  const bitboard stopped = square_bit(3, 3);  // right in front of row 4, column 3
  EXPECT_EQ(move_order_key(geometry(6, 8), 4 * 8 + 3, false, exposure::safe, stopped),
            move_order_key(geometry(6, 8), 4 * 8 + 3, false, exposure::safe, 0));
  EXPECT_TRUE(stops_first(geometry(7, 4)));
  EXPECT_TRUE(stops_first(geometry(8, 8)));
}

TEST(PawnchessMoveOrder, AgainstADeadlineBothSidesPushTheirLeadersFirst) {
  EXPECT_EQ(aim_of(game_value::draw()), aim::any);
  EXPECT_EQ(aim_of(game_value::draw().step_down()), aim::any);  // who wins: not to lose
  EXPECT_EQ(aim_of(game_value::below_all()), aim::any);
  EXPECT_EQ(aim_of(game_value::win_in(39)), aim::deadline);
  EXPECT_EQ(aim_of(game_value::win_in(39).step_down()), aim::deadline);
  EXPECT_EQ(aim_of(game_value::loss_in(38)), aim::deadline);  // to last beyond 38 plies
  const geometry g(8, 8);
  const int leader = 2 * 8 + 3, laggard = 5 * 8 + 3;  // the same column, three rows apart
  EXPECT_LT(move_order_key(g, leader, false, exposure::safe, 0),
            move_order_key(g, laggard, false, exposure::safe, 0));
  const auto deadline = aim::deadline;
  EXPECT_GT(move_order_key(g, leader, false, exposure::safe, 0, deadline),
            move_order_key(g, laggard, false, exposure::safe, 0, deadline));
  // Captures stay first and hanging moves last.
  EXPECT_GT(move_order_key(g, laggard, true, exposure::hanging, 0, deadline),
            move_order_key(g, 1 * 8 + 3, false, exposure::safe, 0, deadline));
  EXPECT_LT(move_order_key(g, 1 * 8 + 3, false, exposure::hanging, 0, deadline),
            move_order_key(g, 7 * 8 + 0, false, exposure::safe, 0, deadline));
}

}  // namespace
}  // namespace boardsolve::pawnchess
