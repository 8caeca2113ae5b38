// boardsolve solve <puzzle> [INPUT]: the judge-format answer of every case.
#include <memory>

#include "cli_common.hpp"
#include "stop_on_signals.hpp"

namespace boardsolve::cli {
namespace {

struct solve_options {
  std::string puzzle;
  std::string input;
  run_options tool;
  std::unique_ptr<declared_cli_options> declared;
};

int run_solve(const solve_options& options) {
  const puzzle_tool* puzzle = find_puzzle(options.puzzle);
  if (!puzzle) return emit(unknown_puzzle(options.puzzle));
  if (const std::string refused = options.declared->refusal_for(*puzzle); !refused.empty())
    return emit(usage_error(refused));
  tool_result error;
  const auto input = read_text_file(options.input, error);
  if (!input) return emit(error);
  run_options tool = options.tool;
  tool.values = options.declared->values_for(*puzzle);
  return emit(run_stopped_by_signals(
      saves_on_stop(*puzzle, tool), tool,
      [&](const run_options& with_stop) { return puzzle->solve(*input, with_stop); }));
}

}  // namespace

void setup_solve(CLI::App& app, int& exit_code) {
  auto options = std::make_shared<solve_options>();
  CLI::App* command = app.add_subcommand("solve", "print the judge-format answer of every case");
  add_puzzle_argument(*command, options->puzzle);
  command->add_option("input", options->input, "instance file (default: standard input)");
  add_solver_options(*command, options->tool, subcommand::solve);
  options->declared = std::make_unique<declared_cli_options>(*command, subcommand::solve);
  command->callback([options, &exit_code] { exit_code = run_solve(*options); });
}

}  // namespace boardsolve::cli
