// A game by hand: why_illegal refuses exactly the moves legal_moves leaves out, on seeded
// random playouts of every size under both rule sets; its words in the cases a player meets;
// the chess notation and the numbered record; FEN text out and back, and its errors.
#include <gtest/gtest.h>

#include <algorithm>

#include "boardsolve/pawnchess.hpp"

namespace boardsolve::pawnchess {
namespace {

constexpr rules chess = chess_rules(stalemate_rule::draw);

move at(const position& p, std::string_view from, std::string_view to) {
  const auto square = [&](std::string_view s) {
    return static_cast<std::uint8_t>(8 * (p.rows - (s[1] - '0')) + (s[0] - 'a'));
  };
  return {square(from), square(to)};
}

// Positions along random games from the start of every size, under `r`.
std::vector<position> playouts(rules r, std::uint64_t seed, int games) {
  rng random(seed);
  std::vector<position> out;
  for (int g = 0; g < games; ++g) {
    // The chess start needs 4 rows: a double step from each side's second rank.
    const int rows =
        r.chess() ? 4 + static_cast<int>(random.below(5)) : 2 + static_cast<int>(random.below(7));
    const int cols = 2 + static_cast<int>(random.below(7));
    position p = start_position(rows, cols, r);
    for (;;) {
      out.push_back(p);
      const auto moves = legal_moves(p, r);
      if (moves.empty()) break;
      p = play(p, moves[random.below(moves.size())]);
    }
  }
  return out;
}

TEST(PawnchessGameRecord, WhyIllegalRefusesExactlyTheMovesThatAreNotLegal) {
  for (const rules r : {rules{}, chess}) {
    int positions = 0;
    for (const position& p : playouts(r, 581, 80)) {
      const auto legal = legal_moves(p, r);
      // Every pair of squares of the board, and one square off it (row p.rows).
      for (int from = 0; from < 8 * p.rows + 1; ++from) {
        for (int to = 0; to < 8 * p.rows + 1; ++to) {
          if (from % 8 >= p.cols || to % 8 >= p.cols) continue;
          const move m{static_cast<std::uint8_t>(from), static_cast<std::uint8_t>(to)};
          const bool is_legal = std::find(legal.begin(), legal.end(), m) != legal.end();
          ASSERT_EQ(why_illegal(p, m, r).empty(), is_legal)
              << format_instances({&p, 1}) << move_name(p, m) << ": " << why_illegal(p, m, r);
        }
      }
      ++positions;
    }
    EXPECT_GT(positions, 600);
  }
}

TEST(PawnchessGameRecord, SaysWhyInAPlayersWords) {
  const position p = start_position(8, 8, chess);
  EXPECT_EQ(why_illegal(p, at(p, "b2", "b4"), chess), "");
  EXPECT_EQ(why_illegal(p, at(p, "b2", "b5"), chess), "a pawn steps at most two squares");
  EXPECT_EQ(why_illegal(p, at(p, "b3", "b4"), chess), "there is no pawn on b3");
  EXPECT_EQ(why_illegal(p, at(p, "b7", "b6"), chess),
            "the pawn on b7 is black's, and white is to move");
  EXPECT_EQ(why_illegal(p, at(p, "b2", "c3"), chess),
            "a pawn moves diagonally only to take a pawn, and c3 is empty");
  EXPECT_EQ(why_illegal(p, at(p, "b2", "b1"), chess), "a pawn moves only forward");
  EXPECT_EQ(why_illegal(p, at(p, "b2", "d4"), chess),
            "a pawn steps straight forward, or takes one square diagonally forward");
  const position uva = start_position(4, 4);
  EXPECT_EQ(why_illegal(uva, at(uva, "b1", "b3")),
            "under UVa 10838's rules a pawn steps one square at a time");
  const position after = play(play(p, at(p, "b2", "b4")), at(p, "b7", "b5"));
  EXPECT_EQ(why_illegal(after, at(after, "b4", "b5"), chess),
            "b5 is not empty: a pawn steps only onto an empty square");
  auto wall = parse_fen("8/8/8/8/8/3p4/3P3P/8 w -", chess);
  ASSERT_TRUE(std::holds_alternative<position>(wall));
  const position& w = std::get<position>(wall);
  EXPECT_EQ(why_illegal(w, at(w, "d2", "d4"), chess), "d3 is in the way");
  EXPECT_EQ(why_illegal(w, at(w, "d2", "c3"), chess),
            "a pawn moves diagonally only to take a pawn, and c3 is empty");
}

TEST(PawnchessGameRecord, TheEndOfTheGameIsTheReason) {
  auto won = parse_fen("P3/4/3p/4 b -");
  ASSERT_TRUE(std::holds_alternative<position>(won));
  const position& p = std::get<position>(won);
  EXPECT_EQ(why_illegal(p, at(p, "d2", "d1")), "the game is over: white has won");
}

TEST(PawnchessGameRecord, NumbersMovesAsChessPlayersDo) {
  const position p = start_position(8, 8, chess);
  const std::vector<move> game{at(p, "b2", "b4"), at(p, "f7", "f5"), at(p, "f2", "f4"),
                               at(p, "c7", "c5"), at(p, "b4", "c5")};
  EXPECT_EQ(game_record(p, game, chess), "1. b4 f5 2. f4 c5 3. bxc5");
  position black = p;
  black.to_move = side::black;
  const std::vector<move> reply{at(p, "f7", "f5"), at(p, "b2", "b4")};
  EXPECT_EQ(game_record(black, reply, chess), "1... f5 2. b4");
  // The record stops before a move that is not legal.
  EXPECT_EQ(game_record(p, std::vector<move>{at(p, "b2", "b4"), at(p, "b4", "b5")}, chess),
            "1. b4");
}

TEST(PawnchessGameRecord, WritesEnPassantAsChessPlayersDo) {
  auto parsed = parse_fen("8/2p5/8/1P6/8/8/8/8 b -", chess);
  ASSERT_TRUE(std::holds_alternative<position>(parsed));
  const position p = std::get<position>(parsed);
  const position after = play(p, at(p, "c7", "c5"));
  EXPECT_EQ(fen(after), "8/8/8/1Pp5/8/8/8/8 w c6");
  EXPECT_EQ(move_notation(after, at(after, "b5", "c6")), "bxc6 e.p.");
  EXPECT_EQ(game_record(p, std::vector<move>{at(p, "c7", "c5"), at(p, "b5", "c6")}, chess),
            "1... c5 2. bxc6 e.p.");
}

TEST(PawnchessGameRecord, WinnerMovesCountTheWinnersMoves) {
  EXPECT_EQ(winner_moves(0), 0);
  EXPECT_EQ(winner_moves(1), 1);
  EXPECT_EQ(winner_moves(2), 1);
  EXPECT_EQ(winner_moves(9), 5);
  EXPECT_EQ(winner_moves(18), 9);
}

TEST(PawnchessFen, TheChessStartAndBack) {
  const position p = start_position(8, 8, chess);
  EXPECT_EQ(fen(p), "8/pppppppp/8/8/8/8/PPPPPPPP/8 w -");
  EXPECT_EQ(fen(start_position(4, 4)), "pppp/4/4/PPPP w -");
  // FEN's six fields, as chess programs write them.
  const auto six = parse_fen("8/pppppppp/8/8/8/8/PPPPPPPP/8 w - - 0 1\n", chess);
  ASSERT_TRUE(std::holds_alternative<position>(six));
  EXPECT_EQ(std::get<position>(six), p);
}

TEST(PawnchessFen, EveryPositionOfRandomGamesComesBack) {
  for (const rules r : {rules{}, chess}) {
    for (const position& p : playouts(r, 10838, 200)) {
      const auto back = parse_fen(fen(p), r);
      ASSERT_TRUE(std::holds_alternative<position>(back))
          << fen(p) << ": " << std::get<parse_error>(back).message;
      ASSERT_EQ(std::get<position>(back), p) << fen(p);
    }
  }
}

parse_error error_of(std::string_view text, rules r = chess) {
  auto parsed = parse_fen(text, r);
  EXPECT_TRUE(std::holds_alternative<parse_error>(parsed)) << text;
  return std::holds_alternative<parse_error>(parsed) ? std::get<parse_error>(parsed)
                                                     : parse_error{};
}

TEST(PawnchessFen, BadTextIsRefusedAtItsColumn) {
  const parse_error side = error_of("8/pppppppp/8/8/8/8/PPPPPPPP/8 x -");
  EXPECT_EQ(side.column, 31);
  EXPECT_EQ(side.message, "expected 'w' or 'b' for the side to move, found 'x'");
  const parse_error symbol = error_of("8/ppkppppp/8/8/8/8/PPPPPPPP/8 w -");
  EXPECT_EQ(symbol.column, 5);
  const parse_error ragged = error_of("8/ppppppp/8/8/8/8/PPPPPPPP/8 w -");
  EXPECT_EQ(ragged.column, 1);
  EXPECT_EQ(error_of("pppp/4/4/PPPP w c3", rules{}).column, 17);
  EXPECT_EQ(error_of("8/pppppppp/8/8/8/8/PPPPPPPP/8 w e6").column, 33);
  EXPECT_EQ(error_of("8/pppppppp/8/8/8/8/PPPPPPPP/8").column, 1);
  EXPECT_EQ(error_of("9/pppppppp/8/8/8/8/PPPPPPPP/8 w -").column, 1);
  EXPECT_EQ(error_of("8/pppppppp/8/8/8/8/PPPPPPPP/8 w K - 0 1").column, 33);
}

}  // namespace
}  // namespace boardsolve::pawnchess
