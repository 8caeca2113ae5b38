// Chess rules: the start, double steps, en passant, the end of the game, the values the issue
// gives (5x5 start: a draw, white in 11 when stalemate loses; on four rows black in 2), the
// file syntax of the side to move and the en passant square, and the answers with draws.
#include <gtest/gtest.h>

#include <algorithm>

#include "boardsolve/pawnchess.hpp"
#include "boardsolve/pawnchess_search.hpp"
#include "pawnchess/geometry.hpp"

namespace boardsolve::pawnchess {
namespace {

constexpr rules chess_draw = chess_rules(stalemate_rule::draw);
constexpr rules chess_loss = chess_rules(stalemate_rule::loss);

position read_one(std::string_view text, int rows, int cols, rules r = chess_draw) {
  auto parsed = parse_instances(text, rows, cols, r);
  EXPECT_TRUE(std::holds_alternative<std::vector<position>>(parsed))
      << std::get<parse_error>(parsed).message;
  return std::get<0>(parsed).front();
}

std::vector<std::string> names(const position& p, rules r) {
  std::vector<std::string> out;
  for (const move m : legal_moves(p, r)) out.push_back(move_name(p, m));
  return out;
}

game_value solve(const position& p, rules r,
                 solver_options::engine_choice engine = solver_options::engine_choice::automatic) {
  solver_options options;
  options.play_rules = r;
  options.chess_engine = engine;
  solver s(p.rows, p.cols, options);
  return s.value(p);
}

TEST(PawnchessChessRules, StartPositionFillsTheSecondRowFromEachSide) {
  const position p = start_position(5, 5, chess_draw);
  EXPECT_EQ(format_instances({&p, 1}), "1\n\n.....\nppppp\n.....\nPPPPP\n.....\n");
  EXPECT_EQ(start_position(4, 4, rules{}), start_position(4, 4));
}

TEST(PawnchessChessRules, DoubleStepsFromTheStartRowOnly) {
  const position p = read_one("1\n.....\n.p...\n.....\n..P..\nP....\n", 5, 5);
  EXPECT_EQ(names(p, chess_draw), (std::vector<std::string>{"c2-c3", "c2-c4", "a1-a2"}));
  EXPECT_EQ(names(p, rules{}), (std::vector<std::string>{"c2-c3", "a1-a2"}));
  const position after = play(p, legal_moves(p, chess_draw)[1]);
  EXPECT_EQ(after.en_passant, 8 * 2 + 2);  // c3, the skipped square
  // A blocked pawn cannot jump: c3 taken.
  const position blocked = read_one("1\n.....\n.p...\n..p..\n..P..\nP....\n", 5, 5);
  EXPECT_EQ(names(blocked, chess_draw), (std::vector<std::string>{"a1-a2"}));
}

TEST(PawnchessChessRules, EnPassantTakesThePawnThatSkippedTheSquare) {
  const position p =
      read_one("1\nblack to move, en passant c3\n.....\n..Pp.\n.....\n.p...\n.....\n", 5, 5);
  EXPECT_EQ(p.en_passant, 8 * 2 + 2);
  EXPECT_EQ(names(p, chess_draw),
            (std::vector<std::string>{"d4xc3 e.p.", "d4-d3", "d4-d2", "b2-b1"}));
  const position taken = play(p, legal_moves(p, chess_draw)[0]);
  EXPECT_EQ(taken.white, bitboard{0});
  EXPECT_EQ(final_value(taken, chess_draw), game_value::loss_in(0));  // white has no pawns
  // Without the en passant square there is no such capture.
  position later = p;
  later.en_passant = no_square;
  EXPECT_EQ(names(later, chess_draw), (std::vector<std::string>{"d4-d3", "d4-d2", "b2-b1"}));
}

TEST(PawnchessChessRules, TheGameEnds) {
  // Every black pawn taken: white has won; the side to move without pawns has lost.
  position p = read_one("1\n....\n..P.\n....\n....\n", 4, 4);
  EXPECT_EQ(final_value(p, chess_draw), game_value::win_in(0));
  p.to_move = side::black;
  EXPECT_EQ(final_value(p, chess_draw), game_value::loss_in(0));
  // Stalemate: pawns facing each other.
  const position stuck = read_one("1\n....\n.p..\n.P..\n....\n", 4, 4);
  EXPECT_EQ(final_value(stuck, chess_draw), game_value::draw());
  EXPECT_EQ(final_value(stuck, chess_loss), game_value::loss_in(0));
  EXPECT_EQ(final_value(stuck, rules{}), game_value::loss_in(0));
  EXPECT_EQ(solve(stuck, chess_draw), game_value::draw());
  EXPECT_EQ(solve_brute(stuck, chess_rules(stalemate_rule::draw)), game_value::draw());
}

TEST(PawnchessChessRules, KnownStartValues) {
  // The values: the 5x5 start is a draw, and white wins it in 11 when stalemate
  // loses; on four rows black wins in 2 under both conventions.
  const position five = start_position(5, 5, chess_draw);
  EXPECT_EQ(solve(five, chess_draw), game_value::draw());
  EXPECT_EQ(solve(five, chess_loss), game_value::win_in(11));
  EXPECT_EQ(solve(five, chess_draw, solver_options::engine_choice::memo), game_value::draw());
  EXPECT_EQ(solve(five, chess_loss, solver_options::engine_choice::memo), game_value::win_in(11));
  for (const int cols : {2, 3, 4, 5, 6, 7, 8}) {
    const position four = start_position(4, cols, chess_draw);
    EXPECT_EQ(solve(four, chess_draw), game_value::loss_in(2)) << cols;
    EXPECT_EQ(solve(four, chess_loss), game_value::loss_in(2)) << cols;
  }
  // Black's answer is the double step through the square white's capture emptied.
  solver_options options;
  options.play_rules = chess_draw;
  solver s(4, 4, options);
  const position four = start_position(4, 4, chess_draw);
  const auto line = principal_line(s, four);
  ASSERT_EQ(line.size(), 2u);
  EXPECT_EQ(move_name(four, line[0]), "a2xb3");
  EXPECT_EQ(move_name(play(four, line[0]), line[1]), "a3-a1");
  EXPECT_EQ(check_line(
                four, line, [&](const position& q) { return s.value(q); }, chess_draw),
            "");
}

TEST(PawnchessChessRules, FileSyntaxRoundTrips) {
  // On four rows a double step ends on the far row; the en passant square is still consistent.
  const position four = read_one("1\nwhite to move, en passant b2\n....\n..p.\n....\nPp..\n", 4, 4);
  EXPECT_EQ(four.en_passant, 8 * 2 + 1);
  const std::string five =
      "2\n\nwhite to move, en passant d3\n.....\n.....\n.....\n..Pp.\n.....\n\n"
      "black to move, en passant b3\n.....\n.Pp..\n.....\n.....\n.....\n";
  const auto positions = std::get<0>(parse_instances(five, 5, 5, chess_draw));
  EXPECT_EQ(format_instances(positions), five);
  EXPECT_EQ(positions[0].en_passant, 8 * 2 + 3);
  EXPECT_EQ(positions[1].to_move, side::black);
}

void expect_error(std::string_view text, int rows, int cols, rules r, int line, int column,
                  std::string_view message) {
  const auto parsed = parse_instances(text, rows, cols, r);
  ASSERT_TRUE(std::holds_alternative<parse_error>(parsed)) << text;
  const parse_error& e = std::get<parse_error>(parsed);
  EXPECT_EQ(e.line, line) << e.message;
  EXPECT_EQ(e.column, column) << e.message;
  EXPECT_EQ(e.message, message);
}

TEST(PawnchessChessRules, BadEnPassantLines) {
  const std::string board = ".....\n.....\n..Pp.\n.....\n.....\n";
  expect_error("1\nwhite to move, en passant d3\n" + board, 5, 5, rules{}, 2, 1,
               "expected board 1 or 'white to move' or 'black to move' before it");
  expect_error("1\nwhite to move, en passent d3\n" + board, 5, 5, chess_draw, 2, 16,
               "expected 'en passant' and a square after 'to move,'");
  expect_error("1\nwhite to move, en passant\n" + board, 5, 5, chess_draw, 2, 26,
               "expected a square from a1 to e5 after 'en passant'");
  expect_error("1\nwhite to move, en passant f3\n" + board, 5, 5, chess_draw, 2, 27,
               "expected a square from a1 to e5 after 'en passant', found 'f3'");
  expect_error("1\nwhite to move, en passant d3 now\n" + board, 5, 5, chess_draw, 2, 30,
               "expected end of line after the en passant square, found 'now'");
  expect_error("1\nwhite to move, en passant d4\n" + board, 5, 5, chess_draw, 2, 27,
               "en passant d4 on board 1: with white to move it must be on rank 3, where a "
               "black pawn's double step passes");
  expect_error("1\nwhite to move, en passant c3\n" + board, 5, 5, chess_draw, 2, 27,
               "en passant c3 on board 1: it needs a black pawn on c2, the pawn that stepped "
               "two squares");
  expect_error("1\nwhite to move, en passant d3\n.....\n...p.\n..P..\n...p.\n.....\n", 5, 5,
               chess_draw, 2, 27,
               "en passant d3 on board 1: it needs d4 and d3 empty, the squares the black pawn "
               "has just left and passed");
  expect_error("1\nblack to move, en passant b2\n...\n.P.\n...\n", 3, 3, chess_draw, 2, 27,
               "en passant b2 on board 1: no pawn steps two squares on a board of fewer than 4 "
               "rows");
}

TEST(PawnchessChessRules, AnswersWithDraws) {
  std::string out;
  append_answer(out, outcome_of(side::white, game_value::draw()));
  append_answer(out, outcome_of(side::black, game_value::win_in(3)));
  EXPECT_EQ(out, "draw\nblack (3)\n");
  const auto parsed = parse_answers(out, 2, true);
  ASSERT_TRUE(std::holds_alternative<std::vector<outcome>>(parsed));
  EXPECT_TRUE(std::get<0>(parsed)[0].draw);
  EXPECT_TRUE(std::holds_alternative<parse_error>(parse_answers(out, 2)));
  EXPECT_EQ(describe(side::black, game_value::draw()), "draw");
}

// show --known words bounds on a value as what they prove of the game, from the side to
// move's bounds: wins with a range of plies, a draw or better, or nothing.
TEST(PawnchessChessRules, DescribesBounds) {
  using gv = game_value;
  const auto bounds = [](gv lo, gv hi) { return value_bounds{lo, hi}; };
  EXPECT_EQ(describe(side::white, bounds(gv::win_in(7), gv::win_in(7)), true), "white wins in 7");
  EXPECT_EQ(describe(side::black, bounds(gv::draw(), gv::draw()), true), "draw");
  EXPECT_EQ(describe(side::white, bounds(gv::win_in(15), gv::win_in(9)), true),
            "white wins in 9 to 15");
  EXPECT_EQ(describe(side::black, bounds(gv::win_in(21), gv::above_all()), true),
            "black wins within 21");
  EXPECT_EQ(describe(side::white, bounds(gv::below_all(), gv::loss_in(21)), false),
            "black wins within 21");
  EXPECT_EQ(describe(side::white, bounds(gv::loss_in(10), gv::loss_in(20)), false),
            "black wins in 10 to 20");
  // The side not to move wins in 2 plies at the soonest: a bound of 2 says nothing.
  EXPECT_EQ(describe(side::white, bounds(gv::loss_in(2), gv::loss_in(20)), false),
            "black wins within 20");
  EXPECT_EQ(describe(side::black, bounds(gv::draw(), gv::win_in(1)), true), "a draw or black wins");
  EXPECT_EQ(describe(side::black, bounds(gv::draw(), gv::above_all()), false), "black wins");
  EXPECT_EQ(describe(side::white, bounds(gv::below_all(), gv::draw()), true),
            "a draw or black wins");
  EXPECT_EQ(describe(side::white, bounds(gv::loss_in(30), gv::win_in(30)), true), "not known");
  EXPECT_EQ(describe(side::white, value_bounds{}, true), "not known");
}

}  // namespace
}  // namespace boardsolve::pawnchess
