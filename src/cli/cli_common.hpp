#pragma once
// What every subcommand of the boardsolve executable shares: finding the puzzle by name,
// reading input files, and writing a tool_result out in one piece (checked_output.hpp).

#include <optional>
#include <span>
#include <string>
#include <string_view>

#include <CLI/CLI.hpp>

#include "boardsolve/tool.hpp"
#include "checked_output.hpp"

namespace boardsolve::cli {

/// Every puzzle, in the order `--help` lists them.
std::span<const puzzle_tool* const> puzzle_table();

/// The puzzle called `name` or one of its aliases; nullptr if none.
const puzzle_tool* find_puzzle(std::string_view name);

/// The closest of `candidates` to `word` within a small edit distance, if any.
std::optional<std::string_view> did_you_mean(std::string_view word,
                                             std::span<const std::string_view> candidates);

/// "unknown puzzle 'x'; did you mean 'y'?" with the list of puzzles.
tool_result unknown_puzzle(std::string_view name);

/// Reads `path` whole ("-" or empty: standard input). On failure nullopt, and in `error` the
/// usage error "'<path>' is a directory" or "cannot read '<path>': <the system's reason>".
std::optional<text_file> read_text_file(const std::string& path, tool_result& error);

/// Adds the puzzle positional argument with a description listing the puzzles.
void add_puzzle_argument(CLI::App& command, std::string& puzzle);

/// Adds the options of the solver that solve, verify and show run: --threads, --size, --memory.
void add_solver_options(CLI::App& command, tool_options& options);

/// Each subcommand: registers itself on `app`; when it runs, stores its exit code.
void setup_solve(CLI::App& app, int& exit_code);
void setup_verify(CLI::App& app, int& exit_code);
void setup_gen(CLI::App& app, int& exit_code);
void setup_show(CLI::App& app, int& exit_code);

}  // namespace boardsolve::cli
