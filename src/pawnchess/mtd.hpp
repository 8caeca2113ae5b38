#pragma once
// MTD(f) on the exact value scale, for both rule sets: a first null-window test around the
// draw tells who wins (or, a fail-soft answer strictly inside the window, that the game is
// drawn); the next tests close in on the number of plies. Each answer is a proven bound and
// moves lo or hi strictly on a finite scale, so the loop ends, at the exact value.
// Reference: Plaat et al., "Best-first fixed-depth minimax algorithms" (1996).

#include <algorithm>
#include <optional>
#include <string>
#include <utility>

#include <fmt/format.h>

#include "algo/alpha_beta.hpp"
#include "checkpoint.hpp"

namespace boardsolve::pawnchess {

/// Runs MTD(f) on `state` until its bounds meet, and returns the value. `test(alpha, beta)`
/// is a fail-soft alpha-beta search of the root; `announce(step, beta)` is called before each
/// (beta: the value asked about, or the draw at step 1). `state` holds only proven bounds
/// between tests, so a state saved mid-test resumes by repeating that test.
template <class Test, class Announce>
game_value mtd_f(mtd_state& state, Test&& test, Announce&& announce) {
  const game_value zero = game_value::zero();
  while (state.step == 1 || state.lo < state.hi) {
    if (state.step == 1) {
      announce(1, zero);
      state.guess = test(zero.step_down(), zero.step_up());
      if (state.guess.is_draw()) state.lo = state.guess;
      (state.guess.is_win() ? state.lo : state.hi) = state.guess;
    } else {
      const game_value beta = state.guess == state.lo ? state.guess.step_up() : state.guess;
      announce(state.step, beta);
      state.guess = test(beta.step_down(), beta);
      (state.guess >= beta ? state.lo : state.hi) = state.guess;
    }
    ++state.step;
  }
  return state.lo;
}

/// Returns the state to search `root` from: the one read from a checkpoint if it is of this
/// root (the table it brought serves any root), else a fresh one. Empties `resumed`. A fresh
/// state with a `first_guess` (a win or a loss) skips the who-wins test and asks about the
/// guess first: if it is the value, two tests prove it; if not, the tests go on from the
/// bounds they found, so any guess gives the exact value.
inline mtd_state start_or_resume(std::optional<mtd_state>& resumed, const search_root& root,
                                 std::optional<game_value> first_guess = std::nullopt) {
  mtd_state state;
  state.root = root;
  if (resumed && resumed->root == root) {
    state = *resumed;
  } else if (first_guess && first_guess->is_value() && !first_guess->is_draw()) {
    state.step = 2;
    state.guess = *first_guess;
  }
  resumed.reset();
  return state;
}

/// Returns where an alpha-beta search is, for progress reports: at each of the first `levels`
/// levels, the move under way (1-based) of the moves there, "3/8 > 5/12 > 1/9". O(levels).
template <class State>
std::string search_path(const algo::alpha_beta_stack<State>& stack, std::size_t levels = 4) {
  std::string path;
  for (std::size_t i = 0; i < std::min(levels, stack.frames.size()); ++i) {
    const auto& f = stack.frames[i];
    if (!path.empty()) path += " > ";
    path += fmt::format("{}/{}", f.next_child - f.first_child, f.end_child - f.first_child);
  }
  return path;
}

/// Returns the progress words of MTD(f)'s test `step` about `beta`, e.g. "step 3: white wins
/// in 41 or better for white?".
inline std::string mtd_stage(int step, game_value beta, side to_move) {
  if (step == 1) return "step 1: who wins?";
  return fmt::format("step {}: {} or better for {}?", step,
                     beta.is_value() ? describe(to_move, beta) : "a draw",
                     to_move == side::white ? "white" : "black");
}

}  // namespace boardsolve::pawnchess
