#pragma once
// Bad input as a value: where it is (1-based line and column) and what was expected there.

#include <exception>
#include <string>
#include <utility>
#include <variant>

namespace boardsolve {

/// A problem in an input text, located at a 1-based line and column.
struct parse_error {
  int line = 1;
  int column = 1;
  std::string message;
};

/// Thrown by text_reader inside a parser; a parser's public entry point turns it into a value.
class parse_failure : public std::exception {
 public:
  explicit parse_failure(parse_error error) : error_(std::move(error)) {}
  const parse_error& error() const noexcept { return error_; }
  const char* what() const noexcept override { return error_.message.c_str(); }

 private:
  parse_error error_;
};

/// Either a parsed value or the first problem found in the text.
template <class T>
using parse_result = std::variant<T, parse_error>;

/// Runs `parse` and returns its value, or the parse_error it failed with.
template <class Parse>
auto catch_parse_error(Parse&& parse) -> parse_result<decltype(parse())> {
  try {
    return parse();
  } catch (const parse_failure& failure) {
    return failure.error();
  }
}

}  // namespace boardsolve
