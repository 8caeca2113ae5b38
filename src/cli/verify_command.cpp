// boardsolve verify <puzzle> ...: a contest checker in the convention of a judge system:
// testlib (INPUT OUTPUT [ANSWER]), kattis (INPUT ANSWER FEEDBACK_DIR < OUTPUT) or cms (INPUT
// ANSWER OUTPUT).
#include <memory>
#include <vector>

#include <fmt/format.h>

#include "boardsolve/judge.hpp"
#include "cli_common.hpp"
#include "stop_on_signals.hpp"

namespace boardsolve::cli {
namespace {

struct verify_options {
  std::string puzzle;
  std::string judge = "testlib";
  std::string input;
  std::string second;  // testlib: the contestant's output; kattis and cms: the jury's answer
  std::string third;   // testlib: the jury's answer; kattis: the feedback folder; cms: output
  std::vector<std::string> validator_arguments;  // kattis passes its flags; they are ignored
  run_options tool;
  std::unique_ptr<declared_cli_options> declared;
};

// The files of a run: where each argument goes in the judge's convention.
struct verify_files {
  std::string output;  // "" = standard input
  std::string answer;  // "" = none
  std::string feedback_folder;
};

std::optional<verify_files> files_of(judge_system judge, const verify_options& options,
                                     tool_result& error) {
  if (judge != judge_system::kattis && !options.validator_arguments.empty()) {
    error = usage_error(fmt::format("verify takes at most 3 files; '{}' is one too many",
                                    options.validator_arguments.front()));
    return std::nullopt;
  }
  if (judge != judge_system::testlib && options.third.empty()) {
    error = usage_error(judge == judge_system::kattis
                            ? "--judge kattis needs INPUT ANSWER FEEDBACK_DIR, the output on stdin"
                            : "--judge cms needs INPUT ANSWER OUTPUT");
    return std::nullopt;
  }
  switch (judge) {
    case judge_system::testlib:
      return verify_files{options.second, options.third, {}};
    case judge_system::kattis:
      return verify_files{"-", options.second, options.third};
    case judge_system::cms:
      return verify_files{options.third, options.second, {}};
  }
  return std::nullopt;
}

int run_verify(const verify_options& options) {
  const puzzle_tool* puzzle = find_puzzle(options.puzzle);
  if (!puzzle) return emit(unknown_puzzle(options.puzzle));
  if (const std::string refused = options.declared->refusal_for(*puzzle); !refused.empty())
    return emit(usage_error(refused));
  const auto judge = judge_system_named(options.judge);
  if (!judge)
    return emit(usage_error(
        fmt::format("unknown --judge '{}'; the judges are: testlib, kattis, cms", options.judge)));
  if (*judge != judge_system::testlib && options.tool.json)
    return emit(
        usage_error(fmt::format("--json and --judge {} exclude each other", options.judge)));
  tool_result error;
  const auto files = files_of(*judge, options, error);
  if (!files) return emit(error);
  const auto input = read_text_file(options.input, error);
  if (!input) return emit(error);
  auto output = read_text_file(files->output, error);
  if (!output) return emit(error);
  if (*judge == judge_system::kattis) output->name = "the contestant's output";
  std::optional<text_file> answer;
  if (!files->answer.empty()) {
    answer = read_text_file(files->answer, error);
    if (!answer) return emit(error);
  }
  run_options tool = options.tool;
  tool.values = options.declared->values_for(*puzzle);
  tool_result result = judged_for(
      *judge,
      run_stopped_by_signals(saves_on_stop(*puzzle, tool), tool, [&](const run_options& with_stop) {
        return puzzle->verify(*input, *output, answer ? &*answer : nullptr, with_stop);
      }));
  if (!result.files.empty())
    if (const auto failure = write_files(files->feedback_folder, result.files))
      return emit(*failure);
  return emit(result);
}

}  // namespace

void setup_verify(CLI::App& app, int& exit_code) {
  auto options = std::make_shared<verify_options>();
  CLI::App* command = app.add_subcommand(
      "verify",
      "check an answer file case by case: legal, goal reached, optimal\n"
      "testlib (default): verify PUZZLE INPUT OUTPUT [ANSWER]; exit 0 accepted, 1 wrong answer,\n"
      "  2 unreadable output, 3 bad input or jury answer\n"
      "kattis: verify PUZZLE --judge kattis INPUT ANSWER FEEDBACK_DIR < OUTPUT; exit 42\n"
      "  accepted, 43 wrong answer, the reason in FEEDBACK_DIR/judgemessage.txt\n"
      "cms: verify PUZZLE --judge cms INPUT ANSWER OUTPUT; 1.0 or 0.0 on stdout, the message\n"
      "  on stderr, exit 0");
  add_puzzle_argument(*command, options->puzzle);
  command->add_option("input", options->input, "instance file")->required();
  command->add_option("second", options->second, "testlib: output to check; else jury answer")
      ->required();
  command->add_option("third", options->third,
                      "testlib: jury answer (optional); kattis: feedback folder; cms: output");
  command->add_option("validator_arguments", options->validator_arguments,
                      "kattis: further arguments of the judge (ignored)");
  command->add_option("--judge", options->judge, "testlib (default), kattis or cms")
      ->type_name("SYSTEM");
  add_solver_options(*command, options->tool, subcommand::verify);
  options->declared = std::make_unique<declared_cli_options>(*command, subcommand::verify);
  command->callback([options, &exit_code] { exit_code = run_verify(*options); });
}

}  // namespace boardsolve::cli
