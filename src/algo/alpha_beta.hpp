#pragma once
// Alpha-beta search (negamax, fail-soft) over a finite game, with or without draws, on the
// exact game_value scale, with an explicit stack: the depth of the game costs heap, not call stack.
//
// The game decides what is known without search and what is remembered; the search orders
// the work. With Game::probe_children_first, every child of an expanded position is probed
// at once: a child already known to refute the position ends it (enhanced transposition
// cutoff), and the children are searched in the order of what is known of them, most
// promising first (the game's own order among equals). A Game provides:
//   static constexpr bool probe_children_first;
//   using state = ...;                       a position, the side to move implied
//   value_bounds probe(const state& s);      bounds known without expanding s: exact for a
//                                            position without moves; whatever is remembered
//   void expand(const state& s, std::vector<state>& out);
//                                            appends the positions after each move, best first
//     or void expand(const state& s, game_value alpha, std::vector<state>& out);
//                                            the same, in an order that may depend on alpha,
//                                            the value that the search of s must beat
//   void store(const state& s, value_bounds b, std::uint64_t work);
//                                            b holds the value of s; work = positions probed
//                                            below s (for a memory that keeps the costly ones)
// and optionally
//   void prefetch(const state& s);           starts loading what probe(s) will read, so that
//                                            the memory reads of all children overlap
// Two searches of one tree at once over one table (mtd_search.hpp) pass each other a
// search_trail in their stacks: the second takes last the child that the first is in.
// Reference: Knuth and Moore, "An analysis of alpha-beta pruning" (1975), fail-soft variant;
// Plaat et al., "Exploiting graph properties of game trees" (1996) for the cutoffs.

#include <algorithm>
#include <array>
#include <atomic>
#include <cassert>
#include <cstdint>
#include <cstring>
#include <type_traits>
#include <vector>

#include "boardsolve/core/game_value.hpp"
#include "small_sort.hpp"

