// The test families: each a gen kind, with its defining property on many seeds (black cannot
// move, black's last pawn, the longest games, a side without pawns), and the package tests
// within UVa 10838's constraints.
#include <gtest/gtest.h>

#include <bit>

#include "boardsolve/pawnchess.hpp"
#include "boardsolve/tool.hpp"
#include "support/family_test.hpp"

namespace boardsolve::pawnchess {
namespace {

std::vector<position> generated_positions(std::string_view kind, int rows, int cols,
                                          std::uint64_t seed) {
  rng random(seed);
  return *generate({.kind = kind, .rows = rows, .cols = cols, .count = 50}, random);
}

// The contest's guarantees: 1 to 4 pawns a side, none on its far row, white to move with a
// legal move.
bool contest_like(const position& p) {
  const int white = std::popcount(p.white), black = std::popcount(p.black);
  return white >= 1 && white <= 4 && black >= 1 && black <= 4 && p.to_move == side::white &&
         !winner_at(p) && !legal_moves(p).empty();
}

outcome outcome_of_position(const position& p) {
  solver s(p.rows, p.cols);
  return outcome_of(p.to_move, s.value(p));
}

TEST(PawnchessFamilies, EveryFamilyIsAGenKind) {
  testing::expect_families_are_kinds(pawnchess_tool(), problem().families, "4x4");
}

TEST(PawnchessFamilies, BlackStuckHasNoMoveForBlack) {
  for (const auto& [rows, cols] : {std::pair{4, 4}, {5, 5}, {3, 6}})
    for (std::uint64_t seed = 1; seed <= 5; ++seed)
      for (const position& p : generated_positions("black-stuck", rows, cols, seed)) {
        EXPECT_TRUE(contest_like(p));
        position black_to_move = p;
        black_to_move.to_move = side::black;
        EXPECT_TRUE(legal_moves(black_to_move).empty());
      }
}

TEST(PawnchessFamilies, LastPawnIsWonByTakingIt) {
  solver s(4, 4);
  for (std::uint64_t seed = 1; seed <= 10; ++seed)
    for (const position& p : generated_positions("last-pawn", 4, 4, seed)) {
      EXPECT_TRUE(contest_like(p));
      EXPECT_EQ(std::popcount(p.black), 1);
      EXPECT_EQ(outcome_of(side::white, s.value(p)), (outcome{side::white, 1}));
      bool takes = false;
      for (const move m : legal_moves(p)) takes |= play(p, m).black == 0;
      EXPECT_TRUE(takes);
    }
}

TEST(PawnchessFamilies, LongGamesAreTheContestsLongest) {
  solver s(4, 4);
  for (std::uint64_t seed = 1; seed <= 2; ++seed)
    for (const position& p : generated_positions("long-game", 4, 4, seed)) {
      EXPECT_TRUE(contest_like(p));
      EXPECT_GE(outcome_of(side::white, s.value(p)).plies, 10);
    }
}

TEST(PawnchessFamilies, NoPawnsLeavesOneSideWithout) {
  for (std::uint64_t seed = 1; seed <= 5; ++seed)
    for (const position& p : generated_positions("no-pawns", 4, 4, seed)) {
      EXPECT_TRUE((p.white == 0) != (p.black == 0));
      const outcome o = outcome_of_position(p);
      if (p.white == 0) {
        EXPECT_EQ(o, (outcome{side::black, 0}));
      } else if (!legal_moves(p).empty()) {
        EXPECT_EQ(o, (outcome{side::white, 1}));
      }
    }
}

TEST(PawnchessFamilies, SecretTestsMeetTheContestAndVerify) {
  testing::expect_secret_tests_hold(pawnchess_tool(), problem().families, problem().secret_tests, 2,
                                    [](const std::string&) { return 4; });
}

}  // namespace
}  // namespace boardsolve::pawnchess
