// boardsolve verify <puzzle> INPUT OUTPUT [ANSWER]: a contest checker with testlib's exit codes.
#include <memory>

#include "cli_common.hpp"

namespace boardsolve::cli {
namespace {

struct verify_options {
  std::string puzzle;
  std::string input;
  std::string output;
  std::string answer;
  tool_options tool;
};

int run_verify(const verify_options& options) {
  const puzzle_tool* puzzle = find_puzzle(options.puzzle);
  if (!puzzle) return emit(unknown_puzzle(options.puzzle));
  tool_result error;
  const auto input = read_text_file(options.input, error);
  if (!input) return emit(error);
  const auto output = read_text_file(options.output, error);
  if (!output) return emit(error);
  std::optional<text_file> answer;
  if (!options.answer.empty()) {
    answer = read_text_file(options.answer, error);
    if (!answer) return emit(error);
  }
  return emit(puzzle->verify(*input, *output, answer ? &*answer : nullptr, options.tool));
}

}  // namespace

void setup_verify(CLI::App& app, int& exit_code) {
  auto options = std::make_shared<verify_options>();
  CLI::App* command = app.add_subcommand(
      "verify",
      "check an answer file case by case: legal, goal reached, optimal\n"
      "exit 0 accepted, 1 wrong answer, 2 unreadable output, 3 bad input (testlib)");
  add_puzzle_argument(*command, options->puzzle);
  command->add_option("input", options->input, "instance file")->required();
  command->add_option("output", options->output, "answer to check")->required();
  command->add_option("answer", options->answer, "jury answer (optional)");
  add_solver_options(*command, options->tool);
  command->add_flag("--json", options->tool.json, "one JSON document on stdout (docs/formats.md)");
  command->callback([options, &exit_code] { exit_code = run_verify(*options); });
}

}  // namespace boardsolve::cli
