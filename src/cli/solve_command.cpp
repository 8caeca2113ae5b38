// boardsolve solve <puzzle> [INPUT]: the judge-format answer of every case.
#include <memory>

#include "cli_common.hpp"
#include "stop_on_signals.hpp"

namespace boardsolve::cli {
namespace {

struct solve_options {
  std::string puzzle;
  std::string input;
  tool_options tool;
};

int run_solve(const solve_options& options) {
  const puzzle_tool* puzzle = find_puzzle(options.puzzle);
  if (!puzzle) return emit(unknown_puzzle(options.puzzle));
  tool_result error;
  const auto input = read_text_file(options.input, error);
  if (!input) return emit(error);
  return emit(run_stopped_by_signals(
      may_write_checkpoint(options.tool), options.tool,
      [&](const tool_options& tool) { return puzzle->solve(*input, tool); }));
}

}  // namespace

void setup_solve(CLI::App& app, int& exit_code) {
  auto options = std::make_shared<solve_options>();
  CLI::App* command = app.add_subcommand("solve", "print the judge-format answer of every case");
  add_puzzle_argument(*command, options->puzzle);
  command->add_option("input", options->input, "instance file (default: standard input)");
  add_solver_options(*command, options->tool);
  command->add_flag("--json", options->tool.json, "one JSON document on stdout (docs/formats.md)");
  command->add_flag("--stats", options->tool.stats,
                    "a line of search statistics per case on stderr (pawnchess)");
  command->add_flag("--plan", options->tool.plan, "print the moves after each count (toggle)");
  add_checkpoint_options(*command, options->tool);
  command->callback([options, &exit_code] { exit_code = run_solve(*options); });
}

}  // namespace boardsolve::cli
