// The examples of the problem statement and the seed, solved byte for byte.
#include <gtest/gtest.h>

#include "boardsolve/captures.hpp"
#include "support/tool_test.hpp"

namespace boardsolve::captures {
namespace {

TEST(CapturesGolden, EveryExampleMatchesItsExpectedOutput) {
  const auto inputs = testing::example_inputs("captures");
  ASSERT_GE(inputs.size(), 3u);
  for (const auto& path : inputs) {
    const text_file input{path, testing::read_source_file(path)};
    const auto expected = testing::read_source_file(path.substr(0, path.size() - 3) + ".out");
    const auto result = captures_tool().solve(input, {});
    EXPECT_EQ(result.exit_code, 0) << path;
    EXPECT_EQ(result.err, "") << path;
    EXPECT_EQ(result.out, expected) << path;
  }
}

TEST(CapturesGolden, StatementSampleNeedsTwoForcedCaptures) {
  const auto result = captures_tool().solve({"in.txt", "1\n3\n.O.\nO.O\n...\n"}, {});
  EXPECT_EQ(result.out, "2\n2 1 R\n2 3 L\n");
}

TEST(CapturesGolden, SeedBoardNeedsSixAndOrderMatters) {
  const auto parsed = parse_instances(testing::read_source_file("examples/captures/seed-8x8.in"));
  const board& b = std::get<0>(parsed).at(0);
  const solution s = solve(b);
  EXPECT_EQ(s.captures.size(), 6u);
  EXPECT_EQ(replay(b, s.captures), "");
  // The seed's own answer is legal in its order and not after swapping 7 6 L and 6 5 R.
  std::vector<capture> seed = {{6, 5, direction::left}, {3, 5, direction::left},
                               {1, 5, direction::left}, {4, 1, direction::right},
                               {4, 3, direction::left}, {5, 4, direction::right}};
  EXPECT_EQ(replay(b, seed), "");
  std::swap(seed.front(), seed.back());
  EXPECT_EQ(replay(b, seed), "move 6: (7,6) L: no pawn on (6,5)");
}

TEST(CapturesGolden, RectangularBoardsAndBoardsWithoutMoves) {
  const auto result = captures_tool().solve({"in.txt", "3\n1\nO\n2 3\nO.O\n.O.\n1 4\nOOOO\n"}, {});
  EXPECT_EQ(result.out, "0\n1\n2 2 L\n0\n");
}

}  // namespace
}  // namespace boardsolve::captures
