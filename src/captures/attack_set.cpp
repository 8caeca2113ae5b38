// The compact certificate: attacks as bits on the attacking pawn's square.
#include <bit>
#include <cassert>

#include "boardsolve/captures.hpp"

namespace boardsolve::captures {
namespace {

std::size_t words_for(int rows, std::size_t row_words) {
  return (static_cast<std::size_t>(rows) + 2) * row_words + 2;
}

}  // namespace

attack_set::attack_set(int rows, int cols)
    : rows_(rows),
      cols_(cols),
      row_words_((static_cast<std::size_t>(cols) + 2 + 63) / 64),
      left_(words_for(rows, row_words_), 0),
      right_(left_.size(), 0) {}

attack_set::attack_set(int rows, int cols, std::vector<std::uint64_t> left_bits,
                       std::vector<std::uint64_t> right_bits)
    : rows_(rows),
      cols_(cols),
      row_words_((static_cast<std::size_t>(cols) + 2 + 63) / 64),
      left_(std::move(left_bits)),
      right_(std::move(right_bits)) {
  assert(left_.size() == words_for(rows, row_words_) && right_.size() == left_.size());
}

std::size_t attack_set::bit_of(const capture& attack) const {
  assert(attack.row >= 0 && attack.row < rows_ && attack.col >= 0 && attack.col < cols_);
  // One guard word, then row -1; (row, col) is bit col + 1 of row `row`.
  return 64 * (1 + (static_cast<std::size_t>(attack.row) + 1) * row_words_) +
         static_cast<std::size_t>(attack.col) + 1;
}

bool attack_set::contains(const capture& attack) const {
  if (attack.row < 0 || attack.row >= rows_ || attack.col < 0 || attack.col >= cols_) return false;
  const std::size_t bit = bit_of(attack);
  const auto& bits = attack.dir == direction::left ? left_ : right_;
  return bits[bit / 64] >> (bit % 64) & 1;
}

void attack_set::insert(const capture& attack) {
  const std::size_t bit = bit_of(attack);
  auto& bits = attack.dir == direction::left ? left_ : right_;
  bits[bit / 64] |= std::uint64_t{1} << (bit % 64);
}

std::size_t attack_set::size() const {
  std::size_t total = 0;
  for (std::size_t i = 0; i < left_.size(); ++i)
    total += static_cast<std::size_t>(std::popcount(left_[i]) + std::popcount(right_[i]));
  return total;
}

std::vector<capture> attack_set::list() const {
  std::vector<capture> attacks;
  for (int r = 0; r < rows_; ++r) {
    const std::size_t first = 1 + (static_cast<std::size_t>(r) + 1) * row_words_;
    for (std::size_t i = 0; i < row_words_; ++i) {
      std::uint64_t both = left_[first + i] | right_[first + i];
      for (; both; both &= both - 1) {
        const int bit = std::countr_zero(both);
        const int col = static_cast<int>(64 * i) + bit - 1;
        if (left_[first + i] >> bit & 1) attacks.push_back({r, col, direction::left});
        if (right_[first + i] >> bit & 1) attacks.push_back({r, col, direction::right});
      }
    }
  }
  return attacks;
}

}  // namespace boardsolve::captures
