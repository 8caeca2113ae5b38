// The judge's text format: T, then T boards of '.', 'P' and 'p' (first line: the top row),
// blank lines allowed before each board; one answer line "white (N)" or "black (N)" per board.
// boardsolve's extension: a line "black to move" (or "white to move") may stand before a board;
// under chess rules it may name an en passant square: "white to move, en passant e6".
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

// The line before a board: the side to move, and under chess rules an en passant square.
struct side_line {
  side to_move = side::white;
  int en_passant = no_square;
  text_position en_passant_at;
};

// Reads the square of "en passant SQ": a file a, b, ... and a rank 1, 2, ... of the board.
int read_square(text_reader& in, int rows, int cols, text_position& at) {
  const std::string what = fmt::format("a square from a1 to {}{} after 'en passant'",
                                       static_cast<char>('a' + cols - 1), rows);
  const bool more = in.line_has_more();
  at = in.where();
  if (!more) in.fail("expected " + what);
  const auto token = in.read_token(what);
  const int col = token.size() == 2 ? token[0] - 'a' : -1;
  const int rank = token.size() == 2 ? token[1] - '0' : -1;
  if (col < 0 || col >= cols || rank < 1 || rank > rows)
    text_reader::fail_at(
        at, fmt::format("expected {}, found {}", what, text_reader::describe_token(token)));
  return 8 * (rows - rank) + col;
}

// An optional line "white to move" or "black to move" before a board; white if there is none.
// Under chess rules "white to move, en passant e6" too.
side_line read_side_line(text_reader& in, int rows, int cols, int case_number, rules r) {
  side_line line;
  if (in.peek() != 'w' && in.peek() != 'b') return line;
  const text_position at = in.where();
  const auto expected = [&] {
    return fmt::format("expected board {} or 'white to move' or 'black to move' before it",
                       case_number);
  };
  const auto who = in.read_token(expected());
  if ((who != "white" && who != "black") || !in.line_has_more() || in.read_token("") != "to" ||
      !in.line_has_more())
    text_reader::fail_at(at, expected());
  const auto verb = in.read_token("");
  if (verb != "move" && !(r.chess() && verb == "move,")) text_reader::fail_at(at, expected());
  line.to_move = who == "white" ? side::white : side::black;
  if (verb == "move,") {
    const bool more = in.line_has_more();
    const text_position words_at = in.where();
    if (!more || in.read_token("") != "en" || !in.line_has_more() || in.read_token("") != "passant")
      text_reader::fail_at(words_at, "expected 'en passant' and a square after 'to move,'");
    line.en_passant = read_square(in, rows, cols, line.en_passant_at);
  }
  in.end_line(verb == "move," ? "the en passant square" : "'to move'");
  return line;
}

// Chess rules: the en passant square of `line` must be the square an enemy pawn has just
// skipped: on its row, empty, with the pawn beyond it and its start square empty.
void check_en_passant(const position& p, const side_line& line, int case_number) {
  const bool white = p.to_move == side::white;
  const int row = white ? 2 : p.rows - 3;  // the skipped row: rank rows - 2, or rank 3
  const int forward = white ? 1 : -1;      // the direction the enemy pawn moves
  const int col = col_of(line.en_passant);
  const std::string name = square_name(p.rows, line.en_passant);
  const std::string_view enemy = white ? "black" : "white";
  const auto fail = [&](const std::string& why) {
    text_reader::fail_at(line.en_passant_at,
                         fmt::format("en passant {} on board {}: {}", name, case_number, why));
  };
  if (p.rows < 4 || row_of(line.en_passant) != row)
    fail(p.rows < 4 ? std::string("no pawn steps two squares on a board of fewer than 4 rows")
                    : fmt::format("with {} to move it must be on rank {}, where a {} pawn's "
                                  "double step passes",
                                  white ? "white" : "black", p.rows - row, enemy));
  const bitboard enemy_pawns = white ? p.black : p.white;
  const int landed = 8 * (row + forward) + col;
  const int left = 8 * (row - forward) + col;
  if (!(enemy_pawns & (bitboard{1} << landed)))
    fail(fmt::format("it needs a {} pawn on {}, the pawn that stepped two squares", enemy,
                     square_name(p.rows, landed)));
  const bitboard occupied = p.white | p.black;
  if (occupied & ((bitboard{1} << line.en_passant) | (bitboard{1} << left)))
    fail(
        fmt::format("it needs {} and {} empty, the squares the {} pawn has just left and "
                    "passed",
                    square_name(p.rows, left), name, enemy));
}

position read_board(text_reader& in, int rows, int cols, int case_number, row_place& place,
                    rules r) {
  const side_line line = read_side_line(in, rows, cols, case_number, r);
  in.skip_empty_lines();
  position p = read_rows(in, rows, cols, case_number, place);
  p.to_move = line.to_move;
  if (line.en_passant != no_square) {
    check_en_passant(p, line, case_number);
    p.en_passant = static_cast<std::int8_t>(line.en_passant);
  }
  return p;
}

}  // namespace

parse_result<std::vector<position>> parse_instances(std::string_view text, int rows, int cols,
                                                    rules r) {
  row_place place;
  auto result = parse_case_list(text, [&](text_reader& in, int case_number) {
    return read_board(in, rows, cols, case_number, place, r);
  });
  if (auto* error = std::get_if<parse_error>(&result)) name_the_row(*error, place);
  return result;
}

std::string format_instances(std::span<const position> positions) {
  std::string out;
  append_line(out, positions.size());
  for (const position& p : positions) {
    out.push_back('\n');
    if (p.en_passant != no_square) {
      out +=
          fmt::format("{} to move, en passant {}\n", p.to_move == side::white ? "white" : "black",
                      square_name(p.rows, p.en_passant));
    } else if (p.to_move == side::black) {
      out += "black to move\n";
    }
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
  if (o.draw) {
    out += "draw\n";
    return;
  }
  // The line is put together here and appended once: 275,836 answers of a contest's input.
  const std::string_view who = o.winner == side::white ? "white (" : "black (";
  char line[32];
  char* end = std::copy(who.begin(), who.end(), line);
  end = std::to_chars(end, line + sizeof line - 2, o.plies).ptr;
  *end++ = ')';
  *end++ = '\n';
  out.append(line, end);
}

parse_result<std::vector<outcome>> parse_answers(std::string_view text, std::size_t count,
                                                 bool draws) {
  return catch_parse_error([&] {
    text_reader in(text);
    std::vector<outcome> answers;
    for (std::size_t t = 1; t <= count; ++t) {
      const auto what = fmt::format("the answer to board {}, 'white (N)'{} 'black (N)'{}", t,
                                    draws ? "," : " or", draws ? " or 'draw'" : "");
      in.skip_whitespace();
      const text_position side_at = in.where();
      const auto winner = in.read_token(what);
      if (draws && winner == "draw") {
        answers.push_back({side::white, 0, true});
        in.end_line("the answer");
        continue;
      }
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
