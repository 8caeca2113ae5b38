#pragma once
// What a puzzle gives a problem setter who hosts it on a judge: the original contest's input
// validator, the gen families aimed at the mistakes of wrong solutions, and the texts of a
// problem package (boardsolve package, docs/testing-solutions.md).

#include <optional>
#include <span>
#include <string_view>

#include "boardsolve/core/parse_error.hpp"

namespace boardsolve {

/// A family of `gen --kind` aimed at one mistake that real solutions make.
struct test_family {
  std::string_view kind;      ///< the --kind of gen
  std::string_view exposes;   ///< the mistake it catches, one sentence
  bool contest_valid = true;  ///< its files meet the contest's constraints and byte layout
};

/// One file of a package's data/secret: `gen --kind kind --size size --cases cases`.
struct secret_test {
  std::string_view kind;
  std::string_view size;  ///< gen --size; empty: the kind's default
  int cases = 1;
  int longest_side = 0;  ///< the longest side of its boards, which `package --max-side` caps
};

/// The problem as a judge hosts it, in boardsolve's own words.
struct contest_problem {
  std::string_view title;
  std::string_view statement;  ///< Markdown: the task, the input, the output, the limits
  std::string_view sample_input;
  std::span<const test_family> families;
  std::span<const secret_test> secret_tests;  ///< every contest-valid family, up to the limits
  /// nullopt if `text` meets the original contest's constraints exactly (bounds, and the
  /// byte layout: single spaces, LF line ends, a final newline, no trailing blanks); else
  /// where and why it does not. O(|text|).
  std::optional<parse_error> (*check_contest_input)(std::string_view text) = nullptr;
};

}  // namespace boardsolve
