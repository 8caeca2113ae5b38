#include "search.hpp"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <limits>
#include <stdexcept>

#include <fmt/format.h>

#include "algo/small_sort.hpp"
#include "move_order.hpp"
#include "race_bounds.hpp"
#include "table_key.hpp"

namespace boardsolve::pawnchess {
namespace {

// The key of a position in the table; none for positions of more than 32 pawns, which are
// searched without being stored (their key would not be exact).
std::optional<algo::table_key> key_of(view v) {
  return pawn_key(v.own, v.foe, 32);
}

}  // namespace

// The game of algo::alpha_beta: probe = rules, race bounds and the table; expand = the moves
// in the order of move_order.hpp.
struct search_game {
  using state = view;
  static constexpr bool probe_children_first = true;
  proof_search& search;
  bool helper = false;  // the helper's copy (mtd_search.hpp): equal moves in the other order

  value_bounds probe(view v) {
    const geometry& g = search.geometry_;
    search.mtd_.at_probe(helper);
    const move_targets t = targets_of(g, v);
    if (const auto decided = decided_value(g, v, t)) return value_bounds::exactly(*decided);
    value_bounds known = search.races_.bounds(v);
    if (known.exact()) return known;
    if (const auto key = key_of(v))
      if (const auto stored = search.mtd_.find(*key)) known = known.intersect(*stored);
    return known;
  }

  void prefetch(view v) const {
    if (const auto key = key_of(v)) search.mtd_.table.prefetch(*key);
  }

  void expand(view v, std::vector<view>& out) const {
    const geometry& g = search.geometry_;
    struct scored {
      int key;
      view child;
    };
    std::array<scored, 3 * 64> moves;
    std::size_t count = 0;
    const bitboard foe_takes = foe_takes_of(g, v.foe);
    for_each_move(targets_of(g, v), [&](bitboard from, bitboard to, move_kind kind) {
      const exposure e = exposure_of(g, to, v.own ^ from ^ to, foe_takes);
      moves[count++] = {move_order_key(g, std::countr_zero(to), kind != move_kind::step, e, v.foe),
                        search.canonical(after_move(g, v, from, to))};
    });
    if (helper) std::reverse(moves.begin(), moves.begin() + static_cast<std::ptrdiff_t>(count));
    algo::small_stable_sort(moves.begin(), moves.begin() + static_cast<std::ptrdiff_t>(count),
                            [](const scored& a, const scored& b) { return a.key > b.key; });
    for (std::size_t i = 0; i < count; ++i) out.push_back(moves[i].child);
  }

  void store(view v, value_bounds bounds, std::uint64_t work) {
    if (const auto key = key_of(v)) search.mtd_.table.store(*key, bounds, work, helper ? 1 : 0);
  }
};

proof_search::proof_search(const geometry& g, std::uint64_t memory_bytes,
                           std::function<void(const search_report&)> progress,
                           std::string checkpoint, std::chrono::seconds checkpoint_every,
                           checkpoint_access access, unsigned threads, stop_token stop)
    : geometry_(g),
      races_(g),
      mtd_(memory_bytes, std::move(progress), std::move(checkpoint), checkpoint_every, g, rules{},
           access, threads, std::move(stop)) {}

view proof_search::canonical(view v) const {
  const view mirrored{geometry_.mirror(v.own), geometry_.mirror(v.foe)};
  if (mirrored.own < v.own || (mirrored.own == v.own && mirrored.foe < v.foe)) return mirrored;
  return v;
}

game_value proof_search::value(view v, side to_move, std::optional<game_value> first_guess) {
  search_game game{*this};
  const view root = canonical(v);
  return mtd_.run(game, root, search_root{root.own, root.foe}, to_move, first_guess);
}

bool proof_search::has_value(view v, game_value expected) {
  search_game game{*this};
  return mtd_.confirms(game, canonical(v), expected);
}

value_bounds proof_search::known_bounds(view v) {
  search_game game{*this};
  return game.probe(canonical(v));
}

search_report proof_search::report() const {
  return mtd_.report();
}

}  // namespace boardsolve::pawnchess
