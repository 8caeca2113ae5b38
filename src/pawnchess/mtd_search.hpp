#pragma once
// What the search of both rule sets (proof_search.hpp) keeps around its game:
// the table of bounds, the alpha-beta stack and counters, progress reports, the checkpoint,
// and the MTD(f) run of a root. A search brings its game (probe, expand, store) and its
// canonical root; this holds the rest.
//
// With two threads, a null-window test that has searched 2^20 positions gets a helper: a
// copy of the game with `helper` set (which the game passes to at_probe() and the table,
// and which takes equal moves in the other order) searches the same test over the same
// table, and the first of the two to answer answers it. The answer is exact whichever it
// is, since the table holds only proven bounds. (Lazy SMP, as chess programs call it.)
// Meanwhile the table is shared: it grows at the checks every 2^20 positions, and the
// checkpoint is written there, with the helper held still.
//
// A stop request (the caller's stop_token) is looked at every 2^16 positions of this
// thread's search, a few milliseconds of work: the search writes its checkpoint, if it has
// one to write, and throws search_stopped, which calls the helper off on its way out.

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <limits>
#include <memory>
#include <optional>
#include <string>
#include <thread>

#include "algo/alpha_beta.hpp"
#include "algo/helper_thread.hpp"
#include "algo/transposition_table.hpp"
#include "boardsolve/core/stop_token.hpp"
#include "boardsolve/pawnchess_search.hpp"
#include "checkpoint.hpp"
#include "mtd.hpp"

namespace boardsolve::pawnchess {

template <class State>
class mtd_search {
 public:
  /// A table of at most `memory_bytes`; with a `checkpoint` path, the table and the MTD(f)
  /// state are read from it if it exists (if it cannot be used, the search starts afresh
  /// without it and report() says why) and written to it every `checkpoint_every`, unless
  /// `access` only reads it. `threads`: 2 to
  /// let long tests have a helper (not with a checkpoint that is only read, nor in builds
  /// without threads). A stop requested on `stop` ends the search under way (at_probe()).
  mtd_search(std::uint64_t memory_bytes, std::function<void(const search_report&)> progress,
             std::string checkpoint, std::chrono::seconds checkpoint_every, const geometry& g,
             rules r, checkpoint_access access = checkpoint_access::read_write,
             unsigned threads = 1, stop_token stop = {})
      // A bound beyond the address space (32-bit WebAssembly) asks for all of it.
      : table(static_cast<std::size_t>(
            std::min<std::uint64_t>(memory_bytes, std::numeric_limits<std::size_t>::max()))),
        progress_(std::move(progress)),
        helped_(threads >= 2 && threads_available && access == checkpoint_access::read_write),
        stop_(std::move(stop)) {
    if (helped_) {
      stack_.writes = &trail_;
      helper_stack_.avoids = &trail_;
    }
    if (checkpoint.empty()) return;
    checkpoint_ = checkpoint_file(std::move(checkpoint), checkpoint_every, g, r, access);
    const auto loading = std::chrono::steady_clock::now();
    resumed_ = checkpoint_.load(table, earlier_);
    started_ = std::chrono::steady_clock::now();
    if (resumed_) loading_seconds_ = std::chrono::duration<double>(started_ - loading).count();
  }

  /// The bounds remembered for `key`: in the table, or with a read-only checkpoint in its
  /// file. O(1).
  std::optional<value_bounds> find(algo::table_key key) const {
    if (const auto stored = table.find(key)) return stored;
    return checkpoint_.find_saved(key);
  }

  /// Returns the exact value of `root` (canonical; `key` names it in checkpoints) for its
  /// side to move, `to_move`, by MTD(f) over `game`, from `first_guess` if given (mtd.hpp).
  template <class Game>
  game_value run(Game& game, const State& root, const search_root& key, side to_move,
                 std::optional<game_value> first_guess) {
    mtd_ = start_or_resume(resumed_, key, first_guess);
    const std::uint64_t probed_before = probed();
    const game_value value = mtd_f(
        mtd_, [&](game_value alpha, game_value beta) { return test(game, root, alpha, beta); },
        [&](int step, game_value beta) {
          stage_ = mtd_stage(step, beta, to_move);
          if (progress_) progress_(report());
        });
    stage_ = "done";
    if (progress_) progress_(report());
    // The finished state of the first root, or of a long search, at once (a rerun answers
    // without searching); other short ones, such as show's values along a line, wait for
    // the clock.
    const std::uint64_t searched = probed() - probed_before;
    save_if_due(searched != 0 && (first_root_ || searched >= long_search));
    first_root_ = false;
    return value;
  }

