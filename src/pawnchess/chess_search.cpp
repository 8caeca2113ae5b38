#include "chess_search.hpp"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <limits>

#include <fmt/format.h>

#include "algo/small_sort.hpp"
#include "mtd.hpp"
#include "table_key.hpp"

namespace boardsolve::pawnchess {
namespace {

constexpr std::uint64_t progress_interval = std::uint64_t{1} << 20;
// A search of this many positions (a few seconds) writes its checkpoint when it ends.
constexpr std::uint64_t long_search = std::uint64_t{1} << 24;

// The key: pawn_key for up to 28 pawns, and the en passant column + 1 in the top four bits of
// the owner bits (0: none). Positions of more pawns are searched without being stored.
constexpr int max_stored_pawns = 28;

std::optional<algo::table_key> key_of(const chess_view& v) {
  auto key = pawn_key(v.own, v.foe, max_stored_pawns);
  if (key && v.ep) key->low |= static_cast<std::uint32_t>(1 + col_of(std::countr_zero(v.ep))) << 28;
  return key;
}

}  // namespace

// The game of algo::alpha_beta: probe = rules and the table; expand = the moves, captures
// first, then the least advanced pawns first, then the central columns first (the order of
// UVa's search, search.cpp).
struct chess_search_game {
  using state = chess_view;
  static constexpr bool probe_children_first = true;
  chess_search& search;

  value_bounds probe(const chess_view& v) {
    if (search.counters_.probed >= search.next_progress_) {
      search.next_progress_ = search.counters_.probed + progress_interval;
      if (search.progress_) search.progress_(search.report());
      search.checkpoint_.save_if_due(search.mtd_, search.table_);
    }
    const chess_targets t = chess_targets_of(search.geometry_, v);
    if (const auto decided = chess_decided_value(search.geometry_, v, t))
      return value_bounds::exactly(*decided);
    value_bounds known = search.races_.bounds(v);
    if (known.exact()) return known;
    if (const auto key = key_of(v))
      if (const auto stored = search.table_.find(*key)) known = known.intersect(*stored);
    return known;
  }

  void expand(const chess_view& v, std::vector<chess_view>& out) const {
    const geometry& g = search.geometry_.g;
    struct scored {
      int key;
      chess_view child;
    };
    std::array<scored, 4 * 64> moves;
    std::size_t count = 0;
    for_each_chess_move(chess_targets_of(search.geometry_, v), [&](bitboard from, bitboard to,
                                                                   chess_move_kind kind) {
      const int square = std::countr_zero(to);
      const int off_centre = std::abs(2 * col_of(square) - (g.cols - 1));
      const bool take = kind == chess_move_kind::take_left || kind == chess_move_kind::take_right;
      moves[count++] = {(take ? 1024 : 0) + 16 * row_of(square) - off_centre,
                        search.canonical(chess_after_move(g, v, from, to))};
    });
    algo::small_stable_sort(moves.begin(), moves.begin() + static_cast<std::ptrdiff_t>(count),
                            [](const scored& a, const scored& b) { return a.key > b.key; });
    for (std::size_t i = 0; i < count; ++i) out.push_back(moves[i].child);
  }

  void store(const chess_view& v, value_bounds bounds, std::uint64_t work) {
    if (const auto key = key_of(v)) search.table_.store(*key, bounds, work);
  }

  void prefetch(const chess_view& v) const {
    if (const auto key = key_of(v)) search.table_.prefetch(*key);
  }
};

chess_search::chess_search(const chess_geometry& cg, std::uint64_t memory_bytes,
                           std::function<void(const search_report&)> progress,
                           std::string checkpoint, std::chrono::seconds checkpoint_every)
    : geometry_(cg),
      races_(cg),
      table_(static_cast<std::size_t>(
          std::min<std::uint64_t>(memory_bytes, std::numeric_limits<std::size_t>::max()))),
      progress_(std::move(progress)) {
  if (checkpoint.empty()) return;
  checkpoint_ =
      checkpoint_file(std::move(checkpoint), checkpoint_every, cg.g, chess_rules(cg.stalemate));
  resumed_ = checkpoint_.load(table_);
}

chess_view chess_search::canonical(const chess_view& v) const {
  const geometry& g = geometry_.g;
  const chess_view mirrored{g.mirror(v.own), g.mirror(v.foe), g.mirror(v.ep)};
  if (mirrored.own < v.own || (mirrored.own == v.own && mirrored.foe < v.foe) ||
      (mirrored.own == v.own && mirrored.foe == v.foe && mirrored.ep < v.ep))
    return mirrored;
  return v;
}

game_value chess_search::value(const chess_view& v, side to_move,
                               std::optional<game_value> first_guess) {
  chess_search_game game{*this};
  const chess_view root = canonical(v);
  mtd_ = start_or_resume(resumed_, search_root{root.own, root.foe, root.ep}, first_guess);
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

search_report chess_search::report() const {
  return {counters_.probed,      counters_.expanded, table_.used(),
          table_.max_capacity(), table_.replaced(),  stage_,
          search_path(stack_)};
}

}  // namespace boardsolve::pawnchess
