// The problem as a judge hosts it, in boardsolve's own words; its limits are the validator's.
#include <string>

#include <fmt/format.h>

#include "boardsolve/captures.hpp"
#include "contest_limits.hpp"
#include "contest_parts.hpp"

namespace boardsolve::captures {
namespace {

std::string_view contest_title() {
  return "Pawn Captures";
}

std::string_view contest_statement() {
  static const std::string statement = fmt::format(
      R"(A square board of N by N squares holds some pawns, all alike. Rows are numbered 1 to N from
the top and columns 1 to N from the left. A pawn on row r, column c attacks the two squares
diagonally above it, (r-1, c-1) and (r-1, c+1), when they are on the board.

A capture moves a pawn onto a square it attacks that holds another pawn, and takes that pawn
off the board. Captures are made one at a time, each on the board the earlier ones left.
Find the fewest captures after which no pawn attacks another pawn, and such a sequence of
captures.

## Input

The first line holds T, the number of test cases. Each test case is a line holding N, then N
lines of N characters each, the top row first: `.` is an empty square and `O` a pawn.

## Output

For each test case, a line holding M, the fewest captures, then M lines, one per capture in
the order they are made: `r c d`, where (r, c) is the square of the capturing pawn before it
moves, and d is `L` if it takes the pawn on (r-1, c-1) or `R` if it takes the pawn on
(r-1, c+1).

## Constraints

- {} ≤ T ≤ {}
- {} ≤ N ≤ {}
- Every line of a board holds exactly N characters, each `.` or `O`.
- The input is laid out exactly as above: numbers in decimal without a sign or leading zeros,
  every line ending in a single newline (the last one too), no spaces, no empty lines, and
  nothing after the last test case.

## Judging

M must be the fewest possible. Each capture must be legal when it is made, and after the last
one no pawn may attack another. When several sequences of M captures do this, any of them is
accepted.
)",
      contest::min_cases, contest::max_cases, contest::min_side, contest::max_side);
  return statement;
}

std::string_view contest_sample_input() {
  return "1\n3\n.O.\nO.O\n...\n";
}

}  // namespace

const contest_problem& problem() {
  static const contest_problem problem{contest_title(), contest_statement(), contest_sample_input(),
                                       test_families(), secret_tests(),      check_contest_input};
  return problem;
}

}  // namespace boardsolve::captures
