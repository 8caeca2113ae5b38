#pragma once
// A puzzle as a complete problem package in the Kattis problem package format (legacy, the one
// Kattis's verifyproblem checks): problem.yaml, the statement in LaTeX, samples, secret tests
// over every contest-valid test family with solve's answers, and validators (folders with build
// and run scripts) that call boardsolve (docs/formats.md, "Problem packages").

#include <cstdint>

#include "boardsolve/tool.hpp"

namespace boardsolve {

struct package_options {
  std::uint64_t seed = 1;  ///< the same seed (and version) gives the same package, byte for byte
  int max_side = 0;        ///< leave out secret tests with a longer board side; 0: no cap
  unsigned threads = 0;    ///< of the solves that write the answers; 0 = every core
};

/// The package's files (names relative to its folder) in `files`, and a summary line on stdout;
/// or the usage error of a gen or solve that failed. Time: solve on every secret test.
tool_result problem_package(const puzzle_tool& puzzle, const package_options& options);

}  // namespace boardsolve
