#include "leaf_peeling.hpp"

#include <algorithm>
#include <vector>

namespace boardsolve::captures {
namespace {

// One row of the leaf set: bit c set when (r, c) has exactly one neighbour among `vertices`.
void leaves_of_row(const bit_rows& vertices, int r, word* leaves) {
  const int n = vertices.row_words();
  if (r < 0 || r >= vertices.rows()) {
    std::fill(leaves, leaves + n, word{0});
    return;
  }
  const word* up = vertices.row(r - 1);
  const word* here = vertices.row(r);
  const word* down = vertices.row(r + 1);
  for (int i = 0; i < n; ++i) {
    const word up_left = from_left(up, i), up_right = from_right(up, i);
    const word down_left = from_left(down, i), down_right = from_right(down, i);
    const word above = up_left | up_right, below = down_left | down_right;
    const word two_or_more = (up_left & up_right) | (down_left & down_right) | (above & below);
    leaves[i] = here[i] & (above | below) & ~two_or_more;
  }
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

// One round streams down the rows: at row r it finds the leaves of row r + 1, then settles row
// r. The leaves of rows r - 1, r, r + 1 are kept in a ring of three row buffers, and row r of
// `vertices` is updated in place only after the leaves of row r + 1 have been read from it,
// so every leaf is found in the graph as it was before the round.
class round_stream {
 public:
  explicit round_stream(int n)
      : n_(n),
        row_size_(static_cast<std::size_t>(n) + 2),  // a zero guard word at each end
        ring_(3 * row_size_, 0),
        pick_down_left_(row_size_, 0),
        pick_down_right_(row_size_, 0) {}

  void step(int r, bit_rows& vertices, const peeled_part& out) {
    if (r == 0) {
      leaves_of_row(vertices, -1, leaves(-1));
      leaves_of_row(vertices, 0, leaves(0));
    }
    leaves_of_row(vertices, r + 1, leaves(r + 1));
    word* pick_left = pick_down_left_.data() + 1;
    word* pick_right = pick_down_right_.data() + 1;
    settle_row(n_, leaves(r - 1), leaves(r), leaves(r + 1), vertices.row(r), out.cover.row(r),
               out.left_attacks.row(r), out.right_attacks.row(r), pick_left, pick_right);
    // A leaf below-left of its cover vertex attacks it up and to the right, and vice versa.
    word* left_below = out.left_attacks.row(r + 1);
    word* right_below = out.right_attacks.row(r + 1);
    for (int i = 0; i < n_; ++i) {
      right_below[i] |= from_right(pick_left, i);
      left_below[i] |= from_left(pick_right, i);
    }
  }

 private:
  word* leaves(int r) {
    return ring_.data() + 1 + static_cast<std::size_t>((r + 3) % 3) * row_size_;
  }

  int n_;
  std::size_t row_size_;
  std::vector<word> ring_, pick_down_left_, pick_down_right_;
};

}  // namespace

void peel_leaves(bit_rows& vertices, const peeled_part& out, int rounds) {
  // The rounds run as a pipeline in one pass over the rows, round k two rows behind round
  // k - 1: round k at row r reads rows r .. r + 2 as round k - 1 left them, and round k - 1
  // never reads row r again. Each row is loaded once for all rounds, not once per round.
  constexpr int lag = 2;
  std::vector<round_stream> streams(static_cast<std::size_t>(rounds),
                                    round_stream(vertices.row_words()));
  for (int t = 0; t < vertices.rows() + lag * (rounds - 1); ++t)
    for (int k = 0; k < rounds; ++k)
      if (const int r = t - lag * k; r >= 0 && r < vertices.rows())
        streams[static_cast<std::size_t>(k)].step(r, vertices, out);
}

void drop_isolated(bit_rows& vertices) {
  // In place, row by row: a vertex without neighbours is nobody's neighbour, so removing it
  // does not change the rows still to come.
  const int n = vertices.row_words();
  for (int r = 0; r < vertices.rows(); ++r) {
    const word* up = vertices.row(r - 1);
    const word* down = vertices.row(r + 1);
    word* here = vertices.row(r);
    for (int i = 0; i < n; ++i)
      here[i] &= from_left(up, i) | from_right(up, i) | from_left(down, i) | from_right(down, i);
  }
}

}  // namespace boardsolve::captures
