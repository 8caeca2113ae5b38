// boardsolve gen <puzzle> [options]: a seeded instance file.
#include <memory>

#include "cli_common.hpp"

namespace boardsolve::cli {
namespace {

struct gen_options {
  std::string puzzle;
  run_options tool;
  std::unique_ptr<declared_cli_options> declared;
};

int run_gen(const gen_options& options) {
  const puzzle_tool* puzzle = find_puzzle(options.puzzle);
  if (!puzzle) return emit(unknown_puzzle(options.puzzle));
  if (const std::string refused = options.declared->refusal_for(*puzzle); !refused.empty())
    return emit(usage_error(refused));
  run_options tool = options.tool;
  tool.values = options.declared->values_for(*puzzle);
  return emit(puzzle->gen(tool));
}

}  // namespace

void setup_gen(CLI::App& app, int& exit_code) {
  auto options = std::make_shared<gen_options>();
  std::string kinds;
  for (const puzzle_tool* tool : puzzle_table())
    kinds += "\n  " + std::string(tool->name) + ": " + std::string(tool->gen_kinds);
  CLI::App* command = app.add_subcommand("gen", "print a seeded instance file");
  add_puzzle_argument(*command, options->puzzle);
  const auto help = [](std::string_view name) { return common_help(name, subcommand::gen); };
  command->add_option("--seed", options->tool.seed, help("seed"))->capture_default_str();
  command->add_option("--cases", options->tool.cases, help("cases"))
      ->capture_default_str()
      ->check(CLI::Range(1, 1000000));
  command->add_option("--size", options->tool.size, help("size"));
  command->add_option("--kind", options->tool.kind, help("kind") + kinds);
  options->declared = std::make_unique<declared_cli_options>(*command, subcommand::gen);
  command->add_option("--density", options->tool.density, help("density"))
      ->check(CLI::Range(0.0, 1.0));
  command->callback([options, &exit_code] { exit_code = run_gen(*options); });
}

}  // namespace boardsolve::cli
