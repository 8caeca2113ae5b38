// boardsolve gen <puzzle> [options]: a seeded instance file.
#include <memory>

#include "cli_common.hpp"

namespace boardsolve::cli {
namespace {

struct gen_options {
  std::string puzzle;
  tool_options tool;
};

int run_gen(const gen_options& options) {
  const puzzle_tool* puzzle = find_puzzle(options.puzzle);
  if (!puzzle) return emit(unknown_puzzle(options.puzzle));
  return emit(puzzle->gen(options.tool));
}

}  // namespace

void setup_gen(CLI::App& app, int& exit_code) {
  auto options = std::make_shared<gen_options>();
  std::string kinds;
  for (const puzzle_tool* tool : puzzle_table())
    kinds += "\n  " + std::string(tool->name) + ": " + std::string(tool->gen_kinds);
  CLI::App* command = app.add_subcommand("gen", "print a seeded instance file");
  add_puzzle_argument(*command, options->puzzle);
  command->add_option("--seed", options->tool.seed, "random seed (same seed, same file)")
      ->capture_default_str();
  command->add_option("--cases", options->tool.cases, "number of cases")
      ->capture_default_str()
      ->check(CLI::Range(1, 1000000));
  command->add_option("--size", options->tool.size, "board size N or RxC");
  command->add_option("--kind", options->tool.kind, "instance family:" + kinds);
  add_rules_options(*command, options->tool);
  command->add_option("--density", options->tool.density, "probability of a piece on a square")
      ->check(CLI::Range(0.0, 1.0));
  command->callback([options, &exit_code] { exit_code = run_gen(*options); });
}

}  // namespace boardsolve::cli
