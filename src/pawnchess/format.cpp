// The judge's text format: T, then T boards of '.', 'P' and 'p' (first line: the top row),
// blank lines allowed before each board; one answer line "white (N)" or "black (N)" per board.
// boardsolve's extension: a line "black to move" (or "white to move") may stand before a board.
#include <algorithm>
#include <charconv>

#include <fmt/format.h>

#include "boardsolve/core/case_list.hpp"
#include "boardsolve/core/text_reader.hpp"
#include "boardsolve/core/text_writer.hpp"
#include "geometry.hpp"

namespace boardsolve::pawnchess {
namespace {

constexpr char_set board_symbols(".Pp");

// A stand-in for the row's name in messages: formatting "row r of board t" for each of a
// million rows would cost more than reading them, so the name is put in only on an error
// (name_the_row), from where the reading stopped.
constexpr std::string_view row_name = "\x01";

// Where the reading is: the board and its row (0-based), for name_the_row.
struct row_place {
  int board = 0;
  int row = 0;
};

position read_rows(text_reader& in, int rows, int cols, int case_number, row_place& place) {
  const geometry g(rows, cols);
  position p{rows, cols, 0, 0, side::white};
  text_position bottom_row_at;
  place.board = case_number;
  int& row = place.row;
  for (row = 0; row < rows; ++row) {
    if (row == rows - 1) bottom_row_at = in.where();
    const auto symbols = in.read_row(static_cast<std::size_t>(cols), board_symbols, row_name);
    for (int c = 0; c < cols; ++c) {
      const char symbol = symbols[static_cast<std::size_t>(c)];
      p.white |= bitboard{symbol == 'P'} << (8 * row + c);
      p.black |= bitboard{symbol == 'p'} << (8 * row + c);
    }
  }
  if ((p.white & g.top_row) && (p.black & g.bottom_row)) {
    const int col = std::countr_zero(p.black >> (8 * (rows - 1)));
    text_reader::fail_at({bottom_row_at.line, bottom_row_at.column + col},
                         fmt::format("board {} has a white pawn on the top row and a black pawn "
                                     "on the bottom row: both sides cannot have won",
                                     case_number));
  }
  return p;
}

// Puts the name of the row the reading stopped in into a message of read_row.
void name_the_row(parse_error& error, row_place place) {
  if (const auto at = error.message.find(row_name); at != std::string::npos)
    error.message.replace(at, row_name.size(),
                          fmt::format("row {} of board {}", place.row + 1, place.board));
}

// An optional line "white to move" or "black to move" before a board; white if there is none.
side read_side_to_move(text_reader& in, int case_number) {
  if (in.peek() != 'w' && in.peek() != 'b') return side::white;
  const text_position at = in.where();
  const auto expected = [&] {
    return fmt::format("expected board {} or 'white to move' or 'black to move' before it",
                       case_number);
  };
  const auto who = in.read_token(expected());
  if ((who != "white" && who != "black") || !in.line_has_more() || in.read_token("") != "to" ||
      !in.line_has_more() || in.read_token("") != "move")
    text_reader::fail_at(at, expected());
  in.end_line("'to move'");
  return who == "white" ? side::white : side::black;
}

position read_board(text_reader& in, int rows, int cols, int case_number, row_place& place) {
  const side to_move = read_side_to_move(in, case_number);
  in.skip_empty_lines();
  position p = read_rows(in, rows, cols, case_number, place);
  p.to_move = to_move;
  return p;
}

}  // namespace

parse_result<std::vector<position>> parse_instances(std::string_view text, int rows, int cols) {
  row_place place;
  auto result = parse_case_list(text, [&](text_reader& in, int case_number) {
    return read_board(in, rows, cols, case_number, place);
  });
  if (auto* error = std::get_if<parse_error>(&result)) name_the_row(*error, place);
  return result;
}

std::string format_instances(std::span<const position> positions) {
  std::string out;
  append_line(out, positions.size());
  for (const position& p : positions) {
    out.push_back('\n');
    if (p.to_move == side::black) out += "black to move\n";
    for (int r = 0; r < p.rows; ++r) {
      for (int c = 0; c < p.cols; ++c) {
        const bitboard b = square_bit(r, c);
        out.push_back((p.white & b) ? 'P' : ((p.black & b) ? 'p' : '.'));
      }
      out.push_back('\n');
    }
  }
  return out;
}

void append_answer(std::string& out, outcome o) {
  // The line is put together here and appended once: 275,836 answers of a contest's input.
  const std::string_view who = o.winner == side::white ? "white (" : "black (";
  char line[32];
  char* end = std::copy(who.begin(), who.end(), line);
  end = std::to_chars(end, line + sizeof line - 2, o.plies).ptr;
  *end++ = ')';
  *end++ = '\n';
  out.append(line, end);
}

parse_result<std::vector<outcome>> parse_answers(std::string_view text, std::size_t count) {
  return catch_parse_error([&] {
    text_reader in(text);
    std::vector<outcome> answers;
    for (std::size_t t = 1; t <= count; ++t) {
      const auto what = fmt::format("the answer to board {}, 'white (N)' or 'black (N)'", t);
      in.skip_whitespace();
      const text_position side_at = in.where();
      const auto winner = in.read_token(what);
      if (winner != "white" && winner != "black")
        text_reader::fail_at(side_at, fmt::format("expected {}, found {}", what,
                                                  text_reader::describe_token(winner)));
      if (!in.line_has_more()) in.fail(fmt::format("expected '(N)' after '{}'", winner));
      const text_position plies_at = in.where();
      const auto token = in.read_token("(N)");
      int plies = -1;
      const bool framed = token.size() >= 3 && token.front() == '(' && token.back() == ')';
      if (framed) {
        const auto digits = token.substr(1, token.size() - 2);
        const auto [ptr, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), plies);
        if (ec != std::errc() || ptr != digits.data() + digits.size()) plies = -1;
      }
      if (plies < 0 || plies > game_value::max_plies)
        text_reader::fail_at(plies_at, fmt::format("expected '(N)' with N from 0 to {} after "
                                                   "'{}', found {}",
                                                   game_value::max_plies, winner,
                                                   text_reader::describe_token(token)));
      answers.push_back({winner == "white" ? side::white : side::black, plies});
      in.end_line("the answer");
    }
    in.expect_end();
    return answers;
  });
}

}  // namespace boardsolve::pawnchess
