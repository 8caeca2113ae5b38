// The race bounds under chess rules hold the exact value (the memo engine's) on random
// positions of boards from 4 to 7 rows, under both stalemate conventions, with en passant
// pending on some, and pin it on many (pure races); and on positions of random games, whose
// locked pawn chains are where a side escapes into a stalemate; and on the position that
// showed the loser's runner is no guard against one.
#include <gtest/gtest.h>

#include "boardsolve/core/rng.hpp"
#include "boardsolve/pawnchess.hpp"
#include "boardsolve/pawnchess_search.hpp"
#include "pawnchess/chess_memo.hpp"

namespace boardsolve::pawnchess {
namespace {

// Up to `max_pawns` pawns a side off their far rows, with a bias to the start rows (where
// double steps live) and to few pawns (where races are decided).
chess_rule_set::view random_view(const geometry& g, int max_pawns, rng& random) {
  chess_rule_set::view v;
  for (int i = random.between(1, max_pawns); i > 0; --i) {
    const int row = random.chance(0.3) ? g.rows - 2 : random.between(1, g.rows - 1);
    v.own |= square_bit(row, random.between(0, g.cols - 1));
  }
  for (int i = random.between(1, max_pawns); i > 0; --i) {
    const int row = random.chance(0.3) ? 1 : random.between(0, g.rows - 2);
    v.foe |= square_bit(row, random.between(0, g.cols - 1)) & ~v.own;
  }
  // Sometimes a foe pawn has just stepped two squares beside an own pawn: en passant pending.
  if (g.rows >= 5 && random.chance(0.3)) {
    const int col = random.between(0, g.cols - 1);
    const bitboard landed = square_bit(3, col), skipped = square_bit(2, col);
    const bitboard beside = ((landed & g.not_left) >> 1) | ((landed & g.not_right) << 1);
    if (!(v.own & (landed | skipped)) && (v.own & beside)) {
      v.foe = (v.foe | landed) & ~skipped & ~square_bit(1, col);
      v.ep = skipped;
    }
  }
  return v;
}

TEST(PawnchessChessRace, BoundsHoldTheExactValue) {
  rng random(20261125);
  for (const auto& [rows, cols] : {std::pair{4, 4}, {5, 4}, {6, 4}, {5, 5}, {7, 3}, {6, 5}}) {
    for (const stalemate_rule s : {stalemate_rule::draw, stalemate_rule::loss}) {
      const chess_rule_set cg(geometry(rows, cols), s);
      chess_memo memo(cg, std::uint64_t{512} << 20);
      int exact_hits = 0, bounded = 0;
      for (int trial = 0; trial < 3000; ++trial) {
        const chess_rule_set::view v = random_view(cg.board(), rows >= 6 ? 3 : 4, random);
        if (!v.own || !v.foe) continue;
        if (cg.decided(v)) continue;
        const value_bounds b = cg.race_bounds(v);
        const game_value exact = memo.value(v);
        const geometry& g = cg.board();
        const std::string where = pretty(g, v.own) + "\n" + pretty(g, v.foe) + "\nep " +
                                  pretty(g, v.ep) + (s == stalemate_rule::draw ? "draw" : "loss");
        ASSERT_LE(b.lo, exact) << where;
        ASSERT_GE(b.hi, exact) << where;
        exact_hits += b.exact() ? 1 : 0;
        bounded += b.lo > game_value::loss_in(0) || b.hi < game_value::win_in(1) ? 1 : 0;
      }
      EXPECT_GT(bounded, 100) << rows << "x" << cols;  // the bounds say something
      EXPECT_GT(exact_hits, 5) << rows << "x" << cols;
    }
  }
}

// Bounds of `v` against its exact value; the message shows the position.
void expect_bounds_hold(const chess_rule_set& rules, const chess_rule_set::view& v,
                        game_value exact) {
  const geometry& g = rules.board();
  const value_bounds b = rules.race_bounds(v);
  const std::string where = pretty(g, v.own) + "\n" + pretty(g, v.foe) + "\nep " + pretty(g, v.ep);
  EXPECT_LE(b.lo, exact) << where;
  EXPECT_GE(b.hi, exact) << where;
}

TEST(PawnchessChessRace, BoundsHoldOnPositionsOfRandomGames) {
  rng random(20261126);
  for (const auto& [rows, cols] : {std::pair{6, 5}, {5, 6}, {7, 4}}) {
    for (const stalemate_rule s : {stalemate_rule::draw, stalemate_rule::loss}) {
      const chess_rule_set cg(geometry(rows, cols), s);
      chess_memo memo(cg, std::uint64_t{512} << 20);
      int checked = 0;
      const auto positions = *generate(
          {.kind = "playout", .rows = rows, .cols = cols, .count = 1000}, random, chess_rules(s));
      for (const position& p : positions) {
        const chess_rule_set::view v = cg.view_of(p);
        if (cg.decided(v)) continue;
        expect_bounds_hold(cg, v, memo.value(v));
        ++checked;
      }
      EXPECT_GT(checked, 150) << rows << "x" << cols;
    }
  }
}

// White to move on 8 x 8 (stalemate a draw): c3 is a runner, yet after c3xb4 white threatens
// b4xa5 and a stalemate, which holds black's h-pawn off until ply 8, not 6 (the oracle's value).
TEST(PawnchessChessRace, LoserWhoTakesWithItsRunnerMayEscapeIntoAStalemate) {
  const chess_rule_set cg(geometry(8, 8), stalemate_rule::draw);
  const auto parsed = parse_instances(
      "1\n........\n........\np.....p.\np...p...\n.p..P..p\n..Pp....\n...P....\n........\n", 8, 8,
      chess_rules(stalemate_rule::draw));
  ASSERT_EQ(parsed.index(), 0u);
  const std::vector<position>& boards = std::get<0>(parsed);
  ASSERT_EQ(boards.size(), 1u);
  const game_value exact = solve_brute(boards[0], chess_rules(stalemate_rule::draw));
  EXPECT_EQ(exact, game_value::loss_in(8));
  expect_bounds_hold(cg, cg.view_of(boards[0]), exact);
  solver_options options;
  options.play_rules = chess_rules(stalemate_rule::draw);
  options.memory = std::uint64_t{16} << 20;
  EXPECT_EQ(solver(8, 8, options).value(boards[0]), exact);  // the search answered black (6)
}

}  // namespace
}  // namespace boardsolve::pawnchess
