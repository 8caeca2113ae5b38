// The problem as a judge hosts it, in boardsolve's own words; its limits are the validator's.
#include <string>

#include <fmt/format.h>

#include "boardsolve/kingjump.hpp"
#include "contest_limits.hpp"
#include "contest_parts.hpp"

namespace boardsolve::kingjump {
namespace {

std::string_view contest_title() {
  return "King Jump";
}

std::string_view contest_statement() {
  static const std::string statement = fmt::format(
      R"(A checkers board has N rows and N columns, numbered 1 to N from the top and from the left.
The squares whose row and column add up to an even number are never used and are shown as
`-`. Every other square is empty (`+`), holds one of your kings (`K`) or holds an opposing
checker (`o`).

You make one move with one king: a sequence of jumps. A jump goes from the king's square
diagonally over a neighbouring square that holds an opposing checker, onto the empty square
just beyond it, and the checker is removed at once. The square the king started from is
empty once the king has left it; your other kings and the checkers not yet taken block
landing squares. Decide whether one of your kings can capture every opposing checker in one
move, and if so, how.

## Input

The first line holds N. Then come N lines of N characters each, the top row first, each
character one of `-`, `+`, `K` and `o`.

## Output

If no king can capture every checker in one move, a single line `impossible`. Otherwise the
squares the king stands on, one per line as `R C` (row, then column): first the square it
starts from, then the square it lands on after each jump, in order.

## Constraints

- {} ≤ N ≤ {}
- The square on row R and column C holds `-` exactly when R + C is even (so the top-left
  square does); every other square holds `+`, `K` or `o`.
- The input is laid out exactly as above: N in decimal without a sign or leading zeros, the
  rows without spaces, every line ending in a single newline (the last one too), no empty
  lines, and nothing after the last row.

## Judging

`impossible` is accepted only when no king can capture every checker. Otherwise any sequence
of legal jumps by one king that captures every checker is accepted; with no checkers on the
board, that is the square of any one of your kings alone.
)",
      contest::min_side, contest::max_side);
  return statement;
}

std::string_view contest_sample_input() {
  return "8\n"
         "-+-+-+-+\n"
         "+-+-+-+-\n"
         "-+-K-+-+\n"
         "+-+-+-+-\n"
         "-o-o-+-+\n"
         "+-K-+-+-\n"
         "-o-+-+-+\n"
         "+-K-+-K-\n";
}

}  // namespace

const contest_problem& problem() {
  static const contest_problem problem{contest_title(), contest_statement(), contest_sample_input(),
                                       test_families(), secret_tests(),      check_contest_input};
  return problem;
}

}  // namespace boardsolve::kingjump
