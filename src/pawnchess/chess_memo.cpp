#include "chess_memo.hpp"

#include <bit>
#include <new>

namespace boardsolve::pawnchess {
namespace {

constexpr std::size_t initial_slots = std::size_t{1} << 12;

std::uint8_t ep_col_of(bitboard ep) {
  return ep ? static_cast<std::uint8_t>(1 + col_of(std::countr_zero(ep))) : 0;
}

std::uint64_t hash_of(
    const chess_rule_set::view& v) {  // splitmix64's finaliser over the three words
  std::uint64_t x = v.own * 0x9e3779b97f4a7c15ULL ^ (v.foe + 0x632be59bd9b4e019ULL) ^ v.ep;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}

}  // namespace

// The game of algo::memo_minimax over the hash table.
struct chess_memo_game {
  using state = chess_rule_set::view;
  chess_memo& memo;

  std::optional<game_value> recall(const state& v) const {
    const chess_memo::slot& s = memo.find_slot(v);
    if (!s.used) return std::nullopt;
    return game_value::from_raw(s.value);
  }
  std::optional<game_value> leaf(const state& v) const { return memo.rules_.decided(v); }
  void expand(const state& v, std::vector<state>& out) const {
    for_each_child(memo.rules_, v, [&](const state& child) { out.push_back(child); });
  }
  void remember(const state& v, game_value value) {
    if (2 * (memo.used_ + 1) > memo.slots_.size()) memo.grow();
    chess_memo::slot& s = memo.find_slot(v);
    if (!s.used) ++memo.used_;
    s = {v.own, v.foe, static_cast<std::int16_t>(value.raw()), ep_col_of(v.ep), true};
  }
};

chess_memo::chess_memo(const chess_rule_set& rules, std::uint64_t memory_bytes) : rules_(rules) {
  max_slots_ = initial_slots;
  while (2 * max_slots_ * sizeof(slot) <= memory_bytes) max_slots_ *= 2;
  slots_.resize(initial_slots);
}

chess_memo::slot& chess_memo::find_slot(const chess_rule_set::view& v) {
  const std::size_t mask = slots_.size() - 1;
  const std::uint8_t ep_col = ep_col_of(v.ep);
  for (std::size_t i = hash_of(v) & mask;; i = (i + 1) & mask) {  // linear probing, half full
    slot& s = slots_[i];
    if (!s.used || (s.own == v.own && s.foe == v.foe && s.ep_col == ep_col)) return s;
  }
}

void chess_memo::grow() {
  if (slots_.size() * 2 > max_slots_) throw std::bad_alloc();
  std::vector<slot> old(slots_.size() * 2);
  old.swap(slots_);
  for (const slot& s : old) {
    if (!s.used) continue;
    const bitboard ep =
        s.ep_col ? square_bit(2, s.ep_col - 1) : bitboard{0};  // en passant squares are on row 2
    find_slot({s.own, s.foe, ep}) = s;
  }
}

game_value chess_memo::value(const chess_rule_set::view& v) {
  chess_memo_game game{*this};
  if (const auto decided = game.leaf(v)) return *decided;
  return algo::memo_minimax(game, v, stack_, solved_);
}

}  // namespace boardsolve::pawnchess
