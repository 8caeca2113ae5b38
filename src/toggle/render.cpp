// Pictures for `show`: the board, the plan drawn on it, and the board after the moves.
#include <algorithm>

#include <fmt/format.h>

#include "boardsolve/toggle.hpp"

namespace boardsolve::toggle {
namespace {

// Under a board without a plan: the words of parity_reason, then its two sets side by side.
void append_reason(std::string& out, const board& b, const parity_reason& reason) {
  // The words wrapped at 64 columns, indented like the board.
  const std::string words = describe_parity_reason(b, reason, "marked 1 below", "marked 2 below");
  std::size_t line_start = out.size();
  out += "  ";
  for (std::size_t at = 0; at < words.size();) {
    const std::size_t space = std::min(words.find(' ', at), words.size());
    if (out.size() - line_start > 2 && out.size() - line_start + (space - at) > 64) {
      out.back() = '\n';
      line_start = out.size();
      out += "  ";
    }
    out.append(words, at, space - at);
    out.push_back(' ');
    at = space + 1;
  }
  out.back() = '\n';
  const int width = std::max(b.cols, 6) + 2;
  out += fmt::format("  {:<{}}{}\n", "type 1", width, "type 2");
  const auto pad = static_cast<std::size_t>(width - b.cols);
  for (int r = 0; r < b.rows; ++r) {
    out += "  ";
    for (int c = 0; c < b.cols; ++c) out.push_back(reason.hollow(r, c) ? '1' : '.');
    out.append(pad, ' ');
    for (int c = 0; c < b.cols; ++c) out.push_back(reason.solid(r, c) ? '2' : '.');
    out.push_back('\n');
  }
}

}  // namespace

std::string render(const board& start, const solution& s) {
  std::string out;
  if (s.count == no_solution) {
    out +=
        fmt::format("{} x {} board: no set of moves makes it all black\n", start.rows, start.cols);
    for (int r = 0; r < start.rows; ++r) {
      out += "  ";
      for (int c = 0; c < start.cols; ++c) out.push_back(start(r, c) ? 'W' : 'B');
      out.push_back('\n');
    }
    if (const auto reason = parity_reason_of(start)) append_reason(out, start, *reason);
    return out;
  }
  grid<char> plan(start.rows, start.cols, '.');
  board after = start;
  const auto flip = [&after](int r, int c) {
    if (after.contains(r, c)) after(r, c) ^= 1;
  };
  for (const move& m : s.moves) {
    plan(m.row, m.col) = m.type == move_type::solid ? '2' : '1';
    flip(m.row - 1, m.col);
    flip(m.row + 1, m.col);
    flip(m.row, m.col - 1);
    flip(m.row, m.col + 1);
    if (m.type == move_type::solid) flip(m.row, m.col);
  }
  out += fmt::format("{} x {} board, {} move{} (1, 2: a move of that type)\n", start.rows,
                     start.cols, s.count, s.count == 1 ? "" : "s");
  const int width = std::max(start.cols, 5) + 2;
  out += fmt::format("  {:<{}}{:<{}}{}\n", "board", width, "moves", width, "after");
  const auto pad = static_cast<std::size_t>(width - start.cols);
  for (int r = 0; r < start.rows; ++r) {
    out += "  ";
    for (int c = 0; c < start.cols; ++c) out.push_back(start(r, c) ? 'W' : 'B');
    out.append(pad, ' ');
    for (int c = 0; c < start.cols; ++c) out.push_back(plan(r, c));
    out.append(pad, ' ');
    for (int c = 0; c < start.cols; ++c) out.push_back(after(r, c) ? 'W' : 'B');
    out.push_back('\n');
  }
  return out;
}

}  // namespace boardsolve::toggle
