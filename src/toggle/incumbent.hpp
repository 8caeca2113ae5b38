#pragma once
// The best solution found so far, shared by the search threads, and the order that makes the
// reported plan independent of them.
//
// Every place where the search can complete a solution has an `origin` number, and solutions
// are ordered by (moves, origin). The search keeps the smallest; a node whose solutions all
// come from one origin o and need at least lb moves is cut when (lb, o) >= the best key, which
// never cuts the smallest solution. So the reported solution is the smallest in this order
// whichever thread finds what first.

#include <atomic>
#include <cstdint>
#include <mutex>

#include "mask_board.hpp"

namespace boardsolve::toggle {

/// Enough to rebuild a plan: the first row's moves, rows 0 .. prefix_rows - 1 all of one
/// type, and the type taken at each later row whose moves meet no column typed before.
struct plan_seed {
  row_mask first = 0;
  bool prefix_solid = false;
  int prefix_rows = 0;
  std::uint32_t choices = 0;  ///< bit k set: the k-th free row after the prefix is solid
};

/// Where a solution was found; smaller is preferred among equally short ones. < 2^40.
using origin = std::uint64_t;

/// Solutions whose moves all have one type: by type, then index in the solution space.
constexpr origin one_type_origin(bool solid, std::uint64_t index) {
  return (solid ? origin{1} << 37 : 0) | index << 10;
}
/// Solutions of the search that leaves the one-type chase from `first` at `switch_row`.
constexpr origin mixed_origin(bool prefix_solid, row_mask first, int switch_row) {
  return origin{1} << 38 | (prefix_solid ? origin{1} << 37 : 0) | origin{first} << 10 |
         static_cast<origin>(switch_row);
}

class incumbent {
 public:
  /// True if a solution of `moves` moves from origin `o` would replace the best one.
  bool beaten_by(int moves, origin o) const {
    return key(moves, o) < best_.load(std::memory_order_relaxed);
  }
  void offer(int moves, origin o, const plan_seed& seed) {
    const std::uint64_t k = key(moves, o);
    const std::lock_guard lock(mutex_);
    if (k >= best_.load(std::memory_order_relaxed)) return;
    best_.store(k, std::memory_order_relaxed);
    moves_ = moves;
    seed_ = seed;
  }
  /// The best count so far, or no_solution.
  int moves() const {
    const std::lock_guard lock(mutex_);
    return moves_;
  }
  plan_seed seed() const {
    const std::lock_guard lock(mutex_);
    return seed_;
  }

 private:
  static constexpr int origin_bits = 40;
  static std::uint64_t key(int moves, origin o) {
    return static_cast<std::uint64_t>(moves) << origin_bits | o;
  }

  std::atomic<std::uint64_t> best_{~std::uint64_t{0}};
  mutable std::mutex mutex_;
  int moves_ = no_solution;
  plan_seed seed_;
};

/// Replays the plan of `seed`: every row's moves follow from the first row's; each row's type
/// is the prefix type, or forced by a column typed before, or the next choice. Returns the
/// moves in the original board's coordinates, row-major. O(rows + moves).
std::vector<move> rebuild_plan(const mask_board& b, const plan_seed& seed);

}  // namespace boardsolve::toggle
