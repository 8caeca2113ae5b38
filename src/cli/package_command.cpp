// boardsolve package <puzzle> DIR: a problem package in the Kattis format, for a judge.
#include <filesystem>
#include <memory>
#include <system_error>

#include <fmt/format.h>

#include "boardsolve/problem_package.hpp"
#include "cli_common.hpp"

namespace boardsolve::cli {
namespace {

struct package_command_options {
  std::string puzzle;
  std::string folder;
  package_options package;
};

int run_package(const package_command_options& options) {
  const puzzle_tool* puzzle = find_puzzle(options.puzzle);
  if (!puzzle) return emit(unknown_puzzle(options.puzzle));
  std::error_code error;
  if (std::filesystem::exists(options.folder, error) &&
      !(std::filesystem::is_directory(options.folder, error) &&
        std::filesystem::is_empty(options.folder, error)))
    return emit(usage_error(fmt::format(
        "'{}' exists and is not an empty folder; package writes into a new or empty one",
        options.folder)));
  tool_result result = problem_package(*puzzle, options.package);
  if (result.exit_code != 0) return emit(result);
  if (const auto failure = write_files(options.folder, result.files)) return emit(*failure);
  result.out = fmt::format("{}: {}", options.folder, result.out);
  return emit(result);
}

}  // namespace

void setup_package(CLI::App& app, int& exit_code) {
  auto options = std::make_shared<package_command_options>();
  CLI::App* command = app.add_subcommand(
      "package",
      "write a problem package in the Kattis format into DIR (new or empty): statement,\n"
      "samples, secret tests with answers, validators that call boardsolve");
  add_puzzle_argument(*command, options->puzzle);
  command->add_option("dir", options->folder, "the package's folder")->required();
  command->add_option("--seed", options->package.seed,
                      "the same seed gives the same package (default 1)");
  command
      ->add_option("--max-side", options->package.max_side,
                   "leave out tests whose boards have a longer side")
      ->check(CLI::Range(1, 1 << 30));
  command->add_option("--threads", options->package.threads,
                      "worker threads of the solves (default: all cores)");
  command->callback([options, &exit_code] { exit_code = run_package(*options); });
}

}  // namespace boardsolve::cli
