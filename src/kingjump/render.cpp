// Pictures for `show`: the board with the jump numbers on the landing squares and the jumps in
// words, or the board and the condition that no king can meet, in words.
#include <algorithm>
#include <vector>

#include <fmt/format.h>

#include "explain.hpp"

namespace boardsolve::kingjump {
namespace {

constexpr std::size_t max_drawing = 4'000'000;  // characters of one board picture
constexpr std::size_t max_listed = 10'000;      // jumps listed in words

std::string plural(std::size_t count, std::string_view word) {
  return fmt::format("{} {}{}", count, word, count == 1 ? "" : "s");
}

// The board, each cell right-aligned in a column of `width`; `label` overrides a cell's symbol.
template <class Label>
void draw(std::string& out, const board& b, std::size_t label_width, Label label) {
  const std::size_t margin = std::to_string(b.rows).size();
  const std::size_t width = std::max(label_width, std::to_string(b.cols).size());
  out += fmt::format("{:>{}} ", "", margin);
  for (int c = 0; c < b.cols; ++c) out += fmt::format(" {:>{}}", c + 1, width);
  out += '\n';
  for (int r = 0; r < b.rows; ++r) {
    out += fmt::format("{:>{}} ", r + 1, margin);
    for (int c = 0; c < b.cols; ++c) out += fmt::format(" {:>{}}", label(r, c), width);
    out += '\n';
  }
}

bool fits(const board& b, std::size_t label_width) {
  const std::size_t width = std::max(label_width, std::to_string(b.cols).size());
  return b.cells.size() * (width + 1) <= max_drawing;
}

std::string symbol(cell c) {
  return std::string(1, static_cast<char>(c));
}

}  // namespace

std::string render(const board& b, std::span<const square> p) {
  std::size_t checkers = 0, kings = 0;
  for (const cell c : b.cells) {
    checkers += c == cell::checker ? 1u : 0u;
    kings += c == cell::king ? 1u : 0u;
  }
  std::string out = fmt::format("{} x {} board, {}, {}\n", b.rows, b.cols,
                                plural(checkers, "checker"), plural(kings, "king"));
  if (p.empty()) {
    out += explain_impossible(b, diagnose(b));
    if (fits(b, 1)) draw(out, b, 1, [&](int r, int c) { return symbol(b(r, c)); });
    return out;
  }

  const std::size_t jumps = p.size() - 1;
  out += jumps == 0
             ? fmt::format("no checker to capture: the king on {} stays\n", square_name(p[0]))
             : fmt::format("the king on {} captures {} in {}:\n", square_name(p[0]),
                           all_checkers(jumps), plural(jumps, "jump"));
  // Each landing square shows the number of the last jump onto it, the start '*'.
  const std::size_t width = std::max<std::size_t>(1, std::to_string(jumps).size());
  if (fits(b, width)) {
    grid<int> landed(b.rows, b.cols, -1);
    for (std::size_t k = 0; k < p.size(); ++k) landed(p[k].row, p[k].col) = static_cast<int>(k);
    draw(out, b, width, [&](int r, int c) {
      const int k = landed(r, c);
      if (k < 0) return symbol(b(r, c));
      return k == 0 ? std::string("*") : std::to_string(k);
    });
  } else {
    out += fmt::format("(the board is not drawn: it would take more than {} characters)\n",
                       max_drawing);
  }
  for (std::size_t k = 1; k <= std::min(jumps, max_listed); ++k)
    out += fmt::format("jump {}: {} -> {} over {}\n", k, square_name(p[k - 1]), square_name(p[k]),
                       square_name({(p[k - 1].row + p[k].row) / 2, (p[k - 1].col + p[k].col) / 2}));
  if (jumps > max_listed)
    out += fmt::format("... {} more jumps: `boardsolve solve kingjump` prints the whole path\n",
                       jumps - max_listed);
  return out;
}

}  // namespace boardsolve::kingjump
