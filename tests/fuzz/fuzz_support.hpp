#pragma once
// What the libFuzzer harnesses of tests/fuzz share: a property that fails aborts with a
// message (libFuzzer then saves the input as a crash file), and the properties every rejection
// of a text must have.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include <fmt/format.h>

#include "boardsolve/core/parse_error.hpp"
#include "boardsolve/tool.hpp"

namespace boardsolve::fuzz {

[[noreturn]] inline void property_failed(std::string_view condition, std::string_view detail) {
  std::fprintf(stderr, "boardsolve fuzz: property failed: %.*s\n  %.*s\n",
               static_cast<int>(condition.size()), condition.data(),
               static_cast<int>(detail.size()), detail.data());
  std::abort();
}

/// Aborts with `condition` and the fmt-formatted detail unless `condition` holds.
#define BOARDSOLVE_FUZZ_CHECK(condition, ...)                                                    \
  do {                                                                                           \
    if (!(condition)) ::boardsolve::fuzz::property_failed(#condition, fmt::format(__VA_ARGS__)); \
  } while (false)

/// The fuzzer's bytes as a text.
inline std::string_view as_text(const std::uint8_t* data, std::size_t size) {
  return {reinterpret_cast<const char*>(data), size};
}

/// The length of line `line` (1-based) of `text`, without its '\n'; -1 if there is no such line.
inline long long line_length(std::string_view text, int line) {
  std::size_t start = 0;
  for (int l = 1; l < line; ++l) {
    const std::size_t newline = text.find('\n', start);
    if (newline == std::string_view::npos) return -1;
    start = newline + 1;
  }
  const std::size_t end = std::min(text.find('\n', start), text.size());
  return static_cast<long long>(end - start);
}

/// A message a user reads: one line of printable ASCII, short enough to read (it quotes at
/// most a short piece of the input).
inline void check_message(std::string_view message) {
  BOARDSOLVE_FUZZ_CHECK(!message.empty() && message.size() <= 300, "message of {} bytes: {}",
                        message.size(), message);
  for (const char c : message)
    BOARDSOLVE_FUZZ_CHECK(c >= 0x20 && c < 0x7f, "byte 0x{:02x} in the message: {}",
                          static_cast<unsigned char>(c), message);
}

/// A rejection of `text`: its line and column lie inside the text (the column at most one past
/// the last byte of its line, where "end of line" is found), and its message reads well.
inline void check_rejection(std::string_view text, const parse_error& error) {
  const long long length = line_length(text, error.line);
  BOARDSOLVE_FUZZ_CHECK(error.line >= 1 && length >= 0, "line {} of a text of {} lines: {}",
                        error.line, 1 + std::count(text.begin(), text.end(), '\n'), error.message);
  BOARDSOLVE_FUZZ_CHECK(error.column >= 1 && error.column <= length + 1,
                        "column {} of line {}, which has {} bytes: {}", error.column, error.line,
                        length, error.message);
  check_message(error.message);
}

/// The result of a subcommand that rejected `file`: exit code `exit_code`, nothing on stdout,
/// and on stderr the one line "boardsolve: <name>:<line>:<column>: <message>" of a rejection.
inline void check_input_error(const tool_result& result, const text_file& file, int exit_code) {
  BOARDSOLVE_FUZZ_CHECK(result.exit_code == exit_code && result.out.empty(),
                        "exit code {} (expected {}), stdout '{}', stderr '{}'", result.exit_code,
                        exit_code, result.out, result.err);
  const std::string prefix = fmt::format("boardsolve: {}:", file.name);
  const std::string_view err = result.err;
  BOARDSOLVE_FUZZ_CHECK(
      err.starts_with(prefix) && err.ends_with('\n') && err.find('\n') == err.size() - 1,
      "stderr '{}'", err);
  parse_error error;
  const auto rest = err.substr(prefix.size(), err.size() - prefix.size() - 1);
  const auto colon = rest.find(':');
  const auto second = rest.find(':', colon + 1);
  BOARDSOLVE_FUZZ_CHECK(colon != std::string_view::npos && second != std::string_view::npos &&
                            rest.substr(second).starts_with(": "),
                        "stderr '{}'", err);
  error.line = std::atoi(std::string(rest.substr(0, colon)).c_str());
  error.column = std::atoi(std::string(rest.substr(colon + 1, second - colon - 1)).c_str());
  error.message = std::string(rest.substr(second + 2));
  check_rejection(file.text, error);
}

}  // namespace boardsolve::fuzz
