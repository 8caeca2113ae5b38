#include "proof_search.hpp"

#include <algorithm>
#include <array>

#include "algo/small_sort.hpp"

namespace boardsolve::pawnchess {

// The game of algo::alpha_beta: probe = the rules, the race bounds and the table; expand =
// the moves in the rule set's order.
template <search_rule_set Rules>
struct proof_search<Rules>::game {
  using state = view;
  static constexpr bool probe_children_first = true;
  proof_search& search;
  bool helper = false;  // the helper's copy (mtd_search.hpp): equal moves in the other order

  value_bounds probe(const view& v) {
    search.mtd_.at_probe(helper);
    if (const auto decided = search.rules_.decided(v)) return value_bounds::exactly(*decided);
    value_bounds known = search.rules_.race_bounds(v);
    if (known.exact()) return known;
    if (const auto key = search.rules_.key(v))
      if (const auto stored = search.mtd_.find(*key)) known = known.intersect(*stored);
    return known;
  }

  void prefetch(const view& v) const {
    if (const auto key = search.rules_.key(v)) search.mtd_.table.prefetch(*key);
  }

  void expand(const view& v, game_value alpha, std::vector<view>& out) const {
    struct scored {
      int key;
      view child;
    };
    std::array<scored, Rules::max_moves> moves;
    std::size_t count = 0;
    search.rules_.for_each_ordered_child(v, alpha, [&](int key, const view& child) {
      moves[count++] = {key, search.rules_.canonical(child)};
    });
    const auto end = moves.begin() + static_cast<std::ptrdiff_t>(count);
    if (helper) std::reverse(moves.begin(), end);
    algo::small_stable_sort(moves.begin(), end,
                            [](const scored& a, const scored& b) { return a.key > b.key; });
    for (std::size_t i = 0; i < count; ++i) out.push_back(moves[i].child);
  }

  void store(const view& v, value_bounds bounds, std::uint64_t work) {
    if (const auto key = search.rules_.key(v))
      search.mtd_.table.store(*key, bounds, work, helper ? 1 : 0);
  }
};

template <search_rule_set Rules>
proof_search<Rules>::proof_search(const Rules& rules, std::uint64_t memory_bytes,
                                  std::function<void(const search_report&)> progress,
                                  std::string checkpoint, std::chrono::seconds checkpoint_every,
                                  checkpoint_access access, unsigned threads, stop_token stop)
    : rules_(rules),
      mtd_(memory_bytes, std::move(progress), std::move(checkpoint), checkpoint_every,
           rules.board(), rules.play_rules(), access, threads, std::move(stop)) {}

template <search_rule_set Rules>
game_value proof_search<Rules>::value(const view& v, side to_move,
                                      std::optional<game_value> first_guess) {
  game g{*this};
  const view root = rules_.canonical(v);
  return mtd_.run(g, root, rules_.root(root), to_move, first_guess);
}

template <search_rule_set Rules>
bool proof_search<Rules>::has_value(const view& v, game_value expected) {
  game g{*this};
  return mtd_.confirms(g, rules_.canonical(v), expected);
}

template <search_rule_set Rules>
value_bounds proof_search<Rules>::known_bounds(const view& v) {
  game g{*this};
  return g.probe(rules_.canonical(v));
}

template class proof_search<uva_rule_set>;
template class proof_search<chess_rule_set>;

}  // namespace boardsolve::pawnchess
