// Stage 2: the one-type chases of 64 first rows at once, and the row search from each
// switch row they meet.
#include "sliced_search.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>

#include "bit_slices.hpp"
#include "row_search.hpp"

namespace boardsolve::toggle {
namespace {

// Replays the one-type chase of `first` up to `row` and searches on with the other type there.
void search_from_switch(const mask_board& b, std::span<const int> bound, bool solid, row_mask first,
                        int row, incumbent& best) {
  search_node node;
  node.at = chase::start(b, first);
  row_mask used = 0;
  for (; node.at.row < row; node.at.step(b, solid)) {
    node.moves += count(node.at.pending);
    used |= node.at.pending;
  }
  const row_mask u = node.at.pending;
  const origin o = mixed_origin(solid, first, row);
  node.moves += count(u);
  if (!best.beaten_by(node.moves + bound[static_cast<std::size_t>(row) + 2], o)) return;
  node.typed[solid ? 1 : 0] = used;
  node.typed[solid ? 0 : 1] = u;
  node.choices = solid ? 0 : 1;  // the switch row is the first free row: the other type
  node.decisions = 1;
  node.at.step(b, !solid);
  search_rows(b, bound, node, o, plan_seed{first, solid, row, 0}, best);
}

}  // namespace

void search_first_rows(const mask_board& b, std::span<const int> bound, bool solid,
                       std::uint32_t block, incumbent& best) {
  const int cols = b.cols;
  const auto base = static_cast<row_mask>(block * lanes);
  // Every origin of the block is at least this one.
  if (!best.beaten_by(bound[0], mixed_origin(solid, base, 0))) return;
  const std::uint64_t chases = std::min<std::uint64_t>(lanes, std::uint64_t{b.full} + 1 - base);
  lane_word active = chases == lanes ? ~lane_word{0} : (lane_word{1} << chases) - 1;

  sliced_row words[2]{}, current{}, used{};
  lane_word* pending = words[0].data();  // this row's moves; `next` gets the row below's
  lane_word* next = words[1].data();
  for (int c = 0; c < cols; ++c) {
    pending[c + 1] = c < 6 ? lane_bit[c] : broadcast(base, c);
    current[static_cast<std::size_t>(c) + 1] = broadcast(b.white[0], c);
  }
  const auto n = static_cast<std::size_t>(cols);
  const lane_word self = solid ? ~lane_word{0} : 0;  // solid moves toggle their own cell
  for (int row = 0; row < b.rows && active != 0; ++row) {
    lane_word meets = 0, any_move = 0, any_used = 0;
    for (std::size_t c = 1; c <= n; ++c) {
      meets |= pending[c] & used[c];
      any_move |= pending[c];
      any_used |= used[c];
    }
    for_each_lane(active & any_move & any_used & ~meets, [&](int lane) {
      search_from_switch(b, bound, solid, base + static_cast<row_mask>(lane), row, best);
    });
    const row_mask below = b.white[static_cast<std::size_t>(row) + 1];
    lane_word covered = ~lane_word{0};
    for (std::size_t c = 1; c <= n; ++c) {
      const lane_word u = pending[c];
      next[c] = current[c] ^ pending[c - 1] ^ pending[c + 1] ^ (u & self);
      current[c] = broadcast(below, static_cast<int>(c) - 1) ^ u;
      used[c] |= u;
      covered &= used[c];
    }
    std::swap(pending, next);
    active &= ~covered;
  }
}

}  // namespace boardsolve::toggle
