#pragma once
// The typed API's way to solve a board from Python: the puzzle's own reader reads the board's
// judge-format text, and the solve runs with the GIL released and a stop token that Ctrl-C
// requests (stoppable_call.hpp).

#include <string>
#include <string_view>
#include <utility>
#include <variant>

#include "board_input.hpp"
#include "boardsolve/core/parse_error.hpp"
#include "boardsolve/core/stop_token.hpp"
#include "stoppable_call.hpp"

namespace boardsolve::python {

/// Reads `text` with `parse` (a puzzle's reader, returning a parse_result) and returns
/// `solve(value, stop)` on what it read; raises the reader's error as a board error
/// (board_error, `header_lines` the lines of `text` before the rows).
template <class Parse, class Solve>
auto read_and_solve(std::string text, int header_lines, Parse parse, Solve solve) {
  using answer = decltype(solve(std::get<0>(parse(std::string_view{})), stop_token{}));
  auto done = call_stoppable([&](stop_token stop) -> std::variant<answer, parse_error> {
    auto parsed = parse(std::string_view(text));
    if (auto* error = std::get_if<parse_error>(&parsed)) return std::move(*error);
    std::string().swap(text);
    return solve(std::get<0>(parsed), std::move(stop));
  });
  if (auto* error = std::get_if<parse_error>(&done)) throw board_error(*error, header_lines);
  return std::get<answer>(std::move(done));
}

}  // namespace boardsolve::python
