// The problem as a judge hosts it, in boardsolve's own words; its limits are the validator's.
#include <string>

#include <fmt/format.h>

#include "boardsolve/toggle.hpp"
#include "contest_limits.hpp"
#include "contest_parts.hpp"

namespace boardsolve::toggle {
namespace {

std::string_view contest_title() {
  return "Toggle Board";
}

std::string_view contest_statement() {
  static const std::string statement = fmt::format(
      R"(A board of n rows and m columns has cells that are white (`W`) or black (`B`). A move
picks a cell and a type. A move of type 1 toggles the cells directly above, below, left and
right of the picked cell, those that are on the board; a move of type 2 toggles those cells
and the picked cell itself. Toggling turns a white cell black and a black cell white.

All the moves made in one row must be of the same type, and so must all the moves made in
one column. Find the fewest moves that make every cell of the board black, or tell that no
set of moves does.

## Input

The first line holds T, the number of test cases. Each test case is a line holding n and m,
then n lines of m characters each, the top row first, each `W` or `B`.

## Output

For each test case, one line holding the fewest moves that make the board all black, or `-1`
if no set of moves does.

## Constraints

- {} ≤ T ≤ {}
- {} ≤ n, m ≤ {}
- Every line of a board holds exactly m characters, each `W` or `B`.
- The input is laid out exactly as above: numbers in decimal without a sign or leading zeros,
  n and m separated by a single space, every line ending in a single newline (the last one
  too), no other spaces, no empty lines, and nothing after the last test case.

## Judging

Each test case has exactly one correct number, and the output must hold exactly those numbers,
one per line.
)",
      contest::min_cases, contest::max_cases, contest::min_side, contest::max_side);
  return statement;
}

std::string_view contest_sample_input() {
  return "6\n"
         "6 9\n"
         "BBBBBBBBB\n"
         "BBWBBBBBB\n"
         "BWWWBBBBB\n"
         "BBWBBBWBB\n"
         "BBBBBWBWB\n"
         "BBBBBBWBB\n"
         "3 3\n"
         "BBW\n"
         "WWW\n"
         "BWW\n"
         "3 3\n"
         "WBW\n"
         "BBW\n"
         "WBW\n"
         "4 4\n"
         "BBBB\n"
         "WBWB\n"
         "BBBB\n"
         "BBBB\n"
         "3 7\n"
         "WWWWWBW\n"
         "WBWBWBW\n"
         "BBWBBWW\n"
         "10 10\n"
         "WWWWWWWWWW\n"
         "WWWWWWWWWW\n"
         "WWWWWWWWWW\n"
         "WWWWWWWWWW\n"
         "WWWWWWWWWW\n"
         "WWWWWWWWWW\n"
         "WWWWWWWWWW\n"
         "WWWWWWWWWW\n"
         "WWWWWWWWWW\n"
         "WWWWWWWWWW\n";
}

}  // namespace

const contest_problem& problem() {
  static const contest_problem problem{contest_title(), contest_statement(), contest_sample_input(),
                                       test_families(), secret_tests(),      check_contest_input};
  return problem;
}

}  // namespace boardsolve::toggle
