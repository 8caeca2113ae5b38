// boardsolve show <puzzle> [INPUT]: each case and its solution drawn step by step.
#include <memory>

#include "cli_common.hpp"

namespace boardsolve::cli {
namespace {

struct show_options {
  std::string puzzle;
  std::string input;
  tool_options tool;
};

int run_show(const show_options& options) {
  const puzzle_tool* puzzle = find_puzzle(options.puzzle);
  if (!puzzle) return emit(unknown_puzzle(options.puzzle));
  tool_result error;
  const auto input = read_text_file(options.input, error);
  if (!input) return emit(error);
  return emit(puzzle->show(*input, options.tool));
}

}  // namespace

void setup_show(CLI::App& app, int& exit_code) {
  auto options = std::make_shared<show_options>();
  CLI::App* command = app.add_subcommand("show", "draw each case and its solution step by step");
  add_puzzle_argument(*command, options->puzzle);
  command->add_option("input", options->input, "instance file (default: standard input)");
  add_solver_options(*command, options->tool);
  command->add_flag("--json", options->tool.json, "one JSON document on stdout (docs/formats.md)");
  command->add_flag("--moves", options->tool.moves,
                    "every legal move of the position with its value (pawnchess)");
  command->callback([options, &exit_code] { exit_code = run_show(*options); });
}

}  // namespace boardsolve::cli
