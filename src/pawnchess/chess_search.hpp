#pragma once
// Chess rules, larger boards: MTD(f) on the value scale with draws (a first null-window
// alpha-beta search around the draw, then null-window searches that pin the number of
// plies), all sharing one transposition table of bounds. Positions are stored seen from the
// side to move and mirrored left-right to the smaller of the two; the key holds the en
// passant square, so a position with one pending and the same without are two entries.

#include <chrono>
#include <functional>
#include <optional>
#include <string>

#include "chess_race_bounds.hpp"
#include "chess_view.hpp"
#include "mtd_search.hpp"

namespace boardsolve::pawnchess {

class chess_search {
 public:
  /// A search whose transposition table takes at most `memory_bytes`. With a checkpoint
  /// file, it starts from the file if there is one (throws std::runtime_error if the file
  /// cannot be used) and writes its state there every `checkpoint_every`, unless
  /// `access` only reads it (checkpoint.hpp). A stop requested on `stop` ends a search
  /// within 2^16 positions: value() and has_value() throw search_stopped (mtd_search.hpp).
  chess_search(const chess_geometry& cg, std::uint64_t memory_bytes,
               std::function<void(const search_report&)> progress, std::string checkpoint = {},
               std::chrono::seconds checkpoint_every = std::chrono::minutes(5),
               checkpoint_access access = checkpoint_access::read_write, unsigned threads = 1,
               stop_token stop = {});

  /// Returns the exact value of `v` for its side to move, `to_move` (for progress reports);
  /// a `first_guess` that is the value makes the proof two null-window tests (mtd.hpp).
  game_value value(const chess_view& v, side to_move,
                   std::optional<game_value> first_guess = std::nullopt);
  /// True if `v`'s value for its side to move is exactly `expected` (at most two tests).
  bool has_value(const chess_view& v, game_value expected);
  /// Returns what is known of `v`'s value without searching: the rules, the race bounds
  /// and the table; no search.
  value_bounds known_bounds(const chess_view& v);
  /// How often the search makes its checks, the helper's start among them, and the helper's
  /// head start (tests; mtd_search.hpp).
  void check_every(std::uint64_t positions, std::chrono::microseconds head_start) {
    mtd_.check_every(positions, head_start);
  }
  search_report report() const;

 private:
  friend struct chess_search_game;
  chess_geometry geometry_;
  chess_race_table races_;
  mtd_search<chess_view> mtd_;

  chess_view canonical(const chess_view& v) const;
};

}  // namespace boardsolve::pawnchess
