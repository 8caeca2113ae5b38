#include "boardsolve/problem_package.hpp"

#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include "judge/markdown_latex.hpp"

namespace boardsolve {
namespace {

// The seed of secret test `index`: distinct for every (seed, index) with index < 2^20.
std::uint64_t seed_of(std::uint64_t seed, std::size_t index) {
  return seed * (std::uint64_t{1} << 20) + index;
}

// Kattis's legacy format has no value for the MIT license of boardsolve: "cc by" is the
// nearest, since it permits what MIT permits (use, share, adapt, for any purpose) on the same
// one condition, credit to the rights owner (docs/testing-solutions.md).
std::string problem_yaml(const puzzle_tool& puzzle, const contest_problem& problem,
                         const package_options& options) {
  return fmt::format(
      "# Written by: boardsolve package {} --seed {}{}\n"
      "#\n"
      "# The validators (input_validators/boardsolve_validate/, output_validators/\n"
      "# boardsolve_verify/) call boardsolve, which the judge host must have: on the PATH, or\n"
      "# named by the environment variable BOARDSOLVE (an absolute path) when their build\n"
      "# scripts run; a build fails, naming BOARDSOLVE, when it finds none. Checking that an\n"
      "# answer is optimal takes the whole solver, so the package calls boardsolve instead of\n"
      "# carrying a copy of it.\n"
      "name: {}\n"
      "source: {}\n"
      "# The texts come from boardsolve, which is MIT-licensed. The legacy format has no value\n"
      "# for MIT; \"cc by\" is the nearest: use, share and adapt for any purpose, crediting the\n"
      "# rights owner.\n"
      "license: cc by\n"
      "rights_owner: The boardsolve developers\n"
      "# Answers are checked by output_validators/ (optimal, any of several optimal answers).\n"
      "validation: custom\n",
      puzzle.name, options.seed,
      options.max_side > 0 ? fmt::format(" --max-side {}", options.max_side) : "", problem.title,
      puzzle.origin);
}

std::string problem_tex(const contest_problem& problem) {
  return fmt::format("\\problemname{{{}}}\n\n{}\n", latex_text(problem.title),
                     latex_of_markdown(problem.statement));
}

// Replaces every `@key@` of `text` by `value`.
std::string with(std::string text, std::string_view key, std::string_view value) {
  const std::string marker = fmt::format("@{}@", key);
  for (std::size_t at = text.find(marker); at != std::string::npos;
       at = text.find(marker, at + value.size()))
    text.replace(at, marker.size(), value);
  return text;
}

// A validator is a folder with `build` and `run` (a bare script is no program to
// problemtools). `run` finds boardsolve as BOARDSOLVE or on the PATH; `build`, which the
// judge runs first in a copy of the folder, finds it the same way, checks that it runs, and
// writes its absolute path into run's `boardsolve=` line as the default, so that run works
// even where the judge runs validators with another environment.
constexpr std::string_view run_script = R"(#!/bin/sh
# @about@
# Needs boardsolve: BOARDSOLVE=/path/to/boardsolve, or boardsolve on the PATH.
boardsolve=${BOARDSOLVE:-boardsolve}
found=$(command -v "$boardsolve" 2>/dev/null) && [ -f "$found" ] && [ -x "$found" ] || {
  echo "@name@: cannot find boardsolve ('$boardsolve'): put it on the PATH or set BOARDSOLVE=/path/to/boardsolve" >&2
  exit 1
}
exec "$found" @command@
)";

constexpr std::string_view build_script = R"(#!/bin/sh
# Run by the judge before the validator, in a copy of this folder: finds boardsolve
# (BOARDSOLVE=/absolute/path/to/boardsolve, or boardsolve on the PATH), checks that it runs,
# and writes its path into ./run, so that run needs neither BOARDSOLVE nor the PATH.
boardsolve=${BOARDSOLVE:-boardsolve}
found=$(command -v "$boardsolve" 2>/dev/null) && [ -f "$found" ] && [ -x "$found" ] || {
  echo "@name@/build: cannot find boardsolve ('$boardsolve'): put it on the PATH or set BOARDSOLVE=/absolute/path/to/boardsolve" >&2
  exit 1
}
case $found in
  /*) ;;
  *) echo "@name@/build: '$found' is not an absolute path: set BOARDSOLVE=/absolute/path/to/boardsolve" >&2
     exit 1 ;;
esac
"$found" --version >/dev/null 2>&1 || {
  echo "@name@/build: '$found' does not run: set BOARDSOLVE=/path/to/boardsolve to one that does" >&2
  exit 1
}
quoted=$(printf '%s\n' "$found" | sed "s/'/'\\\\''/g")
{
  sed '/^boardsolve=/,$d' run
  printf "boardsolve=\${BOARDSOLVE:-'%s'}\n" "$quoted"
  sed '1,/^boardsolve=/d' run
} >run.new && chmod 755 run.new && mv run.new run
)";

void add_validator(tool_result& result, std::string_view folder, std::string_view about,
                   std::string_view command) {
  const std::string_view name = folder.substr(folder.find('/') + 1);
  const std::string run =
      with(with(with(std::string(run_script), "about", about), "command", command), "name", name);
  result.files.push_back(
      {fmt::format("{}/build", folder), with(std::string(build_script), "name", name), true});
  result.files.push_back({fmt::format("{}/run", folder), run, true});
}

// Adds `name`.in and `name`.ans (solve's answer) to `result`; false, with the error in
// `result`, if solve fails.
bool add_test(tool_result& result, const puzzle_tool& puzzle, const std::string& name,
              std::string input, const run_options& options) {
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
  if (!puzzle.problem) return no_contest_problem(puzzle, "package");
  const contest_problem& problem = puzzle.problem();
  run_options solve_options;
  solve_options.threads = options.threads;
  tool_result result;
  result.files.push_back({"problem.yaml", problem_yaml(puzzle, problem, options)});
  result.files.push_back({"problem_statement/problem.en.tex", problem_tex(problem)});
  add_validator(result, "input_validators/boardsolve_validate",
                "Input validator: the input on stdin must meet the original contest's "
                "constraints and byte layout (exit 42; else 43).",
                fmt::format("validate {} --contest --judge kattis", puzzle.name));
  add_validator(result, "output_validators/boardsolve_verify",
                "Output validator: arguments input, jury answer, feedback folder; the "
                "contestant's output on stdin (exit 42 accepted, 43 rejected).",
                fmt::format("verify {} --judge kattis \"$@\"", puzzle.name));
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
    run_options gen_options;
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
