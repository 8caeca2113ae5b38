#include "search.hpp"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <limits>
#include <stdexcept>

#include <fmt/format.h>

#include "algo/small_sort.hpp"
#include "mtd.hpp"
#include "race_bounds.hpp"
#include "table_key.hpp"

namespace boardsolve::pawnchess {
namespace {

constexpr std::uint64_t progress_interval = std::uint64_t{1} << 20;
// A search of this many positions (a few seconds) writes its checkpoint when it ends.
constexpr std::uint64_t long_search = std::uint64_t{1} << 24;

// The key of a position in the table; none for positions of more than 32 pawns, which are
// searched without being stored (their key would not be exact).
std::optional<algo::table_key> key_of(view v) {
  return pawn_key(v.own, v.foe, 32);
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
    if (known.exact()) return known;
    if (const auto key = key_of(v))
      if (const auto stored = search.table_.find(*key)) known = known.intersect(*stored);
    return known;
  }

  void prefetch(view v) const {
    if (const auto key = key_of(v)) search.table_.prefetch(*key);
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
    algo::small_stable_sort(moves.begin(), moves.begin() + static_cast<std::ptrdiff_t>(count),
                            [](const scored& a, const scored& b) { return a.key > b.key; });
    for (std::size_t i = 0; i < count; ++i) out.push_back(moves[i].child);
  }

  void store(view v, value_bounds bounds, std::uint64_t work) {
    if (const auto key = key_of(v)) search.table_.store(*key, bounds, work);
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

game_value proof_search::value(view v, side to_move, std::optional<game_value> first_guess) {
  search_game game{*this};
  const view root = canonical(v);
  mtd_ = start_or_resume(resumed_, search_root{root.own, root.foe}, first_guess);
  const std::uint64_t probed_before = counters_.probed;
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
  // The finished state of the first root, or of a long search, at once (a rerun answers
  // without searching); other short ones, such as show's values along a line, wait for the
  // clock.
  const std::uint64_t searched = counters_.probed - probed_before;
  checkpoint_.save_if_due(mtd_, table_, searched != 0 && (first_root_ || searched >= long_search));
  first_root_ = false;
  return value;
}

search_report proof_search::report() const {
  return {counters_.probed,      counters_.expanded, table_.used(),
          table_.max_capacity(), table_.replaced(),  stage_,
          search_path(stack_)};
}

}  // namespace boardsolve::pawnchess
