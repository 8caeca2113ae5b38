#pragma once
// A set of bytes, tested in O(1): the symbols a board row may hold.

#include <array>
#include <string_view>

namespace boardsolve {

/// The characters of `symbols`, as a 256-entry membership table.
class char_set {
 public:
  constexpr explicit char_set(std::string_view symbols) : symbols_(symbols) {
    for (char c : symbols) member_[static_cast<unsigned char>(c)] = true;
  }
  constexpr bool contains(char c) const { return member_[static_cast<unsigned char>(c)]; }
  constexpr std::string_view symbols() const { return symbols_; }

 private:
  std::array<bool, 256> member_{};
  std::string_view symbols_;
};

}  // namespace boardsolve
