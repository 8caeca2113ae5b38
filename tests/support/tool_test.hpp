#pragma once
// Helpers shared by the puzzle tests: run a puzzle's subcommands on texts, read example files.

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <functional>
#include <sstream>
#include <string>
#include <vector>

#include "boardsolve/core/rng.hpp"
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

/// Applies 1 to 4 random edits to `text`: insert a byte of `alphabet`, delete a byte, or cut
/// the text short.
inline void mutate(std::string& text, std::string_view alphabet, rng& random) {
  for (int edits = random.between(1, 4); edits > 0; --edits) {
    const auto at = static_cast<std::size_t>(random.below(text.size() + 1));
    switch (random.below(3)) {
      case 0:
        text.insert(at, 1, alphabet[random.below(alphabet.size())]);
        break;
      case 1:
        if (at < text.size()) text.erase(at, 1);
        break;
      default:
        text.resize(at);
        break;
    }
  }
}

/// Generates `trials` valid files with `tool.gen(make_options(random))`, mutates each and
/// solves it with the same options: each must parse cleanly, or fail with exit code 2, nothing
/// on stdout, and one message whose line and column lie inside the text.
inline void expect_mutations_fail_cleanly(const puzzle_tool& tool, std::string_view alphabet,
                                          std::uint64_t seed, int trials,
                                          const std::function<run_options(rng&)>& make_options) {
  rng random(seed);
  for (int trial = 0; trial < trials; ++trial) {
    const run_options options = make_options(random);
    std::string text = tool.gen(options).out;
    mutate(text, alphabet, random);
    const auto result = tool.solve({"in.txt", text}, options);
    if (result.exit_code == 0) {
      EXPECT_EQ(result.err, "");
      continue;
    }
    ASSERT_EQ(result.exit_code, 2) << text;
    EXPECT_EQ(result.out, "");
    int line = 0, column = 0;
    ASSERT_EQ(std::sscanf(result.err.c_str(), "boardsolve: in.txt:%d:%d:", &line, &column), 2)
        << result.err;
    EXPECT_GE(line, 1);
    EXPECT_LE(line, static_cast<int>(std::count(text.begin(), text.end(), '\n')) + 1) << text;
    EXPECT_GE(column, 1);
  }
}

}  // namespace boardsolve::testing
