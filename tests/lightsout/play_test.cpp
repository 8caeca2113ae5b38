// Lights Out played by hand: a press toggles its stencil (on the torus across the edges), a
// second press undoes it, the hint's presses reach the goal in exactly the fewest, and a board
// without a solution has no hint.
#include <gtest/gtest.h>

#include "boardsolve/lightsout.hpp"

namespace boardsolve::lightsout {
namespace {

board read(const char* text) {
  return std::get<0>(parse_instances(text)).front();
}

std::vector<cell> lit(const play_state& s) {
  return cells_of(s.now.lights);
}

TEST(LightsoutPlay, APressTogglesThePlusAroundTheCell) {
  const play_state s = play(start_play(read("1\n3 3\n...\n...\n...\n")), {0, 1});
  EXPECT_EQ(lit(s), (std::vector<cell>{{0, 0}, {0, 1}, {0, 2}, {1, 1}}));
  EXPECT_EQ(cells_of(s.pressed), (std::vector<cell>{{0, 1}}));
  EXPECT_EQ(s.presses, 1);
  const play_state back = play(s, {0, 1});
  EXPECT_TRUE(is_goal(back));
  EXPECT_TRUE(cells_of(back.pressed).empty());
  EXPECT_EQ(back.presses, 2);
}

TEST(LightsoutPlay, OnTheTorusAPressWrapsAroundTheEdges) {
  const play_state s = play(start_play(read("1\n3 4 cross torus\n....\n....\n....\n")), {0, 0});
  EXPECT_EQ(lit(s), (std::vector<cell>{{0, 1}, {0, 3}, {1, 0}, {2, 0}}));
}

TEST(LightsoutPlay, OnlyCellsOfTheBoardArePressed) {
  const play_state s = start_play(read("1\n2 3\n#..\n...\n"));
  EXPECT_EQ(why_illegal(s, {1, 2}), "");
  EXPECT_EQ(why_illegal(s, {2, 0}), "(3,1) is not on the 2 x 3 board");
  EXPECT_EQ(why_illegal(s, {0, -1}), "(1,0) is not on the 2 x 3 board");
}

TEST(LightsoutPlay, TheHintsPressesReachTheGoalInTheFewest) {
  for (const char* text :
       {"1\n5 5\n##.##\n#...#\n.....\n#...#\n##.##\n",
        "1\n4 6 cross torus\n####.#\n...#.#\n.#....\n####..\n",
        "1\n6 7 010111111\n..#####\n..####.\n.##....\n....##.\n#.#..##\n#####.#\n"}) {
    SCOPED_TRACE(text);
    play_state s = start_play(read(text));
    const long long fewest = solve_from(s).count;
    ASSERT_GT(fewest, 0);
    for (long long left = fewest; left > 0; --left) {
      EXPECT_EQ(solve_from(s).count, left);
      const auto hint = best_press(s);
      ASSERT_TRUE(hint);
      s = play(s, *hint);
    }
    EXPECT_TRUE(is_goal(s));
    EXPECT_EQ(s.presses, fewest);
    EXPECT_FALSE(best_press(s));
  }
}

TEST(LightsoutPlay, ABoardWithoutASolutionHasNoHint) {
  // A 5 x 5 plus board with one corner lit has no solution (the kernel meets it oddly).
  const play_state s = start_play(read("1\n5 5\n#....\n.....\n.....\n.....\n.....\n"));
  EXPECT_EQ(solve_from(s).result, outcome::unsolvable);
  EXPECT_FALSE(best_press(s));
}

}  // namespace
}  // namespace boardsolve::lightsout
