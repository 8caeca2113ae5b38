// Pictures for `show`: the board beside its presses (or, when no presses turn every light
// off, beside the cells of the certificate), as text and as SVG. The SVG classes are the
// contract with the web pages (docs/formats.md).
#include <algorithm>

#include <fmt/format.h>

#include "boardsolve/lightsout.hpp"
#include "core/svg_writer.hpp"

namespace boardsolve::lightsout {
namespace {

constexpr std::string_view style =
    "svg.lightsout .square{stroke:#9a9a9a;stroke-width:1}"
    "svg.lightsout .square.lit{fill:#f5c542}svg.lightsout .square.dark{fill:#2e2e2e}"
    "svg.lightsout .press{fill:none;stroke:#1c6fb8;stroke-width:4}"
    "svg.lightsout .certificate{fill:none;stroke:#e8590c;stroke-width:3}";

std::string plural(long long count, std::string_view word) {
  return fmt::format("{} {}{}", count, word, count == 1 ? "" : "es");
}

std::string rules_of(const board& b) {
  return fmt::format("{} x {} board, {} stencil, {}", b.lights.rows, b.lights.cols,
                     stencil_name(b.shape), b.wrap == topology::torus ? "torus" : "plane");
}

// The first line of a case: the board and what the answer is.
std::string summary(const board& b, const solution& s) {
  switch (s.result) {
    case outcome::optimal:
      return fmt::format("{}: {}, the fewest (nullity {})", rules_of(b), plural(s.count, "press"),
                         s.nullity);
    case outcome::any:
      return fmt::format("{}: {}, not proven the fewest (nullity {})", rules_of(b),
                         plural(s.count, "press"), s.nullity);
    case outcome::unsolvable:
      return fmt::format("{}: no set of presses turns every light off (nullity {})", rules_of(b),
                         s.nullity);
    case outcome::refused:
      break;
  }
  return fmt::format("{}: refused: {}", rules_of(b), s.reason);
}

}  // namespace

std::string render(const board& b, const solution& s) {
  std::string out = summary(b, s);
  out.push_back('\n');
  if (s.result == outcome::refused) return out;
  const bool unsolvable = s.result == outcome::unsolvable;
  const bit_grid& marks = unsolvable ? s.certificate : s.presses;
  const int cols = b.lights.cols;
  const int width = std::max(cols, 7) + 2;
  out += fmt::format("  {:<{}}{}\n", "lights", width, unsolvable ? "certificate" : "presses");
  const auto pad = static_cast<std::size_t>(width - cols);
  for (int r = 0; r < b.lights.rows; ++r) {
    out += "  ";
    for (int c = 0; c < cols; ++c) out.push_back(b.lights.get(r, c) ? '#' : '.');
    out.append(pad, ' ');
    for (int c = 0; c < cols; ++c) out.push_back(marks.get(r, c) ? 'x' : '.');
    out.push_back('\n');
  }
  if (unsolvable) {
    bit_grid lit = s.certificate;
    for (std::size_t w = 0; w < lit.words.size(); ++w) lit.words[w] &= b.lights.words[w];
    out += fmt::format(
        "  every press toggles an even number of the {} cells marked x; the lit ones among "
        "them number {}, which is odd\n",
        s.certificate.count(), lit.count());
  }
  return out;
}

std::string render_svg(const board& b, const solution& s) {
  const bool unsolvable = s.result == outcome::unsolvable;
  const bit_grid& marks = unsolvable ? s.certificate : s.presses;
  const long long lit = b.lights.count();
  std::string title = fmt::format("lightsout: {}", summary(b, s));
  std::string desc = fmt::format("A {} with {} of {} lights on.", rules_of(b), lit,
                                 static_cast<long long>(b.lights.rows) * b.lights.cols);
  if (s.result == outcome::optimal || s.result == outcome::any)
    desc += fmt::format(" The {} ringed turn every light off.", plural(s.count, "press"));
  if (unsolvable)
    desc +=
        " The outlined cells are a certificate: every press toggles an even number of them, "
        "and an odd number of them are lit.";
  svg::board_writer w(b.lights.rows, b.lights.cols, svg::labels::numbers,
                      {"lightsout", unsolvable ? "certificate" : "whole", std::move(title),
                       std::move(desc), style});
  w.open_group("squares");
  for (int r = 0; r < b.lights.rows; ++r)
    for (int c = 0; c < b.lights.cols; ++c) w.square(r, c, b.lights.get(r, c) ? "lit" : "dark");
  w.close_group();
  if (s.result == outcome::refused) return w.finish();
  w.open_group(unsolvable ? "certificates" : "presses");
  for (int r = 0; r < marks.rows; ++r)
    for (int c = 0; c < marks.cols; ++c)
      if (marks.get(r, c)) {
        if (unsolvable)
          w.square_mark(r, c, "certificate");
        else
          w.ring(r, c, "press", 13);
      }
  w.close_group();
  return w.finish();
}

}  // namespace boardsolve::lightsout
