#pragma once
// Writing to stdout and stderr so that no failed write goes unnoticed: a full disk or a closed
// stream turns into one message and exit code 74, never a silent success.

#include <cstdio>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "boardsolve/tool.hpp"

namespace boardsolve::cli {

/// Writes `result` to stdout and stderr, flushing both; its exit code, or exit_write_failed.
int emit(const tool_result& result);

/// Creates `folder` (and its parents) if needed and writes each file into it, each checked up
/// to its close; a file's name may hold folders ("data/secret/01.in"), made as needed. Returns
/// nullopt when all are written; otherwise what to emit: exit code 2 and "cannot create the folder
/// ..." if the folder cannot be made, exit_write_failed and "cannot write the output: <file>:
/// <reason>" if a write fails.
std::optional<tool_result> write_files(const std::string& folder,
                                       std::span<const output_file> files);

/// Flushes and closes stdout and checks every earlier write to stdout and stderr (CLI11's help
/// included); returns `exit_code`, or exit_write_failed after saying so on stderr.
int close_standard_streams(int exit_code);

}  // namespace boardsolve::cli
