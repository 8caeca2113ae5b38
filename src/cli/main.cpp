// The boardsolve executable: a table of subcommands over the puzzle library.
#include <algorithm>
#include <array>
#include <sstream>
#include <string>
#include <string_view>

#include <fmt/format.h>

#include "cli_common.hpp"
#include "completion.hpp"

namespace {

constexpr std::array<std::string_view, 7> verbs = {"solve",    "verify",  "gen",       "show",
                                                   "validate", "package", "completion"};

// A command line CLI11 rejects, in the form of every other message: "boardsolve: <what>" on
// stderr, exit code 2, and where to find the usage (of the subcommand, if one was given).
boardsolve::tool_result parse_error_result(const CLI::App& app, const CLI::ParseError& error) {
  std::string message = error.what();
  for (std::size_t at = message.find('\n'); at != std::string::npos;
       at = message.find('\n', at + 1))
    message.insert(at + 1, "boardsolve: ");
  const auto subcommands = app.get_subcommands();
  const std::string command =
      subcommands.empty() ? "boardsolve" : "boardsolve " + subcommands.front()->get_name();
  return boardsolve::usage_error(
      fmt::format("{}\nboardsolve: run '{} --help' for usage", message, command));
}

}  // namespace

int main(int argc, char** argv) {
  using namespace boardsolve::cli;
  // Not in --help: every option the puzzles and the common table declare, for the tests that
  // check each face offers them (tests/cli/options_test.sh).
  if (argc == 2 && std::string_view(argv[1]) == "--list-options")
    return close_standard_streams(emit({0, option_listing(), {}}));
  if (argc > 1 && argv[1][0] != '-' &&
      std::find(verbs.begin(), verbs.end(), std::string_view(argv[1])) == verbs.end()) {
    std::string message = fmt::format("unknown subcommand '{}'", argv[1]);
    if (const auto suggestion = boardsolve::did_you_mean(argv[1], verbs))
      message += fmt::format("; did you mean '{}'?", *suggestion);
    return close_standard_streams(
        emit(boardsolve::usage_error(message + "\nboardsolve: run 'boardsolve --help' for usage")));
  }

  CLI::App app{"boardsolve: exact solvers for grid board puzzles, with proofs and pictures"};
  app.set_version_flag("--version", "boardsolve " BOARDSOLVE_VERSION);
  app.require_subcommand(1);
  std::string puzzles = "Puzzles:";
  for (const boardsolve::puzzle_tool* tool : boardsolve::puzzle_table())
    puzzles += fmt::format("\n  {:<10} ({:<8}) {}: {}", tool->name, tool->alias, tool->origin,
                           tool->question);
  app.footer(puzzles +
             "\n\nExit codes: 0 ok; 2 bad usage or bad input. verify: 0 accepted, 1 wrong "
             "answer,\n2 unreadable output, 3 bad input (--judge kattis: 42 accepted, 43 wrong "
             "answer).\nvalidate: 0 valid, 3 not (kattis: 42, 43). 74: the output could not be "
             "written.\n"
             "Formats: docs/formats.md");
  int exit_code = 0;
  setup_solve(app, exit_code);
  setup_verify(app, exit_code);
  setup_gen(app, exit_code);
  setup_show(app, exit_code);
  setup_validate(app, exit_code);
  setup_package(app, exit_code);
  setup_completion(app, exit_code);
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& error) {
    if (error.get_exit_code() != 0)
      return close_standard_streams(emit(parse_error_result(app, error)));
    std::ostringstream out;  // --help and --version: on stdout, exit code 0
    std::ostringstream err;
    app.exit(error, out, err);
    return close_standard_streams(emit({0, std::move(out).str(), std::move(err).str()}));
  }
  return close_standard_streams(exit_code);
}
