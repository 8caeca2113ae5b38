#include "cli_common.hpp"

#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>

#include <fmt/format.h>

namespace boardsolve::cli {

std::optional<text_file> read_text_file(const std::string& path, tool_result& error) {
  if (path.empty() || path == "-") {
    std::string text{std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>()};
    return text_file{"<stdin>", std::move(text)};
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    error = usage_error(fmt::format("cannot open '{}' for reading", path));
    return std::nullopt;
  }
  std::ostringstream contents;
  contents << in.rdbuf();
  if (in.bad()) {
    error = usage_error(fmt::format("cannot read '{}'", path));
    return std::nullopt;
  }
  return text_file{path, std::move(contents).str()};
}

void add_puzzle_argument(CLI::App& command, std::string& puzzle) {
  std::string names;
  for (const puzzle_tool* tool : puzzle_table())
    names += fmt::format("\n  {:<10} ({:<8}) {}", tool->name, tool->alias, tool->question);
  command.add_option("puzzle", puzzle, "the puzzle:" + names)->required();
}

void add_solver_options(CLI::App& command, tool_options& options) {
  command.add_option("--threads", options.threads, "worker threads (default: all cores)");
  command.add_option("--size", options.size,
                     "board size RxC of the input (pawnchess; default 4x4)");
  command
      .add_option("--memory", options.memory,
                  "memory bound of the solver, e.g. 512M or 4G (pawnchess; default 1G)")
      ->transform(CLI::AsSizeValue(false));
}

}  // namespace boardsolve::cli
