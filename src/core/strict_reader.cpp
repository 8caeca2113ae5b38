#include "core/strict_reader.hpp"

#include <climits>

#include <fmt/format.h>

namespace boardsolve {
namespace {

bool is_digit(char c) {
  return c >= '0' && c <= '9';
}

// A number as a message quotes it: at most its first 24 bytes.
std::string quote_number(std::string_view number) {
  constexpr std::size_t shown = 24;
  return fmt::format("{}{}", number.substr(0, shown), number.size() > shown ? "..." : "");
}

}  // namespace

std::string strict_reader::describe_next() const {
  if (at_end()) return "end of input";
  const char c = text_[pos_];
  const bool line_start = pos_ == line_start_;
  switch (c) {
    case '\n':
      return line_start ? "an empty line" : "end of line";
    case '\r':
      return "a CR (lines end with LF alone)";
    case ' ':
      if (line_start) return "a space at the start of the line (lines have no leading blanks)";
      if (text_[pos_ - 1] == ' ') return "a second space (tokens are separated by one space)";
      return "a space";
    case '\t':
      return "a tab (tokens are separated by one space)";
    default:
      return text_reader::describe_token(text_.substr(pos_, 1));
  }
}

long long strict_reader::read_int(long long lo, long long hi, std::string_view what) {
  const text_position start = where();
  std::size_t p = pos_;
  const bool negative = p < text_.size() && text_[p] == '-';
  if (negative) ++p;
  const std::size_t digits_begin = p;
  while (p < text_.size() && is_digit(text_[p])) ++p;
  const std::string_view digits = text_.substr(digits_begin, p - digits_begin);
  const std::string_view number = text_.substr(pos_, p - pos_);
  if (digits.empty()) {
    if (!at_end() && text_[pos_] == '+')
      fail(
          fmt::format("expected {} (an integer from {} to {}), found '+' (numbers have no '+' "
                      "sign)",
                      what, lo, hi));
    fail(fmt::format("expected {} (an integer from {} to {}), found {}", what, lo, hi,
                     describe_next()));
  }
  if (digits.size() > 1 && digits.front() == '0') {
    pos_ = digits_begin;
    fail(fmt::format("{} is written '{}' with a leading zero (numbers have none)", what,
                     quote_number(number)));
  }
  if (negative && digits == "0") fail(fmt::format("{} is written '-0' (zero has no sign)", what));
  // Up to 19 digits fit in 64 bits unsigned; more are beyond every bound (and long long).
  bool fits = digits.size() <= 19;
  unsigned long long magnitude = 0;
  if (fits) {
    for (char d : digits) magnitude = magnitude * 10 + static_cast<unsigned>(d - '0');
    constexpr auto largest = static_cast<unsigned long long>(LLONG_MAX);
    fits = magnitude <= largest + (negative ? 1 : 0);
  }
  long long value = 0;
  if (fits)
    value = negative ? static_cast<long long>(0 - magnitude) : static_cast<long long>(magnitude);
  if (negative ? (!fits || value < lo) : (fits && value < lo))
    fail_at(start, fmt::format("{} = {} is less than {} (the contest's limit)", what,
                               quote_number(number), lo));
  if (!fits || value > hi)
    fail_at(start, fmt::format("{} = {} is more than {} (the contest's limit)", what,
                               quote_number(number), hi));
  pos_ = p;
  return value;
}

void strict_reader::read_space(std::string_view before_what) {
  if (at_end() || text_[pos_] != ' ')
    fail(fmt::format("expected a space before {}, found {}", before_what, describe_next()));
  ++pos_;
}

void strict_reader::read_eoln(std::string_view after_what) {
  if (at_end())
    fail(
        fmt::format("expected end of line after {}, found end of input (the last line ends "
                    "with a newline too)",
                    after_what));
  const char c = text_[pos_];
  if (c == '\n') {
    ++pos_;
    ++line_;
    line_start_ = pos_;
    return;
  }
  if (c == ' ' || c == '\t') {
    std::size_t end = pos_;
    while (end < text_.size() && (text_[end] == ' ' || text_[end] == '\t')) ++end;
    if (end == text_.size() || text_[end] == '\n' || text_[end] == '\r')
      fail(
          fmt::format("expected end of line after {}, found a blank at the end of the line "
                      "(lines have no trailing blanks)",
                      after_what));
    fail(fmt::format("expected end of line after {}, found {} and more on the line", after_what,
                     describe_next()));
  }
  fail(fmt::format("expected end of line after {}, found {}", after_what, describe_next()));
}

void strict_reader::read_empty_line(std::string_view before_what) {
  if (at_end() || text_[pos_] != '\n')
    fail(fmt::format("expected an empty line before {}, found {}", before_what, describe_next()));
  read_eoln(before_what);
}

void strict_reader::read_eof() {
  if (at_end()) return;
  if (text_[pos_] == '\n' && pos_ == line_start_)
    fail("found an empty line after the last case (nothing follows it)");
  fail(fmt::format("expected end of input after the last case, found {}", describe_next()));
}

std::string_view strict_reader::read_row(std::size_t length, const char_set& allowed,
                                         std::string_view what) {
  const std::size_t begin = pos_;
  for (std::size_t i = 0; i < length; ++i, ++pos_) {
    if (!at_end() && allowed.contains(text_[pos_])) continue;
    if (!at_end() && text_[pos_] == '\n' && i > 0)
      fail(fmt::format("{} has {} symbols; it must have {}", what, i, length));
    if (i > 0)
      fail(fmt::format("expected one of \"{}\" in {}, found {}", allowed.symbols(), what,
                       describe_next()));
    fail(fmt::format("expected {} ({} symbols of \"{}\"), found {}", what, length,
                     allowed.symbols(), describe_next()));
  }
  if (!at_end() && allowed.contains(text_[pos_])) {
    std::size_t found = length;
    while (begin + found < text_.size() && allowed.contains(text_[begin + found])) ++found;
    fail(fmt::format("{} has {} symbols; it must have {}", what, found, length));
  }
  return text_.substr(begin, length);
}

void strict_reader::fail(std::string message) const {
  fail_at(where(), std::move(message));
}

void strict_reader::fail_at(text_position where, std::string message) {
  throw parse_failure(parse_error{where.line, where.column, std::move(message)});
}

}  // namespace boardsolve
