#pragma once
// The exact value of every position of a small board, one byte each, filled lazily by
// memoised minimax: a query solves only the positions below it that no earlier query solved.
//
// Index of a position seen from the side to move (own pawns on rows 1..R-1, foe pawns on rows
// 0..R-2 while the game goes on): the middle rows 1..R-2 as base-3 digits (empty, own, foe),
// then the foe's pawns on row 0 and the own pawns on row R-1 as bits:
//   index = (middle * 2^C + foe row 0) * 2^C + own row R-1,   3^(C(R-2)) 4^C entries.
// 4x4: 1,679,616 entries. UVa's rules only: chess's en passant square has no place in the
// index (small chess boards have a memo, chess_memo.hpp).

#include <cstdint>
#include <optional>
#include <vector>

#include "algo/memo_minimax.hpp"
#include "uva_rules.hpp"

namespace boardsolve::pawnchess {

class value_table {
 public:
  /// Largest table boardsolve builds; larger boards are searched instead.
  static constexpr std::uint64_t max_entries = std::uint64_t{1} << 22;

  /// Returns the number of entries a table of this size needs (one byte each), or nullopt
  /// if it is above max_entries.
  static std::optional<std::uint64_t> entries_for(int rows, int cols);

  explicit value_table(const geometry& g);

  /// Returns the exact value of `v` for its side to move, solving what is not yet known.
  game_value value(uva_rule_set::view v);
  /// Positions solved so far.
  std::size_t solved() const { return solved_; }
  std::size_t capacity() const { return values_.size(); }

 private:
  friend struct table_game;
  geometry geometry_;
  uva_rule_set rules_;
  std::vector<std::int8_t> values_;  // 0: unknown; win_in(n): 127 - n; loss_in(n): n - 127
  std::uint16_t base3_[256];         // row bits -> the same digits in base 3
  std::uint32_t row_weight_[8];      // 3^(C (r - 1)) for the middle rows
  std::size_t solved_ = 0;
  algo::memo_minimax_stack<uva_rule_set::view> stack_;

  std::uint32_t index(uva_rule_set::view v) const;
};

}  // namespace boardsolve::pawnchess
