#pragma once
// A cursor that reads a contest input byte by byte and accepts only its one exact layout, as a
// testlib validator does: canonical integers, single spaces between tokens, LF line ends, a
// final newline and nothing after the last case. Every read either succeeds or throws
// parse_failure at the 1-based line and column of the first byte that breaks a rule.

#include <cstddef>
#include <string>
#include <string_view>

#include "boardsolve/core/char_set.hpp"
#include "boardsolve/core/parse_error.hpp"
#include "boardsolve/core/text_reader.hpp"

namespace boardsolve {

class strict_reader {
 public:
  explicit strict_reader(std::string_view text) : text_(text) {}

  /// The place of the next unread byte.
  text_position where() const { return {line_, static_cast<int>(pos_ - line_start_) + 1}; }

  /// Reads an integer in [lo, hi] written canonically: "0", or an optional '-' and digits
  /// without a leading zero; no '+', no blank before it. `what` names it in messages ("T").
  /// A value out of range fails at its first byte: "T = 101 is more than 100 (the contest's
  /// limit)". O(length of the token).
  long long read_int(long long lo, long long hi, std::string_view what);
  /// Reads the one space between two tokens of a line; `before_what` names the next token.
  void read_space(std::string_view before_what);
  /// Reads the LF that ends a line; `after_what` names what the line held.
  void read_eoln(std::string_view after_what);
  /// Reads a line that holds nothing, the layout's separator before `before_what`.
  void read_empty_line(std::string_view before_what);
  /// Requires that the text ends here.
  void read_eof();
  /// Reads `length` symbols of `allowed` (which holds no blank, CR or LF) and returns them;
  /// the line end is left for read_eoln. `what` names the row ("row 2 of case 1"). O(length).
  std::string_view read_row(std::size_t length, const char_set& allowed, std::string_view what);

  [[noreturn]] void fail(std::string message) const;
  [[noreturn]] static void fail_at(text_position where, std::string message);

 private:
  std::string_view text_;
  std::size_t pos_ = 0;
  std::size_t line_start_ = 0;
  int line_ = 1;

  bool at_end() const { return pos_ == text_.size(); }
  // How the byte at the cursor reads in a message, with the layout rule it breaks if it is a
  // blank, a CR or an empty line: "a second space (tokens are separated by one space)".
  std::string describe_next() const;
};

}  // namespace boardsolve
