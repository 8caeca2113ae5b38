#pragma once
// Exact values of a game whose positions form a directed acyclic graph: minimax with every
// value remembered, so each position reachable from the root is solved once. Post-order over
// an explicit stack: the length of the game costs heap, not call stack.
//
// A Game provides:
//   using state = ...;                                   a position, the side to move implied
//   std::optional<game_value> recall(const state& s);    the value if already remembered
//   std::optional<game_value> leaf(const state& s);      the value if known without children
//                                                        (no moves; a win in one move)
//   void expand(const state& s, std::vector<state>& out);   appends the positions after each move
//   void remember(const state& s, game_value v);
// Reference: Zermelo (1913); backward induction on a DAG in topological order.

#include <optional>
#include <vector>

#include "boardsolve/core/game_value.hpp"

namespace boardsolve::algo {

/// Scratch space of memo_minimax, kept between calls to reuse its memory.
template <class State>
struct memo_minimax_stack {
  std::vector<State> pending;
  std::vector<State> children;
};

/// Returns the exact value of `root` and remembers the value of every position below it.
/// A position is expanded at most twice (once to push its unknown children, once to combine
/// their values): O(reachable positions x branching) time; O(game length x branching) stack.
/// Returns the number of positions it solved through `solved`.
template <class Game>
game_value memo_minimax(Game& game, const typename Game::state& root,
                        memo_minimax_stack<typename Game::state>& stack, std::size_t& solved) {
  if (const auto known = game.recall(root)) return *known;
  auto& pending = stack.pending;
  auto& children = stack.children;
  pending.assign(1, root);
  while (!pending.empty()) {
    const typename Game::state s = pending.back();
    if (game.recall(s)) {
      pending.pop_back();
      continue;
    }
    if (const auto value = game.leaf(s)) {
      game.remember(s, *value);
      ++solved;
      pending.pop_back();
      continue;
    }
    children.clear();
    game.expand(s, children);
    bool waiting = false;
    game_value best = game_value::below_all();
    for (const auto& child : children) {
      if (const auto value = game.recall(child)) {
        const game_value backed = value->backed_up();
        if (backed > best) best = backed;
      } else {
        waiting = true;
        pending.push_back(child);
      }
    }
    if (!waiting) {
      game.remember(s, best);
      ++solved;
      pending.pop_back();
    }
  }
  return *game.recall(root);
}

}  // namespace boardsolve::algo
