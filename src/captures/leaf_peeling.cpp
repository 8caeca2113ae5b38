#include "leaf_peeling.hpp"

#include <algorithm>
#include <array>
#include <vector>

namespace boardsolve::captures {
namespace {

// One row of the leaf set: bit c set when (r, c) has exactly one neighbour among `vertices`.
// Returns whether any bit is set.
bool leaves_of_row(const bit_rows& vertices, int r, word* leaves) {
  const int n = vertices.row_words();
  if (r < 0 || r >= vertices.rows()) {
    std::fill(leaves, leaves + n, word{0});
    return false;
  }
  const word* up = vertices.row(r - 1);
  const word* here = vertices.row(r);
  const word* down = vertices.row(r + 1);
  word any = 0;
  for (int i = 0; i < n; ++i) {
    const word up_left = from_left(up, i), up_right = from_right(up, i);
    const word down_left = from_left(down, i), down_right = from_right(down, i);
    const word above = up_left | up_right, below = down_left | down_right;
    const word two_or_more = (up_left & up_right) | (down_left & down_right) | (above & below);
    leaves[i] = here[i] & (above | below) & ~two_or_more;
    any |= leaves[i];
  }
  return any != 0;
}

// Row r of a round, given the leaves of rows r - 1, r, r + 1: covers, matches and removes.
// The matches with a leaf below go to `pick_down_left` / `pick_down_right` (at the covered
// vertex), since their attack bits belong to row r + 1. (__restrict: the rows are distinct
// arrays, which lets the compiler vectorise the loop.)
void settle_row(int n, const word* __restrict leaves_up, const word* __restrict leaves_here,
                const word* __restrict leaves_down, word* __restrict here, word* __restrict cover,
                word* __restrict left, word* __restrict right, word* __restrict pick_down_left,
                word* __restrict pick_down_right) {
  for (int i = 0; i < n; ++i) {
    const word up_left = from_left(leaves_up, i), up_right = from_right(leaves_up, i);
    const word down_left = from_left(leaves_down, i), down_right = from_right(leaves_down, i);
    const word above = up_left | up_right, below = down_left | down_right;
    // A leaf whose only neighbour is a leaf below it leaves the covering to that one.
    const word covered = here[i] & (above | below) & ~(leaves_here[i] & below);
    // Each covered vertex is matched to one of its leaves: up-left, up-right, down-left,
    // down-right.
    const word by_up_left = covered & up_left;
    const word by_up_right = covered & up_right & ~up_left;
    const word by_down = covered & ~above;
    left[i] |= by_up_left;
    right[i] |= by_up_right;
    pick_down_left[i] = by_down & down_left;
    pick_down_right[i] = by_down & down_right & ~down_left;
    cover[i] |= covered;
    here[i] &= ~(covered | leaves_here[i]);
  }
}

// One round, streaming down the rows. The leaves of rows r - 1, r, r + 1 are kept in a ring of
// three row buffers; row r of `vertices` is updated in place only after the leaves of row r + 1
// have been read from it, so every leaf is found in the graph as it was before the round.
bool peel_round(bit_rows& vertices, const peeled_part& out) {
  const int n = vertices.row_words();
  const auto row_size = static_cast<std::size_t>(n) + 2;  // a zero guard word at each end
  std::vector<word> ring(3 * row_size, 0), down_left_pick(row_size, 0),
      down_right_pick(row_size, 0);
  const auto leaves = [&](int r) {
    return ring.data() + 1 + static_cast<std::size_t>((r + 3) % 3) * row_size;
  };
  bool found = leaves_of_row(vertices, -1, leaves(-1));
  found |= leaves_of_row(vertices, 0, leaves(0));
  word* pick_down_left = down_left_pick.data() + 1;
  word* pick_down_right = down_right_pick.data() + 1;
  for (int r = 0; r < vertices.rows(); ++r) {
    found |= leaves_of_row(vertices, r + 1, leaves(r + 1));
    settle_row(n, leaves(r - 1), leaves(r), leaves(r + 1), vertices.row(r), out.cover.row(r),
               out.left_attacks.row(r), out.right_attacks.row(r), pick_down_left, pick_down_right);
    // A leaf below-left of its cover vertex attacks it up and to the right, and vice versa.
    word* left_below = out.left_attacks.row(r + 1);
    word* right_below = out.right_attacks.row(r + 1);
    for (int i = 0; i < n; ++i) {
      right_below[i] |= from_right(pick_down_left, i);
      left_below[i] |= from_left(pick_down_right, i);
    }
  }
  return found;
}

}  // namespace

int peel_leaves(bit_rows& vertices, const peeled_part& out, int rounds) {
  int productive = 0;
  while (productive < rounds && peel_round(vertices, out)) ++productive;
  return productive;
}

void drop_isolated(bit_rows& vertices) {
  const int n = vertices.row_words();
  // Row r is updated after row r + 1 has been read: walk upwards, keeping row r - 1 unchanged
  // until row r is done by reading a copy of the row below.
  std::vector<word> below_old(static_cast<std::size_t>(n) + 2, 0), here_old(below_old.size(), 0);
  for (int r = vertices.rows() - 1; r >= 0; --r) {
    word* here = vertices.row(r);
    std::copy(here - 1, here + n + 1, here_old.begin());
    const word* up = vertices.row(r - 1);
    const word* down = below_old.data() + 1;
    for (int i = 0; i < n; ++i)
      here[i] &= from_left(up, i) | from_right(up, i) | from_left(down, i) | from_right(down, i);
    std::swap(below_old, here_old);
  }
}

}  // namespace boardsolve::captures
