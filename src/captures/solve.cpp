// The production solver, on bit rows (bit_rows.hpp):
//   1. classify the pawns a word at a time (pawn_classes.hpp);
//   2. a few rounds of the leaf rule settle most open pawns (leaf_peeling.hpp);
//   3. for each square colour, the row sweep's matching of what is left, completed by pruned
//      augmenting searches (Hopcroft-Karp as the guarantee) into König's cover (row_sweep.hpp,
//      bit_matching.hpp);
//   4. the captures: forced and covered pawns, bottom row first, read off the bits.
// Attacks never join the two square colours, so step 3 can run on two threads; each colour's
// computation is the same whatever the thread count, so the answer is too.
#include <bit>
#include <cmath>
#include <exception>
#include <vector>

#include "algo/parallel_for.hpp"
#include "bit_matching.hpp"
#include "leaf_peeling.hpp"
#include "pawn_classes.hpp"
#include "row_sweep.hpp"

namespace boardsolve::captures {
namespace {

// Rounds of the leaf rule before matching. Each round is a pass over the board; on random
// boards the first rounds settle most vertices and the later ones ever fewer (58%, 20%, 8%,
// 3% of the open pawns at density 0.5), while the augmenting searches handle what remains at
// a cost per vertex they visit. Four balances the two (docs/performance.md).
constexpr int peel_rounds = 4;

// Between the stages, each a few passes over the board (milliseconds on the largest).
void stop_if_requested(stop_token stop) {
  if (stop.stop_requested()) throw search_stopped(false);
}

// The number of squares of colour `colour` in `bits`.
std::size_t count_colour(const bit_rows& bits, int colour) {
  std::vector<word> row(static_cast<std::size_t>(bits.row_words()));
  std::size_t total = 0;
  for (int r = 0; r < bits.rows(); ++r) {
    const word mask = colour_mask(r, colour);
    for (std::size_t i = 0; i < row.size(); ++i) row[i] = bits.row(r)[i] & mask;
    total += count_bits(row.data(), row.size());
  }
  return total;
}

// Hopcroft-Karp's O(E sqrt V) bound for the pruned searches' budget (E <= 2 V here).
std::uint64_t work_budget(std::size_t vertices) {
  const auto v = static_cast<double>(vertices);
  return static_cast<std::uint64_t>(4 * v * (std::sqrt(v) + 1));
}

// Appends the captures of the pawns in `bits` (a word of row r from column base + 1 on), left
// to right. A table, not a branch, gives the direction: it is a coin flip on random boards.
inline void append_word(std::vector<capture>& out, int r, int base, word bits, word takes_left) {
  static constexpr direction by_bit[2] = {direction::right, direction::left};
  for (; bits; bits &= bits - 1) {
    const int bit = std::countr_zero(bits);
    out.push_back({r, base + bit, by_bit[takes_left >> bit & 1]});
  }
}

// The captures of the pawns in `leaving`, bottom row first, left to right: each takes the pawn
// up and to the left when there is one. All of them attack a pawn at the start, and rows above
// are untouched when a row moves, so each capture is legal when made.
std::vector<capture> captures_bottom_up(const bit_rows& pawns, const bit_rows& leaving,
                                        stop_token stop) {
  std::vector<capture> out;  // a local: its end pointer stays in a register
  out.reserve(leaving.count());
  const int n = pawns.row_words();
  for (int r = pawns.rows() - 1; r >= 0; --r) {
    stop_if_requested(stop);
    const word* above = pawns.row(r - 1);
    const word* row = leaving.row(r);
    for (int i = 0; i < n; ++i) append_word(out, r, 64 * i - 1, row[i], from_left(above, i));
  }
  return out;
}

// Moves the bits of colour `colour` out of `bits` into the result.
bit_rows take_colour(bit_rows& bits, int colour) {
  bit_rows taken(bits.rows(), bits.cols());
  for (int r = 0; r < bits.rows(); ++r) {
    const word mask = colour_mask(r, colour);
    word* from = bits.row(r);
    word* to = taken.row(r);
    for (int i = 0; i < bits.row_words(); ++i) {
      to[i] = from[i] & mask;
      from[i] &= ~mask;
    }
  }
  return taken;
}

void merge_into(bit_rows& into, const bit_rows& from) {
  for (int r = 0; r < into.rows(); ++r) {
    word* to = into.row(r);
    const word* add = from.row(r);
    for (int i = 0; i < into.row_words(); ++i) to[i] |= add[i];
  }
}

}  // namespace

solution solve(const board& b, unsigned threads, stop_token stop) {
  stop_if_requested(stop);
  pawn_classes pawns(b);
  bit_rows& remaining = pawns.open;
  bit_rows cover(b.rows, b.cols), left_attacks(b.rows, b.cols), right_attacks(b.rows, b.cols);
  stop_if_requested(stop);
  peel_leaves(remaining, {cover, left_attacks, right_attacks}, peel_rounds);
  drop_isolated(remaining);
  stop_if_requested(stop);
  match_by_row_sweep(remaining, both_colours, left_attacks, right_attacks);
  stop_if_requested(stop);

  // The colours only read `remaining` and only touch bits of their own colour elsewhere, so on
  // one thread both work in the same bit rows. A second thread pays only where the searches
  // dominate, which is where the graph left after peeling fills much of the board (nearly full
  // boards; docs/performance.md): then colour 1 works in copies of its own bits, merged back
  // after. (Allocated here: memory that a short-lived thread allocates comes from an arena of
  // its own, fresh, and so page-faulted, on every call.)
  threads = algo::thread_count(threads, 2);  // the two colours, at most
  const auto squares = static_cast<std::size_t>(b.rows) * static_cast<std::size_t>(b.cols);
  const std::size_t vertices[2] = {count_colour(remaining, 0), count_colour(remaining, 1)};
  const bool parallel =
      threads >= 2 && squares >= (1 << 16) && 4 * (vertices[0] + vertices[1]) >= squares;
  if (parallel) {
    bit_rows own_left = take_colour(left_attacks, 1), own_right = take_colour(right_attacks, 1);
    bit_rows own_cover(b.rows, b.cols);
    std::exception_ptr other_stopped;  // a stop ends both colours, so each thread sees it
    algo::joining_thread other([&] {
      try {
        complete_and_cover(remaining, 1, own_left, own_right, own_cover, work_budget(vertices[1]),
                           stop);
      } catch (const search_stopped&) {
        other_stopped = std::current_exception();
      }
    });
    complete_and_cover(remaining, 0, left_attacks, right_attacks, cover, work_budget(vertices[0]),
                       stop);
    other.join();
    if (other_stopped) std::rethrow_exception(other_stopped);
    merge_into(left_attacks, own_left);
    merge_into(right_attacks, own_right);
    merge_into(cover, own_cover);
  } else {
    for (int k = 0; k < 2; ++k)
      complete_and_cover(remaining, k, left_attacks, right_attacks, cover, work_budget(vertices[k]),
                         stop);
  }
  stop_if_requested(stop);

  solution s;
  s.forced = pawns.forced.count();
  merge_into(cover, pawns.forced);
  s.captures = captures_bottom_up(pawns.pawns, cover, stop);
  s.matching = attack_set(b.rows, b.cols, left_attacks.release(), right_attacks.release());
  return s;
}

}  // namespace boardsolve::captures
