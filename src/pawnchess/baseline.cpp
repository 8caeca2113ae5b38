// The baseline: the seed's algorithm, alpha-beta with a full window and no memory, moves in
// the order they are generated. Exact, and exponential in the length of the game.
#include "algo/alpha_beta.hpp"
#include "view.hpp"

namespace boardsolve::pawnchess {
namespace {

struct plain_game {
  using state = view;
  static constexpr bool probe_children_first = false;  // the seed's order, no cutoffs from afar
  geometry g;

  // Only the rules: a side on its far row, or no legal move.
  value_bounds probe(view v) const {
    if (v.own & g.top_row) return value_bounds::exactly(game_value::win_in(0));
    if (v.foe & g.bottom_row) return value_bounds::exactly(game_value::loss_in(0));
    if (!targets_of(g, v).any()) return value_bounds::exactly(game_value::loss_in(0));
    return {};
  }
  void expand(view v, std::vector<view>& out) const {
    for_each_move(targets_of(g, v), [&](bitboard from, bitboard to, move_kind) {
      out.push_back(after_move(g, v, from, to));
    });
  }
  void store(view, value_bounds, std::uint64_t) const {}
};

}  // namespace

game_value solve_baseline(const position& p) {
  plain_game game{geometry(p.rows, p.cols)};
  algo::alpha_beta_stack<view> stack;
  algo::search_counters counters;
  return algo::alpha_beta(game, view_of(game.g, p), game_value::below_all(),
                          game_value::above_all(), stack, counters);
}

}  // namespace boardsolve::pawnchess
