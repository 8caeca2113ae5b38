// SVG pictures of a toggle plan: every move marked on its square of the start board (a ring
// for type 1, a disc for type 2), or the board after the first k moves with the squares the
// k-th toggled outlined. The classes are the contract with the web pages (docs/formats.md).
#include <algorithm>
#include <optional>

#include <fmt/format.h>

#include "boardsolve/toggle.hpp"
#include "core/svg_writer.hpp"

namespace boardsolve::toggle {
namespace {

constexpr std::string_view style =
    "svg.toggle .square{stroke:#9a9a9a;stroke-width:1}"
    "svg.toggle .square.white{fill:#f6f5f0}svg.toggle .square.black{fill:#2e2e2e}"
    "svg.toggle.whole .move{opacity:1}"
    "svg.toggle .move circle{fill:none;stroke:#e8590c;stroke-width:4}"
    "svg.toggle .move.solid circle{fill:#e8590c}"
    "svg.toggle .move text{fill:#e8590c;stroke:none;font-family:sans-serif;font-size:15px;"
    "font-weight:bold;text-anchor:middle}"
    "svg.toggle .move.solid text{fill:#fff}"
    "svg.toggle .move.last circle{stroke:#1c6fb8}svg.toggle .move.last.solid circle{fill:#1c6fb8}"
    "svg.toggle .move.last text{fill:#1c6fb8}svg.toggle .move.last.solid text{fill:#fff}"
    "svg.toggle .toggled{fill:none;stroke:#1c6fb8;stroke-width:3}"
    "svg.toggle .hollow-set{fill:none;stroke:#e8590c;stroke-width:4}"
    "svg.toggle .solid-set{fill:#e8590c;stroke:#fff;stroke-width:1.5}";

constexpr std::size_t max_listed = 40;  // moves named in a picture's description

std::string plural(std::size_t count, std::string_view word) {
  return fmt::format("{} {}{}", count, word, count == 1 ? "" : "s");
}

// The squares a move toggles: its four neighbours on the board, and itself for type 2.
template <class F>
void for_each_toggled(const board& b, const move& m, F&& f) {
  for (const auto& [dr, dc] : {std::pair{-1, 0}, {1, 0}, {0, -1}, {0, 1}})
    if (b.contains(m.row + dr, m.col + dc)) f(m.row + dr, m.col + dc);
  if (m.type == move_type::solid) f(m.row, m.col);
}

std::string list_moves(std::span<const move> moves) {
  std::string out;
  for (std::size_t k = 0; k < std::min(moves.size(), max_listed); ++k)
    out += fmt::format("{}({},{}) type {}", k ? ", " : "", moves[k].row + 1, moves[k].col + 1,
                       static_cast<int>(moves[k].type));
  if (moves.size() > max_listed) out += fmt::format(", and {} more", moves.size() - max_listed);
  return out;
}

std::size_t whites(const board& b) {
  return static_cast<std::size_t>(std::count(b.cells.begin(), b.cells.end(), 1));
}

}  // namespace

std::string render_svg(const board& start, const solution& s, int step) {
  const bool whole = step < 0;  // svg::whole_solution
  const std::size_t shown =
      whole ? s.moves.size() : std::min(s.moves.size(), static_cast<std::size_t>(step));
  board b = start;
  if (!whole)
    for (std::size_t k = 0; k < shown; ++k)
      for_each_toggled(b, s.moves[k], [&](int r, int c) { b(r, c) ^= 1; });

  const std::string size = fmt::format("{} x {} board", start.rows, start.cols);
  std::string title, desc;
  std::optional<parity_reason> reason;
  if (s.count == no_solution) {
    title = fmt::format("toggle: {}, no set of moves makes it all black", size);
    desc = fmt::format("A {} with {} white: no set of moves makes it all black.", size,
                       plural(whites(start), "square"));
    reason = parity_reason_of(start);
    if (reason) desc += ' ' + describe_parity_reason(start, *reason, "ringed", "marked with a dot");
  } else if (whole) {
    title = fmt::format("toggle: {}, {} make it all black", size, plural(s.moves.size(), "move"));
    desc = fmt::format(
        "A {} with {} white. A plan of {}, no fewer possible, marked on their squares: a ring "
        "for type 1 (toggles the four neighbours), a disc for type 2 (the neighbours and the "
        "square itself): {}. After them every square is black.",
        size, plural(whites(start), "square"), plural(s.moves.size(), "move"), list_moves(s.moves));
  } else {
    title = fmt::format("toggle: {} after move {} of {}", size, shown, s.moves.size());
    desc = fmt::format("The {} after {} of the plan's {}: {} white.", size, plural(shown, "move"),
                       s.moves.size(), plural(whites(b), "square"));
    if (shown > 0)
      desc += fmt::format(
          " The moves so far are marked (a ring for type 1, a disc for type 2): {}; the squares "
          "the last one toggled are outlined.",
          list_moves(std::span(s.moves).first(shown)));
  }

  svg::board_writer w(
      start.rows, start.cols, svg::labels::numbers,
      {"toggle", whole ? "whole" : "step", std::move(title), std::move(desc), style});
  w.open_group("squares");
  for (int r = 0; r < b.rows; ++r)
    for (int c = 0; c < b.cols; ++c) w.square(r, c, b(r, c) ? "white" : "black");
  w.close_group();
  w.open_group("moves");
  for (std::size_t k = 0; k < shown; ++k) {
    const move& m = s.moves[k];
    const bool solid = m.type == move_type::solid;
    const bool last = !whole && k + 1 == shown;
    w.open_group(fmt::format("move {}{}", solid ? "solid" : "hollow", last ? " last" : ""),
                 static_cast<long long>(k + 1));
    w.ring(m.row, m.col, "mark", 13);
    w.text(w.x(m.col), w.y(m.row) + 5.5, "type", solid ? "2" : "1");
    w.close_group();
  }
  w.close_group();
  if (reason) {
    // The two sets of the reason: a ring for the type 1 set, a dot for the type 2 set, the
    // shapes of the moves of those types.
    w.open_group("parity");
    for (int r = 0; r < b.rows; ++r)
      for (int c = 0; c < b.cols; ++c) {
        if (reason->hollow(r, c)) w.ring(r, c, "hollow-set", 12);
        if (reason->solid(r, c)) w.ring(r, c, "solid-set", 6);
      }
    w.close_group();
  }
  if (!whole && shown > 0) {
    w.open_group("toggles");
    for_each_toggled(b, s.moves[shown - 1], [&](int r, int c) { w.square_mark(r, c, "toggled"); });
    w.close_group();
  }
  return w.finish();
}

}  // namespace boardsolve::toggle
