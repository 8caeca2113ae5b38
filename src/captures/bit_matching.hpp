#pragma once
// Maximum matching and minimum cover of the attack graph among the pawns of a bit_rows, with
// square indices as vertex ids and the matching kept as attack bits (one bit on the lower pawn
// of each matched attack, as in leaf_peeling.hpp): no array per square, so the cost follows
// the vertices the searches visit, not the size of the board.

#include <array>
#include <cstdint>

#include "algo/matching_graph.hpp"
#include "bit_rows.hpp"
#include "boardsolve/core/stop_token.hpp"

namespace boardsolve::captures {

/// The matching_graph of attacks among the set bits of `vertices`: slots up-left, up-right,
/// down-left, down-right. Left side: even rows; attacks join adjacent rows.
class diagonal_graph {
 public:
  explicit diagonal_graph(const bit_rows& vertices)
      : vertices_(vertices.first_word()),
        vertex_count_(vertices.index_count()),
        offsets_{-vertices.stride() - 1, -vertices.stride() + 1, vertices.stride() - 1,
                 vertices.stride() + 1} {}
  int vertex_count() const { return vertex_count_; }
  int degree(int) const { return 4; }
  int neighbor(int u, int slot) const {
    const int v = u + offsets_[static_cast<std::size_t>(slot)];
    return vertices_.test(v) ? v : -1;
  }

 private:
  const_bit_span vertices_;
  int vertex_count_;
  std::array<int, 4> offsets_;
};

/// A matching_store over attack bits: the partner of v is found in v's own two bits and in
/// the bits of the two squares below it.
class attack_bits_matching {
 public:
  attack_bits_matching(bit_rows& left_attacks, bit_rows& right_attacks)
      : left_(left_attacks.first_word()),
        right_(right_attacks.first_word()),
        stride_(left_attacks.stride()) {}
  int mate(int v) const {
    if (left_.test(v)) return v - stride_ - 1;
    if (right_.test(v)) return v - stride_ + 1;
    if (right_.test(v + stride_ - 1)) return v + stride_ - 1;
    if (left_.test(v + stride_ + 1)) return v + stride_ + 1;
    return algo::unmatched;
  }
  void match(int u, int v) {
    unmatch(u);
    unmatch(v);
    const int lower = u > v ? u : v;
    if (lower - (u > v ? v : u) == stride_ + 1) {
      left_.set(lower);
    } else {
      right_.set(lower);
    }
  }

 private:
  void unmatch(int v) {
    left_.reset(v);
    right_.reset(v);
    right_.reset(v + stride_ - 1);
    left_.reset(v + stride_ + 1);
  }
  bit_span left_;
  bit_span right_;
  int stride_;
};

/// Completes the matching in the attack bits to a maximum matching of the attack graph among
/// the vertices of square colour `colour` in `vertices` (pruned searches within
/// `work_budget`, then Hopcroft-Karp), and sets in `cover` a minimum vertex cover of that
/// graph (König). On entry the attack bits of those vertices form a matching of the graph, and
/// their `cover` bits are zero (they hold the searches' marks meanwhile). Reads and writes the
/// bits of colour `colour` only, and writes only to its last three arguments, so calls for the
/// two colours may run at once on separate copies of them. O(E sqrt V) time; memory O(one
/// search), O(R C) if Hopcroft-Karp is needed. Throws search_stopped once `stop` is
/// requested, looked at every few thousand steps of the searches; the bits are then not used.
void complete_and_cover(const bit_rows& vertices, int colour, bit_rows& left_attacks,
                        bit_rows& right_attacks, bit_rows& cover, std::uint64_t work_budget,
                        stop_token stop = {});

}  // namespace boardsolve::captures
