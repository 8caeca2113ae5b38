// The table of puzzles the command line offers. Adding a puzzle is one line here.
#include "cli_common.hpp"

namespace boardsolve::cli {

std::span<const puzzle_tool* const> puzzle_table() {
  static const puzzle_tool* const table[] = {
      &captures_tool(),
      &kingjump_tool(),
      &pawnchess_tool(),
      &toggle_tool(),
  };
  return table;
}

}  // namespace boardsolve::cli
