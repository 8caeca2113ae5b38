// The production solver, on bit rows (bit_rows.hpp):
//   1. classify the pawns a word at a time (pawn_classes.hpp);
//   2. a few rounds of the leaf rule settle most open pawns (leaf_peeling.hpp);
//   3. for what is left, the row sweep's matching, completed per square colour by pruned
//      augmenting searches (Hopcroft-Karp as the guarantee) into König's cover (bit_matching.hpp);
//   4. the captures: forced and covered pawns, bottom row first, read off the bits.
// Attacks never join the two square colours, so step 3 runs on two threads when asked; every
// step computes the same bits whatever the thread count, so the answer does too.
#include <bit>
#include <cmath>
#include <thread>

#include "bit_matching.hpp"
#include "leaf_peeling.hpp"
#include "pawn_classes.hpp"
#include "row_sweep.hpp"

namespace boardsolve::captures {
namespace {

// Rounds of the leaf rule before matching. Each round is a pass over the board; on random
// boards the first rounds settle most vertices and the later ones ever fewer (58%, 20%, 8%,
// 3% of the open pawns at density 0.5), while the augmenting searches handle what remains at
// a cost per vertex it visits. Four balances the two (docs/performance.md).
constexpr int peel_rounds = 4;

// Moves the squares of `colour` from `all` into the result: all &= other colour.
bit_rows take_colour(bit_rows& all, int colour) {
  bit_rows part(all.rows(), all.cols());
  for (int r = 0; r < all.rows(); ++r) {
    const word mask = colour_mask(r, colour);
    word* from = all.row(r);
    word* to = part.row(r);
    for (int i = 0; i < all.row_words(); ++i) {
      to[i] = from[i] & mask;
      from[i] &= ~mask;
    }
  }
  return part;
}

void merge_into(bit_rows& into, const bit_rows& from) {
  for (int r = 0; r < into.rows(); ++r) {
    word* to = into.row(r);
    const word* add = from.row(r);
    for (int i = 0; i < into.row_words(); ++i) to[i] |= add[i];
  }
}

// The capture of each set bit of `capturers`, bottom row first, left to right; it takes the
// pawn up and to the left when there is one. All those pawns attack a pawn at the start, and
// rows above are untouched when a row moves, so each capture is legal when made.
std::vector<capture> captures_bottom_up(const bit_rows& pawns, const bit_rows& capturers) {
  std::vector<capture> captures;
  captures.reserve(capturers.count());
  for (int r = pawns.rows() - 1; r >= 0; --r) {
    const word* row = capturers.row(r);
    const word* above = pawns.row(r - 1);
    for (int i = 0; i < pawns.row_words(); ++i) {
      const word takes_left = from_left(above, i);
      const int base = 64 * i - 1;
      for (word bits = row[i]; bits; bits &= bits - 1) {
        const int bit = std::countr_zero(bits);
        captures.push_back(
            {r, base + bit, (takes_left >> bit & 1) ? direction::left : direction::right});
      }
    }
  }
  return captures;
}

// Hopcroft-Karp's O(E sqrt V) bound for the pruned searches' budget (E <= 2 V here).
std::uint64_t work_budget(std::size_t vertices) {
  const auto v = static_cast<double>(vertices);
  return static_cast<std::uint64_t>(4 * v * (std::sqrt(v) + 1));
}

}  // namespace

solution solve(const board& b, unsigned threads) {
  pawn_classes pawns(b);
  bit_rows& remaining = pawns.open;
  bit_rows cover(b.rows, b.cols), left_attacks(b.rows, b.cols), right_attacks(b.rows, b.cols);
  peel_leaves(remaining, {cover, left_attacks, right_attacks}, peel_rounds);
  drop_isolated(remaining);
  match_by_row_sweep(remaining, left_attacks, right_attacks);

  // Each colour gets its own copies of the bits its searches change.
  bit_rows colour_vertices[2] = {take_colour(remaining, 0), take_colour(remaining, 1)};
  bit_rows colour_left[2] = {take_colour(left_attacks, 0), take_colour(left_attacks, 1)};
  bit_rows colour_right[2] = {take_colour(right_attacks, 0), take_colour(right_attacks, 1)};
  const auto finish_colour = [&](int k) {
    complete_and_cover(colour_vertices[k], colour_left[k], colour_right[k],
                       work_budget(colour_vertices[k].count()));
  };
  if (threads == 0) threads = std::thread::hardware_concurrency();
  if (threads >= 2 && static_cast<long long>(b.rows) * b.cols >= 1 << 16) {
    std::jthread other([&] { finish_colour(1); });
    finish_colour(0);
  } else {
    finish_colour(0);
    finish_colour(1);
  }
  for (int k = 0; k < 2; ++k) {
    merge_into(cover, colour_vertices[k]);
    merge_into(left_attacks, colour_left[k]);
    merge_into(right_attacks, colour_right[k]);
  }

  solution s;
  s.forced = pawns.forced.count();
  merge_into(cover, pawns.forced);
  s.captures = captures_bottom_up(pawns.pawns, cover);
  s.matching = attack_set(b.rows, b.cols, left_attacks.release(), right_attacks.release());
  return s;
}

}  // namespace boardsolve::captures