namespace boardsolve::algo {

/// Counters of one search.
struct search_counters {
  std::uint64_t probed = 0;    ///< positions looked at (probe calls)
  std::uint64_t expanded = 0;  ///< positions whose moves were generated
};

/// Where one search of a tree is, for a second search of the same tree at the same time: a
/// hash of the position of each of its first `levels` frames, written as it enters them. The
/// second search, at a position of the first one's path, takes the child that the first is
/// searching last (its siblings first), so that the two meet less often in one subtree.
struct search_trail {
  static constexpr std::size_t levels = 16;
  std::array<std::atomic<std::uint64_t>, levels> at{};
};

/// Positions made of 64-bit words (the bitboards of a view) can be on a trail.
template <class State>
inline constexpr bool trailable = std::has_unique_object_representations_v<State> &&
                                  sizeof(State) % 8 == 0;

/// A 64-bit hash of a trailable position. O(1).
template <class State>
std::uint64_t trail_hash(const State& s) {
  std::uint64_t words[sizeof(State) / 8];
  std::memcpy(words, &s, sizeof(State));
  std::uint64_t h = 0;
  for (const std::uint64_t w : words) {
    h = (h ^ w) * 0x9e3779b97f4a7c15ULL;
    h ^= h >> 29;
  }
  return h;
}

/// Scratch space of alpha_beta, kept between searches to reuse its memory.
template <class State>
struct alpha_beta_stack {
  struct child {
    State position;
    value_bounds known;
  };
  struct frame {
    State position;
    std::size_t first_child = 0;  // children[first_child, end_child) are the moves' results
    std::size_t end_child = 0;
    std::size_t next_child = 0;
    game_value alpha0, alpha, beta, best;
    value_bounds known;
    std::uint64_t probed_before = 0;
  };
  std::vector<frame> frames;
  std::vector<child> children;
  std::vector<State> scratch;
  search_trail* writes = nullptr;        // this search's path, for another search
  const search_trail* avoids = nullptr;  // another search's path, whose children go last
};

/// Returns v with: v <= alpha if the value is <= v; v >= beta if the value is >= v; otherwise
/// v is the value. O(positions probed) time; O(game length x branching) memory in `stack`.
template <class Game>
game_value alpha_beta(Game& game, const typename Game::state& root, game_value alpha,
                      game_value beta, alpha_beta_stack<typename Game::state>& stack,
                      search_counters& counters) {
  using state = typename Game::state;
  using frame = typename alpha_beta_stack<state>::frame;
  using child = typename alpha_beta_stack<state>::child;
  auto& frames = stack.frames;
  auto& children = stack.children;
  frames.clear();
  children.clear();

  const auto probe = [&](const state& s) {
    ++counters.probed;
    return game.probe(s);
  };
  // Stores what the search of frame f found, and returns the value it reports.
  const auto finish = [&](const frame& f) {
    value_bounds found = f.known;
    if (f.best <= f.alpha0) {
      found.hi = f.best;
    } else if (f.best >= f.beta) {
      found.lo = f.best;
    } else {
      found = value_bounds::exactly(f.best);
    }
    game.store(f.position, found.intersect(f.known), counters.probed - f.probed_before);
    return f.best;
  };
  // Either answers `s` from what is known, or pushes a frame to search it.
  const auto enter = [&](const state& s, value_bounds known, game_value a, game_value b,
                         game_value& answer) {
    // A position with a move is worth at least a loss after it and at most a win with it;
    // this also keeps every answer a value when a window lies outside the scale.
    if (!known.exact()) known = known.intersect({game_value::loss_in(1), game_value::win_in(1)});
    if (known.exact() || known.lo >= b) return answer = known.lo, true;
    if (known.hi <= a) return answer = known.hi, true;
    frame f;
    f.position = s;
    f.known = known;
    f.alpha0 = f.alpha = a > known.lo ? a : known.lo;
    f.beta = b < known.hi ? b : known.hi;
    f.best = game_value::below_all();
    f.probed_before = counters.probed;
    stack.scratch.clear();
    if constexpr (requires { game.expand(s, f.alpha, stack.scratch); })
      game.expand(s, f.alpha, stack.scratch);
    else
      game.expand(s, stack.scratch);
    ++counters.expanded;
    assert(!stack.scratch.empty() && "a position without moves must be exact in probe()");
    f.first_child = children.size();
    if constexpr (Game::probe_children_first) {
      if constexpr (requires(const state& c) { game.prefetch(c); })
        for (const state& c : stack.scratch) game.prefetch(c);
      for (const state& c : stack.scratch) {
        const value_bounds k = probe(c);
        if (k.hi.is_value() && k.hi.backed_up() > f.best) f.best = k.hi.backed_up();
        children.push_back({c, k});
      }
      if (f.best >= f.beta) {  // a child is already known to refute s
        children.resize(f.first_child);
        return answer = finish(f), true;
      }
      f.best = game_value::below_all();
      // The children known to be worst for the opponent first; stable: the game's order next.
      small_stable_sort(children.begin() + static_cast<std::ptrdiff_t>(f.first_child),
                        children.end(),
                        [](const child& x, const child& y) { return x.known.hi < y.known.hi; });
    } else {
      for (const state& c : stack.scratch) children.push_back({c, {}});  // probed when entered
    }
    f.end_child = children.size();
    f.next_child = f.first_child;
    if constexpr (trailable<state>) {
      const std::size_t depth = frames.size();
      if (depth + 1 < search_trail::levels && (stack.writes || stack.avoids)) {
        const std::uint64_t here = trail_hash(s);
        if (stack.writes) stack.writes->at[depth].store(here, std::memory_order_relaxed);
        if (stack.avoids && stack.avoids->at[depth].load(std::memory_order_relaxed) == here) {
          const std::uint64_t taken = stack.avoids->at[depth + 1].load(std::memory_order_relaxed);
          const auto busy = std::find_if(
              children.begin() + static_cast<std::ptrdiff_t>(f.first_child), children.end(),
              [&](const child& c) { return trail_hash(c.position) == taken; });
          if (busy != children.end()) std::rotate(busy, busy + 1, children.end());
        }
      }
    }
    frames.push_back(f);
    return false;
  };

  game_value result;
  if (enter(root, probe(root), alpha, beta, result)) return result;
  for (;;) {
    frame& f = frames.back();
    if (f.next_child < f.end_child && f.alpha < f.beta) {
      // Copied: enter() may grow `children` and `frames`.
      const child next = children[f.next_child++];
      const value_bounds known = Game::probe_children_first ? next.known : probe(next.position);
      if (!enter(next.position, known, f.beta.for_child(), f.alpha.for_child(), result)) continue;
    } else {
      result = finish(f);
      children.resize(f.first_child);
      frames.pop_back();
      if (frames.empty()) return result;
    }
    frame& parent = frames.back();
    const game_value v = result.backed_up();
    if (v > parent.best) {
      parent.best = v;
      if (v > parent.alpha) parent.alpha = v;
    }
  }
}

}  // namespace boardsolve::algo
