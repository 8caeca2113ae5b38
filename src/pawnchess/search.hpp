#pragma once
// The search for boards too large for a value table: MTD(f) on the exact value scale, that
// is a first null-window alpha-beta search for the winner, then null-window searches that
// pin the number of plies, all sharing one transposition table of bounds.
// Positions are stored seen from the side to move and mirrored left-right to the smaller of
// the two, so a position, its mirror image and its colour-swapped twin share one entry.

#include <chrono>
#include <functional>
#include <optional>
#include <string>

#include "mtd_search.hpp"
#include "race_bounds.hpp"
#include "view.hpp"

namespace boardsolve::pawnchess {

class proof_search {
 public:
  /// A search whose transposition table takes at most `memory_bytes`. With a checkpoint
  /// file, it starts from the file if there is one (throws std::runtime_error if the file
  /// cannot be used) and writes its state there every `checkpoint_every`, unless
  /// `access` only reads it (checkpoint.hpp). A stop requested on `stop` ends a search
  /// within 2^16 positions: value() and has_value() throw search_stopped (mtd_search.hpp).
  proof_search(const geometry& g, std::uint64_t memory_bytes,
               std::function<void(const search_report&)> progress, std::string checkpoint = {},
               std::chrono::seconds checkpoint_every = std::chrono::minutes(5),
               checkpoint_access access = checkpoint_access::read_write, unsigned threads = 1,
               stop_token stop = {});

  /// Returns the exact value of `v` for its side to move, `to_move` (for progress reports);
  /// a `first_guess` that is the value makes the proof two null-window tests (mtd.hpp).
  game_value value(view v, side to_move, std::optional<game_value> first_guess = std::nullopt);
  /// True if `v`'s value for its side to move is exactly `expected` (at most two tests).
  bool has_value(view v, game_value expected);
  /// Returns what is known of `v`'s value without searching: the rules, the race bounds
  /// and the table; no search.
  value_bounds known_bounds(view v);
  /// How often the search makes its checks, the helper's start among them, and the helper's
  /// head start (tests; mtd_search.hpp).
  void check_every(std::uint64_t positions, std::chrono::microseconds head_start) {
    mtd_.check_every(positions, head_start);
  }
  search_report report() const;

 private:
  friend struct search_game;
  geometry geometry_;
  race_table races_;
  mtd_search<view> mtd_;

  view canonical(view v) const;
};

}  // namespace boardsolve::pawnchess
