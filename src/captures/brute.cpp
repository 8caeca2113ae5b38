// The oracle that trusts no theory: breadth-first search over every reachable position.
// A capture leaves the target square occupied and empties the capturer's square, so a position
// is the set of starting squares still occupied; the search runs over those sets.
#include <cassert>
#include <vector>

#include "boardsolve/captures.hpp"

namespace boardsolve::captures {

std::size_t solve_brute(const board& b) {
  std::vector<std::pair<int, int>> squares;  // the starting pawns
  for (int r = 0; r < b.rows; ++r)
    for (int c = 0; c < b.cols; ++c)
      if (b(r, c)) squares.emplace_back(r, c);
  const std::size_t n = squares.size();
  assert(n <= 24);

  // targets[i]: bit mask of the pawns that pawn i attacks from its starting square.
  std::vector<std::uint32_t> targets(n, 0);
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t j = 0; j < n; ++j)
      if (squares[j].first == squares[i].first - 1 && (squares[j].second == squares[i].second - 1 ||
                                                       squares[j].second == squares[i].second + 1))
        targets[i] |= 1u << j;

  const std::uint32_t start = (1u << n) - 1;
  std::vector<std::uint8_t> seen(std::size_t{1} << n, 0);
  std::vector<std::uint32_t> level{start};
  seen[start] = 1;
  for (std::size_t captures = 0;; ++captures) {
    std::vector<std::uint32_t> next;
    for (const std::uint32_t position : level) {
      bool can_move = false;
      for (std::size_t i = 0; i < n; ++i) {
        if (!(position >> i & 1) || !(targets[i] & position)) continue;
        can_move = true;
        const std::uint32_t after = position & ~(1u << i);
        if (!seen[after]) {
          seen[after] = 1;
          next.push_back(after);
        }
      }
      if (!can_move) return captures;
    }
    level = std::move(next);
  }
}

}  // namespace boardsolve::captures
