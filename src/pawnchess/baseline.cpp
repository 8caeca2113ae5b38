// The baseline: the seed's algorithm, alpha-beta with a full window and no memory, moves in
// the order they are generated. Exact, and exponential in the length of the game.
#include "algo/alpha_beta.hpp"
#include "uva_rules.hpp"

namespace boardsolve::pawnchess {
namespace {

struct plain_game {
  using state = uva_rule_set::view;
  static constexpr bool probe_children_first = false;  // the seed's order, no cutoffs from afar
  uva_rule_set rules;

  // Only the rules: a side on its far row, or no legal move.
  value_bounds probe(state v) const {
    const geometry& g = rules.board();
    if (v.own & g.top_row) return value_bounds::exactly(game_value::win_in(0));
    if (v.foe & g.bottom_row) return value_bounds::exactly(game_value::loss_in(0));
    if (!rules.targets_of(v).any()) return value_bounds::exactly(game_value::loss_in(0));
    return {};
  }
  void expand(state v, std::vector<state>& out) const {
    for_each_child(rules, v, [&](state child) { out.push_back(child); });
  }
  void store(state, value_bounds, std::uint64_t) const {}
};

}  // namespace

game_value solve_baseline(const position& p) {
  plain_game game{uva_rule_set(geometry(p.rows, p.cols))};
  algo::alpha_beta_stack<plain_game::state> stack;
  algo::search_counters counters;
  return algo::alpha_beta(game, game.rules.view_of(p), game_value::below_all(),
                          game_value::above_all(), stack, counters);
}

}  // namespace boardsolve::pawnchess
