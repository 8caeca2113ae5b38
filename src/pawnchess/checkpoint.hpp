#pragma once
// The state of a long search on disk, so that a run killed after hours resumes where it was:
// the MTD(f) driver's bounds on the root under way, and the whole table of bounds. Every
// entry of the table is a proven bound, true whenever it was written, so a resumed search is
// exact; it loses only the work since the last checkpoint that the table did not keep.

#include <cstdint>
#include <optional>
#include <string>

#include "algo/transposition_table.hpp"
#include "boardsolve/core/game_value.hpp"
#include "view.hpp"

namespace boardsolve::pawnchess {

/// Where MTD(f) stands on one root: the value lies in [lo, hi], `guess` is the last answer,
/// `step` the next null-window search (1: none done yet).
struct mtd_state {
  view root;
  game_value lo = game_value::below_all();
  game_value hi = game_value::above_all();
  game_value guess;
  int step = 1;
};

/// Writes `state` and `table` to `path` atomically: into `path`.tmp, flushed to the disk,
/// then renamed over `path`. Returns "" or why it failed. O(table size).
std::string write_checkpoint(const std::string& path, const geometry& g, const mtd_state& state,
                             const algo::transposition_table& table);

/// Reads a checkpoint of a search on boards of `g`'s size into `table`. nullopt and "" in
/// `error` if `path` does not exist (a first run); nullopt and the reason if it cannot be
/// used; else the MTD(f) state it was written in.
std::optional<mtd_state> read_checkpoint(const std::string& path, const geometry& g,
                                         algo::transposition_table& table, std::string& error);

}  // namespace boardsolve::pawnchess
