// The contest validator of toggle: every bound and layout rule rejected at the byte that
// breaks it; the statement's files, gen's files and random contest files accepted; and
// single-byte mutants either rejected inside the text or read alike by the lenient reader.
#include <gtest/gtest.h>

#include <string>

#include "boardsolve/toggle.hpp"
#include "boardsolve/tool.hpp"
#include "support/contest_input_test.hpp"
#include "support/tool_test.hpp"

namespace boardsolve::toggle {
namespace {

using testing::expect_accepted;

void expect_rejected_at(std::string_view text, int line, int column, std::string_view message) {
  testing::expect_rejected_at(problem().check_contest_input, text, line, column, message);
}

// T boards of n rows and m columns, each a checkerboard.
std::string boards(int t, int n, int m) {
  std::string text = std::to_string(t);
  text += '\n';
  for (int k = 0; k < t; ++k) {
    text += std::to_string(n);
    text += ' ';
    text += std::to_string(m);
    text += '\n';
    for (int r = 0; r < n; ++r) {
      for (int c = 0; c < m; ++c) text += (r + c) % 2 ? 'W' : 'B';
      text += '\n';
    }
  }
  return text;
}

TEST(ToggleContestInput, AcceptsTheBoundsThemselves) {
  expect_accepted(problem().check_contest_input, boards(1, 1, 1));
  expect_accepted(problem().check_contest_input, boards(200, 13, 13));
  expect_accepted(problem().check_contest_input, boards(3, 1, 13));
  expect_accepted(problem().check_contest_input, boards(3, 13, 1));
}

TEST(ToggleContestInput, RejectsEachBoundByOne) {
  expect_rejected_at(boards(201, 1, 1), 1, 1, "T = 201 is more than 200 (the contest's limit)");
  expect_rejected_at("0\n", 1, 1, "T = 0 is less than 1 (the contest's limit)");
  expect_rejected_at(boards(1, 14, 2), 2, 1,
                     "the row count n of case 1 = 14 is more than 13 (the contest's limit)");
  expect_rejected_at(boards(1, 2, 14), 2, 3,
                     "the column count m of case 1 = 14 is more than 13 (the contest's limit)");
  expect_rejected_at("1\n0 2\n", 2, 1,
                     "the row count n of case 1 = 0 is less than 1 (the contest's limit)");
  expect_rejected_at("1\n2 0\n", 2, 3,
                     "the column count m of case 1 = 0 is less than 1 (the contest's limit)");
}

TEST(ToggleContestInput, RejectsAnythingButWAndB) {
  expect_rejected_at("1\n2 2\nWB\nBw\n", 4, 2,
                     "expected one of \"WB\" in row 2 of case 1, found 'w'");
  expect_rejected_at("1\n1 2\n.B\n", 3, 1,
                     "expected row 1 of case 1 (2 symbols of \"WB\"), found '.'");
}

TEST(ToggleContestInput, RejectsRowsOfTheWrongLength) {
  expect_rejected_at("1\n2 3\nWBW\nWB\n", 4, 3, "row 2 of case 1 has 2 symbols; it must have 3");
  expect_rejected_at("1\n2 3\nWBWB\nWBW\n", 3, 4, "row 1 of case 1 has 4 symbols; it must have 3");
  expect_rejected_at("1\n2 3\nWBW\n", 4, 1,
                     "expected row 2 of case 1 (3 symbols of \"WB\"), found end of input");
}

TEST(ToggleContestInput, RejectsEveryBreakOfTheLayout) {
  expect_rejected_at("1\n1  1\nW\n", 2, 3,
                     "expected the column count m of case 1 (an integer from 1 to 13), found a "
                     "second space (tokens are separated by one space)");
  expect_rejected_at("1\n1\t1\nW\n", 2, 2,
                     "expected a space before the column count m of case 1, found a tab (tokens "
                     "are separated by one space)");
  expect_rejected_at("1\n1\n1\nW\n", 2, 2,
                     "expected a space before the column count m of case 1, found end of line");
  expect_rejected_at("1\n1 1 1\nW\n", 2, 4,
                     "expected end of line after the column count m of case 1, found a space and "
                     "more on the line");
  expect_rejected_at("1\n1 1\r\nW\n", 2, 4,
                     "expected end of line after the column count m of case 1, found a CR (lines "
                     "end with LF alone)");
  expect_rejected_at("1\n1 1\nW", 3, 2,
                     "expected end of line after row 1 of case 1, found end of input (the last "
                     "line ends with a newline too)");
  expect_rejected_at("1\n1 1 \nW\n", 2, 4,
                     "expected end of line after the column count m of case 1, found a blank at "
                     "the end of the line (lines have no trailing blanks)");
  expect_rejected_at("1\n 1 1\nW\n", 2, 1,
                     "expected the row count n of case 1 (an integer from 1 to 13), found a space "
                     "at the start of the line (lines have no leading blanks)");
  expect_rejected_at("1\n1 01\nW\n", 2, 3,
                     "the column count m of case 1 is written '01' with a leading zero (numbers "
                     "have none)");
  expect_rejected_at("1\n+1 1\nW\n", 2, 1,
                     "expected the row count n of case 1 (an integer from 1 to 13), found '+' "
                     "(numbers have no '+' sign)");
  expect_rejected_at("2\n1 1\nW\n\n1 1\nB\n", 4, 1,
                     "expected the row count n of case 2 (an integer from 1 to 13), found an "
                     "empty line");
  expect_rejected_at("1\n1 1\nW\n\n", 4, 1,
                     "found an empty line after the last case (nothing follows it)");
  expect_rejected_at("", 1, 1, "expected T (an integer from 1 to 200), found end of input");
}

TEST(ToggleContestInput, RejectsAFileWhoseCasesDoNotMatchT) {
  expect_rejected_at("2\n1 1\nW\n", 4, 1,
                     "expected the row count n of case 2 (an integer from 1 to 13), found end of "
                     "input");
  expect_rejected_at("1\n1 1\nW\n1 1\nB\n", 4, 1,
                     "expected end of input after the last case, found '1'");
}

TEST(ToggleContestInput, AcceptsTheContestShapedExamples) {
  for (const std::string name : {"statement", "shapes", "two-boards"})
    expect_accepted(problem().check_contest_input,
                    testing::read_source_file("examples/toggle/" + name + ".in"));
}

TEST(ToggleContestInput, AcceptsGenFilesOfContestSizes) {
  for (const std::string kind :
       {"", "random", "black", "white", "checkerboard", "single", "row", "column", "hard"}) {
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
      run_options options;
      options.kind = kind;
      options.seed = seed;
      options.cases = static_cast<int>(seed * seed * 5);
      options.size = std::to_string(seed * 2) + "x" + std::to_string(14 - seed * 2);
      const auto file = toggle_tool().gen(options);
      ASSERT_EQ(file.exit_code, 0) << file.err;
      expect_accepted(problem().check_contest_input, file.out);
    }
  }
}

// A random contest file: 1 to 200 boards (a few, mostly) of random sizes and families.
std::string random_contest_file(rng& random) {
  static constexpr std::string_view kinds[] = {"random", "black", "white",  "checkerboard",
                                               "single", "row",   "column", "hard"};
  std::vector<board> cases;
  for (int t = random.chance(0.1) ? random.between(1, 200) : random.between(1, 5); t > 0; --t) {
    const auto kind = kinds[random.index_below(std::size(kinds))];
    cases.push_back(
        generate({.kind = kind, .rows = random.between(1, 13), .cols = random.between(1, 13)},
                 random)
            ->front());
  }
  return format_instances(cases);
}

TEST(ToggleContestInput, AcceptsRandomContestFiles) {
  rng random(43);
  for (int trial = 0; trial < 300; ++trial)
    expect_accepted(problem().check_contest_input, random_contest_file(random));
}

TEST(ToggleContestInput, MutantsAreReadAlikeOrRejectedInside) {
  testing::expect_mutants_accepted_alike_or_rejected_inside(
      problem().check_contest_input, random_contest_file,
      [](std::string_view text) -> std::optional<std::string> {
        const auto parsed = parse_instances(text);
        if (const auto* boards = std::get_if<std::vector<board>>(&parsed))
          return format_instances(*boards);
        return std::nullopt;
      },
      "WBWB0123456789 \n\r\t+-x", 44, 3000);
}

}  // namespace
}  // namespace boardsolve::toggle
