// The contest validator of kingjump: every bound and layout rule rejected at the byte that
// breaks it; the statement's files, gen's files and random contest boards accepted; and
// single-byte mutants either rejected inside the text or read alike by the lenient reader.
#include <gtest/gtest.h>

#include <string>

#include "boardsolve/kingjump.hpp"
#include "boardsolve/tool.hpp"
#include "support/contest_input_test.hpp"
#include "support/tool_test.hpp"

namespace boardsolve::kingjump {
namespace {

using testing::expect_accepted;

void expect_rejected_at(std::string_view text, int line, int column, std::string_view message) {
  testing::expect_rejected_at(problem().check_contest_input, text, line, column, message);
}

// An empty board of side n in the contest's layout, with a king on (2,1) and a checker on
// (3,2) when n allows.
std::string board_text(int n) {
  std::string text = std::to_string(n) + "\n";
  for (int r = 1; r <= n; ++r) {
    for (int c = 1; c <= n; ++c) {
      char symbol = (r + c) % 2 == 0 ? '-' : '+';
      if (r == 2 && c == 1) symbol = 'K';
      if (r == 3 && c == 2) symbol = 'o';
      text += symbol;
    }
    text += '\n';
  }
  return text;
}

const std::string four = board_text(4);  // "4\n-+-+\nK-+-\n-o-+\n+-+-\n"

TEST(KingjumpContestInput, AcceptsTheBoundsThemselves) {
  EXPECT_EQ(four, "4\n-+-+\nK-+-\n-o-+\n+-+-\n");
  expect_accepted(problem().check_contest_input, four);
  expect_accepted(problem().check_contest_input, board_text(500));
}

TEST(KingjumpContestInput, RejectsEachBoundByOne) {
  expect_rejected_at(board_text(3), 1, 1, "N = 3 is less than 4 (the contest's limit)");
  expect_rejected_at(board_text(501), 1, 1, "N = 501 is more than 500 (the contest's limit)");
}

TEST(KingjumpContestInput, RejectsAnyOtherSymbol) {
  expect_rejected_at("4\n-+-+\nk-+-\n-o-+\n+-+-\n", 3, 1,
                     "expected row 2 (4 symbols of \"-+Ko\"), found 'k'");
  expect_rejected_at("4\n-+-+\nK-+-\n-O-+\n+-+-\n", 4, 2,
                     "expected one of \"-+Ko\" in row 3, found 'O'");
}

TEST(KingjumpContestInput, RejectsADashOffItsSquaresAndAPieceOnThem) {
  expect_rejected_at("4\n-+-+\nK-+-\n-o--\n+-+-\n", 4, 4,
                     "square (3,4) holds '-', but only the squares whose row + column is even do");
  expect_rejected_at("4\n-+-+\nK-+-\n-o-+\n+-+o\n", 5, 4,
                     "square (4,4) holds 'o', but the squares whose row + column is even hold '-'");
  expect_rejected_at("4\n++-+\nK-+-\n-o-+\n+-+-\n", 2, 1,
                     "square (1,1) holds '+', but the squares whose row + column is even hold '-'");
}

TEST(KingjumpContestInput, RejectsRowsOfTheWrongLength) {
  expect_rejected_at("4\n-+-+\nK-+\n-o-+\n+-+-\n", 3, 4, "row 2 has 3 symbols; it must have 4");
  expect_rejected_at("4\n-+-+\nK-+-+\n-o-+\n+-+-\n", 3, 5, "row 2 has 5 symbols; it must have 4");
  expect_rejected_at("4\n-+-+\nK-+-\n-o-+\n", 5, 1,
                     "expected row 4 (4 symbols of \"-+Ko\"), found end of input");
}

TEST(KingjumpContestInput, RejectsEveryBreakOfTheLayout) {
  expect_rejected_at("4\r\n-+-+\nK-+-\n-o-+\n+-+-\n", 1, 2,
                     "expected end of line after N, found a CR (lines end with LF alone)");
  expect_rejected_at("4\n-+-+\nK-+-\r\n-o-+\n+-+-\n", 3, 5,
                     "expected end of line after row 2, found a CR (lines end with LF alone)");
  expect_rejected_at("4\n-+-+\nK-+-\n-o-+\n+-+-", 5, 5,
                     "expected end of line after row 4, found end of input (the last line ends "
                     "with a newline too)");
  expect_rejected_at("4\n-+-+ \nK-+-\n-o-+\n+-+-\n", 2, 5,
                     "expected end of line after row 1, found a blank at the end of the line "
                     "(lines have no trailing blanks)");
  expect_rejected_at("4\n- + - +\nK-+-\n-o-+\n+-+-\n", 2, 2,
                     "expected one of \"-+Ko\" in row 1, found a space");
  expect_rejected_at(" 4\n-+-+\nK-+-\n-o-+\n+-+-\n", 1, 1,
                     "expected N (an integer from 4 to 500), found a space at the start of the "
                     "line (lines have no leading blanks)");
  expect_rejected_at("04\n-+-+\nK-+-\n-o-+\n+-+-\n", 1, 1,
                     "N is written '04' with a leading zero (numbers have none)");
  expect_rejected_at("4\n\n-+-+\nK-+-\n-o-+\n+-+-\n", 2, 1,
                     "expected row 1 (4 symbols of \"-+Ko\"), found an empty line");
  expect_rejected_at(four + "\n", 6, 1,
                     "found an empty line after the last case (nothing follows it)");
  expect_rejected_at(four + "-+-+\n", 6, 1, "expected end of input after the last case, found '-'");
  expect_rejected_at("", 1, 1, "expected N (an integer from 4 to 500), found end of input");
}

TEST(KingjumpContestInput, AcceptsTheContestShapedExamples) {
  for (const std::string name :
       {"statement", "no-checkers", "no-king", "ring", "ring-two-kings", "two-lattices"})
    expect_accepted(problem().check_contest_input,
                    testing::read_source_file("examples/kingjump/" + name + ".in"));
  // The statement's board with blanks between the symbols and CRLF line ends: boardsolve
  // reads it, the contest's files never look like it.
  const auto error = problem().check_contest_input(
      testing::read_source_file("examples/kingjump/statement-blanks-crlf.in"));
  ASSERT_TRUE(error.has_value());
  EXPECT_EQ(error->line, 1);
  EXPECT_EQ(error->column, 2);
}

TEST(KingjumpContestInput, AcceptsGenFilesOfContestSizes) {
  for (const std::string kind :
       {"", "trail", "near", "blocked", "kings", "random", "empty", "full"}) {
    for (const int side : {4, 5, 8, 37, 100, 499, 500}) {
      run_options options;
      options.kind = kind;
      options.seed = static_cast<std::uint64_t>(side);
      options.size = std::to_string(side);
      const auto file = kingjump_tool().gen(options);
      ASSERT_EQ(file.exit_code, 0) << file.err;
      expect_accepted(problem().check_contest_input, file.out);
    }
  }
}

// A random contest board: a random family, mostly small sides.
std::string random_contest_file(rng& random) {
  static constexpr std::string_view kinds[] = {"trail",  "near",  "blocked", "kings",
                                               "random", "empty", "full"};
  const int side = random.chance(0.1) ? random.between(4, 500) : random.between(4, 12);
  const auto kind = kinds[random.index_below(std::size(kinds))];
  return format_instance(generate({.kind = kind, .rows = side, .cols = side}, random)->front());
}

TEST(KingjumpContestInput, AcceptsRandomContestFiles) {
  rng random(23);
  for (int trial = 0; trial < 300; ++trial)
    expect_accepted(problem().check_contest_input, random_contest_file(random));
}

TEST(KingjumpContestInput, MutantsAreReadAlikeOrRejectedInside) {
  testing::expect_mutants_accepted_alike_or_rejected_inside(
      problem().check_contest_input, random_contest_file,
      [](std::string_view text) -> std::optional<std::string> {
        const auto parsed = parse_instance(text);
        if (const auto* b = std::get_if<board>(&parsed)) return format_instance(*b);
        return std::nullopt;
      },
      "-+Koo+0123456789 \n\r\tx", 24, 3000);
}

}  // namespace
}  // namespace boardsolve::kingjump
