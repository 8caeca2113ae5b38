#include "chess_search.hpp"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <limits>

#include <fmt/format.h>

#include "algo/small_sort.hpp"
#include "move_order.hpp"
#include "table_key.hpp"

namespace boardsolve::pawnchess {
namespace {

// The key: pawn_key for up to 28 pawns, and the en passant column + 1 in the top four bits of
// the owner bits (0: none). Positions of more pawns are searched without being stored.
constexpr int max_stored_pawns = 28;

std::optional<algo::table_key> key_of(const chess_view& v) {
  auto key = pawn_key(v.own, v.foe, max_stored_pawns);
  if (key && v.ep) key->low |= static_cast<std::uint32_t>(1 + col_of(std::countr_zero(v.ep))) << 28;
  return key;
}

}  // namespace

// The game of algo::alpha_beta: probe = rules, race bounds and the table; expand = the moves
// in the order of move_order.hpp, the order of UVa's search.
struct chess_search_game {
  using state = chess_view;
  static constexpr bool probe_children_first = true;
  chess_search& search;
  bool helper = false;  // the helper's copy (mtd_search.hpp): equal moves in the other order

  value_bounds probe(const chess_view& v) {
    search.mtd_.at_probe(helper);
    const chess_targets t = chess_targets_of(search.geometry_, v);
    if (const auto decided = chess_decided_value(search.geometry_, v, t))
      return value_bounds::exactly(*decided);
    value_bounds known = search.races_.bounds(v);
    if (known.exact()) return known;
    if (const auto key = key_of(v))
      if (const auto stored = search.mtd_.find(*key)) known = known.intersect(*stored);
    return known;
  }

  void expand(const chess_view& v, game_value alpha, std::vector<chess_view>& out) const {
    const geometry& g = search.geometry_.g;
    // With stalemate a draw, a side that a draw would satisfy often holds it by offering a
    // pawn: in the test of who wins its moves are ordered without exposure (with it, 12% to
    // 33% more positions on the 7-row starts; with it only for a side that needs a win, 7% to
    // 10% fewer). In a test with a deadline the side that has to last is mostly lost anyway,
    // and a pawn given away shortens its game: there exposure orders both sides.
    const aim wanted = aim_of(alpha);
    const bool by_exposure = search.geometry_.stalemate == stalemate_rule::loss ||
                             alpha >= game_value::draw() || wanted == aim::deadline;
    struct scored {
      int key;
      chess_view child;
    };
    std::array<scored, 4 * 64> moves;
    std::size_t count = 0;
    const bitboard foe_takes = foe_takes_of(g, v.foe);
    for_each_chess_move(chess_targets_of(search.geometry_, v), [&](bitboard from, bitboard to,
                                                                   chess_move_kind kind) {
      const bool take = kind == chess_move_kind::take_left || kind == chess_move_kind::take_right;
      const exposure e = by_exposure ? exposure_after(v, from, to, foe_takes) : exposure::safe;
      moves[count++] = {move_order_key(g, std::countr_zero(to), take, e, v.foe, wanted),
                        search.canonical(chess_after_move(g, v, from, to))};
    });
    if (helper) std::reverse(moves.begin(), moves.begin() + static_cast<std::ptrdiff_t>(count));
    algo::small_stable_sort(moves.begin(), moves.begin() + static_cast<std::ptrdiff_t>(count),
                            [](const scored& a, const scored& b) { return a.key > b.key; });
    for (std::size_t i = 0; i < count; ++i) out.push_back(moves[i].child);
  }

  // The exposure of the pawn the move leaves, taken by en passant too after a double step.
  exposure exposure_after(const chess_view& v, bitboard from, bitboard to,
                          bitboard foe_takes) const {
    const geometry& g = search.geometry_.g;
    const bitboard own_after = v.own ^ from ^ to;
    const exposure e = exposure_of(g, to, own_after, foe_takes);
    if (from != to << 16) return e;
    return std::max(e, exposure_of(g, to << 8, own_after, foe_takes));
  }

  void store(const chess_view& v, value_bounds bounds, std::uint64_t work) {
    if (const auto key = key_of(v)) search.mtd_.table.store(*key, bounds, work, helper ? 1 : 0);
  }

  void prefetch(const chess_view& v) const {
    if (const auto key = key_of(v)) search.mtd_.table.prefetch(*key);
  }
};

chess_search::chess_search(const chess_geometry& cg, std::uint64_t memory_bytes,
                           std::function<void(const search_report&)> progress,
                           std::string checkpoint, std::chrono::seconds checkpoint_every,
                           checkpoint_access access, unsigned threads, stop_token stop)
    : geometry_(cg),
      races_(cg),
      mtd_(memory_bytes, std::move(progress), std::move(checkpoint), checkpoint_every, cg.g,
           chess_rules(cg.stalemate), access, threads, std::move(stop)) {}

chess_view chess_search::canonical(const chess_view& v) const {
  const geometry& g = geometry_.g;
  const chess_view mirrored{g.mirror(v.own), g.mirror(v.foe), g.mirror(v.ep)};
  if (mirrored.own < v.own || (mirrored.own == v.own && mirrored.foe < v.foe) ||
      (mirrored.own == v.own && mirrored.foe == v.foe && mirrored.ep < v.ep))
    return mirrored;
  return v;
}

game_value chess_search::value(const chess_view& v, side to_move,
                               std::optional<game_value> first_guess) {
  chess_search_game game{*this};
  const chess_view root = canonical(v);
  return mtd_.run(game, root, search_root{root.own, root.foe, root.ep}, to_move, first_guess);
}

bool chess_search::has_value(const chess_view& v, game_value expected) {
  chess_search_game game{*this};
  return mtd_.confirms(game, canonical(v), expected);
}

value_bounds chess_search::known_bounds(const chess_view& v) {
  chess_search_game game{*this};
  return game.probe(canonical(v));
}

search_report chess_search::report() const {
  return mtd_.report();
}

}  // namespace boardsolve::pawnchess
