#pragma once
// Checks shared by the test-family tests of every puzzle: each family is a gen kind, and each
// package test is a contest-valid family whose files meet the contest's constraints and whose
// answers verify.

#include <gtest/gtest.h>

#include <functional>
#include <set>
#include <span>
#include <string>
#include <string_view>

#include "boardsolve/judge_kit.hpp"
#include "boardsolve/tool.hpp"

namespace boardsolve::testing {

/// The file of `gen --kind kind --size size --cases cases --seed seed`; fails the test if gen
/// refuses.
inline std::string generated(const puzzle_tool& tool, std::string_view kind, std::string_view size,
                             int cases, std::uint64_t seed) {
  run_options options;
  options.kind = kind;
  options.size = size;
  options.cases = cases;
  options.seed = seed;
  const tool_result result = tool.gen(options);
  EXPECT_EQ(result.exit_code, 0) << kind << " --size " << size << ": " << result.err;
  return result.out;
}

/// Every family is a gen kind (gen accepts it at `size`), named once, with its mistake.
inline void expect_families_are_kinds(const puzzle_tool& tool,
                                      std::span<const test_family> families,
                                      std::string_view size) {
  std::set<std::string_view> seen;
  for (const test_family& f : families) {
    EXPECT_TRUE(seen.insert(f.kind).second) << f.kind << " is listed twice";
    EXPECT_GT(f.exposes.size(), 20u) << f.kind;
    EXPECT_EQ(f.exposes.back() == '.', false) << f.kind << ": one sentence, no final stop";
    EXPECT_NE(generated(tool, f.kind, f.kind == "contest-all" ? "4x4" : size, 1, 1), "") << f.kind;
  }
}

/// Every package test is a contest-valid family; for seeds 1 to `seeds` its file meets the
/// contest (the puzzle's own check_contest_input, which validate --contest runs), its longest side
/// is the one listed
/// (`longest_side_of`), and solve's answer passes verify.
inline void expect_secret_tests_hold(const puzzle_tool& tool, std::span<const test_family> families,
                                     std::span<const secret_test> tests, int seeds,
                                     const std::function<int(const std::string&)>& longest_side_of,
                                     run_options solve_options = {}) {
  solve_options.threads = 1;  // many small cases: no threads to start for each
  run_options verify_options;
  verify_options.threads = 1;
  std::set<std::string_view> valid, covered;
  for (const test_family& f : families)
    if (f.contest_valid) valid.insert(f.kind);
  for (const secret_test& t : tests) {
    EXPECT_TRUE(valid.count(t.kind)) << t.kind << " is not a contest-valid family";
    covered.insert(t.kind);
    for (int seed = 1; seed <= seeds; ++seed) {
      const std::string text =
          generated(tool, t.kind, t.size, t.cases, static_cast<std::uint64_t>(seed));
      const std::string label = std::string(t.kind) + " --size " + std::string(t.size) +
                                " --cases " + std::to_string(t.cases) + " --seed " +
                                std::to_string(seed);
      const auto problem = tool.problem().check_contest_input(text);
      EXPECT_FALSE(problem) << label << ": " << problem->line << ":" << problem->column << ": "
                            << problem->message;
      EXPECT_EQ(longest_side_of(text), t.longest_side) << label;
      const text_file input{"in.txt", text};
      const tool_result answer = tool.solve(input, solve_options);
      ASSERT_EQ(answer.exit_code, 0) << label << ": " << answer.err;
      const tool_result verdict =
          tool.verify(input, {"out.txt", answer.out}, nullptr, verify_options);
      EXPECT_EQ(verdict.exit_code, 0) << label << ": " << verdict.out << verdict.err;
    }
  }
  EXPECT_EQ(covered, valid) << "every contest-valid family has a package test";
}

}  // namespace boardsolve::testing
