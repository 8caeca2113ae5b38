#include "search.hpp"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <limits>
#include <stdexcept>

#include <fmt/format.h>

#include "mtd.hpp"
#include "race_bounds.hpp"

#if defined(__BMI2__)
#include <immintrin.h>
#endif

namespace boardsolve::pawnchess {
namespace {

constexpr std::uint64_t progress_interval = std::uint64_t{1} << 20;

// The key of a position: the occupied squares, and one bit per occupied square (in square
// order) telling whether the side to move owns it. Exact for positions of up to 32 pawns.
bool fits_key(view v) {
  return std::popcount(v.own | v.foe) <= 32;
}

algo::table_key key_of(view v) {
  const bitboard occupied = v.own | v.foe;
#if defined(__BMI2__)
  const auto owners = static_cast<std::uint32_t>(_pext_u64(v.own, occupied));
#else
  std::uint32_t owners = 0;
  int i = 0;
  for (bitboard rest = occupied; rest; rest &= rest - 1, ++i)
    if (v.own & rest & (0 - rest)) owners |= std::uint32_t{1} << i;
#endif
  return {occupied, owners};
}

}  // namespace

// The game of algo::alpha_beta: probe = rules, race bounds and the table; expand = the moves,
// captures first, then the least advanced pawns first, then the central columns first. (The
// most advanced pawns first searched 6 to 15 times more positions on the start positions:
// docs/algorithms/pawnchess.md.)
struct search_game {
  using state = view;
  static constexpr bool probe_children_first = true;
  proof_search& search;

  value_bounds probe(view v) {
    const geometry& g = search.geometry_;
    if (search.counters_.probed >= search.next_progress_) {
      search.next_progress_ = search.counters_.probed + progress_interval;
      if (search.progress_) search.progress_(search.report());
      search.checkpoint_.save_if_due(search.mtd_, search.table_);
    }
    const move_targets t = targets_of(g, v);
    if (const auto decided = decided_value(g, v, t)) return value_bounds::exactly(*decided);
    value_bounds known = search.races_.bounds(v);
    if (known.exact() || !fits_key(v)) return known;
    if (const auto stored = search.table_.find(key_of(v))) known = known.intersect(*stored);
    return known;
  }

  void expand(view v, std::vector<view>& out) const {
    const geometry& g = search.geometry_;
    struct scored {
      int key;
      view child;
    };
    std::array<scored, 3 * 64> moves;
    std::size_t count = 0;
    for_each_move(targets_of(g, v), [&](bitboard from, bitboard to, move_kind kind) {
      const int square = std::countr_zero(to);
      const int off_centre = std::abs(2 * col_of(square) - (g.cols - 1));
      moves[count++] = {(kind == move_kind::step ? 0 : 1024) + 16 * row_of(square) - off_centre,
                        search.canonical(after_move(g, v, from, to))};
    });
    std::stable_sort(moves.begin(), moves.begin() + static_cast<std::ptrdiff_t>(count),
                     [](const scored& a, const scored& b) { return a.key > b.key; });
    for (std::size_t i = 0; i < count; ++i) out.push_back(moves[i].child);
  }

  void store(view v, value_bounds bounds, std::uint64_t work) {
    if (fits_key(v)) search.table_.store(key_of(v), bounds, work);
  }
};

proof_search::proof_search(const geometry& g, std::uint64_t memory_bytes,
                           std::function<void(const search_report&)> progress,
                           std::string checkpoint, std::chrono::seconds checkpoint_every)
    : geometry_(g),
      races_(g),
      // A bound beyond the address space (32-bit WebAssembly) asks for all of it.
      table_(static_cast<std::size_t>(
          std::min<std::uint64_t>(memory_bytes, std::numeric_limits<std::size_t>::max()))),
      progress_(std::move(progress)) {
  if (checkpoint.empty()) return;
  checkpoint_ = checkpoint_file(std::move(checkpoint), checkpoint_every, g, rules{});
  resumed_ = checkpoint_.load(table_);
}

view proof_search::canonical(view v) const {
  const view mirrored{geometry_.mirror(v.own), geometry_.mirror(v.foe)};
  if (mirrored.own < v.own || (mirrored.own == v.own && mirrored.foe < v.foe)) return mirrored;
  return v;
}

game_value proof_search::value(view v, side to_move) {
  search_game game{*this};
  const view root = canonical(v);
  mtd_ = start_or_resume(resumed_, search_root{root.own, root.foe});
  const game_value value = mtd_f(
      mtd_,
      [&](game_value alpha, game_value beta) {
        return algo::alpha_beta(game, root, alpha, beta, stack_, counters_);
      },
      [&](int step, game_value beta) {
        stage_ = mtd_stage(step, beta, to_move);
        if (progress_) progress_(report());
      });
  stage_ = "done";
  if (progress_) progress_(report());
  checkpoint_.save_if_due(mtd_, table_, true);  // the finished state
  return value;
}

search_report proof_search::report() const {
  return {counters_.probed,      counters_.expanded, table_.used(),
          table_.max_capacity(), table_.replaced(),  stage_};
}

}  // namespace boardsolve::pawnchess
