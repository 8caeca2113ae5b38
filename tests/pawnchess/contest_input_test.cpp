// The contest validator of pawnchess: every bound, guarantee and layout rule rejected at the
// byte that breaks it; the statement's files, gen's contest files and random contest files
// accepted; and single-byte mutants either rejected inside the text or read alike by the
// lenient reader.
#include <gtest/gtest.h>

#include <string>

#include "boardsolve/pawnchess.hpp"
#include "boardsolve/tool.hpp"
#include "support/contest_input_test.hpp"
#include "support/tool_test.hpp"

namespace boardsolve::pawnchess {
namespace {

using testing::expect_accepted;

void expect_rejected_at(std::string_view text, int line, int column, std::string_view message) {
  testing::expect_rejected_at(problem().check_contest_input, text, line, column, message);
}

// `t` copies of one contest position, in the contest's layout.
std::string boards(int t) {
  std::string text = std::to_string(t) + "\n";
  for (int k = 0; k < t; ++k) text += "\n.ppp\n....\n.PPP\n....\n";
  return text;
}

// One board of the four rows given, in the contest's layout.
std::string one_board(std::string_view rows) {
  std::string text = "1\n\n";  // appended piecewise: GCC 12 -Wrestrict
  text += rows;
  return text;
}

TEST(PawnchessContestInput, AcceptsTheBoundsThemselves) {
  expect_accepted(problem().check_contest_input, boards(1));
  expect_accepted(problem().check_contest_input, boards(275836));
  expect_accepted(problem().check_contest_input,
                  one_board("p...\n....\n....\nP...\n"));  // 1 a side
  expect_accepted(problem().check_contest_input,
                  one_board("pppp\n....\n....\nPPPP\n"));  // 4 a side
}

TEST(PawnchessContestInput, RejectsEachBoundOfTByOne) {
  expect_rejected_at(boards(275837), 1, 1, "T = 275837 is more than 275836 (the contest's limit)");
  expect_rejected_at("0\n", 1, 1, "T = 0 is less than 1 (the contest's limit)");
}

TEST(PawnchessContestInput, RejectsTooFewOrTooManyPawnsOfASide) {
  expect_rejected_at(one_board(".pp.\nPPPP\nP...\n....\n"), 5, 1,
                     "board 1 has more than 4 white pawns (the contest has 1 to 4 a side)");
  expect_rejected_at(one_board("pppp\np...\n.P..\n....\n"), 4, 1,
                     "board 1 has more than 4 black pawns (the contest has 1 to 4 a side)");
  expect_rejected_at(one_board(".p..\n....\n....\n....\n"), 3, 1,
                     "board 1 has no white pawn (the contest has 1 to 4 a side)");
  expect_rejected_at(one_board("....\n....\n.P..\n....\n"), 3, 1,
                     "board 1 has no black pawn (the contest has 1 to 4 a side)");
}

TEST(PawnchessContestInput, RejectsAGameAlreadyOver) {
  expect_rejected_at(one_board("..pP\n....\n.P..\n....\n"), 3, 4,
                     "board 1 has a white pawn on the top row: the game is over (the contest's "
                     "games are not)");
  expect_rejected_at(one_board("....\n.P..\n....\n..p.\n"), 6, 3,
                     "board 1 has a black pawn on the bottom row: the game is over (the "
                     "contest's games are not)");
}

TEST(PawnchessContestInput, RejectsAPositionWhereWhiteCannotMove) {
  std::string text = boards(2);
  text.replace(text.size() - 20, 20, "....\n.p..\n.P..\n....\n");
  expect_rejected_at(text, 8, 1, "white has no legal move on board 2 (the contest guarantees one)");
}

TEST(PawnchessContestInput, RejectsAnythingButDotAndPawns) {
  expect_rejected_at(one_board(".ppp\n..x.\n.PPP\n....\n"), 4, 3,
                     "expected one of \".Pp\" in row 2 of board 1, found 'x'");
  expect_rejected_at(one_board("black to move\n.ppp\n....\n.PPP\n....\n"), 3, 1,
                     "expected row 1 of board 1 (4 symbols of \".Pp\"), found 'b'");
}

TEST(PawnchessContestInput, RejectsRowsOfTheWrongLength) {
  expect_rejected_at(one_board(".ppp\n...\n.PPP\n....\n"), 4, 4,
                     "row 2 of board 1 has 3 symbols; it must have 4");
  expect_rejected_at(one_board(".ppp\n.....\n.PPP\n....\n"), 4, 5,
                     "row 2 of board 1 has 5 symbols; it must have 4");
  expect_rejected_at(one_board(".ppp\n....\n.PPP\n"), 6, 1,
                     "expected row 4 of board 1 (4 symbols of \".Pp\"), found end of input");
}

TEST(PawnchessContestInput, RejectsEveryBreakOfTheLayout) {
  expect_rejected_at("1\n.ppp\n....\n.PPP\n....\n", 2, 1,
                     "expected an empty line before board 1, found '.'");
  expect_rejected_at("1\n\n\n.ppp\n....\n.PPP\n....\n", 3, 1,
                     "expected row 1 of board 1 (4 symbols of \".Pp\"), found an empty line");
  expect_rejected_at("1\n \n.ppp\n....\n.PPP\n....\n", 2, 1,
                     "expected an empty line before board 1, found a space at the start of the "
                     "line (lines have no leading blanks)");
  expect_rejected_at("1\r\n\r\n.ppp\n....\n.PPP\n....\n", 1, 2,
                     "expected end of line after T, found a CR (lines end with LF alone)");
  expect_rejected_at(one_board(".ppp\r\n....\n.PPP\n....\n"), 3, 5,
                     "expected end of line after row 1 of board 1, found a CR (lines end with LF "
                     "alone)");
  expect_rejected_at(one_board(".ppp\n....\n.PPP\n...."), 6, 5,
                     "expected end of line after row 4 of board 1, found end of input (the last "
                     "line ends with a newline too)");
  expect_rejected_at(one_board(".ppp\n.... \n.PPP\n....\n"), 4, 5,
                     "expected end of line after row 2 of board 1, found a blank at the end of "
                     "the line (lines have no trailing blanks)");
  expect_rejected_at("01\n\n.ppp\n....\n.PPP\n....\n", 1, 1,
                     "T is written '01' with a leading zero (numbers have none)");
  expect_rejected_at(boards(1) + "\n", 7, 1,
                     "found an empty line after the last case (nothing follows it)");
  expect_rejected_at("", 1, 1, "expected T (an integer from 1 to 275836), found end of input");
}

TEST(PawnchessContestInput, RejectsAFileWhoseBoardsDoNotMatchT) {
  std::string fewer = boards(1);
  fewer[0] = '2';
  expect_rejected_at(fewer, 7, 1, "expected an empty line before board 2, found end of input");
  std::string more = boards(2);
  more[0] = '1';
  expect_rejected_at(more, 7, 1, "found an empty line after the last case (nothing follows it)");
}

TEST(PawnchessContestInput, AcceptsTheContestShapedExamples) {
  expect_accepted(problem().check_contest_input,
                  testing::read_source_file("examples/pawnchess/statement.in"));
  // Positions the contest never gives: a board without black pawns is the second.
  const auto error =
      problem().check_contest_input(testing::read_source_file("examples/pawnchess/edge-cases.in"));
  ASSERT_TRUE(error.has_value());
  EXPECT_EQ(error->line, 8);
  EXPECT_EQ(error->column, 1);
  EXPECT_EQ(error->message, "board 2 has no black pawn (the contest has 1 to 4 a side)");
}

TEST(PawnchessContestInput, AcceptsGenFilesOfTheContestFamilies) {
  for (std::uint64_t seed = 1; seed <= 10; ++seed) {
    run_options options;
    options.kind = "contest";
    options.seed = seed;
    options.cases = static_cast<int>(seed * seed * 10);
    const auto file = pawnchess_tool().gen(options);
    ASSERT_EQ(file.exit_code, 0) << file.err;
    expect_accepted(problem().check_contest_input, file.out);
  }
  run_options all;
  all.kind = "contest-all";
  const auto file = pawnchess_tool().gen(all);
  ASSERT_EQ(file.exit_code, 0) << file.err;
  expect_accepted(problem().check_contest_input, file.out);
}

// A random contest file: 1 to 30 positions of the contest family.
std::string random_contest_file(rng& random) {
  return format_instances(
      *generate({.kind = "contest", .rows = 4, .cols = 4, .count = random.between(1, 30)}, random));
}

TEST(PawnchessContestInput, AcceptsRandomContestFiles) {
  rng random(33);
  for (int trial = 0; trial < 300; ++trial)
    expect_accepted(problem().check_contest_input, random_contest_file(random));
}

TEST(PawnchessContestInput, MutantsAreReadAlikeOrRejectedInside) {
  testing::expect_mutants_accepted_alike_or_rejected_inside(
      problem().check_contest_input, random_contest_file,
      [](std::string_view text) -> std::optional<std::string> {
        const auto parsed = parse_instances(text, 4, 4);
        if (const auto* positions = std::get_if<std::vector<position>>(&parsed))
          return format_instances(*positions);
        return std::nullopt;
      },
      ".Pp.Pp0123456789 \n\r\t+-x", 34, 3000);
}

}  // namespace
}  // namespace boardsolve::pawnchess
