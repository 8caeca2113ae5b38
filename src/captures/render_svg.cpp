// SVG pictures of a captures solution: the captures as numbered arrows (all of them, or the
// board after the first k), and the certificate on the attack graph that shows why no fewer
// captures can do. The classes are the contract with the web pages (docs/formats.md).
#include <algorithm>

#include <fmt/format.h>

#include "boardsolve/captures.hpp"
#include "core/svg_writer.hpp"

namespace boardsolve::captures {
namespace {

constexpr std::string_view style =
    "svg.captures .piece.pawn{fill:#3a3a3a}"
    "svg.captures .attack{stroke:#7a7a7a;stroke-width:2;opacity:.7}"
    "svg.captures .attack.matching{stroke:#2b8a3e;stroke-width:7;stroke-linecap:round;opacity:.75}"
    "svg.captures .forced{fill:none;stroke:#e8590c;stroke-width:3.5}"
    "svg.captures .cover{fill:none;stroke:#1c6fb8;stroke-width:3.5}"
    "svg.captures .stuck{fill:none;stroke:#555;stroke-width:2;stroke-dasharray:3 3}";

constexpr std::size_t max_listed = 40;  // captures named in a picture's description

std::string name(int r, int c) {
  return fmt::format("({},{})", r + 1, c + 1);
}

std::string plural(std::size_t count, std::string_view word) {
  return fmt::format("{} {}{}", count, word, count == 1 ? "" : "s");
}

std::size_t pawn_count(const board& b) {
  return static_cast<std::size_t>(std::count(b.cells.begin(), b.cells.end(), 1));
}

bool pawn_at(const board& b, int r, int c) {
  return b.contains(r, c) && b(r, c);
}

// A square's colour on a chess board: the top-left square light.
std::string_view shade(int r, int c) {
  return (r + c) % 2 == 0 ? "light" : "dark";
}

svg::board_writer open(const board& b, std::string_view view, std::string title, std::string desc) {
  svg::board_writer w(b.rows, b.cols, svg::labels::numbers,
                      {"captures", view, std::move(title), std::move(desc), style});
  w.open_group("squares");
  for (int r = 0; r < b.rows; ++r)
    for (int c = 0; c < b.cols; ++c) w.square(r, c, shade(r, c));
  w.close_group();
  return w;
}

void draw_pawns(svg::board_writer& w, const board& b) {
  w.open_group("pieces");
  for (int r = 0; r < b.rows; ++r)
    for (int c = 0; c < b.cols; ++c)
      if (b(r, c)) w.pawn(r, c, "");
  w.close_group();
}

// "1. (2,1) takes (1,2); 2. ..." for the first `count` captures, at most max_listed named.
std::string list_captures(std::span<const capture> captures) {
  std::string out;
  for (std::size_t k = 0; k < std::min(captures.size(), max_listed); ++k) {
    const capture& m = captures[k];
    out += fmt::format("{}{}. {} takes {}", k ? "; " : "", k + 1, name(m.row, m.col),
                       name(m.row - 1, m.target_col()));
  }
  if (captures.size() > max_listed)
    out += fmt::format("; and {} more", captures.size() - max_listed);
  return out;
}

}  // namespace

std::string render_svg(const board& start, const solution& s, int step) {
  const std::size_t total = s.captures.size();
  const bool whole = step < 0;  // svg::whole_solution
  const std::size_t shown = whole ? total : std::min(total, static_cast<std::size_t>(step));
  board b = start;
  if (!whole)
    for (std::size_t k = 0; k < shown; ++k) b(s.captures[k].row, s.captures[k].col) = 0;

  const std::string size = fmt::format("{} x {} board", start.rows, start.cols);
  std::string title, desc;
  if (whole) {
    title = fmt::format("captures: {}, {}, no fewer possible", size, plural(total, "capture"));
    desc = fmt::format("A {} with {}. ", size, plural(pawn_count(start), "pawn"));
    desc += total == 0 ? "No pawn attacks another, so no capture is needed."
                       : fmt::format(
                             "Each capture is an arrow from the capturing pawn to the pawn it "
                             "takes (ringed), numbered in order: {}. Afterwards no pawn attacks "
                             "another.",
                             list_captures(s.captures));
  } else {
    title = fmt::format("captures: {}, after capture {} of {}", size, shown, total);
    desc = fmt::format("The {} after {} of its {}, with {} left. ", size, plural(shown, "capture"),
                       total, plural(pawn_count(b), "pawn"));
    if (shown > 0)
      desc += fmt::format("The captures so far, as arrows, the last highlighted: {}.",
                          list_captures(std::span(s.captures).first(shown)));
    if (shown == total) desc += " No pawn attacks another.";
  }
  svg::board_writer w = open(start, whole ? "whole" : "step", std::move(title), std::move(desc));
  draw_pawns(w, b);
  w.open_group("captures");
  for (std::size_t k = 0; k < shown; ++k)
    w.ring(s.captures[k].row - 1, s.captures[k].target_col(), "captured", 17);
  w.close_group();
  w.open_group("moves");
  for (std::size_t k = 0; k < shown; ++k) {
    const capture& m = s.captures[k];
    const bool last = !whole && k + 1 == shown;
    w.open_group(last ? "move last" : "move", static_cast<long long>(k + 1));
    w.arrow(m.row, m.col, m.row - 1, m.target_col());
    w.close_group();
  }
  for (std::size_t k = 0; k < shown; ++k) {
    const capture& m = s.captures[k];
    const bool last = !whole && k + 1 == shown;
    // On the capturing pawn's body, below its head: each square starts at most one capture.
    w.badge(w.x(m.col), w.y(m.row) + 7, static_cast<long long>(k + 1), last ? "last" : "");
  }
  w.close_group();
  return w.finish();
}

std::string render_certificate_svg(const board& b, const solution& s) {
  const auto stuck = [&](int r, int c) {
    return pawn_at(b, r, c) && !pawn_at(b, r - 1, c - 1) && !pawn_at(b, r - 1, c + 1);
  };
  grid<std::uint8_t> is_forced(b.rows, b.cols, 0);
  for (const capture& f : forced_pawns(b)) is_forced(f.row, f.col) = 1;
  const auto forced = [&](int r, int c) { return b.contains(r, c) && is_forced(r, c); };
  grid<std::uint8_t> captures_once(b.rows, b.cols, 0);
  for (const capture& m : s.captures) captures_once(m.row, m.col) = 1;
  const std::size_t matched = s.matching.size();
  const std::size_t cover = s.captures.size() - std::min(s.captures.size(), s.forced);

  std::string title = fmt::format("captures: why {} are needed on this {} x {} board",
                                  plural(s.captures.size(), "capture"), b.rows, b.cols);
  std::string desc = fmt::format(
      "The attack graph: a grey line joins each pawn to every pawn it attacks. A pawn that "
      "attacks nothing (dashed ring) can never move, so each pawn that attacks one must capture: "
      "{} forced (orange rings). The {} in green share no pawn, and each needs a capture by one "
      "of its two pawns: {} more. So at least {} are needed. The {} ringed blue touch every "
      "attack that no forced pawn settles, so capturing with them and the forced pawns, bottom "
      "row first, leaves no attack (König's theorem: a largest matching is as large as a "
      "smallest vertex cover).",
      s.forced, plural(matched, "attack"), matched, plural(s.forced + matched, "capture"),
      plural(cover, "pawn"));
  svg::board_writer w = open(b, "certificate", std::move(title), std::move(desc));
  w.open_group("attacks");
  for (int r = 1; r < b.rows; ++r)
    for (int c = 0; c < b.cols; ++c)
      for (const direction d : {direction::left, direction::right}) {
        const capture attack(r, c, d);
        if (!b(r, c) || !pawn_at(b, r - 1, attack.target_col())) continue;
        w.link(r, c, r - 1, attack.target_col(),
               s.matching.contains(attack) ? "attack matching" : "attack");
      }
  w.close_group();
  draw_pawns(w, b);
  w.open_group("certificate");
  for (int r = 0; r < b.rows; ++r)
    for (int c = 0; c < b.cols; ++c) {
      if (forced(r, c)) {
        w.ring(r, c, "forced", 17);
      } else if (captures_once(r, c)) {
        w.ring(r, c, "cover", 17);
      } else if (stuck(r, c) && (forced(r + 1, c - 1) || forced(r + 1, c + 1))) {
        w.ring(r, c, "stuck", 17);
      }
    }
  w.close_group();
  return w.finish();
}

}  // namespace boardsolve::captures
