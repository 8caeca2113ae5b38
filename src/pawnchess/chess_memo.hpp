#pragma once
// Chess rules, small boards: the exact value of every position below a query, each solved
// once by memoised minimax (algo::memo_minimax) over the DAG of positions (pawns only move
// forward), remembered in an open-addressing hash table until the memory bound. Chess rules
// only: UVa's small boards have the denser value table (value_table.hpp).

#include <cstdint>
#include <vector>

#include "algo/memo_minimax.hpp"
#include "chess_rules.hpp"

namespace boardsolve::pawnchess {

class chess_memo {
 public:
  /// A memo whose table takes at most `memory_bytes` (at least 1 MiB is used).
  chess_memo(const chess_rule_set& rules, std::uint64_t memory_bytes);

  /// Returns the exact value of `v` for its side to move. O(new positions x branching).
  /// Throws std::bad_alloc if the positions below `v` do not fit in the memory bound.
  game_value value(const chess_rule_set::view& v);
  /// Positions solved so far; table slots.
  std::size_t solved() const { return solved_; }
  std::size_t capacity() const { return slots_.size(); }

 private:
  friend struct chess_memo_game;
  struct slot {
    std::uint64_t own = 0;
    std::uint64_t foe = 0;
    std::int16_t value = 0;   // raw game_value
    std::uint8_t ep_col = 0;  // 0: no en passant square; else its column + 1
    bool used = false;
  };
  chess_rule_set rules_;
  std::vector<slot> slots_;
  std::size_t max_slots_ = 0;
  std::size_t used_ = 0;
  std::size_t solved_ = 0;
  algo::memo_minimax_stack<chess_rule_set::view> stack_;

  slot& find_slot(const chess_rule_set::view& v);
  void grow();
};

}  // namespace boardsolve::pawnchess
