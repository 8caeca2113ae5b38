// The problem as a judge hosts it, in boardsolve's own words; its limits are the validator's.
#include <string>

#include <fmt/format.h>

#include "boardsolve/pawnchess.hpp"
#include "contest_limits.hpp"
#include "contest_parts.hpp"

namespace boardsolve::pawnchess {
namespace {

std::string_view contest_title() {
  return "Pawn Chess";
}

std::string_view contest_statement() {
  static const std::string statement = fmt::format(
      R"(A game is played with white and black pawns, and nothing else, on a board of {0} by {0}
squares. White's pawns move up the board and black's down; white moves first, then the two
sides take turns. On its turn a side must move one of its pawns, either one square straight
ahead onto an empty square, or one square diagonally ahead onto a square that holds a pawn of
the other side, which is captured and removed. A side wins as soon as one of its pawns
reaches the far row (the top row for white, the bottom row for black), or when the other side
has no legal move on its turn, which includes having no pawns left. There are no draws.

Both sides play perfectly: the side that can force a win wins as fast as it can, and the
other side makes the game last as long as it can. For each position, find the winner and the
number of moves, of both sides together, that the game lasts.

## Input

The first line holds T, the number of positions. Each position comes after an empty line and
is {0} lines of {0} characters, the top row first: `.` is an empty square, `P` a white pawn
and `p` a black pawn. White is to move.

## Output

For each position, one line: `white (n)` if white wins or `black (n)` if black wins, where n
is the number of moves the game lasts.

## Constraints

- {1} ≤ T ≤ {2}
- Each side has {3} to {4} pawns.
- No white pawn stands on the top row and no black pawn on the bottom row.
- White has at least one legal move.
- The input is laid out exactly as above: T in decimal without a sign or leading zeros, every
  line ending in a single newline (the last one too), no spaces, an empty line before each
  position and no other, and nothing after the last position.

## Judging

Each position has exactly one correct line, and the output must hold exactly those lines.
)",
      contest::side, contest::min_cases, contest::max_cases, contest::min_pawns,
      contest::max_pawns);
  return statement;
}

std::string_view contest_sample_input() {
  return "2\n"
         "\n"
         ".ppp\n"
         "....\n"
         ".PPP\n"
         "....\n"
         "\n"
         "...p\n"
         "...p\n"
         "pP.P\n"
         "...P\n";
}

}  // namespace

const contest_problem& problem() {
  static const contest_problem problem{contest_title(), contest_statement(), contest_sample_input(),
                                       test_families(), secret_tests(),      check_contest_input};
  return problem;
}

}  // namespace boardsolve::pawnchess
