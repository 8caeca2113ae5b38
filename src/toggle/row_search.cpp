// The row-by-row search with column types propagated, and view (a) on its own.
#include "row_search.hpp"

#include <array>
#include <cassert>

namespace boardsolve::toggle {
namespace {

void make_moves(search_node& node, const mask_board& b, bool solid) {
  node.typed[solid ? 1 : 0] |= node.at.pending;
  node.at.step(b, solid);
}

}  // namespace

void search_rows(const mask_board& b, std::span<const int> bound, const search_node& start,
                 origin o, plan_seed seed, incumbent& best) {
  std::array<search_node, max_short_side + 2> stack;
  std::size_t size = 0;
  stack[size++] = start;
  while (size > 0) {
    search_node node = stack[--size];
    for (;;) {
      if (node.at.done(b)) {
        if (node.at.pending == 0 && best.beaten_by(node.moves, o)) {
          seed.choices = node.choices;
          best.offer(node.moves, o, seed);
        }
        break;
      }
      const row_mask u = node.at.pending;
      node.moves += count(u);
      if (!best.beaten_by(node.moves + bound[static_cast<std::size_t>(node.at.row) + 2], o)) break;
      const bool may_hollow = !(u & node.typed[1]), may_solid = !(u & node.typed[0]);
      if (u == 0) {
        node.at.step(b, false);
      } else if (may_hollow && may_solid) {  // a free row: hollow now, solid later
        assert(size < stack.size());
        search_node& other = stack[size++];
        other = node;
        other.choices |= std::uint32_t{1} << other.decisions++;
        make_moves(other, b, true);
        ++node.decisions;
        make_moves(node, b, false);
      } else if (may_hollow || may_solid) {
        make_moves(node, b, may_solid);
      } else {
        break;  // the moves of this row meet columns of both types
      }
    }
  }
}

int solve_row_search(const board& b) {
  const mask_board mb(b);
  const std::vector<int> bound = packing_bound(mb);
  incumbent best;
  for (row_mask first = 0; first <= mb.full; ++first) {
    search_node start;
    start.at = chase::start(mb, first);
    search_rows(mb, bound, start, origin{first} << 10, plan_seed{first, false, 0, 0}, best);
  }
  return best.moves();
}

}  // namespace boardsolve::toggle
