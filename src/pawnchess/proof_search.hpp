#pragma once
// The search for boards too large for a value table or a memo, under either rule set
// (rule_set.hpp): MTD(f) on the exact value scale (mtd.hpp), alpha-beta over the rule set's
// moves in its order, all sharing one transposition table of bounds (mtd_search.hpp).
// Positions are stored seen from the side to move and mirrored left-right to the smaller of
// the two, so a position, its mirror image and its colour-swapped twin share one entry.

#include <chrono>
#include <functional>
#include <optional>
#include <string>

#include "chess_rules.hpp"
#include "mtd_search.hpp"
#include "uva_rules.hpp"

namespace boardsolve::pawnchess {

template <search_rule_set Rules>
class proof_search {
 public:
  using view = typename Rules::view;

  /// A search whose transposition table takes at most `memory_bytes`. With a checkpoint
  /// file, it starts from the file if there is one (if the file cannot be used, afresh
  /// without it, report() saying why) and writes its state there every `checkpoint_every`, unless
  /// `access` only reads it (checkpoint.hpp). A stop requested on `stop` ends a search
  /// within 2^16 positions: value() and has_value() throw search_stopped (mtd_search.hpp).
  proof_search(const Rules& rules, std::uint64_t memory_bytes,
               std::function<void(const search_report&)> progress, std::string checkpoint = {},
               std::chrono::seconds checkpoint_every = std::chrono::minutes(5),
               checkpoint_access access = checkpoint_access::read_write, unsigned threads = 1,
               stop_token stop = {});

  /// Returns the exact value of `v` for its side to move, `to_move` (for progress reports);
  /// a `first_guess` that is the value makes the proof two null-window tests (mtd.hpp).
  game_value value(const view& v, side to_move,
                   std::optional<game_value> first_guess = std::nullopt);
  /// True if `v`'s value for its side to move is exactly `expected` (at most two tests).
  bool has_value(const view& v, game_value expected);
  /// Returns what is known of `v`'s value without searching: the rules, the race bounds
  /// and the table.
  value_bounds known_bounds(const view& v);
  /// How often the search makes its checks, the helper's start among them, and the helper's
  /// head start (tests; mtd_search.hpp).
  void check_every(std::uint64_t positions, std::chrono::microseconds head_start) {
    mtd_.check_every(positions, head_start);
  }
  search_report report() const { return mtd_.report(); }
  const Rules& rules_of_play() const { return rules_; }

 private:
  struct game;
  Rules rules_;
  mtd_search<view> mtd_;
};

extern template class proof_search<uva_rule_set>;
extern template class proof_search<chess_rule_set>;

}  // namespace boardsolve::pawnchess
