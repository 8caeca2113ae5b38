#pragma once
// What the searches of both rule sets (search.cpp, chess_search.cpp) keep around their game:
// the table of bounds, the alpha-beta stack and counters, progress reports, the checkpoint,
// and the MTD(f) run of a root. A search brings its game (probe, expand, store) and its
// canonical root; this holds the rest.

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <functional>
#include <limits>
#include <optional>
#include <string>

#include "algo/alpha_beta.hpp"
#include "algo/transposition_table.hpp"
#include "checkpoint.hpp"
#include "mtd.hpp"

namespace boardsolve::pawnchess {

template <class State>
class mtd_search {
 public:
  /// A table of at most `memory_bytes`; with a `checkpoint` path, the table and the MTD(f)
  /// state are read from it if it exists (std::runtime_error if it cannot be used) and
  /// written to it every `checkpoint_every`, unless `access` only reads it.
  mtd_search(std::uint64_t memory_bytes, std::function<void(const search_report&)> progress,
             std::string checkpoint, std::chrono::seconds checkpoint_every, const geometry& g,
             rules r, checkpoint_access access = checkpoint_access::read_write)
      // A bound beyond the address space (32-bit WebAssembly) asks for all of it.
      : table(static_cast<std::size_t>(
            std::min<std::uint64_t>(memory_bytes, std::numeric_limits<std::size_t>::max()))),
        progress_(std::move(progress)) {
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
    const std::uint64_t probed_before = counters_.probed;
    const game_value value = mtd_f(
        mtd_,
        [&](game_value alpha, game_value beta) {
          return algo::alpha_beta(game, root, alpha, beta, stack_, counters_);
        },
        [&](int step, game_value beta) {
          stage_ = mtd_stage(step, beta, to_move);
          if (progress_) progress_(report());
        });
    stage_ = "done";
    if (progress_) progress_(report());
    // The finished state of the first root, or of a long search, at once (a rerun answers
    // without searching); other short ones, such as show's values along a line, wait for
    // the clock.
    const std::uint64_t searched = counters_.probed - probed_before;
    checkpoint_.save_if_due(mtd_, table, totals_now(),
                            searched != 0 && (first_root_ || searched >= long_search));
    first_root_ = false;
    return value;
  }

  /// True if the value of `root` (canonical) is exactly `v`: value >= v, then value <= v,
  /// one null-window test each, the second only if the first holds.
  template <class Game>
  bool confirms(Game& game, const State& root, game_value v) {
    stage_ = "confirming a position's value";
    if (algo::alpha_beta(game, root, v.step_down(), v, stack_, counters_) < v) return false;
    return algo::alpha_beta(game, root, v, v.step_up(), stack_, counters_) <= v;
  }

  /// For the game's probe: every 2^20 positions, a progress report and any checkpoint due.
  void at_probe() {
    if (counters_.probed < next_progress_) return;
    next_progress_ = counters_.probed + progress_interval;
    if (progress_) progress_(report());
    checkpoint_.save_if_due(mtd_, table, totals_now());
  }

  search_report report() const {
    return {.positions = counters_.probed,
            .expanded = counters_.expanded,
            .table_used = table.used(),
            .table_capacity = table.max_capacity(),
            .table_replaced = table.replaced(),
            .stage = stage_,
            .path = search_path(stack_),
            .earlier_positions = earlier_.positions,
            .earlier_seconds = static_cast<double>(earlier_.milliseconds) * 1e-3,
            .loading_seconds = loading_seconds_};
  }

  algo::transposition_table table;

 private:
  static constexpr std::uint64_t progress_interval = std::uint64_t{1} << 20;
  // A search of this many positions (a few seconds) writes its checkpoint when it ends.
  static constexpr std::uint64_t long_search = std::uint64_t{1} << 24;

  algo::alpha_beta_stack<State> stack_;
  algo::search_counters counters_;
  std::function<void(const search_report&)> progress_;
  std::uint64_t next_progress_ = 0;
  std::string stage_;
  mtd_state mtd_;                     // of the root under way
  std::optional<mtd_state> resumed_;  // read from the checkpoint, for its root
  checkpoint_file checkpoint_;
  bool first_root_ = true;  // no run() has ended yet
  search_totals earlier_;   // of the runs before this one, from the checkpoint
  std::chrono::steady_clock::time_point started_;  // of the search, once the checkpoint is read
  double loading_seconds_ = 0;

  // The totals to record now, called only when a checkpoint is due (reading the clock costs a
  // call into JavaScript in WebAssembly).
  auto totals_now() const {
    return [this] {
      const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(
          std::chrono::steady_clock::now() - started_);
      return search_totals{earlier_.positions + counters_.probed,
                           earlier_.milliseconds + static_cast<std::uint64_t>(ms.count())};
    };
  }
};

}  // namespace boardsolve::pawnchess
