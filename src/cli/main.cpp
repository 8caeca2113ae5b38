// The boardsolve executable: a table of subcommands over the puzzle library.
#include <algorithm>
#include <array>
#include <sstream>
#include <string>
#include <string_view>

#include <fmt/format.h>

#include "cli_common.hpp"

namespace {

constexpr std::array<std::string_view, 4> verbs = {"solve", "verify", "gen", "show"};

}  // namespace

int main(int argc, char** argv) {
  using namespace boardsolve::cli;
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
             "answer,\n2 unreadable output, 3 bad input. 74: the output could not be written.\n"
             "Formats: docs/formats.md");
  int exit_code = 0;
  setup_solve(app, exit_code);
  setup_verify(app, exit_code);
  setup_gen(app, exit_code);
  setup_show(app, exit_code);
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& error) {
    std::ostringstream out;
    std::ostringstream err;
    const int code = app.exit(error, out, err);
    return close_standard_streams(
        emit({code == 0 ? 0 : 2, std::move(out).str(), std::move(err).str()}));
  }
  return close_standard_streams(exit_code);
}
