// The statement's sample and the bundled examples, solved byte for byte.
#include <gtest/gtest.h>

#include "boardsolve/kingjump.hpp"
#include "printers.hpp"
#include "support/tool_test.hpp"

namespace boardsolve::kingjump {
namespace {

board parsed(std::string_view text) {
  auto result = parse_instance(text);
  EXPECT_TRUE(std::holds_alternative<board>(result)) << text;
  return std::get<board>(std::move(result));
}

TEST(KingjumpGolden, EveryExampleMatchesItsExpectedOutput) {
  const auto inputs = testing::example_inputs("kingjump");
  ASSERT_GE(inputs.size(), 6u);
  for (const auto& path : inputs) {
    const text_file input{path, testing::read_source_file(path)};
    const auto expected = testing::read_source_file(path.substr(0, path.size() - 3) + ".out");
    const auto result = kingjump_tool().solve(input, {});
    EXPECT_EQ(result.exit_code, 0) << path;
    EXPECT_EQ(result.err, "") << path;
    EXPECT_EQ(result.out, expected) << path;
  }
}

TEST(KingjumpGolden, StatementSampleTheKingOnEightThreeJumpsThreeTimes) {
  const std::string sample =
      "8\n-+-+-+-+\n+-+-+-+-\n-+-K-+-+\n+-+-+-+-\n-o-o-+-+\n+-K-+-+-\n-o-+-+-+\n+-K-+-K-\n";
  const auto result = kingjump_tool().solve({"in.txt", sample}, {});
  EXPECT_EQ(result.exit_code, 0);
  EXPECT_EQ(result.out, "8 3\n6 1\n4 3\n6 5\n");
  // The same board with blanks between the symbols and CRLF line ends.
  std::string spaced = "8\r\n";
  for (std::size_t at = 2; at < sample.size(); ++at) {
    if (sample[at] == '\n') {
      spaced += "\r\n";
    } else {
      spaced += sample[at];
      if (sample[at + 1] != '\n') spaced += ' ';
    }
  }
  EXPECT_EQ(kingjump_tool().solve({"in.txt", spaced}, {}).out, result.out);
  // The king on (6,3) stands next to all three checkers, but four squares of its lattice
  // have odd degree; the other two kings touch no checker.
  const board b = parsed(sample);
  const diagnosis d = diagnose(b);
  ASSERT_EQ(d.lattices.size(), 2u);
  EXPECT_EQ(d.lattices[0].why, obstacle::too_many_odd);
  EXPECT_EQ(d.lattices[0].count, 4u);
  EXPECT_EQ(d.lattices[1].why, obstacle::none);
  EXPECT_EQ(d.king, (square{7, 2}));
}

TEST(KingjumpGolden, NoCheckerMeansTheFirstKingInReadingOrderStays) {
  EXPECT_EQ(solve(parsed("3\n-+K\n+K+\nK+-\n")), (path{{0, 2}}));
  EXPECT_EQ(solve(parsed("1\nK\n")), (path{{0, 0}}));
  EXPECT_EQ(solve(parsed("2\n-+\n+-\n")), path{});  // no king
}

TEST(KingjumpGolden, BothLatticesCanWinTheKingFirstInReadingOrderIsPrinted) {
  // One checker on (3,4) with a king on each of its diagonals: (2,5) comes before (4,5).
  const board b = parsed("5\n-+-+-\n+-+-K\n-+-o-\n+-+-K\n-+-+-\n");
  EXPECT_EQ(solve(b), (path{{1, 4}, {3, 2}}));
  EXPECT_EQ(solve_baseline(b), (path{{1, 4}, {3, 2}}));
  EXPECT_EQ(solve_brute(b), (path{{1, 4}, {3, 2}}));
}

TEST(KingjumpGolden, TheStartSquareIsEmptyOnceLeft) {
  // A ring of four checkers: the king jumps round and lands on its own start square.
  const board b = parsed("7\n-+-+-+-\n+-K-+-+\n-o-o-+-\n+-+-+-+\n-o-o-+-\n+-+-+-+\n-+-+-+-\n");
  const path p = solve(b);
  EXPECT_EQ(p, (path{{1, 2}, {3, 0}, {5, 2}, {3, 4}, {1, 2}}));
  EXPECT_EQ(replay(b, p), "");
}

TEST(KingjumpGolden, AnyLayoutIsAccepted) {
  // '-' squares anywhere and pieces on the other colour: the rules need no checkerboard.
  const board b = parsed("5\nK+-++\n+o+--\n-+++-\n-+-o+\n+-+++\n");
  EXPECT_EQ(solve(b), (path{{0, 0}, {2, 2}, {4, 4}}));
  const board blocked = parsed("5\nK+-++\n+o+--\n-+++-\n-+-o+\n+-++-\n");
  EXPECT_EQ(solve(blocked), path{});
  const diagnosis d = diagnose(blocked);
  EXPECT_EQ(d.why, obstacle::stranded_checker);
  EXPECT_EQ(d.where, (path{{3, 3}}));
}

}  // namespace
}  // namespace boardsolve::kingjump
