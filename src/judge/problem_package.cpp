#include "boardsolve/problem_package.hpp"

#include <string>
#include <vector>

#include <fmt/format.h>

namespace boardsolve {
namespace {

// The seed of secret test `index`: distinct for every (seed, index) with index < 2^20.
std::uint64_t seed_of(std::uint64_t seed, std::size_t index) {
  return seed * (std::uint64_t{1} << 20) + index;
}

std::string problem_yaml(const puzzle_tool& puzzle, const contest_problem& problem,
                         const package_options& options) {
  return fmt::format(
      "# Written by: boardsolve package {} --seed {}{}\n"
      "name: {}\n"
      "source: {}\n"
      "# Answers are checked by output_validators/ (optimal, any of several optimal answers).\n"
      "validation: custom\n",
      puzzle.name, options.seed,
      options.max_side > 0 ? fmt::format(" --max-side {}", options.max_side) : "", problem.title,
      puzzle.origin);
}

std::string input_validator(const puzzle_tool& puzzle) {
  return fmt::format(
      "#!/bin/sh\n"
      "# The input on stdin must meet the original contest's constraints and byte layout.\n"
      "# Needs boardsolve on the PATH, or BOARDSOLVE=/path/to/boardsolve.\n"
      "exec \"${{BOARDSOLVE:-boardsolve}}\" validate {} --contest --judge kattis\n",
      puzzle.name);
}

std::string output_validator(const puzzle_tool& puzzle) {
  return fmt::format(
      "#!/bin/sh\n"
      "# Arguments: input, jury answer, feedback folder; the contestant's output on stdin.\n"
      "# Needs boardsolve on the PATH, or BOARDSOLVE=/path/to/boardsolve.\n"
      "exec \"${{BOARDSOLVE:-boardsolve}}\" verify {} --judge kattis \"$@\"\n",
      puzzle.name);
}

// Adds `name`.in and `name`.ans (solve's answer) to `result`; false, with the error in
// `result`, if solve fails.
bool add_test(tool_result& result, const puzzle_tool& puzzle, const std::string& name,
              std::string input, const tool_options& options) {
  tool_result answer = puzzle.solve({name + ".in", input}, options);
  if (answer.exit_code != 0) {
    result = std::move(answer);
    return false;
  }
  result.files.push_back({name + ".in", std::move(input)});
  result.files.push_back({name + ".ans", std::move(answer.out)});
  return true;
}

}  // namespace

tool_result problem_package(const puzzle_tool& puzzle, const package_options& options) {
  const contest_problem& problem = puzzle.problem();
  tool_options solve_options;
  solve_options.threads = options.threads;
  tool_result result;
  result.files.push_back({"problem.yaml", problem_yaml(puzzle, problem, options)});
  result.files.push_back({"problem_statement/problem.en.md", std::string(problem.statement)});
  result.files.push_back(
      {"input_validators/boardsolve_validate.sh", input_validator(puzzle), true});
  result.files.push_back(
      {"output_validators/boardsolve_verify.sh", output_validator(puzzle), true});
  if (!add_test(result, puzzle, "data/sample/01", std::string(problem.sample_input), solve_options))
    return result;

  std::size_t written = 0;
  std::size_t capped = 0;
  for (std::size_t index = 0; index < problem.secret_tests.size(); ++index) {
    const secret_test& test = problem.secret_tests[index];
    if (options.max_side > 0 && test.longest_side > options.max_side) {
      ++capped;
      continue;
    }
    tool_options gen_options;
    gen_options.kind = test.kind;
    gen_options.size = test.size;
    gen_options.cases = test.cases;
    gen_options.seed = seed_of(options.seed, index);
    tool_result generated = puzzle.gen(gen_options);
    if (generated.exit_code != 0) return generated;
    const std::string name = fmt::format("data/secret/{:02}-{}{}", index + 1, test.kind,
                                         test.size.empty() ? "" : fmt::format("-{}", test.size));
    if (!add_test(result, puzzle, name, std::move(generated.out), solve_options)) return result;
    ++written;
  }
  result.out =
      fmt::format("{} files: 1 sample and {} secret tests{}\n", result.files.size(), written,
                  capped ? fmt::format(" ({} longer than --max-side left out)", capped) : "");
  return result;
}

}  // namespace boardsolve
