// SVG pictures of a king jump answer: the trail of jumps, numbered on the checkers they take (all
// of them, or the board after the first k), or, when no king can capture every checker, the
// board with the squares that the reason names marked. The classes are the contract with the
// web pages (docs/formats.md).
#include <algorithm>

#include <fmt/format.h>

#include "core/svg_writer.hpp"
#include "explain.hpp"

namespace boardsolve::kingjump {
namespace {

constexpr std::string_view style =
    "svg.kingjump .square.unused{fill:#f0d9b5}svg.kingjump .square.playable{fill:#b58863}"
    "svg.kingjump .piece.checker{fill:#a61e1e;stroke:#4a0d0d}"
    "svg.kingjump .start{fill:none;stroke:#2b8a3e;stroke-width:3}"
    "svg.kingjump .reason{fill:none;stroke:#c92a2a;stroke-width:4}"
    "svg.kingjump .corner{fill:none;stroke:#1c6fb8;stroke-width:3;stroke-dasharray:6 4}";

constexpr std::size_t max_listed = 40;  // jumps named in a picture's description

std::string plural(std::size_t count, std::string_view word) {
  return fmt::format("{} {}{}", count, word, count == 1 ? "" : "s");
}

square over(square from, square to) {
  return {(from.row + to.row) / 2, (from.col + to.col) / 2};
}

// Squares are light or dark as on a checkers board, the top-left one light; a '-' square is
// "unused", any other "playable" (on the contest's boards, '-' is exactly the light squares).
svg::board_writer open(const board& b, std::string_view view, std::string title, std::string desc) {
  svg::board_writer w(b.rows, b.cols, svg::labels::numbers,
                      {"kingjump", view, std::move(title), std::move(desc), style});
  w.open_group("squares");
  for (int r = 0; r < b.rows; ++r)
    for (int c = 0; c < b.cols; ++c) {
      const std::string_view shade = (r + c) % 2 == 0 ? "light" : "dark";
      w.square(r, c, fmt::format("{} {}", shade, b(r, c) == cell::unused ? "unused" : "playable"));
    }
  w.close_group();
  return w;
}

// The pieces of `b`, but a king stands on `king` instead of at the trail's start, and the
// checkers marked in `taken` are left out.
void draw_pieces(svg::board_writer& w, const board& b, std::span<const square> p, square king,
                 const grid<std::uint8_t>& taken) {
  w.open_group("pieces");
  for (int r = 0; r < b.rows; ++r)
    for (int c = 0; c < b.cols; ++c) {
      const square s{r, c};
      if (b(r, c) == cell::checker && !taken(r, c)) w.disc(r, c, "checker black");
      if (b(r, c) == cell::king && (p.empty() || s != p[0])) w.disc(r, c, "king white", true);
    }
  if (!p.empty()) w.disc(king.row, king.col, "king white", true);
  w.close_group();
}

std::string list_jumps(std::span<const square> p, std::size_t jumps) {
  std::string out;
  for (std::size_t k = 1; k <= std::min(jumps, max_listed); ++k)
    out += fmt::format("{}{}. {} to {} over {}", k > 1 ? "; " : "", k, square_name(p[k - 1]),
                       square_name(p[k]), square_name(over(p[k - 1], p[k])));
  if (jumps > max_listed) out += fmt::format("; and {} more", jumps - max_listed);
  return out;
}

std::string render_impossible(const board& b) {
  const diagnosis d = diagnose(b);
  std::string words = explain_impossible(b, d);
  const std::string first_line = words.substr(0, words.find('\n'));
  std::replace(words.begin(), words.end(), '\n', ' ');
  words.pop_back();
  svg::board_writer w =
      open(b, "whole", fmt::format("kingjump: {} x {} board, {}", b.rows, b.cols, first_line),
           fmt::format("A {} x {} board with {} and {}. {}{}", b.rows, b.cols,
                       plural(d.checkers, "checker"), plural(d.kings, "king"), words,
                       d.lattices.empty() ? " The squares named are ringed red."
                                          : " The squares named are ringed red, the corners "
                                            "that name the two lattices dashed blue."));
  draw_pieces(w, b, {}, {}, grid<std::uint8_t>(b.rows, b.cols, 0));
  w.open_group("reasons");
  for (const lattice_verdict& v : d.lattices) w.ring(v.corner.row, v.corner.col, "corner", 18);
  for (const square s : named_squares(b, d)) w.ring(s.row, s.col, "reason", 15);
  w.close_group();
  return w.finish();
}

}  // namespace

std::string render_svg(const board& b, std::span<const square> p, int step) {
  if (p.empty()) return render_impossible(b);
  const std::size_t jumps = p.size() - 1;
  const bool whole = step < 0;  // svg::whole_solution
  const std::size_t shown = whole ? jumps : std::min(jumps, static_cast<std::size_t>(step));
  std::size_t checkers = 0, kings = 0;
  for (const cell c : b.cells) {
    checkers += c == cell::checker ? 1u : 0u;
    kings += c == cell::king ? 1u : 0u;
  }

  std::string title, desc = fmt::format("A {} x {} board with {} and {}. ", b.rows, b.cols,
                                        plural(checkers, "checker"), plural(kings, "king"));
  if (whole) {
    title = jumps == 0
                ? fmt::format("kingjump: {} x {} board, no checker to capture", b.rows, b.cols)
                : fmt::format("kingjump: the king on {} captures {} in {}", square_name(p[0]),
                              all_checkers(jumps), plural(jumps, "jump"));
    desc += jumps == 0 ? fmt::format("There is no checker: the king on {} stays (ringed).",
                                     square_name(p[0]))
                       : fmt::format(
                             "The king on {} (ringed) captures {} in one move of {}, drawn as "
                             "arrows, each numbered on the checker it takes: {}.",
                             square_name(p[0]), all_checkers(jumps), plural(jumps, "jump"),
                             list_jumps(p, jumps));
  } else {
    title =
        fmt::format("kingjump: {} x {} board, after jump {} of {}", b.rows, b.cols, shown, jumps);
    desc += fmt::format(
        "The king that started on {} (ringed) has made {} of its {} and stands on "
        "{}; {} left. ",
        square_name(p[0]), plural(shown, "jump"), jumps, square_name(p[shown]),
        plural(jumps - shown, "checker"));
    if (shown > 0)
      desc += fmt::format("The jumps so far, the last highlighted: {}.", list_jumps(p, shown));
  }
  grid<std::uint8_t> taken(b.rows, b.cols, 0);
  if (!whole)
    for (std::size_t k = 1; k <= shown; ++k) {
      const square q = over(p[k - 1], p[k]);
      taken(q.row, q.col) = 1;
    }
  svg::board_writer w = open(b, whole ? "whole" : "step", std::move(title), std::move(desc));
  draw_pieces(w, b, p, whole ? p[0] : p[shown], taken);
  w.ring(p[0].row, p[0].col, "start", 18);
  w.open_group("moves");
  for (std::size_t k = 1; k <= shown; ++k) {
    w.open_group(!whole && k == shown ? "move last" : "move", static_cast<long long>(k));
    w.arrow(p[k - 1].row, p[k - 1].col, p[k].row, p[k].col);
    w.close_group();
  }
  for (std::size_t k = 1; k <= shown; ++k) {
    const square q = over(p[k - 1], p[k]);
    w.badge(w.x(q.col), w.y(q.row), static_cast<long long>(k), !whole && k == shown ? "last" : "");
  }
  w.close_group();
  return w.finish();
}

}  // namespace boardsolve::kingjump
