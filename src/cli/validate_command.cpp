// boardsolve validate <puzzle> [INPUT]: an input validator, in testlib's or Kattis's convention.
#include <memory>

#include <fmt/format.h>

#include "boardsolve/judge.hpp"
#include "cli_common.hpp"

namespace boardsolve::cli {
namespace {

struct validate_options {
  std::string puzzle;
  std::string input;
  std::string judge = "testlib";
  run_options tool;
  std::unique_ptr<declared_cli_options> declared;
};

tool_result validate(const puzzle_tool& puzzle, const text_file& input,
                     const run_options& options) {
  if (!options.contest) return puzzle.validate(input, options);
  if (!puzzle.problem) return no_contest_problem(puzzle, "validate --contest");
  const auto error = puzzle.problem().check_contest_input(input.text);
  return validation_of(input, error ? &*error : nullptr);
}

int run_validate(const validate_options& options) {
  const puzzle_tool* puzzle = find_puzzle(options.puzzle);
  if (!puzzle) return emit(unknown_puzzle(options.puzzle));
  if (const std::string refused = options.declared->refusal_for(*puzzle); !refused.empty())
    return emit(usage_error(refused));
  const auto judge = judge_system_named(options.judge);
  if (!judge || *judge == judge_system::cms)
    return emit(usage_error(fmt::format(
        "unknown --judge '{}' for validate; the judges with input validators are: testlib, kattis",
        options.judge)));
  tool_result error;
  const auto input = read_text_file(options.input, error);
  if (!input) return emit(validated_for(*judge, error));
  run_options tool = options.tool;
  tool.values = options.declared->values_for(*puzzle);
  return emit(validated_for(*judge, validate(*puzzle, *input, tool)));
}

}  // namespace

void setup_validate(CLI::App& app, int& exit_code) {
  auto options = std::make_shared<validate_options>();
  CLI::App* command = app.add_subcommand(
      "validate",
      "check that a file is a valid instance: exit 0 and nothing on stdout, or the first\n"
      "fault at file:line:column and exit 3 (with --judge kattis: 42 valid, 43 not)");
  add_puzzle_argument(*command, options->puzzle);
  command->add_option("input", options->input, "instance file (default: standard input)");
  command->add_flag("--contest", options->tool.contest,
                    common_help("contest", subcommand::validate));
  command->add_option("--judge", options->judge, "testlib (default) or kattis")
      ->type_name("SYSTEM");
  options->declared = std::make_unique<declared_cli_options>(*command, subcommand::validate);
  command->callback([options, &exit_code] { exit_code = run_validate(*options); });
}

}  // namespace boardsolve::cli
