#pragma once
// The board size of a pawnchess file, which the file itself does not state (--size does):
// the harnesses take it from the shape of the first board, so that seeds of every size reach
// the reader with their own size.

#include <algorithm>
#include <string_view>

#include "boardsolve/pawnchess.hpp"
#include "boardsolve/tool.hpp"

namespace boardsolve::fuzz {

/// The shape of the first board after the first line: the length of its first non-blank line
/// and the number of non-blank lines from there, each clamped to [min_side, max_side]; a line
/// before the board that names the side to move ("black to move", "white to move, en passant
/// e6") is not part of it.
inline board_size guess_pawnchess_size(std::string_view text) {
  const auto trimmed = [](std::string_view line) {
    while (!line.empty() && (line.back() == ' ' || line.back() == '\t' || line.back() == '\r'))
      line.remove_suffix(1);
    return line;
  };
  std::size_t at = std::min(text.find('\n'), text.size());
  int rows = 0;
  int cols = 0;
  while (at < text.size()) {
    const std::size_t start = at + 1;
    const std::size_t end = std::min(text.find('\n', start), text.size());
    const std::string_view line = trimmed(text.substr(start, end - start));
    at = end;
    if (line.empty()) {
      if (rows > 0) break;
      continue;
    }
    if (rows == 0 && line.find("to move") != std::string_view::npos) continue;
    if (rows++ == 0) cols = static_cast<int>(std::min<std::size_t>(line.size(), 100));
  }
  const auto clamp = [](int side) {
    return std::clamp(side, pawnchess::min_side, pawnchess::max_side);
  };
  return {clamp(rows), clamp(cols)};
}

/// The chess rules a harness checks besides UVa's: the stalemate convention from the last byte
/// of the input (odd: a loss; even, as a final '\n', or no byte: a draw), so that the fuzzer
/// reaches both from every seed.
inline pawnchess::rules chess_rules_of(std::string_view text) {
  const bool loss = !text.empty() && (static_cast<unsigned char>(text.back()) & 1) != 0;
  return pawnchess::chess_rules(loss ? pawnchess::stalemate_rule::loss
                                     : pawnchess::stalemate_rule::draw);
}

/// The number of pawns of both sides.
inline int pawn_count(const pawnchess::position& p) {
  return std::popcount(p.white) + std::popcount(p.black);
}

}  // namespace boardsolve::fuzz
