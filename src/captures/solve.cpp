// The production solver, on bit rows (bit_rows.hpp):
//   1. classify the pawns a word at a time (pawn_classes.hpp);
//   2. a few rounds of the leaf rule settle most open pawns (leaf_peeling.hpp);
//   3. for each square colour, the row sweep's matching of what is left, completed by pruned
//      augmenting searches (Hopcroft-Karp as the guarantee) into König's cover (row_sweep.hpp,
//      bit_matching.hpp);
//   4. the captures: forced and covered pawns, bottom row first, read off the bits.
// Attacks never join the two square colours, so step 3 runs on two threads when asked, and so
// does step 4 (by rows). Each colour's computation is the same whatever the thread count, so
// the answer is too.
#include <bit>
#include <cmath>
#include <thread>
#include <vector>

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

// Runs first() here and second() on another thread when `parallel`, else one after the other.
template <class First, class Second>
void run_both(bool parallel, First first, Second second) {
  if (!parallel) {
    first();
    second();
    return;
  }
  std::jthread other(second);
  first();
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

// Appends the captures of rows [first, last) of `leaving`, bottom row first: each pawn takes
// the pawn up and to the left when there is one. All of them attack a pawn at the start, and
// rows above are untouched when a row moves, so each capture is legal when made.
void append_captures(const bit_rows& pawns, const bit_rows& leaving, int first, int last,
                     std::vector<capture>& to) {
  std::vector<capture> out = std::move(to);  // a local: its end pointer stays in a register
  to.clear();
  const int n = pawns.row_words();
  for (int r = last - 1; r >= first; --r) {
    const word* above = pawns.row(r - 1);
    const word* row = leaving.row(r);
    for (int i = 0; i < n; ++i) append_word(out, r, 64 * i - 1, row[i], from_left(above, i));
  }
  to = std::move(out);
}

// The captures of the pawns in `leaving`, bottom row first. With `parallel`, a second thread
// writes the upper half of the rows into a vector of its own, appended at the end. (Vectors are
// reserved here: memory that a short-lived thread allocates comes from an arena of its own,
// fresh, and so page-faulted, on every call.)
std::vector<capture> captures_bottom_up(const bit_rows& pawns, const bit_rows& leaving,
                                        bool parallel) {
  const int rows = pawns.rows();
  const auto n = static_cast<std::size_t>(pawns.row_words());
  std::vector<std::size_t> counts(static_cast<std::size_t>(rows));
  std::size_t total = 0;
  for (int r = 0; r < rows; ++r)
    total += counts[static_cast<std::size_t>(r)] = count_bits(leaving.row(r), n);
  int split = 0;  // the top rows [0, split) hold about half of the captures
  std::size_t top = 0;
  for (; split < rows && 2 * top < total; ++split) top += counts[static_cast<std::size_t>(split)];
  std::vector<capture> captures, top_captures;
  captures.reserve(total);
  if (parallel) top_captures.reserve(top);
  run_both(
      parallel, [&] { append_captures(pawns, leaving, split, rows, captures); },
      [&] { append_captures(pawns, leaving, 0, split, parallel ? top_captures : captures); });
  captures.insert(captures.end(), top_captures.begin(), top_captures.end());
  return captures;
}

void merge_into(bit_rows& into, const bit_rows& from) {
  for (int r = 0; r < into.rows(); ++r) {
    word* to = into.row(r);
    const word* add = from.row(r);
    for (int i = 0; i < into.row_words(); ++i) to[i] |= add[i];
  }
}

}  // namespace

solution solve(const board& b, unsigned threads) {
  if (threads == 0) threads = std::thread::hardware_concurrency();
  const bool parallel = threads >= 2 && static_cast<long long>(b.rows) * b.cols >= 1 << 16;

  pawn_classes pawns(b);
  bit_rows& remaining = pawns.open;
  bit_rows cover(b.rows, b.cols), left_attacks(b.rows, b.cols), right_attacks(b.rows, b.cols);
  peel_leaves(remaining, {cover, left_attacks, right_attacks}, peel_rounds);
  drop_isolated(remaining);

  // The colours only read `remaining` and only touch bits of their own colour elsewhere, so on
  // one thread both work in the same bit rows; on two, colour 1 works in copies of its own
  // (allocated here, not on its thread: see captures_bottom_up) that are merged back after.
  const auto finish_colour = [&](int k, bit_rows& left, bit_rows& right, bit_rows& covered) {
    match_by_row_sweep(remaining, k, left, right);
    complete_and_cover(remaining, k, left, right, covered, work_budget(count_colour(remaining, k)));
  };
  if (parallel) {
    bit_rows own_left(b.rows, b.cols), own_right(b.rows, b.cols), own_cover(b.rows, b.cols);
    run_both(
        true, [&] { finish_colour(0, left_attacks, right_attacks, cover); },
        [&] { finish_colour(1, own_left, own_right, own_cover); });
    merge_into(left_attacks, own_left);
    merge_into(right_attacks, own_right);
    merge_into(cover, own_cover);
  } else {
    match_by_row_sweep(remaining, both_colours, left_attacks, right_attacks);
    for (int k = 0; k < 2; ++k)
      complete_and_cover(remaining, k, left_attacks, right_attacks, cover,
                         work_budget(count_colour(remaining, k)));
  }

  solution s;
  s.forced = pawns.forced.count();
  merge_into(cover, pawns.forced);
  s.captures = captures_bottom_up(pawns.pawns, cover, parallel);
  s.matching = attack_set(b.rows, b.cols, left_attacks.release(), right_attacks.release());
  return s;
}

}  // namespace boardsolve::captures
