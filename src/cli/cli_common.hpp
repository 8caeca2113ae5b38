#pragma once
// What every subcommand of the boardsolve executable shares: reading input files, the common
// options (and the declared ones, declared_cli_options.hpp), and writing a tool_result out in one
// piece (checked_output.hpp). The puzzle table and finding a puzzle by name are the library's
// (boardsolve/tool.hpp).

#include <optional>
#include <string>
#include <string_view>

#include <CLI/CLI.hpp>

#include "boardsolve/tool.hpp"
#include "checked_output.hpp"
#include "declared_cli_options.hpp"

namespace boardsolve::cli {

/// Reads `path` whole ("-" or empty: standard input). On failure nullopt, and in `error` the
/// usage error "'<path>' is a directory" or "cannot read '<path>': <the system's reason>".
std::optional<text_file> read_text_file(const std::string& path, tool_result& error);

/// Adds the puzzle positional argument with a description listing the puzzles.
void add_puzzle_argument(CLI::App& command, std::string& puzzle);

/// Adds the common options of the runs that solve (solve, verify, show): --threads,
/// --progress, --json.
void add_solver_options(CLI::App& command, run_options& options, subcommand which);

/// Each subcommand: registers itself on `app`; when it runs, stores its exit code.
void setup_solve(CLI::App& app, int& exit_code);
void setup_verify(CLI::App& app, int& exit_code);
void setup_gen(CLI::App& app, int& exit_code);
void setup_show(CLI::App& app, int& exit_code);
void setup_validate(CLI::App& app, int& exit_code);
void setup_package(CLI::App& app, int& exit_code);

}  // namespace boardsolve::cli
