#pragma once
// Alpha-beta search (negamax, fail-soft) over a finite game without draws, on the exact
// game_value scale, with an explicit stack: the depth of the game costs heap, not call stack.
//
// The game decides what is known without search and what is remembered; the search only
// orders the work. A Game provides:
//   using state = ...;                       a position, the side to move implied
//   value_bounds probe(const state& s);      bounds known without expanding s: exact for a
//                                            position without moves; whatever is remembered
//   void expand(const state& s, std::vector<state>& out);
//                                            appends the positions after each move, best first
//   void store(const state& s, value_bounds b, const state& best_child, std::uint64_t work);
//                                            b holds the value of s; work = positions probed
//                                            below s (for a memory that keeps the costly ones)
// Reference: Knuth and Moore, "An analysis of alpha-beta pruning" (1975), fail-soft variant.

#include <cassert>
#include <cstdint>
#include <vector>

#include "boardsolve/core/game_value.hpp"

namespace boardsolve::algo {

/// Counters of one search.
struct search_counters {
  std::uint64_t probed = 0;    ///< positions looked at (probe calls)
  std::uint64_t expanded = 0;  ///< positions whose moves were generated
};

/// Scratch space of alpha_beta, kept between searches to reuse its memory.
template <class State>
struct alpha_beta_stack {
  struct frame {
    State position;
    std::size_t first_child = 0;  // children[first_child, end_child) are the moves' results
    std::size_t end_child = 0;
    std::size_t next_child = 0;
    std::size_t best_child = 0;
    game_value alpha0, alpha, beta, best;
    value_bounds known;
    std::uint64_t probed_before = 0;
  };
  std::vector<frame> frames;
  std::vector<State> children;
};

/// Returns v with: v <= alpha if the value is <= v; v >= beta if the value is >= v; otherwise
/// v is the value. O(positions probed) time; O(game length x branching) memory in `stack`.
template <class Game>
game_value alpha_beta(Game& game, const typename Game::state& root, game_value alpha,
                      game_value beta, alpha_beta_stack<typename Game::state>& stack,
                      search_counters& counters) {
  using frame = typename alpha_beta_stack<typename Game::state>::frame;
  auto& frames = stack.frames;
  auto& children = stack.children;
  frames.clear();
  children.clear();

  // Either answers `s` from what the game knows, or pushes a frame to search it.
  const auto enter = [&](const typename Game::state& s, game_value a, game_value b,
                         game_value& answer) {
    ++counters.probed;
    const value_bounds known = game.probe(s);
    if (known.exact() || known.lo >= b) return answer = known.lo, true;
    if (known.hi <= a) return answer = known.hi, true;
    frame f;
    f.position = s;
    f.known = known;
    f.alpha0 = f.alpha = a > known.lo ? a : known.lo;
    f.beta = b < known.hi ? b : known.hi;
    f.best = game_value::below_all();
    f.probed_before = counters.probed;
    f.first_child = children.size();
    game.expand(s, children);
    ++counters.expanded;
    f.end_child = children.size();
    f.next_child = f.first_child;
    assert(f.end_child > f.first_child && "a position without moves must be exact in probe()");
    frames.push_back(f);
    return false;
  };

  game_value result;
  if (enter(root, alpha, beta, result)) return result;
  for (;;) {
    frame& f = frames.back();
    if (f.next_child < f.end_child && f.alpha < f.beta) {
      const std::size_t child = f.next_child++;
      // Copied: enter() may grow `children` and `frames`.
      const typename Game::state position = children[child];
      if (!enter(position, f.beta.for_child(), f.alpha.for_child(), result)) continue;
    } else {
      value_bounds found = f.known;
      if (f.best <= f.alpha0) {
        found.hi = f.best;
      } else if (f.best >= f.beta) {
        found.lo = f.best;
      } else {
        found = value_bounds::exactly(f.best);
      }
      game.store(f.position, found.intersect(f.known), children[f.best_child],
                 counters.probed - f.probed_before);
      result = f.best;
      children.resize(f.first_child);
      frames.pop_back();
      if (frames.empty()) return result;
    }
    frame& parent = frames.back();
    const game_value v = result.backed_up();
    if (v > parent.best) {
      parent.best = v;
      parent.best_child = parent.next_child - 1;
      if (v > parent.alpha) parent.alpha = v;
    }
  }
}

}  // namespace boardsolve::algo
