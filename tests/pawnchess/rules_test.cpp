// The rules: moves, the end of the game, the bitboard geometry and views, and the generator.
#include <gtest/gtest.h>

#include <set>

#include "boardsolve/pawnchess.hpp"
#include "pawnchess/geometry.hpp"
#include "pawnchess/uva_rules.hpp"

namespace boardsolve::pawnchess {
namespace {

position board_of(std::string_view rows_text, int rows, int cols, side to_move = side::white) {
  position p{rows, cols, 0, 0, to_move};
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      const char symbol = rows_text[static_cast<std::size_t>(r * cols + c)];
      if (symbol == 'P') p.white |= square_bit(r, c);
      if (symbol == 'p') p.black |= square_bit(r, c);
    }
  return p;
}

std::vector<std::string> names(const position& p) {
  std::vector<std::string> out;
  for (const move m : legal_moves(p)) out.push_back(move_name(p, m));
  return out;
}

TEST(PawnchessRules, MovesStepOntoEmptySquaresAndTakeDiagonally) {
  // 4 .p..
  // 3 P.P.
  // 2 .p.P
  // 1 ....
  const position p = board_of(".p..P.P..p.P....", 4, 4);
  EXPECT_EQ(names(p), (std::vector<std::string>{"a3-a4", "a3xb4", "c3xb4", "c3-c4", "d2-d3"}));
  position black = p;
  black.to_move = side::black;
  EXPECT_EQ(names(black), (std::vector<std::string>{"b4xa3", "b4-b3", "b4xc3", "b2-b1"}));
  const position after = play(p, {8, 1});  // a3xb4
  EXPECT_EQ(after, board_of(".P....P..p.P....", 4, 4, side::black));
  EXPECT_EQ(winner_at(after), side::white);
}

TEST(PawnchessRules, TheGameEndsOnTheFarRowOrWithoutAMove) {
  EXPECT_EQ(winner_at(start_position(4, 4)), std::nullopt);
  EXPECT_EQ(winner_at(board_of("P...p....", 3, 3)), side::white);
  EXPECT_EQ(winner_at(board_of(".....p..p", 3, 3)), side::black);
  EXPECT_EQ(winner_at(board_of(".p..P....", 3, 3)), side::black);   // white is blocked
  EXPECT_EQ(winner_at(board_of(".p.......", 3, 3)), side::black);   // white has no pawn
  EXPECT_EQ(winner_at(board_of("....P....", 3, 3)), std::nullopt);  // black's pawns: none yet
  EXPECT_TRUE(legal_moves(board_of(".p..P....", 3, 3)).empty());
}

TEST(PawnchessRules, OutcomesOfValues) {
  EXPECT_EQ(outcome_of(side::white, game_value::win_in(7)), (outcome{side::white, 7}));
  EXPECT_EQ(outcome_of(side::black, game_value::win_in(3)), (outcome{side::black, 3}));
  EXPECT_EQ(outcome_of(side::black, game_value::loss_in(0)), (outcome{side::white, 0}));
}

TEST(PawnchessGeometry, FlipsAndMirrorsAreInvolutionsThatKeepTheBoard) {
  rng random(3);
  for (int rows = min_side; rows <= max_side; ++rows)
    for (int cols = min_side; cols <= max_side; ++cols) {
      const geometry g(rows, cols);
      EXPECT_EQ(std::popcount(g.board), rows * cols);
      EXPECT_EQ(g.flip(square_bit(0, 1)), square_bit(rows - 1, 1));
      EXPECT_EQ(g.mirror(square_bit(rows - 1, 0)), square_bit(rows - 1, cols - 1));
      for (int trial = 0; trial < 50; ++trial) {
        const bitboard b = random.next() & g.board;
        EXPECT_EQ(g.flip(g.flip(b)), b);
        EXPECT_EQ(g.mirror(g.mirror(b)), b);
        EXPECT_EQ(g.flip(b) & ~g.board, 0u);
        EXPECT_EQ(g.mirror(b) & ~g.board, 0u);
      }
    }
}

TEST(PawnchessGeometry, ViewsMatchThePlainRules) {
  // The bitboard moves of the view, seen back on the board, are legal_moves() exactly.
  rng random(11);
  for (int trial = 0; trial < 3000; ++trial) {
    const int rows = random.between(min_side, max_side), cols = random.between(min_side, max_side);
    const uva_rule_set rules{geometry(rows, cols)};
    auto positions = *generate({.kind = "random", .rows = rows, .cols = cols, .count = 1}, random);
    position p = positions[0];
    if (random.chance(0.5)) p.to_move = side::black;
    const uva_rule_set::view v = rules.view_of(p);
    EXPECT_EQ(rules.position_of(v, p.to_move), p);
    std::set<position, decltype([](const position&a, const position&b) {
               return std::tie(a.white, a.black) < std::tie(b.white, b.black);
             })>
        from_view, from_rules;
    if (!winner_at(p))
      for_each_child(rules, v, [&](const uva_rule_set::view& child) {
        from_view.insert(rules.position_of(child, opponent(p.to_move)));
      });
    for (const move m : legal_moves(p)) from_rules.insert(play(p, m));
    EXPECT_EQ(from_view.size(), from_rules.size()) << format_instances({&p, 1});
    EXPECT_TRUE(
        std::equal(from_view.begin(), from_view.end(), from_rules.begin(), from_rules.end()));
  }
}

TEST(PawnchessFormat, WritingAndReadingKeepsEveryPositionAndItsSideToMove) {
  rng random(11);
  std::vector<position> positions =
      *generate({.kind = "random", .rows = 5, .cols = 3, .count = 200}, random);
  for (std::size_t i = 0; i < positions.size(); i += 2) positions[i].to_move = side::black;
  const std::string text = format_instances(positions);
  EXPECT_NE(text.find("\nblack to move\n"), std::string::npos);
  const auto parsed = parse_instances(text, 5, 3);
  ASSERT_TRUE(std::holds_alternative<std::vector<position>>(parsed));
  EXPECT_EQ(std::get<0>(parsed), positions);
}

TEST(PawnchessGenerate, FamiliesHaveTheirShape) {
  rng random(5);
  const auto family1 = *generate({.kind = "stuck", .rows = 5, .cols = 6, .count = 300}, random);
  for (const position& p : family1) {
    EXPECT_TRUE(legal_moves(p).empty());
    EXPECT_EQ(winner_at(p), side::black);
  }
  const auto family2 = *generate({.kind = "one-move", .rows = 4, .cols = 4, .count = 300}, random);
  for (const position& p : family2) {
    EXPECT_EQ(solve_brute(p), game_value::win_in(1)) << format_instances({&p, 1});
  }
  const auto family3 = *generate({.kind = "decided", .rows = 6, .cols = 3, .count = 300}, random);
  for (const position& p : family3) {
    const geometry g(6, 3);
    EXPECT_TRUE((p.white & g.top_row) || (p.black & g.bottom_row));
    EXPECT_FALSE((p.white & g.top_row) && (p.black & g.bottom_row));
    EXPECT_TRUE(winner_at(p));
  }
  const auto family4 = *generate({.kind = "contest", .rows = 4, .cols = 4, .count = 300}, random);
  for (const position& p : family4) {
    EXPECT_GE(std::popcount(p.white), 1);
    EXPECT_LE(std::popcount(p.white), 4);
    EXPECT_GE(std::popcount(p.black), 1);
    EXPECT_LE(std::popcount(p.black), 4);
    EXPECT_FALSE(winner_at(p));
  }
  const auto family5 = *generate({.kind = "random", .rows = 8, .cols = 8, .count = 300}, random);
  for (const position& p : family5) {
    EXPECT_LE(std::popcount(p.white), 8);
    EXPECT_EQ(p.white & p.black, 0u);
  }
  EXPECT_EQ(*generate({.kind = "start", .rows = 5, .cols = 7, .count = 9}, random),
            std::vector<position>{start_position(5, 7)});
  EXPECT_FALSE(generate({.kind = "contest-all", .rows = 5, .cols = 5, .count = 1}, random));
  EXPECT_FALSE(generate({.kind = "nonsense", .rows = 4, .cols = 4, .count = 1}, random));
}

TEST(PawnchessGenerate, EveryContestPositionOnce) {
  rng random(1);
  const auto all = *generate({.kind = "contest-all", .rows = 4, .cols = 4, .count = 1}, random);
  EXPECT_EQ(all.size(), 275'836u);
  std::set<std::pair<bitboard, bitboard>> distinct;
  for (const position& p : all) distinct.insert({p.white, p.black});
  EXPECT_EQ(distinct.size(), all.size());
}

}  // namespace
}  // namespace boardsolve::pawnchess
