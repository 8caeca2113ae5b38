#pragma once
// A cursor over an input text that knows its line and column, for the judges' formats.
// Every read either succeeds or throws parse_failure naming the place and what was expected.
// CR before LF and blanks at the end of a line are tolerated everywhere; nothing else is guessed.

#include <cassert>
#include <cstddef>
#include <string>
#include <string_view>

#include "boardsolve/core/char_set.hpp"
#include "boardsolve/core/parse_error.hpp"

namespace boardsolve {

/// A 1-based place in a text.
struct text_position {
  int line = 1;
  int column = 1;
};

class text_reader {
 public:
  explicit text_reader(std::string_view text) : text_(text) {}

  /// The place of the next unread character.
  text_position where() const;
  bool at_end() const { return pos_ == text_.size(); }
  /// The next unread character, or '\0' at the end.
  char peek() const { return at_end() ? '\0' : text_[pos_]; }
  /// Bytes not yet read: a bound on how many cells the rest of the text can hold.
  std::size_t remaining() const { return text_.size() - pos_; }

  /// Skips blanks, CRs and line ends.
  void skip_whitespace();
  /// Skips lines that hold only blanks; stops at the start of the next line with content.
  void skip_empty_lines();

  /// Reads an integer token in [lo, hi]; `what` names it in the error ("the board size N").
  long long read_int(long long lo, long long hi, std::string_view what);
  /// Reads an integer in [lo, hi] that must be the next token on the current line.
  long long read_int_on_line(long long lo, long long hi, std::string_view what);
  /// Reads the next whitespace-separated token; fails at end of input.
  std::string_view read_token(std::string_view what);
  /// True if the current line holds another token (blanks and CR skipped first).
  bool line_has_more();
  /// Requires that the rest of the current line is blank, then moves to the next line.
  void end_line(std::string_view after_what);
  /// Reads one line of exactly `width` symbols from `allowed` (which holds no blank, CR or LF)
  /// and moves past it. With `blanks_between`, blanks between symbols are allowed and dropped
  /// (into `scratch`). O(line length); the usual row, `width` symbols then LF or CR LF, is
  /// read inline without a search for the end of its line (a million rows of four symbols
  /// are a contest's input).
  std::string_view read_row(std::size_t width, const char_set& allowed, std::string_view what,
                            bool blanks_between = false, std::string* scratch = nullptr) {
    assert(!allowed.contains(' ') && !allowed.contains('\t') && !allowed.contains('\r') &&
           !allowed.contains('\n'));
    if (!blanks_between) {
      if (const std::size_t newline = plain_row_end(width, allowed); newline != 0) {
        const std::string_view row(text_.data() + pos_, width);
        new_line_at(newline);
        pos_ = newline + 1;
        return row;
      }
    }
    return read_any_row(width, allowed, what, blanks_between, scratch);
  }
  /// Requires that only whitespace is left.
  void expect_end();

  [[noreturn]] void fail(std::string message) const;
  [[noreturn]] static void fail_at(text_position where, std::string message);

  /// How the text at the cursor reads in a message: "'x7'", "end of line", "end of input".
  std::string describe_next() const;
  /// How a token of the input reads in a message: "'x7'", its first 16 bytes and "..." if it
  /// is longer ("'abcdefghijklmnop...'"), or "byte 0x80" for the first byte that is not
  /// printable, so that a message never carries raw or long pieces of the input.
  static std::string describe_token(std::string_view token);
  /// Bytes of a token that describe_token() quotes.
  static constexpr std::size_t quoted_length = 16;

 private:
  std::string_view text_;
  std::size_t pos_ = 0;
  std::size_t line_start_ = 0;
  int line_ = 1;

  void skip_blanks();
  void new_line_at(std::size_t newline_pos) {
    ++line_;
    line_start_ = newline_pos + 1;
  }
  // The offset of the LF that ends the row at the cursor if the row is exactly `width`
  // symbols of `allowed` then LF or CR LF; otherwise 0, and read_any_row reads the row and
  // names what is wrong with it.
  std::size_t plain_row_end(std::size_t width, const char_set& allowed) const {
    std::size_t newline = pos_ + width;
    if (newline < text_.size() && text_[newline] == '\r') ++newline;
    if (newline >= text_.size() || text_[newline] != '\n') return 0;
    const char* row = text_.data() + pos_;
    bool plain = true;
    for (std::size_t i = 0; i < width; ++i) plain &= allowed.contains(row[i]);
    return plain ? newline : 0;
  }
  std::string_view read_any_row(std::size_t width, const char_set& allowed, std::string_view what,
                                bool blanks_between, std::string* scratch);
  text_position position_of(std::size_t pos) const;
};

}  // namespace boardsolve
