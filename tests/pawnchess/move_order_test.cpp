// The move order of the searches: captures, then safe moves, then (from 7 rows on) steps that
// stop an enemy pawn, then the least advanced pawns and the central columns.
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
  const int key_stop = move_order_key(g, d4, false, exposure::safe, true);
  EXPECT_GT(move_order_key(g, d4, true, exposure::hanging, false), key_stop);
  EXPECT_GT(key_stop, move_order_key(g, d4, false, exposure::safe, false));
  // Stopping outweighs three rows of "least advanced first" but not hanging the pawn.
  EXPECT_GT(key_stop, move_order_key(g, d5 + 16, false, exposure::safe, false));
  EXPECT_LT(move_order_key(g, d4, false, exposure::hanging, true),
            move_order_key(g, 1 * 8 + 0, false, exposure::safe, false));
}

TEST(PawnchessMoveOrder, StoppingStepsGoFirstFromSevenRowsOn) {
  EXPECT_FALSE(stops_first(geometry(6, 8)));
  EXPECT_TRUE(stops_first(geometry(7, 4)));
  EXPECT_TRUE(stops_first(geometry(8, 8)));
}

}  // namespace
}  // namespace boardsolve::pawnchess
