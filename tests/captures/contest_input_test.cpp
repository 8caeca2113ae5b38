// The contest validator of captures: every bound and every layout rule rejected at the byte
// that breaks it; the statement's files, gen's files and random contest files accepted; and
// single-byte mutants either rejected inside the text or read alike by the lenient reader.
#include <gtest/gtest.h>

#include <string>

#include "boardsolve/captures.hpp"
#include "boardsolve/tool.hpp"
#include "support/contest_input_test.hpp"
#include "support/tool_test.hpp"

namespace boardsolve::captures {
namespace {

using testing::expect_accepted;

void expect_rejected_at(std::string_view text, int line, int column, std::string_view message) {
  testing::expect_rejected_at(problem().check_contest_input, text, line, column, message);
}

// T boards of side n, each a checkerboard of pawns.
std::string boards(int t, int n) {
  std::string text = std::to_string(t) + "\n";
  for (int k = 0; k < t; ++k) {
    text += std::to_string(n) + "\n";
    for (int r = 0; r < n; ++r) {
      for (int c = 0; c < n; ++c) text += (r + c) % 2 ? 'O' : '.';
      text += '\n';
    }
  }
  return text;
}

TEST(CapturesContestInput, AcceptsTheBoundsThemselves) {
  expect_accepted(problem().check_contest_input, boards(1, 1));
  expect_accepted(problem().check_contest_input, boards(10, 1));
  expect_accepted(problem().check_contest_input, boards(1, 100));
  expect_accepted(problem().check_contest_input, boards(10, 100));
}

TEST(CapturesContestInput, RejectsEachBoundByOne) {
  expect_rejected_at(boards(11, 1), 1, 1, "T = 11 is more than 10 (the contest's limit)");
  expect_rejected_at("0\n", 1, 1, "T = 0 is less than 1 (the contest's limit)");
  expect_rejected_at(boards(1, 101), 2, 1,
                     "the side N of case 1 = 101 is more than 100 (the contest's limit)");
  expect_rejected_at("2\n1\nO\n0\n", 4, 1,
                     "the side N of case 2 = 0 is less than 1 (the contest's limit)");
}

TEST(CapturesContestInput, RejectsAnythingButDotAndO) {
  expect_rejected_at("1\n3\n.O.\nOoO\n...\n", 4, 2,
                     "expected one of \".O\" in row 2 of case 1, found 'o'");
  expect_rejected_at("1\n2\n0.\n..\n", 3, 1,
                     "expected row 1 of case 1 (2 symbols of \".O\"), found '0'");
}

TEST(CapturesContestInput, RejectsRowsOfTheWrongLength) {
  expect_rejected_at("1\n3\n.O.\nO.\n...\n", 4, 3, "row 2 of case 1 has 2 symbols; it must have 3");
  expect_rejected_at("1\n3\n.O.\nO.O.\n...\n", 4, 4,
                     "row 2 of case 1 has 4 symbols; it must have 3");
  expect_rejected_at("1\n3\n.O.\nO.O\n", 5, 1,
                     "expected row 3 of case 1 (3 symbols of \".O\"), found end of input");
}

TEST(CapturesContestInput, RejectsARectangleSizeLine) {
  expect_rejected_at("1\n2 3\n...\n...\n", 2, 2,
                     "expected end of line after the side N of case 1 (the boards are square: N "
                     "alone on its line), found a space and more on the line");
}

TEST(CapturesContestInput, RejectsEveryBreakOfTheLayout) {
  expect_rejected_at("1\r\n1\nO\n", 1, 2,
                     "expected end of line after T, found a CR (lines end with LF alone)");
  expect_rejected_at("1\n1\nO\r\n", 3, 2,
                     "expected end of line after row 1 of case 1, found a CR (lines end with LF "
                     "alone)");
  expect_rejected_at("1\n1\nO", 3, 2,
                     "expected end of line after row 1 of case 1, found end of input (the last "
                     "line ends with a newline too)");
  expect_rejected_at("1 \n1\nO\n", 1, 2,
                     "expected end of line after T, found a blank at the end of the line (lines "
                     "have no trailing blanks)");
  expect_rejected_at("1\n1\nO \n", 3, 2,
                     "expected end of line after row 1 of case 1, found a blank at the end of "
                     "the line (lines have no trailing blanks)");
  expect_rejected_at(" 1\n1\nO\n", 1, 1,
                     "expected T (an integer from 1 to 10), found a space at the start of the "
                     "line (lines have no leading blanks)");
  expect_rejected_at("01\n1\nO\n", 1, 1,
                     "T is written '01' with a leading zero (numbers have none)");
  expect_rejected_at("+1\n1\nO\n", 1, 1,
                     "expected T (an integer from 1 to 10), found '+' (numbers have no '+' sign)");
  expect_rejected_at("2\n1\nO\n\n1\n.\n", 4, 1,
                     "expected the side N of case 2 (an integer from 1 to 100), found an empty "
                     "line");
  expect_rejected_at("1\n1\nO\n\n", 4, 1,
                     "found an empty line after the last case (nothing follows it)");
  expect_rejected_at("", 1, 1, "expected T (an integer from 1 to 10), found end of input");
}

TEST(CapturesContestInput, RejectsAFileWhoseCasesDoNotMatchT) {
  expect_rejected_at("2\n1\nO\n", 4, 1,
                     "expected the side N of case 2 (an integer from 1 to 100), found end of "
                     "input");
  expect_rejected_at("1\n1\nO\n1\n.\n", 4, 1,
                     "expected end of input after the last case, found '1'");
}

TEST(CapturesContestInput, AcceptsTheContestShapedExamples) {
  expect_accepted(problem().check_contest_input,
                  testing::read_source_file("examples/captures/statement.in"));
  expect_accepted(problem().check_contest_input,
                  testing::read_source_file("examples/captures/seed-8x8.in"));
  // boardsolve's own extension, a board of R x C: not the contest's.
  const auto error =
      problem().check_contest_input(testing::read_source_file("examples/captures/small-cases.in"));
  ASSERT_TRUE(error.has_value());
  EXPECT_EQ(error->line, 4);
  EXPECT_EQ(error->column, 2);
}

TEST(CapturesContestInput, AcceptsGenFilesOfContestSizes) {
  for (const std::string kind : {"", "random", "full", "checkerboard", "chains", "empty", "hard"}) {
    for (std::uint64_t seed = 1; seed <= 5; ++seed) {
      run_options options;
      options.kind = kind;
      options.seed = seed;
      options.cases = static_cast<int>(seed * 2);
      options.size = std::to_string(seed * seed * 4);
      const auto file = captures_tool().gen(options);
      ASSERT_EQ(file.exit_code, 0) << file.err;
      expect_accepted(problem().check_contest_input, file.out);
    }
  }
}

// A random contest file: 1 to 10 boards of random sides (small ones more often) and families.
std::string random_contest_file(rng& random) {
  static constexpr std::string_view kinds[] = {"random", "full",  "checkerboard",
                                               "chains", "empty", "hard"};
  std::vector<board> cases;
  for (int t = random.between(1, 10); t > 0; --t) {
    const int side = random.chance(0.2) ? random.between(1, 100) : random.between(1, 8);
    const auto kind = kinds[random.index_below(std::size(kinds))];
    cases.push_back(
        generate(
            {.kind = kind, .rows = side, .cols = side, .density = random.chance(0.5) ? -1 : 0.3},
            random)
            ->front());
  }
  return format_instances(cases);
}

TEST(CapturesContestInput, AcceptsRandomContestFiles) {
  rng random(13);
  for (int trial = 0; trial < 300; ++trial)
    expect_accepted(problem().check_contest_input, random_contest_file(random));
}

TEST(CapturesContestInput, MutantsAreReadAlikeOrRejectedInside) {
  testing::expect_mutants_accepted_alike_or_rejected_inside(
      problem().check_contest_input, random_contest_file,
      [](std::string_view text) -> std::optional<std::string> {
        const auto parsed = parse_instances(text);
        if (const auto* boards = std::get_if<std::vector<board>>(&parsed))
          return format_instances(*boards);
        return std::nullopt;
      },
      ".O0123456789 \n\r\t+-x", 14, 3000);
}

}  // namespace
}  // namespace boardsolve::captures
