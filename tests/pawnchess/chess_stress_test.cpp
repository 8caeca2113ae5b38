// Chess rules, differential stress tests with fixed seeds: the memo engine, the search engine
// (with a table so small that it overwrites nearly everything) and the oracle of plain
// minimax on a grid of characters agree on thousands of random positions of small boards,
// either side to move, many with an en passant capture pending, under both stalemate
// conventions; every principal line is replayed against the oracle's values.
#include <gtest/gtest.h>

#include "boardsolve/pawnchess.hpp"
#include "boardsolve/pawnchess_search.hpp"
#include "pawnchess/geometry.hpp"
#include "support/chess_solver_test.hpp"

namespace boardsolve::pawnchess {
namespace {

using engine = solver_options::engine_choice;

// Random pawns off their far rows, at most `max_pawns` a side, either side to move; on boards
// of 5 rows or more, half the time an enemy pawn has just stepped two squares (its skipped
// square the en passant square), mostly with a pawn beside it that may take it.
position random_chess_position(int rows, int cols, int max_pawns, rng& random) {
  const geometry g(rows, cols);
  position p{rows, cols, 0, 0, random.chance(0.5) ? side::white : side::black};
  for (int i = random.between(1, max_pawns); i > 0; --i)
    p.white |= square_bit(random.between(1, rows - 1), random.between(0, cols - 1));
  for (int i = random.between(1, max_pawns); i > 0; --i)
    p.black |= square_bit(random.between(0, rows - 2), random.between(0, cols - 1)) & ~p.white;
  if (rows >= 5 && random.chance(0.5)) {
    const bool white = p.to_move == side::white;
    const int col = random.between(0, cols - 1);
    const int skipped = white ? 2 : rows - 3, landed = white ? 3 : rows - 4,
              left = white ? 1 : rows - 2;
    bitboard& enemy = white ? p.black : p.white;
    bitboard& own = white ? p.white : p.black;
    p.white &= ~square_bit(skipped, col) & ~square_bit(left, col) & ~square_bit(landed, col);
    p.black &= ~square_bit(skipped, col) & ~square_bit(left, col) & ~square_bit(landed, col);
    enemy |= square_bit(landed, col);
    const int side_col = col + (random.chance(0.5) ? 1 : -1);
    if (side_col >= 0 && side_col < cols && random.chance(0.8)) {
      enemy &= ~square_bit(landed, side_col);
      own |= square_bit(landed, side_col);
    }
    p.en_passant = static_cast<std::int8_t>(8 * skipped + col);
  }
  return p;
}

std::string label(const position& p, stalemate_rule s) {
  return std::string(s == stalemate_rule::draw ? "stalemate draws\n" : "stalemate loses\n") +
         format_instances({&p, 1});
}

TEST(PawnchessChessStress, EnginesEqualTheOracleOnRandomSmallPositions) {
  rng random(20261124);
  struct board {
    int rows, cols, max_pawns, trials;
  };
  for (const board b : {board{4, 4, 4, 1500},
                        {5, 4, 3, 1500},
                        {4, 5, 3, 1000},
                        {5, 5, 2, 1000},
                        {6, 4, 2, 600},
                        {5, 3, 3, 1000},
                        {3, 4, 4, 500}}) {
    for (const stalemate_rule s : {stalemate_rule::draw, stalemate_rule::loss}) {
      solver memo = make_chess_solver(b.rows, b.cols, s, engine::memo, std::uint64_t{256} << 20);
      solver search = make_chess_solver(b.rows, b.cols, s, engine::search, std::uint64_t{1} << 20);
      const rules r = chess_rules(s);
      int draws = 0, en_passant = 0;
      for (int trial = 0; trial < b.trials; ++trial) {
        const position p = random_chess_position(b.rows, b.cols, b.max_pawns, random);
        if (p.en_passant != no_square) ++en_passant;
        // The file round-trips, so every test position is one a file can hold.
        ASSERT_EQ(std::get<0>(parse_instances(format_instances({&p, 1}), b.rows, b.cols, r))[0], p);
        const game_value v = solve_brute(p, chess_rules(s));
        draws += v.is_draw();
        ASSERT_EQ(memo.value(p), v) << label(p, s);
        ASSERT_EQ(search.value(p), v) << label(p, s);
        const auto line = principal_line(search, p);
        if (!v.is_draw()) {
          ASSERT_EQ(static_cast<int>(line.size()), v.plies()) << label(p, s);
        }
        const auto oracle = [&](const position& q) { return solve_brute(q, chess_rules(s)); };
        ASSERT_EQ(check_line(p, line, oracle, r), "") << label(p, s);
      }
      // The test must see what it is about: draws (when stalemate draws) and en passant.
      if (s == stalemate_rule::draw) {
        EXPECT_GT(draws, b.trials / 50) << b.rows << "x" << b.cols;
      }
      if (b.rows >= 5) {
        EXPECT_GT(en_passant, b.trials / 5) << b.rows << "x" << b.cols;
      }
    }
  }
}

TEST(PawnchessChessStress, EnginesAgreeOnPositionsOfRandomGames) {
  // Random play from the chess start keeps the side to move and any en passant square.
  rng random(77);
  for (const auto& [rows, cols] : {std::pair{5, 5}, {6, 4}, {4, 6}, {5, 4}}) {
    for (const stalemate_rule s : {stalemate_rule::draw, stalemate_rule::loss}) {
      const rules r = chess_rules(s);
      solver memo = make_chess_solver(rows, cols, s, engine::memo, std::uint64_t{256} << 20);
      solver search = make_chess_solver(rows, cols, s, engine::search, std::uint64_t{4} << 20);
      const auto positions =
          *generate({.kind = "playout", .rows = rows, .cols = cols, .count = 150}, random, r);
      for (const position& p : positions) {
        const game_value v = memo.value(p);
        ASSERT_EQ(search.value(p), v) << label(p, s);
        const auto line = principal_line(memo, p);
        ASSERT_EQ(check_line(
                      p, line, [&](const position& q) { return search.value(q); }, r),
                  "")
            << label(p, s);
      }
    }
  }
}

}  // namespace
}  // namespace boardsolve::pawnchess
