#pragma once
// Appending numbers and words to one output buffer: answers for large boards run to
// millions of lines, and std::to_chars into a std::string keeps that linear and cheap.

#include <charconv>
#include <string>
#include <string_view>

namespace boardsolve {

/// Appends the decimal form of `value` to `out`.
inline void append_int(std::string& out, long long value) {
  char digits[24];
  const auto result = std::to_chars(digits, digits + sizeof digits, value);
  out.append(digits, result.ptr);
}

/// Appends the values separated by single blanks and ended by a newline.
template <class... Values>
void append_line(std::string& out, const Values&... values) {
  bool first = true;
  const auto put = [&](const auto& value) {
    if (!first) out.push_back(' ');
    first = false;
    if constexpr (std::is_convertible_v<decltype(value), std::string_view>) {
      out.append(std::string_view(value));
    } else if constexpr (std::is_same_v<std::decay_t<decltype(value)>, char>) {
      out.push_back(value);
    } else {
      append_int(out, static_cast<long long>(value));
    }
  };
  (put(values), ...);
  out.push_back('\n');
}

}  // namespace boardsolve
