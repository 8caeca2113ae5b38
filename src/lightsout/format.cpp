// The text format: T, then per case "R C [stencil] [plane|torus]" and R rows of C symbols,
// '.' and '#' or '0' and '1'. The answer per case is the count, and with a plan R rows of
// the press set (or, for -1, of the certificate).
#include <algorithm>

#include <fmt/format.h>

#include "boardsolve/core/case_list.hpp"
#include "boardsolve/core/text_reader.hpp"
#include "boardsolve/core/text_writer.hpp"
#include "boardsolve/lightsout.hpp"

namespace boardsolve::lightsout {
namespace {

constexpr char_set light_symbols(".#01");

// The optional stencil and topology after the size, in that order.
void read_rules(text_reader& in, board& b, int case_number) {
  bool have_stencil = false, have_topology = false;
  while (in.line_has_more()) {
    const text_position at = in.where();
    const std::string_view token = in.read_token("a stencil or a topology");
    if (!have_topology && (token == "plane" || token == "torus")) {
      b.wrap = token == "torus" ? topology::torus : topology::plane;
      have_topology = true;
      continue;
    }
    const auto shape = parse_stencil(token);
    if (have_stencil || have_topology || !shape)
      text_reader::fail_at(
          at, fmt::format("expected {} of case {}, found {}",
                          have_topology  ? "end of line after the topology"
                          : have_stencil ? "the topology (plane or torus)"
                                         : "a stencil (plus, cross or nine symbols 0 and 1) or "
                                           "a topology (plane or torus)",
                          case_number, text_reader::describe_token(token)));
    b.shape = *shape;
    have_stencil = true;
  }
}

board read_board(text_reader& in, int case_number, long long& total) {
  const text_position size_at = (in.skip_whitespace(), in.where());
  const auto rows = static_cast<int>(
      in.read_int(1, max_side, fmt::format("the row count R of case {}", case_number)));
  const auto cols = static_cast<int>(
      in.read_int_on_line(1, max_side, fmt::format("the column count C of case {}", case_number)));
  board b;
  read_rules(in, b, case_number);
  in.end_line("the board size");
  if (b.wrap == topology::torus && (rows < 3 || cols < 3))
    text_reader::fail_at(size_at, fmt::format("case {} is a {} x {} torus; a torus needs at "
                                              "least 3 rows and 3 columns",
                                              case_number, rows, cols));
  const long long cells = static_cast<long long>(rows) * cols;
  if (total + cells > max_total_cells)
    text_reader::fail_at(size_at,
                         fmt::format("case {} is {} x {}, {} cells in all with the cases before "
                                     "it; lightsout handles at most {} cells in all the cases "
                                     "of a file",
                                     case_number, rows, cols, total + cells, max_total_cells));
  total += cells;
  b.lights = bit_grid(rows, cols);
  char on = 0, off = 0;
  for (int r = 0; r < rows; ++r) {
    const text_position row_at = in.where();
    const std::string_view row = in.read_row(static_cast<std::size_t>(cols), light_symbols,
                                             fmt::format("row {} of case {}", r + 1, case_number));
    if (on == 0) {
      const bool dots = row[0] == '.' || row[0] == '#';
      on = dots ? '#' : '1';
      off = dots ? '.' : '0';
    }
    for (int c = 0; c < cols; ++c) {
      const char symbol = row[static_cast<std::size_t>(c)];
      if (symbol == on) {
        b.lights.flip(r, c);
      } else if (symbol != off) {
        text_reader::fail_at({row_at.line, row_at.column + c},
                             fmt::format("expected '{}' or '{}' in row {} of case {} (its first "
                                         "row uses them), found '{}'",
                                         off, on, r + 1, case_number, symbol));
      }
    }
  }
  return b;
}

constexpr char_set plan_symbols(".#");

answer read_answer(text_reader& in, const board& b, int case_number) {
  const int rows = b.lights.rows, cols = b.lights.cols;
  answer a;
  a.count = in.read_int(no_solution, static_cast<long long>(rows) * cols,
                        fmt::format("the press count of case {}", case_number));
  in.end_line("the press count");
  a.cells = bit_grid(rows, cols);
  const std::string_view what = a.count == no_solution ? "certificate" : "presses";
  for (int r = 0; r < rows; ++r) {
    const std::string_view row =
        in.read_row(static_cast<std::size_t>(cols), plan_symbols,
                    fmt::format("row {} of the {} of case {}", r + 1, what, case_number));
    for (int c = 0; c < cols; ++c)
      if (row[static_cast<std::size_t>(c)] == '#') a.cells.flip(r, c);
  }
  return a;
}

}  // namespace

std::optional<stencil> parse_stencil(std::string_view name) {
  if (name == "plus") return plus;
  if (name == "cross") return cross;
  if (name.size() != 9) return std::nullopt;
  std::uint16_t mask = 0;
  for (std::size_t i = 0; i < 9; ++i) {
    if (name[i] != '0' && name[i] != '1') return std::nullopt;
    if (name[i] == '1') mask = static_cast<std::uint16_t>(mask | 1u << i);
  }
  return stencil{mask};
}

parse_result<std::vector<answer>> parse_answers(std::string_view text,
                                                std::span<const board> boards) {
  return catch_parse_error([&] {
    text_reader in(text);
    std::vector<answer> answers;
    answers.reserve(std::min(boards.size(), in.remaining() / 2 + 1));
    for (std::size_t t = 0; t < boards.size(); ++t) {
      const int case_number = static_cast<int>(t) + 1;
      if ((in.skip_whitespace(), in.at_end()))
        in.fail(fmt::format("expected the answer of case {} of {}, found end of input", case_number,
                            boards.size()));
      answers.push_back(read_answer(in, boards[t], case_number));
    }
    in.expect_end();
    return answers;
  });
}

std::string stencil_name(stencil s) {
  if (s == plus) return "plus";
  if (s == cross) return "cross";
  std::string name;
  for (int i = 0; i < 9; ++i) name.push_back((s.mask >> i & 1) ? '1' : '0');
  return name;
}

parse_result<std::vector<board>> parse_instances(std::string_view text) {
  long long total = 0;
  return parse_case_list(
      text, [&](text_reader& in, int case_number) { return read_board(in, case_number, total); });
}

std::string format_instances(std::span<const board> boards) {
  std::string out;
  append_line(out, boards.size());
  for (const board& b : boards) {
    append_line(out, b.lights.rows, b.lights.cols, stencil_name(b.shape),
                b.wrap == topology::torus ? "torus" : "plane");
    for (int r = 0; r < b.lights.rows; ++r) {
      for (int c = 0; c < b.lights.cols; ++c) out.push_back(b.lights.get(r, c) ? '#' : '.');
      out.push_back('\n');
    }
  }
  return out;
}

void append_answer(std::string& out, const solution& s, bool with_plan) {
  append_line(out, s.count);
  if (!with_plan) return;
  const bit_grid& g = s.result == outcome::unsolvable ? s.certificate : s.presses;
  for (int r = 0; r < g.rows; ++r) {
    for (int c = 0; c < g.cols; ++c) out.push_back(g.get(r, c) ? '#' : '.');
    out.push_back('\n');
  }
}

}  // namespace boardsolve::lightsout
