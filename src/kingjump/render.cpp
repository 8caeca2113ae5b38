// Pictures for `show`: the board with the jump numbers on the landing squares and the jumps in
// words, or the board and the condition that no king can meet, in words.
#include <algorithm>
#include <vector>

#include <fmt/format.h>

#include "boardsolve/kingjump.hpp"

namespace boardsolve::kingjump {
namespace {

constexpr std::size_t max_drawing = 4'000'000;  // characters of one board picture
constexpr std::size_t max_listed = 10'000;      // jumps listed in words

std::string name(square s) {
  return fmt::format("({},{})", s.row + 1, s.col + 1);
}

std::string plural(std::size_t count, std::string_view word) {
  return fmt::format("{} {}{}", count, word, count == 1 ? "" : "s");
}

std::string all_checkers(std::size_t count) {
  if (count == 1) return "the only checker";
  if (count == 2) return "both checkers";
  return fmt::format("all {} checkers", count);
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

std::string what_blocks(const board& b, square s) {
  if (!b.contains(s.row, s.col)) return fmt::format("{} is off the board", name(s));
  switch (b(s.row, s.col)) {
    case cell::unused:
      return fmt::format("{} is a '-' square", name(s));
    case cell::checker:
      return fmt::format("{} holds a checker", name(s));
    default:
      return fmt::format("{} is free", name(s));
  }
}

// Why a checker on neither diagonal of which a king could ever jump is stranded.
std::string stranded_reason(const board& b, square q) {
  std::string reasons;
  for (const auto& [a, z] :
       {std::pair{square{q.row - 1, q.col - 1}, square{q.row + 1, q.col + 1}},
        std::pair{square{q.row - 1, q.col + 1}, square{q.row + 1, q.col - 1}}}) {
    std::string why;
    for (const square end : {a, z})
      if (!b.contains(end.row, end.col) || b(end.row, end.col) == cell::unused ||
          b(end.row, end.col) == cell::checker) {
        why = what_blocks(b, end);
        break;
      }
    if (why.empty()) why = fmt::format("{} and {} both hold kings", name(a), name(z));
    reasons += fmt::format("{}{}-{}: {}", reasons.empty() ? "" : "; ", name(a), name(z), why);
  }
  return reasons;
}

std::string lattice_reason(const board& b, const lattice_verdict& v, std::size_t checkers) {
  const auto& w = v.where;
  switch (v.why) {
    case obstacle::off_lattice:
      return fmt::format("the checker on {} is not between two of its squares", name(w[0]));
    case obstacle::landing_blocked:
      return fmt::format("the jump over the checker on {} needs {}, but {}", name(w[0]), name(w[1]),
                         what_blocks(b, w[1]));
    case obstacle::no_king_on_lattice:
      return "no king of this lattice stands next to a checker";
    case obstacle::two_kings:
      return fmt::format(
          "the kings on {} and {} both stand next to checkers: whichever moves, the other "
          "blocks a square it must jump from or to",
          name(w[0]), name(w[1]));
    case obstacle::too_many_odd: {
      std::string some;
      for (std::size_t i = 0; i < std::min<std::size_t>(3, w.size()); ++i)
        some += (i ? ", " : "") + name(w[i]);
      return fmt::format(
          "{} squares have an odd number of checkers next to them ({}{}); a trail over every "
          "checker has at most two, its ends",
          v.count, some, v.count > 3 ? ", ..." : "");
    }
    case obstacle::king_not_odd:
      return fmt::format(
          "{} and {} have an odd number of checkers next to them, so a trail over every checker "
          "runs from one to the other, but the king stands on {}",
          name(w[0]), name(w[1]), name(w[2]));
    case obstacle::split:
      return fmt::format(
          "the checkers split into parts that no single trail can join: the king on {} reaches "
          "{} of the {}; the checker on {} is in another part",
          name(w[0]), v.count, checkers, name(w[1]));
    default:
      return fmt::format("the king on {} can take them all", name(w[0]));
  }
}

std::string explain_impossible(const board& b, const diagnosis& d) {
  if (d.why == obstacle::no_king) return "impossible: there is no king\n";
  std::string out = fmt::format("impossible: no king can capture {}\n", all_checkers(d.checkers));
  if (d.why == obstacle::stranded_checker)
    return out + fmt::format("the checker on {} can never be jumped: {}\n", name(d.where[0]),
                             stranded_reason(b, d.where[0]));
  out += fmt::format(
      "a king moves two squares diagonally, so it stays on its lattice, the squares "
      "(r+2a, c+2b) with a+b even around its start; the first checker, on ({},{}), can only be "
      "jumped from the lattice of {} or that of {}:\n",
      d.lattices[0].corner.row + 2, d.lattices[0].corner.col + 2, name(d.lattices[0].corner),
      name(d.lattices[1].corner));
  for (const lattice_verdict& v : d.lattices)
    out += fmt::format("- lattice of {}: {}\n", name(v.corner), lattice_reason(b, v, d.checkers));
  return out;
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
  out += jumps == 0 ? fmt::format("no checker to capture: the king on {} stays\n", name(p[0]))
                    : fmt::format("the king on {} captures {} in {}:\n", name(p[0]),
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
    out += fmt::format("jump {}: {} -> {} over {}\n", k, name(p[k - 1]), name(p[k]),
                       name({(p[k - 1].row + p[k].row) / 2, (p[k - 1].col + p[k].col) / 2}));
  if (jumps > max_listed)
    out += fmt::format("... {} more jumps: `boardsolve solve kingjump` prints the whole path\n",
                       jumps - max_listed);
  return out;
}

}  // namespace boardsolve::kingjump