  /// True if the value of `root` (canonical) is exactly `v`: value >= v, then value <= v,
  /// one null-window test each, the second only if the first holds.
  template <class Game>
  bool confirms(Game& game, const State& root, game_value v) {
    stage_ = "confirming a position's value";
    if (test(game, root, v.step_down(), v) < v) return false;
    return test(game, root, v, v.step_up()) <= v;
  }

  /// For the game's probe, with its `helper` flag: in the search's own thread, every 2^16
  /// positions a look at the stop request (on a stop, the checkpoint if any is written and
  /// search_stopped thrown), and every 2^20 (check_every) a progress report, any checkpoint
  /// due, and the helper's start or answer; in the helper, its poll.
  void at_probe(bool helper = false) {
    if (helper) return at_helper_probe();
    if (counters_.probed < next_stop_check_) return;
    next_stop_check_ = counters_.probed + std::min(check_every_, stop_interval);
    if (counters_.probed < next_progress_ && !stop_.stop_requested()) return;
    next_progress_ = counters_.probed + check_every_;
    if (progress_) progress_(report());
    save_if_due();
    if (!helper_job_) return;
    if (helper_started_) {
      if (table.growth_due()) {
        helper_->hold();
        table.grow_if_due();
        helper_->resume();
      }
      if (!helper_->finished()) return;
      ++helper_answers_;
      throw answered_by_helper{};
    }
    if (counters_.probed - test_started_at_ < check_every_) return;
    if (!helper_) helper_ = std::make_unique<algo::helper_thread>();
    table.share(true);
    helper_->start(helper_job_);
    helper_started_ = true;
    ++helped_tests_;
    if (helper_head_start_.count() != 0) std::this_thread::sleep_for(helper_head_start_);
  }

  /// Makes at_probe()'s checks every `positions` instead of 2^20, and gives a helper that
  /// starts `head_start` before this thread goes on (tests: a helper for short searches too,
  /// which answers some of them first).
  void check_every(std::uint64_t positions,
                   std::chrono::microseconds head_start = std::chrono::microseconds(0)) {
    check_every_ = positions;
    helper_head_start_ = head_start;
    next_progress_ = std::min(next_progress_, counters_.probed + positions);
    next_stop_check_ = std::min(next_stop_check_, next_progress_);
  }

  search_report report() const {
    return {.positions = probed(),
            .expanded = counters_.expanded + helper_expanded_,
            .table_used = table.used(),
            .table_capacity = table.max_capacity(),
            .table_replaced = table.replaced(),
            .helped_tests = helped_tests_,
            .helper_answers = helper_answers_,
            .stage = stage_ + (helper_started_ ? " (two threads)" : ""),
            .path = search_path(stack_),
            .earlier_positions = earlier_.positions,
            .earlier_seconds = static_cast<double>(earlier_.milliseconds) * 1e-3,
            .loading_seconds = loading_seconds_,
            .started_from_portable = checkpoint_.read_portable() ? checkpoint_.path() : "",
            .checkpoint_problem = checkpoint_.problem()};
  }

  algo::transposition_table table;

 private:
  static constexpr std::uint64_t progress_interval = std::uint64_t{1} << 20;
  // Positions between two looks at the stop request: a few milliseconds of search
  // (docs/algorithms/pawnchess.md, "Stopping"), the cost of the look lost in the noise.
  static constexpr std::uint64_t stop_interval = std::uint64_t{1} << 16;
  // A search of this many positions (a few seconds) writes its checkpoint when it ends.
  static constexpr std::uint64_t long_search = std::uint64_t{1} << 24;

  // Whether this build can start a thread (the WebAssembly module is built without).
#if defined(__EMSCRIPTEN__) && !defined(__EMSCRIPTEN_PTHREADS__)
  static constexpr bool threads_available = false;
#else
  static constexpr bool threads_available = true;
#endif
  struct answered_by_helper {};  // thrown by at_probe() out of the own search of a test

