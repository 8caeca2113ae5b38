#pragma once
// The value of a position in a finite two-player game, for the side to move, on one typed
// scale: who wins with perfect play and after how many plies, where the winner ends the game
// as soon as it can and the loser as late as it can; or a draw, for games that have them
// (pawn chess under chess rules), which a side prefers to any loss and any win to it.
//
//   loss_in(0) < loss_in(1) < ... < loss_in(n) < draw < win_in(n) < ... < win_in(1) < win_in(0)
//
// Stored as one signed integer: win_in(n) = mate - n, loss_in(n) = n - mate, draw = 0, so
// comparing values compares outcomes, and the largest value is the best for the side to move.
// Reference: Zermelo's theorem (a finite game is won by one side or drawn).

#include <cassert>
#include <compare>
#include <cstdint>

namespace boardsolve {

class game_value {
 public:
  /// Longest game the scale can describe, in plies.
  static constexpr int max_plies = 1000;

  /// Constructs loss_in(0): the side to move has lost.
  constexpr game_value() = default;

  /// Returns the value of a position the side to move wins after `plies` plies.
  static constexpr game_value win_in(int plies) {
    assert(plies >= 0 && plies <= max_plies);
    return game_value(mate - plies);
  }
  /// Returns the value of a position the side to move loses after `plies` plies.
  static constexpr game_value loss_in(int plies) {
    assert(plies >= 0 && plies <= max_plies);
    return game_value(plies - mate);
  }
  /// Returns the value of a drawn position: 0, between every loss and every win.
  static constexpr game_value draw() { return game_value(0); }
  /// Returns a window bound below every value.
  static constexpr game_value below_all() { return game_value(-mate - 1); }
  /// Returns a window bound above every value.
  static constexpr game_value above_all() { return game_value(mate + 1); }

  /// True for win_in(n); false for draw(), loss_in(n) and below_all().
  constexpr bool is_win() const { return raw_ > 0; }
  /// True for draw().
  constexpr bool is_draw() const { return raw_ == 0; }
  /// Returns n of win_in(n) or loss_in(n).
  constexpr int plies() const {
    assert(is_value() && !is_draw());
    return mate - (raw_ > 0 ? raw_ : -raw_);
  }
  /// True for win_in(n), loss_in(n) and draw(); false for the window bounds and the gaps
  /// between.
  constexpr bool is_value() const {
    const int magnitude = raw_ > 0 ? raw_ : -raw_;
    return (magnitude >= mate - max_plies && magnitude <= mate) || raw_ == 0;
  }

  /// Returns the value of the parent position when this is the value after the parent's
  /// move: loss_in(n) becomes win_in(n + 1), win_in(n) becomes loss_in(n + 1), a draw stays
  /// a draw.
  constexpr game_value backed_up() const {
    assert(is_value());
    return game_value(raw_ < 0 ? -raw_ - 1 : -raw_ + (raw_ != 0));
  }
  /// Returns the bound a child's value must be below for its backed_up() value to be above
  /// this bound (backed_up() reverses the order). Extends to window bounds and to 0, the
  /// bound between losses and wins.
  constexpr game_value for_child() const {
    if (raw_ >= above_all().raw_) return below_all();
    if (raw_ <= below_all().raw_) return above_all();
    return game_value(raw_ > 0 ? -raw_ - 1 : (raw_ < 0 ? -raw_ + 1 : 0));
  }

  /// Returns the next bound above (below) this one on the integer scale, for null windows.
  constexpr game_value step_up() const { return game_value(raw_ + 1); }
  constexpr game_value step_down() const { return game_value(raw_ - 1); }
  /// Returns the bound between every loss and every win.
  static constexpr game_value zero() { return game_value(0); }

  /// The integer behind the value; for storage and hashing.
  constexpr int raw() const { return raw_; }
  /// Returns the value whose raw() is `raw`.
  static constexpr game_value from_raw(int raw) { return game_value(raw); }

  constexpr auto operator<=>(const game_value&) const = default;

 private:
  static constexpr int mate = 1024;
  constexpr explicit game_value(int raw) : raw_(static_cast<std::int16_t>(raw)) {}
  std::int16_t raw_ = -mate;
};

/// A closed interval [lo, hi] known to hold a position's value.
struct value_bounds {
  game_value lo = game_value::below_all();
  game_value hi = game_value::above_all();

  constexpr bool exact() const { return lo == hi; }
  /// Returns the bounds that hold both this and `other`.
  constexpr value_bounds intersect(value_bounds other) const {
    return {lo > other.lo ? lo : other.lo, hi < other.hi ? hi : other.hi};
  }
  /// Returns [v, v].
  static constexpr value_bounds exactly(game_value v) { return {v, v}; }
};

}  // namespace boardsolve
