// SVG pictures of a pawn chess position and a line of moves from it: every move as a numbered
// arrow on the start position, or the position after the first k moves with the k-th move
// highlighted, as a chess diagram (files a, b, ... below, ranks 1, 2, ... on the left). The
// classes are the contract with the web pages (docs/formats.md).
#include <algorithm>
#include <cassert>
#include <vector>

#include <fmt/format.h>

#include "core/svg_writer.hpp"
#include "geometry.hpp"

namespace boardsolve::pawnchess {
namespace {

constexpr std::string_view style =
    "svg.pawnchess .highlight{fill:#cdd26a;opacity:.55}"
    "svg.pawnchess .move.black:not(.last){fill:#2b8a3e;stroke:#2b8a3e}"
    "svg.pawnchess .number.black:not(.last) circle{fill:#2b8a3e}";

constexpr std::size_t max_listed = 40;  // moves named in a picture's description

std::string_view name(side s) {
  return s == side::white ? "white" : "black";
}

std::string square_name(const position& p, int r, int c) {
  return std::string{static_cast<char>('a' + c), static_cast<char>('0' + p.rows - r)};
}

// "white pawns on a1, b2; black pawns on c4" (or "no white pawn").
std::string pawns_in_words(const position& p) {
  std::string out;
  for (const side s : {side::white, side::black}) {
    const bitboard pawns = s == side::white ? p.white : p.black;
    std::string squares;
    for (int r = p.rows - 1; r >= 0; --r)
      for (int c = 0; c < p.cols; ++c)
        if (pawns & square_bit(r, c))
          squares += (squares.empty() ? "" : ", ") + square_name(p, r, c);
    out += fmt::format("{}{}", out.empty() ? "" : "; ",
                       squares.empty() ? fmt::format("no {} pawn", name(s))
                                       : fmt::format("{} pawns on {}", name(s), squares));
  }
  return out;
}

// "1. white a1-a2; 2. black d3-d2" for the moves of `line` from `start`.
std::string list_moves(const position& start, std::span<const move> line) {
  std::string out;
  position p = start;
  for (std::size_t k = 0; k < line.size(); ++k) {
    if (k < max_listed)
      out +=
          fmt::format("{}{}. {} {}", k ? "; " : "", k + 1, name(p.to_move), move_name(p, line[k]));
    p = play(p, line[k]);
  }
  if (line.size() > max_listed) out += fmt::format("; and {} more", line.size() - max_listed);
  return out;
}

std::string state_in_words(const position& p, rules r) {
  if (const auto end = final_value(p, r)) {
    const outcome o = outcome_of(p.to_move, *end);
    return o.draw ? std::string("drawn by stalemate") : fmt::format("{} has won", name(o.winner));
  }
  return fmt::format("{} to move", name(p.to_move));
}

}  // namespace

std::string render_svg(const position& start, std::span<const move> line, int step,
                       rules play_rules) {
  const bool whole = step < 0;  // svg::whole_solution
  const std::size_t shown =
      whole ? line.size() : std::min(line.size(), static_cast<std::size_t>(step));
  // The positions before each move: sides[k] is the side that makes move k + 1.
  std::vector<side> sides;
  position now = start;
  for (std::size_t k = 0; k < line.size(); ++k) {
    sides.push_back(now.to_move);
    if (!whole && k == shown) break;
    now = play(now, line[k]);
  }
  const position& drawn = whole ? start : now;

  const std::string size = fmt::format("{} x {} board", start.rows, start.cols);
  std::string title, desc;
  if (whole) {
    title = fmt::format("pawnchess: {}, {}{}", size, state_in_words(start, play_rules),
                        line.empty() ? "" : fmt::format(", then {} moves", line.size()));
    desc = fmt::format("A {}: {}; {}.", size, pawns_in_words(start),
                       state_in_words(start, play_rules));
    if (!line.empty())
      desc += fmt::format(" The moves, as numbered arrows (white's blue, black's green): {}.",
                          list_moves(start, line));
  } else {
    title = fmt::format("pawnchess: {} after move {} of {}, {}", size, shown, line.size(),
                        state_in_words(drawn, play_rules));
    desc = fmt::format("A {} after {} of {}: {}; {}.", size, shown, line.size(),
                       pawns_in_words(drawn), state_in_words(drawn, play_rules));
    if (shown > 0)
      desc += fmt::format(" The moves so far, as arrows, the last highlighted: {}.",
                          list_moves(start, line.first(shown)));
  }

  svg::board_writer w(
      start.rows, start.cols, svg::labels::chess,
      {"pawnchess", whole ? "whole" : "step", std::move(title), std::move(desc), style});
  w.open_group("squares");
  for (int r = 0; r < start.rows; ++r)
    for (int c = 0; c < start.cols; ++c)
      w.square(r, c, (c + start.rows - r) % 2 == 0 ? "light" : "dark");  // a1 dark
  w.close_group();
  if (!whole && shown > 0) {
    const move last = line[shown - 1];
    w.square_mark(row_of(last.from), col_of(last.from), "highlight");
    w.square_mark(row_of(last.to), col_of(last.to), "highlight");
  }
  w.open_group("pieces");
  for (int r = 0; r < start.rows; ++r)
    for (int c = 0; c < start.cols; ++c) {
      if (drawn.white & square_bit(r, c)) w.pawn(r, c, "white");
      if (drawn.black & square_bit(r, c)) w.pawn(r, c, "black");
    }
  w.close_group();
  w.open_group("moves");
  for (std::size_t k = 0; k < shown; ++k) {
    const bool last = !whole && k + 1 == shown;
    w.open_group(fmt::format("move {}{}", name(sides[k]), last ? " last" : ""),
                 static_cast<long long>(k + 1));
    w.arrow(row_of(line[k].from), col_of(line[k].from), row_of(line[k].to), col_of(line[k].to));
    w.close_group();
  }
  for (std::size_t k = 0; k < shown; ++k) {
    const move m = line[k];
    const bool last = !whole && k + 1 == shown;
    w.badge((w.x(col_of(m.from)) + w.x(col_of(m.to))) / 2.0,
            (w.y(row_of(m.from)) + w.y(row_of(m.to))) / 2.0, static_cast<long long>(k + 1),
            fmt::format("{}{}", name(sides[k]), last ? " last" : ""));
  }
  w.close_group();
  return w.finish();
}

}  // namespace boardsolve::pawnchess