  algo::alpha_beta_stack<State> stack_;
  algo::search_counters counters_;
  std::function<void(const search_report&)> progress_;
  // The helper of the test under way: its job (empty between tests, and without threads),
  // whether it was started, and its own stack, counters and answer; it publishes its count
  // of positions every 2^12.
  const bool helped_;
  std::function<void()> helper_job_;
  std::uint64_t test_started_at_ = 0;  // counters_.probed when the test began
  bool helper_started_ = false;
  algo::alpha_beta_stack<State> helper_stack_;
  algo::search_trail trail_;  // the path of this thread's search, which the helper leaves last
  algo::search_counters helper_counters_;
  game_value helper_answer_;
  std::atomic<std::uint64_t> helper_probed_{0};
  std::uint64_t helper_expanded_ = 0;            // as of the end of the last test
  std::unique_ptr<algo::helper_thread> helper_;  // started at the first test that needs it
  std::uint64_t next_progress_ = 0;
  std::uint64_t next_stop_check_ = 0;
  stop_token stop_;
  std::uint64_t check_every_ = progress_interval;
  std::chrono::microseconds helper_head_start_{0};
  std::uint64_t helped_tests_ = 0, helper_answers_ = 0;
  std::string stage_;
  mtd_state mtd_;                     // of the root under way
  std::optional<mtd_state> resumed_;  // read from the checkpoint, for its root
  checkpoint_file checkpoint_;
  bool first_root_ = true;  // no run() has ended yet
  search_totals earlier_;   // of the runs before this one, from the checkpoint
  std::chrono::steady_clock::time_point started_;  // of the search, once the checkpoint is read
  double loading_seconds_ = 0;

  // Positions probed by both threads (the helper's as last published).
  std::uint64_t probed() const {
    return counters_.probed + helper_probed_.load(std::memory_order_relaxed);
  }

  void at_helper_probe() {
    helper_->poll();
    if ((helper_counters_.probed & 4095) == 0)
      helper_probed_.store(helper_counters_.probed, std::memory_order_relaxed);
  }

  // A fail-soft null-window (or narrow) test of `root` in the window (alpha, beta): by this
  // thread alone, or with a helper from its 2^20th position on, whichever answers first.
  template <class Game>
  game_value test(Game& game, const State& root, game_value alpha, game_value beta) {
    if (!helped_) return algo::alpha_beta(game, root, alpha, beta, stack_, counters_);
    helper_job_ = [this, game, root, alpha, beta]() mutable {
      game.helper = true;
      helper_answer_ = algo::alpha_beta(game, root, alpha, beta, helper_stack_, helper_counters_);
    };
    test_started_at_ = counters_.probed;
    struct end_helper {  // also when the test ends by an exception (a stop, a failed write)
      mtd_search& search;
      ~end_helper() {
        if (search.helper_) search.helper_->call_off();
        search.table.share(false);
        search.helper_job_ = nullptr;
        search.helper_started_ = false;
        search.helper_probed_.store(search.helper_counters_.probed, std::memory_order_relaxed);
        search.helper_expanded_ = search.helper_counters_.expanded;
      }
    } ending{*this};
    try {
      return algo::alpha_beta(game, root, alpha, beta, stack_, counters_);
    } catch (const answered_by_helper&) {
      return helper_answer_;
    }
  }

  // Writes the checkpoint if it is due (or `now`), with the helper held still meanwhile; on a
  // stop request, writes it (if it has one to write) and throws search_stopped.
  void save_if_due(bool now = false) {
    const bool stopping = stop_.stop_requested();
    bool held = false;
    checkpoint_.save_if_due(
        mtd_, table,
        [&] {
          if (helper_started_) {
            helper_->hold();
            held = true;
          }
          return totals_now();
        },
        now, stopping);
    if (held) helper_->resume();
    if (stopping) throw search_stopped(false);  // no checkpoint file
  }

  // The totals to record now, called only when a checkpoint is due (reading the clock costs a
  // call into JavaScript in WebAssembly); with the helper held still or idle.
  search_totals totals_now() const {
    const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(
        std::chrono::steady_clock::now() - started_);
    return search_totals{earlier_.positions + counters_.probed + helper_counters_.probed,
                         earlier_.milliseconds + static_cast<std::uint64_t>(ms.count())};
  }
};

}  // namespace boardsolve::pawnchess
