#include "value_table.hpp"

#include <cassert>

namespace boardsolve::pawnchess {
namespace {

std::int8_t pack(game_value v) {
  assert(v.plies() <= 126);
  return static_cast<std::int8_t>(v.is_win() ? 127 - v.plies() : v.plies() - 127);
}

game_value unpack(std::int8_t packed) {
  return packed > 0 ? game_value::win_in(127 - packed) : game_value::loss_in(packed + 127);
}

}  // namespace

// The game of algo::memo_minimax over the table.
struct table_game {
  using state = uva_rule_set::view;
  value_table& table;

  std::optional<game_value> recall(state v) const {
    const std::int8_t packed = table.values_[table.index(v)];
    if (packed == 0) return std::nullopt;
    return unpack(packed);
  }
  std::optional<game_value> leaf(state v) const { return table.rules_.decided(v); }
  void expand(state v, std::vector<state>& out) const {
    for_each_child(table.rules_, v, [&](state child) { out.push_back(child); });
  }
  void remember(state v, game_value value) { table.values_[table.index(v)] = pack(value); }
};

std::optional<std::uint64_t> value_table::entries_for(int rows, int cols) {
  std::uint64_t entries = std::uint64_t{1} << (2 * cols);
  for (int i = 0; i < (rows - 2) * cols; ++i) {
    entries *= 3;
    if (entries > max_entries) return std::nullopt;
  }
  // Games on these boards are short enough for one byte: each ply moves a pawn one row
  // forward, so a game lasts at most rows x cols x rows plies.
  static_assert(max_entries < (std::uint64_t{1} << 24));
  return entries;
}

value_table::value_table(const geometry& g) : geometry_(g), rules_(g) {
  const auto entries = entries_for(g.rows, g.cols);
  assert(entries && g.rows * g.cols * g.rows <= 126);
  values_.assign(static_cast<std::size_t>(*entries), 0);
  for (unsigned bits = 0; bits < 256; ++bits) {
    unsigned digits = 0;
    for (unsigned i = 0, weight = 1; i < 8; ++i, weight *= 3) digits += (bits >> i & 1) * weight;
    base3_[bits] = static_cast<std::uint16_t>(digits);
  }
  std::uint32_t weight = 1;
  for (int r = 1; r + 1 < g.rows; ++r) {
    row_weight_[r] = weight;
    for (int c = 0; c < g.cols; ++c) weight *= 3;
  }
}

std::uint32_t value_table::index(uva_rule_set::view v) const {
  const geometry& g = geometry_;
  assert(!(v.own & g.top_row) && !(v.foe & g.bottom_row));
  std::uint32_t middle = 0;
  for (int r = 1; r + 1 < g.rows; ++r)
    middle += row_weight_[r] * (base3_[g.row_bits(v.own, r)] + 2u * base3_[g.row_bits(v.foe, r)]);
  return ((middle << g.cols | g.row_bits(v.foe, 0)) << g.cols) | g.row_bits(v.own, g.rows - 1);
}

game_value value_table::value(uva_rule_set::view v) {
  if (const auto decided = rules_.decided(v)) return *decided;
  table_game game{*this};
  return algo::memo_minimax(game, v, stack_, solved_);
}

}  // namespace boardsolve::pawnchess
