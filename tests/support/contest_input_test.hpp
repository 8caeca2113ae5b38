#pragma once
// Helpers for the tests of the contest validators (check_contest_input of each puzzle): where
// a text is rejected, and the property that ties a validator to the puzzle's lenient reader.

#include <gtest/gtest.h>

#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "boardsolve/core/parse_error.hpp"
#include "boardsolve/core/rng.hpp"

namespace boardsolve::testing {

using contest_check = std::optional<parse_error> (*)(std::string_view text);

/// Expects `check` to reject `text` at 1-based (line, column) with exactly `message`.
inline void expect_rejected_at(contest_check check, std::string_view text, int line, int column,
                               std::string_view message) {
  const auto error = check(text);
  ASSERT_TRUE(error.has_value()) << "accepted:\n" << text;
  EXPECT_EQ(error->line, line) << error->message;
  EXPECT_EQ(error->column, column) << error->message;
  EXPECT_EQ(error->message, message);
}

/// Expects `check` to accept `text`, and prints its error if it does not.
inline void expect_accepted(contest_check check, std::string_view text) {
  const auto error = check(text);
  EXPECT_FALSE(error.has_value()) << error->line << ":" << error->column << ": " << error->message
                                  << "\nin:\n"
                                  << text.substr(0, 2000);
}

/// `text` with every run of blanks and line ends made one space: a Markdown paragraph as it
/// reads, whatever its line breaks.
inline std::string as_read(std::string_view text) {
  std::string out;
  for (const char c : text) {
    const bool blank = c == ' ' || c == '\n';
    if (!blank)
      out += c;
    else if (!out.empty() && out.back() != ' ')
      out += ' ';
  }
  return out;
}

/// True if 1-based (line, column) names a byte of `text` or the place just after the last
/// byte of a line (a missing line end, or the end of the text).
inline bool inside(std::string_view text, int line, int column) {
  if (line < 1 || column < 1) return false;
  std::size_t line_start = 0;
  for (int l = 1; l < line; ++l) {
    const std::size_t newline = text.find('\n', line_start);
    if (newline == std::string_view::npos) return false;
    line_start = newline + 1;
  }
  const std::size_t line_end = std::min(text.find('\n', line_start), text.size());
  return line_start + static_cast<std::size_t>(column) - 1 <= line_end;
}

/// `text` with one byte replaced, inserted or deleted at a random place; new bytes come from
/// `alphabet`.
inline std::string mutate_one_byte(std::string text, std::string_view alphabet, rng& random) {
  const std::size_t at = random.index_below(text.size() + 1);
  const char byte = alphabet[random.index_below(alphabet.size())];
  switch (random.below(3)) {
    case 0:
      if (at < text.size()) {
        text[at] = byte;
        break;
      }
      [[fallthrough]];
    case 1:
      text.insert(at, 1, byte);
      break;
    default:
      if (at < text.size()) text.erase(at, 1);
      break;
  }
  return text;
}

/// The property of a validator: for `trials` texts from `valid_text` (each must be accepted),
/// a single-byte mutant is either accepted, and then the puzzle's lenient reader reads it too
/// and `read_and_write_back` (its boards written again in the input format) gives the mutant
/// byte for byte: both read the same boards; or it is rejected at a place inside the mutant.
/// Both outcomes must occur.
inline void expect_mutants_accepted_alike_or_rejected_inside(
    contest_check check, const std::function<std::string(rng&)>& valid_text,
    const std::function<std::optional<std::string>(std::string_view)>& read_and_write_back,
    std::string_view alphabet, std::uint64_t seed, int trials) {
  rng random(seed);
  int accepted = 0;
  int rejected = 0;
  for (int trial = 0; trial < trials; ++trial) {
    const std::string text = valid_text(random);
    expect_accepted(check, text);
    const std::string mutant = mutate_one_byte(text, alphabet, random);
    if (const auto error = check(mutant)) {
      ++rejected;
      EXPECT_TRUE(inside(mutant, error->line, error->column))
          << error->line << ":" << error->column << " " << error->message;
      EXPECT_FALSE(error->message.empty());
      continue;
    }
    ++accepted;
    const auto written = read_and_write_back(mutant);
    ASSERT_TRUE(written.has_value()) << "the lenient reader refuses an accepted text:\n" << mutant;
    EXPECT_EQ(*written, mutant);
  }
  EXPECT_GT(accepted, 0);
  EXPECT_GT(rejected, 0);
}

}  // namespace boardsolve::testing
