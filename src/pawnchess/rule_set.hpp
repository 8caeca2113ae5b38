#pragma once
// What a rule set gives the engines: positions seen from the side to move, whose pawns
// (`own`) move up, towards row 0, while the opponent's (`foe`) move down; a move hands the
// board over flipped, so every engine is written once, for the side that moves up.
// UVa's rules (uva_rules.hpp) and chess's (chess_rules.hpp) are the two rule sets; the
// search (proof_search.hpp) is one template over them.

#include <bit>
#include <concepts>
#include <cstddef>
#include <optional>

#include "algo/transposition_table.hpp"
#include "boardsolve/core/game_value.hpp"
#include "checkpoint.hpp"
#include "geometry.hpp"

namespace boardsolve::pawnchess {

/// A rule set as the engines use it, on one board size:
///   view                      a position seen from its side to move
///   board(), play_rules()     the board's masks; the rules, for checkpoints
///   view_of(p)                the public position `p` as its side to move sees it
///   decided(v)                the value of `v` when it needs no search (game over, or a
///                             move that wins at once), else nullopt
///   race_bounds(v)            bounds from the pawn race alone, for a `v` not decided
///   canonical(v)              `v` or its mirror image, the same for both
///   key(v), root(v)           its exact key in the table (none if it has no exact key), its
///                             name in checkpoints
///   for_each_move(v, f)       f(from, to, take) for every legal move, in a fixed order
///   after_move(v, from, to)   the position after a move, seen by the opponent
///   for_each_ordered_child(v, alpha, f)
///                             f(order_key, child) for every move: higher keys are tried
///                             first in a test whose window starts at `alpha`
///   max_moves                 the most moves a position has
template <class R>
concept search_rule_set = requires(const R& r, const typename R::view& v, const position& p,
                                   game_value alpha) {
  { r.board() } -> std::convertible_to<const geometry&>;
  { r.play_rules() } -> std::same_as<rules>;
  { r.view_of(p) } -> std::same_as<typename R::view>;
  { r.decided(v) } -> std::same_as<std::optional<game_value>>;
  { r.race_bounds(v) } -> std::same_as<value_bounds>;
  { r.canonical(v) } -> std::same_as<typename R::view>;
  { r.key(v) } -> std::same_as<std::optional<algo::table_key>>;
  { r.root(v) } -> std::same_as<search_root>;
  r.for_each_move(v, [](bitboard, bitboard, bool) {});
  { r.after_move(v, bitboard{}, bitboard{}) } -> std::same_as<typename R::view>;
  r.for_each_ordered_child(v, alpha, [](int, const typename R::view&) {});
  { R::max_moves } -> std::convertible_to<std::size_t>;
};

/// Calls f(from, to) for every square of `targets`, top row first, left to right, the
/// source square `offset` bits below it. O(|targets|).
template <class F>
void for_each_target(bitboard targets, int offset, F&& f) {
  for (; targets; targets &= targets - 1) {
    const bitboard to = targets & (0 - targets);
    f(to << offset, to);
  }
}

/// Calls f(from, to, take) for the captures onto `take_left` (from 9 below) and `take_right`
/// (from 7 below), then the steps onto `step` (from 8 below): the move order that both rule
/// sets begin with.
template <class F>
void for_each_take_then_step(bitboard take_left, bitboard take_right, bitboard step, F&& f) {
  for_each_target(take_left, 9, [&](bitboard from, bitboard to) { f(from, to, true); });
  for_each_target(take_right, 7, [&](bitboard from, bitboard to) { f(from, to, true); });
  for_each_target(step, 8, [&](bitboard from, bitboard to) { f(from, to, false); });
}

/// Calls f(child) for the position after each move of `v` under `rules`, in their order.
template <search_rule_set Rules, class F>
void for_each_child(const Rules& rules, const typename Rules::view& v, F&& f) {
  rules.for_each_move(v,
                      [&](bitboard from, bitboard to, bool) { f(rules.after_move(v, from, to)); });
}

}  // namespace boardsolve::pawnchess
