#pragma once
// Helpers shared by the puzzle tests: run a puzzle's subcommands on texts, read example files.

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "boardsolve/tool.hpp"

namespace boardsolve::testing {

/// The whole contents of a file of the source tree, e.g. "examples/captures/sample.in".
inline std::string read_source_file(const std::string& relative_path) {
  std::ifstream in(std::string(BOARDSOLVE_SOURCE_DIR) + "/" + relative_path, std::ios::binary);
  EXPECT_TRUE(in.good()) << "cannot open " << relative_path;
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

/// The example inputs of a puzzle: the paths of examples/<puzzle>/*.in, sorted.
inline std::vector<std::string> example_inputs(const std::string& puzzle) {
  std::vector<std::string> paths;
  const auto folder = std::filesystem::path(BOARDSOLVE_SOURCE_DIR) / "examples" / puzzle;
  for (const auto& entry : std::filesystem::directory_iterator(folder))
    if (entry.path().extension() == ".in")
      paths.push_back("examples/" + puzzle + "/" + entry.path().filename().string());
  std::sort(paths.begin(), paths.end());
  return paths;
}

/// Asserts that `result` is the bad-input error "boardsolve: <file>:<where>: <message>",
/// with exit code `exit_code` and nothing on stdout.
inline void expect_input_error(const tool_result& result, const std::string& where_and_message,
                               int exit_code = 2, const std::string& file = "in.txt") {
  EXPECT_EQ(result.exit_code, exit_code);
  EXPECT_EQ(result.out, "");
  std::string expected = "boardsolve: ";  // appended piecewise: GCC 12 -Wrestrict
  expected += file;
  expected += ':';
  expected += where_and_message;
  expected += '\n';
  EXPECT_EQ(result.err, expected);
}

}  // namespace boardsolve::testing
