// Checking answers without trusting the solver: replay the captures, and check the
// lower-bound certificate (forced pawns plus a matching of disjoint attacks).
#include <fmt/format.h>

#include "boardsolve/captures.hpp"

namespace boardsolve::captures {
namespace {

bool pawn_at(const board& b, int r, int c) {
  return b.contains(r, c) && b(r, c);
}

bool attacks_anything(const board& b, int r, int c) {
  return pawn_at(b, r - 1, c - 1) || pawn_at(b, r - 1, c + 1);
}

// 1-based, as the judge's format writes squares.
std::string square(int r, int c) {
  return fmt::format("({},{})", r + 1, c + 1);
}

// A pawn that attacks nothing at the start never attacks again (pawns only leave), so it
// never moves, and every pawn attacking it has to leave.
bool stuck(const board& b, int r, int c) {
  return pawn_at(b, r, c) && !attacks_anything(b, r, c);
}

bool is_forced(const board& b, int r, int c) {
  return pawn_at(b, r, c) && (stuck(b, r - 1, c - 1) || stuck(b, r - 1, c + 1));
}

}  // namespace

std::string replay(const board& start, std::span<const capture> captures) {
  board b = start;
  for (std::size_t k = 0; k < captures.size(); ++k) {
    const capture& m = captures[k];
    const auto problem = [&](std::string_view what) {
      return fmt::format("move {}: {} {}: {}", k + 1, square(m.row, m.col),
                         static_cast<char>(m.dir), what);
    };
    if (!b.contains(m.row, m.col)) return problem("the square is off the board");
    if (!b(m.row, m.col)) return problem(fmt::format("no pawn on {}", square(m.row, m.col)));
    if (!pawn_at(b, m.row - 1, m.target_col()))
      return problem(fmt::format("no pawn on {}", square(m.row - 1, m.target_col())));
    b(m.row, m.col) = 0;  // the capturer moves onto the target's square, which stays occupied
  }
  for (int r = 0; r < b.rows; ++r)
    for (int c = 0; c < b.cols; ++c)
      if (b(r, c) && attacks_anything(b, r, c)) {
        const int target = pawn_at(b, r - 1, c - 1) ? c - 1 : c + 1;
        return fmt::format("after the last move, {} still attacks {}", square(r, c),
                           square(r - 1, target));
      }
  return {};
}

std::vector<capture> forced_pawns(const board& b) {
  std::vector<capture> forced;
  for (int r = 0; r < b.rows; ++r)
    for (int c = 0; c < b.cols; ++c)
      if (is_forced(b, r, c))
        forced.emplace_back(r, c, stuck(b, r - 1, c - 1) ? direction::left : direction::right);
  return forced;
}

std::string check_lower_bound(const board& b, const solution& s) {
  const std::size_t forced_count = forced_pawns(b).size();
  if (forced_count != s.forced)
    return fmt::format("the certificate counts {} forced pawns, the board has {}", s.forced,
                       forced_count);

  // Disjoint attacks among unforced pawns: each needs a capture of its own.
  grid<std::uint8_t> used(b.rows, b.cols, 0);
  const std::vector<capture> matching = s.matching.list();
  for (const capture& edge : matching) {
    const int tr = edge.row - 1, tc = edge.target_col();
    if (!pawn_at(b, edge.row, edge.col) || !pawn_at(b, tr, tc))
      return fmt::format("matched attack {} -> {} is not between two pawns",
                         square(edge.row, edge.col), square(tr, tc));
    if (is_forced(b, edge.row, edge.col) || is_forced(b, tr, tc))
      return fmt::format("matched attack {} -> {} touches a forced pawn",
                         square(edge.row, edge.col), square(tr, tc));
    if (used(edge.row, edge.col)++ || used(tr, tc)++)
      return fmt::format("matched attacks share a pawn at {} -> {}", square(edge.row, edge.col),
                         square(tr, tc));
  }
  if (s.captures.size() != s.forced + matching.size())
    return fmt::format("{} captures, but the certificate only shows that {} are needed",
                       s.captures.size(), s.forced + matching.size());
  return {};
}

}  // namespace boardsolve::captures
