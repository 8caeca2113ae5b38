// The kingjump puzzle behind the command line: solve, verify, gen and show over text files.
#include <algorithm>
#include <optional>

#include <fmt/format.h>

#include "boardsolve/kingjump.hpp"
#include "boardsolve/tool.hpp"

namespace boardsolve::kingjump {
namespace {

tool_result solve_file(const text_file& input, const tool_options& options) {
  const auto parsed = parse_instance(input.text);
  if (const auto* error = std::get_if<parse_error>(&parsed)) return input_error(input, *error);
  tool_result result;
  append_answer(result.out, solve(std::get<board>(parsed), options.threads));
  return result;
}

tool_result verify_file(const text_file& input, const text_file& output, const text_file* jury,
                        const tool_options& options) {
  constexpr int checker_failed = static_cast<int>(verdict::checker_failed);
  constexpr int presentation_error = static_cast<int>(verdict::presentation_error);
  const auto parsed = parse_instance(input.text);
  if (const auto* error = std::get_if<parse_error>(&parsed))
    return input_error(input, *error, checker_failed);
  const board& b = std::get<board>(parsed);
  const auto answer = parse_answer(output.text, b.rows);
  if (const auto* error = std::get_if<parse_error>(&answer))
    return input_error(output, *error, presentation_error);
  const path& p = std::get<path>(answer);

  // The reference: the jury's answer if there is one, else our own; it must replay.
  path reference;
  std::string source = "boardsolve";
  if (jury) {
    auto parsed_jury = parse_answer(jury->text, b.rows);
    if (const auto* error = std::get_if<parse_error>(&parsed_jury))
      return input_error(*jury, *error, checker_failed);
    reference = std::move(std::get<path>(parsed_jury));
    source = "the jury";
  } else {
    reference = solve(b, options.threads);
  }
  const auto internal_error = [&](std::string_view what) {
    return tool_result{checker_failed, {}, fmt::format("boardsolve: case 1: {}\n", what)};
  };
  if (!reference.empty())
    if (const std::string problem = replay(b, reference); !problem.empty())
      return internal_error(fmt::format("the answer of {} is wrong: {}", source, problem));

  verify_report report;
  if (p.empty()) {
    if (reference.empty()) {
      report.pass();
    } else {
      report.fail(1, fmt::format("the answer is impossible, but the king on ({},{}) captures "
                                 "every checker",
                                 reference[0].row + 1, reference[0].col + 1));
    }
  } else if (const std::string problem = replay(b, p); !problem.empty()) {
    report.fail(1, problem);
  } else if (reference.empty()) {
    return internal_error(fmt::format("{} found no way, but the answer's path is legal", source));
  } else {
    report.pass();
  }
  return report.finish();
}

tool_result generate_file(const tool_options& options) {
  const auto size = parse_board_size(options.size.empty() ? "8" : options.size, max_side);
  if (!size || size->rows != size->cols)
    return usage_error(
        fmt::format("--size must be N, the side of a square board, from 1 to {}; "
                    "found '{}'",
                    max_side, options.size));
  if (options.cases != 1)
    return usage_error(
        fmt::format("a kingjump file holds one board: --cases must be 1, found {}", options.cases));
  const std::string kind = options.kind.empty() ? "trail" : options.kind;
  std::string_view kinds = generator_kinds();
  bool known = false;
  for (std::size_t at = 0; at <= kinds.size();) {
    const std::size_t end = std::min(kinds.find(", ", at), kinds.size());
    known |= kinds.substr(at, end - at) == kind;
    at = end + 2;
  }
  if (!known)
    return usage_error(fmt::format("unknown --kind '{}'; the kinds are: {}", kind, kinds));
  rng random(options.seed);
  return {0, format_instance(generate(kind, size->rows, options.density, random)), {}};
}

tool_result show_file(const text_file& input, const tool_options& options) {
  const auto parsed = parse_instance(input.text);
  if (const auto* error = std::get_if<parse_error>(&parsed)) return input_error(input, *error);
  const board& b = std::get<board>(parsed);
  return {0, render(b, solve(b, options.threads)), {}};
}

}  // namespace
}  // namespace boardsolve::kingjump

namespace boardsolve {

const puzzle_tool& kingjump_tool() {
  static const puzzle_tool tool{
      "kingjump",
      "winchk",
      "USACO DEC08 winchk",
      "can one king capture every opposing checker in one move of jumps, and how",
      kingjump::generator_kinds(),
      kingjump::solve_file,
      kingjump::verify_file,
      kingjump::generate_file,
      kingjump::show_file,
  };
  return tool;
}

}  // namespace boardsolve
