// From a plan seed to the list of moves: the chase replayed with the recorded types.
#include <algorithm>
#include <cassert>

#include "incumbent.hpp"

namespace boardsolve::toggle {

std::vector<move> rebuild_plan(const mask_board& b, const plan_seed& seed) {
  std::vector<move> moves;
  row_mask typed[2] = {0, 0};  // columns holding hollow moves, solid moves
  int decision = 0;
  chase at = chase::start(b, seed.first);
  while (!at.done(b)) {
    const row_mask u = at.pending;
    bool solid = seed.prefix_solid;
    if (at.row >= seed.prefix_rows && u != 0) {
      const bool meets_hollow = (u & typed[0]) != 0, meets_solid = (u & typed[1]) != 0;
      assert(!(meets_hollow && meets_solid));
      solid = meets_solid || (!meets_hollow && (seed.choices >> decision++ & 1));
    }
    typed[solid ? 1 : 0] |= u;
    for (row_mask w = u; w != 0; w &= w - 1)
      moves.push_back(b.to_move(at.row, std::countr_zero(w), solid));
    at.step(b, solid);
  }
  assert(at.pending == 0);  // the seed's plan leaves the board black
  std::sort(moves.begin(), moves.end(), [](const move& x, const move& y) {
    return x.row != y.row ? x.row < y.row : x.col < y.col;
  });
  return moves;
}

}  // namespace boardsolve::toggle
