// The contest's input validator: T, then per board an empty line and 4 rows of 4 symbols '.',
// 'P' or 'p', in the one byte layout of the original judge files; and the contest's
// guarantees on each position: 1 to 4 pawns a side, no pawn on its far row (the game is not
// over), and a legal move for white, who moves first.
#include <string>

#include <fmt/format.h>

#include "boardsolve/pawnchess.hpp"
#include "contest_limits.hpp"
#include "contest_parts.hpp"
#include "core/strict_reader.hpp"

namespace boardsolve::pawnchess {
namespace {

constexpr char_set symbols(".Pp");

// Reads one board's rows and checks what each square can break at once: a pawn on its far row,
// a fifth pawn of a side. `board_at` is set to the place of the board's first square.
position read_board(strict_reader& in, long long board_number, text_position& board_at) {
  position p{contest::side, contest::side, 0, 0, side::white};
  int white = 0;
  int black = 0;
  std::string what;
  for (int r = 0; r < contest::side; ++r) {
    what = fmt::format("row {} of board {}", r + 1, board_number);
    const text_position start = in.where();
    if (r == 0) board_at = start;
    const std::string_view row = in.read_row(contest::side, symbols, what);
    for (int c = 0; c < contest::side; ++c) {
      const char symbol = row[static_cast<std::size_t>(c)];
      if (symbol == '.') continue;
      const text_position at{start.line, start.column + c};
      const bool is_white = symbol == 'P';
      const int count = ++(is_white ? white : black);
      if (count > contest::max_pawns)
        strict_reader::fail_at(
            at, fmt::format("board {} has more than {} {} pawns (the contest "
                            "has {} to {} a side)",
                            board_number, contest::max_pawns, is_white ? "white" : "black",
                            contest::min_pawns, contest::max_pawns));
      if (is_white && r == 0)
        strict_reader::fail_at(at, fmt::format("board {} has a white pawn on the top row: the "
                                               "game is over (the contest's games are not)",
                                               board_number));
      if (!is_white && r == contest::side - 1)
        strict_reader::fail_at(at, fmt::format("board {} has a black pawn on the bottom row: the "
                                               "game is over (the contest's games are not)",
                                               board_number));
      (is_white ? p.white : p.black) |= bitboard{1} << (8 * r + c);
    }
    in.read_eoln(what);
  }
  for (const auto& [count, name] : {std::pair{white, "white"}, std::pair{black, "black"}}) {
    if (count < contest::min_pawns)
      strict_reader::fail_at(
          board_at, fmt::format("board {} has no {} pawn (the contest has {} "
                                "to {} a side)",
                                board_number, name, contest::min_pawns, contest::max_pawns));
  }
  return p;
}

}  // namespace

std::optional<parse_error> check_contest_input(std::string_view text) {
  try {
    strict_reader in(text);
    const auto boards = in.read_int(contest::min_cases, contest::max_cases, "T");
    in.read_eoln("T");
    for (long long t = 1; t <= boards; ++t) {
      in.read_empty_line(fmt::format("board {}", t));
      text_position board_at;
      const position p = read_board(in, t, board_at);
      if (legal_moves(p).empty())
        strict_reader::fail_at(board_at, fmt::format("white has no legal move on board {} (the "
                                                     "contest guarantees one)",
                                                     t));
    }
    in.read_eof();
    return std::nullopt;
  } catch (const parse_failure& failure) {
    return failure.error();
  }
}

}  // namespace boardsolve::pawnchess
