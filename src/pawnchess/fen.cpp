// Positions as one line of text, in FEN's style: the ranks from the top, separated by '/',
// with 'P' a white pawn, 'p' a black one and a digit for a run of empty squares; then 'w' or
// 'b' for the side to move and the en passant square or '-'. FEN's own six fields (castling
// '-', then two move counters) are read too. O(length of the text).
#include <fmt/format.h>

#include "geometry.hpp"

namespace boardsolve::pawnchess {
namespace {

struct field {
  std::string_view text;
  int column = 1;  // 1-based, of its first character
};

std::vector<field> fields_of(std::string_view line) {
  std::vector<field> out;
  std::size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) ++i;
    const std::size_t begin = i;
    while (i < line.size() && line[i] != ' ' && line[i] != '\t') ++i;
    if (i > begin) out.push_back({line.substr(begin, i - begin), static_cast<int>(begin) + 1});
  }
  return out;
}

parse_error error_at(int column, std::string message) {
  return {1, column, std::move(message)};
}

// The rows of the placement field, as the judge's format writes them ('.', 'P', 'p').
parse_result<std::vector<std::string>> board_rows(const field& f) {
  std::vector<std::string> rows(1);
  for (std::size_t i = 0; i < f.text.size(); ++i) {
    const char c = f.text[i];
    const int column = f.column + static_cast<int>(i);
    if (c == '/') {
      rows.emplace_back();
    } else if (c == 'P' || c == 'p') {
      rows.back().push_back(c);
    } else if (c >= '1' && c <= '8') {
      rows.back().append(static_cast<std::size_t>(c - '0'), '.');
    } else {
      return error_at(column, fmt::format("expected 'P', 'p', a digit 1 to 8 or '/' in the "
                                          "board, found '{}'",
                                          c));
    }
    if (rows.back().size() > max_side)
      return error_at(column, fmt::format("rank {} is longer than {} squares",
                                          static_cast<int>(rows.size()), max_side));
  }
  if (rows.size() < min_side || rows.size() > max_side)
    return error_at(f.column, fmt::format("the board has {} ranks; it must have {} to {}",
                                          rows.size(), min_side, max_side));
  for (std::size_t r = 0; r < rows.size(); ++r)
    if (rows[r].size() != rows[0].size() || rows[0].size() < min_side)
      return error_at(f.column, fmt::format("rank {} has {} squares and the top rank {}; every "
                                            "rank must have the same number, {} to {}",
                                            rows.size() - r, rows[r].size(), rows[0].size(),
                                            min_side, max_side));
  return rows;
}

bool is_number(std::string_view s) {
  return !s.empty() && s.find_first_not_of("0123456789") == std::string_view::npos;
}

}  // namespace

std::string fen(const position& p) {
  std::string out;
  for (int r = 0; r < p.rows; ++r) {
    if (r > 0) out.push_back('/');
    int empty = 0;
    for (int c = 0; c < p.cols; ++c) {
      const bitboard b = square_bit(r, c);
      const char symbol = (p.white & b) ? 'P' : (p.black & b) ? 'p' : '.';
      if (symbol == '.') {
        ++empty;
        continue;
      }
      if (empty > 0) out.push_back(static_cast<char>('0' + empty));
      empty = 0;
      out.push_back(symbol);
    }
    if (empty > 0) out.push_back(static_cast<char>('0' + empty));
  }
  out += p.to_move == side::white ? " w " : " b ";
  out += p.en_passant == no_square ? "-" : square_name(p.rows, p.en_passant);
  return out;
}

parse_result<position> parse_fen(std::string_view text, rules r) {
  while (!text.empty() && (text.back() == '\n' || text.back() == '\r')) text.remove_suffix(1);
  if (text.find('\n') != std::string_view::npos)
    return error_at(static_cast<int>(text.find('\n')) + 1, "expected one line");
  const auto fields = fields_of(text);
  if (fields.size() != 2 && fields.size() != 3 && fields.size() != 6)
    return error_at(fields.empty() ? 1 : fields.back().column,
                    fmt::format("expected the board, the side to move ('w' or 'b') and the en "
                                "passant square or '-' (or FEN's six fields); found {} fields",
                                fields.size()));
  auto rows = board_rows(fields[0]);
  if (auto* e = std::get_if<parse_error>(&rows)) return std::move(*e);
  const field& side_field = fields[1];
  if (side_field.text != "w" && side_field.text != "b")
    return error_at(side_field.column, fmt::format("expected 'w' or 'b' for the side to move, "
                                                   "found '{}'",
                                                   side_field.text));
  field en_passant{"-", 0};
  if (fields.size() == 3) en_passant = fields[2];
  if (fields.size() == 6) {
    if (fields[2].text != "-")
      return error_at(fields[2].column, "pawns cannot castle: expected '-'");
    en_passant = fields[3];
    for (const field& counter : {fields[4], fields[5]})
      if (!is_number(counter.text))
        return error_at(counter.column,
                        fmt::format("expected a move counter, found '{}'", counter.text));
  }
  if (en_passant.text != "-" && !r.chess())
    return error_at(en_passant.column,
                    "an en passant square needs chess rules (UVa 10838 has no double steps)");

  // The judge's format checks what remains (both sides on their goal rows, the en passant
  // square); its message is put at the field it is about.
  const auto& board = std::get<std::vector<std::string>>(rows);
  std::string judge_text =
      fmt::format("1\n{} to move{}\n", side_field.text == "w" ? "white" : "black",
                  en_passant.text == "-" ? "" : fmt::format(", en passant {}", en_passant.text));
  for (const std::string& row : board) judge_text += row + "\n";
  auto positions = parse_instances(judge_text, static_cast<int>(board.size()),
                                   static_cast<int>(board[0].size()), r);
  if (auto* e = std::get_if<parse_error>(&positions)) {
    const bool about_en_passant = e->line == 2;
    return error_at(about_en_passant ? en_passant.column : fields[0].column, std::move(e->message));
  }
  return std::get<std::vector<position>>(positions).front();
}

}  // namespace boardsolve::pawnchess
