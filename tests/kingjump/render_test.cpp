// `show` and diagnose(): the exact drawing of the sample, and each obstacle named on a board
// built to hit it.
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

std::string show(std::string_view text) {
  const auto result = kingjump_tool().show({"in.txt", std::string(text)}, {});
  EXPECT_EQ(result.exit_code, 0);
  return result.out;
}

TEST(KingjumpShow, DrawsTheJumpNumbersOnTheLandingSquares) {
  EXPECT_EQ(show("8\n-+-+-+-+\n+-+-+-+-\n-+-K-+-+\n+-+-+-+-\n-o-o-+-+\n+-K-+-+-\n-o-+-+-+\n"
                 "+-K-+-K-\n"),
            "8 x 8 board, 3 checkers, 4 kings\n"
            "the king on (8,3) captures all 3 checkers in 3 jumps:\n"
            "   1 2 3 4 5 6 7 8\n"
            "1  - + - + - + - +\n"
            "2  + - + - + - + -\n"
            "3  - + - K - + - +\n"
            "4  + - 2 - + - + -\n"
            "5  - o - o - + - +\n"
            "6  1 - K - 3 - + -\n"
            "7  - o - + - + - +\n"
            "8  + - * - + - K -\n"
            "jump 1: (8,3) -> (6,1) over (7,2)\n"
            "jump 2: (6,1) -> (4,3) over (5,2)\n"
            "jump 3: (4,3) -> (6,5) over (5,4)\n");
}

TEST(KingjumpShow, NamesTheFailingConditionOfEachLattice) {
  EXPECT_EQ(show("7\n-+-+-+-\n+-K-+-+\n-o-o-+-\n+-+-+-+\n-o-o-+-\n+-K-+-+\n-+-+-+-\n"),
            "7 x 7 board, 4 checkers, 2 kings\n"
            "impossible: no king can capture all 4 checkers\n"
            "a king moves two squares diagonally, so it stays on its lattice, the squares "
            "(r+2a, c+2b) with a+b even around its start; the first checker, on (3,2), can only "
            "be jumped from the lattice of (2,1) or that of (2,3):\n"
            "- lattice of (2,1): no king of this lattice stands next to a checker\n"
            "- lattice of (2,3): the kings on (2,3) and (6,3) both stand next to checkers: "
            "whichever moves, the other blocks a square it must jump from or to\n"
            "   1 2 3 4 5 6 7\n"
            "1  - + - + - + -\n"
            "2  + - K - + - +\n"
            "3  - o - o - + -\n"
            "4  + - + - + - +\n"
            "5  - o - o - + -\n"
            "6  + - K - + - +\n"
            "7  - + - + - + -\n");
  EXPECT_EQ(show("3\n-+-\n+-+\n-+-\n"),
            "3 x 3 board, 0 checkers, 0 kings\n"
            "impossible: there is no king\n"
            "   1 2 3\n1  - + -\n2  + - +\n3  - + -\n");
}

// The verdict on the lattice of the first checker's up-left (0) or up-right (1) square.
const lattice_verdict& lattice(const diagnosis& d, std::size_t which) {
  EXPECT_EQ(d.why, obstacle::none);
  EXPECT_EQ(d.lattices.size(), 2u);
  return d.lattices.at(which);
}

TEST(KingjumpDiagnose, GlobalObstacles) {
  EXPECT_EQ(diagnose(parsed("3\n-+-\n+o+\n-+-\n")).why, obstacle::no_king);
  const diagnosis edge = diagnose(parsed("3\n-o-\n+K+\n-+-\n"));
  EXPECT_EQ(edge.why, obstacle::stranded_checker);
  EXPECT_EQ(edge.where, (path{{0, 1}}));
  // Both diagonals of (2,2) end on kings: each king blocks the other's landing square.
  const diagnosis kings = diagnose(parsed("3\nK-K\n-o-\nK-K\n"));
  EXPECT_EQ(kings.why, obstacle::stranded_checker);
  EXPECT_NE(render(parsed("3\nK-K\n-o-\nK-K\n"), {}).find("(1,1) and (3,3) both hold kings"),
            std::string::npos);
}

TEST(KingjumpDiagnose, EachLatticeObstacle) {
  // Boards of '+' with a few pieces; the first checker is on (2,2), so lattice 0 is that of
  // (1,1) and lattice 1 that of (1,3) (1-based).
  // (4,3) is on another column parity than (2,2): no lattice jumps both.
  auto d = diagnose(parsed("6\nK+++++\n+o++++\n++++++\n++o+++\n++++++\n++++++\n"));
  EXPECT_EQ(lattice(d, 0).why, obstacle::off_lattice);
  EXPECT_EQ(lattice(d, 0).where, (path{{3, 2}}));
  EXPECT_EQ(lattice(d, 1).why, obstacle::off_lattice);
  // On lattice 0 the jump over (4,4) needs the '-' square (5,5); lattice 1 has no king.
  d = diagnose(parsed("6\nK+++++\n+o++++\n++++++\n+++o++\n++++-+\n++++++\n"));
  EXPECT_EQ(lattice(d, 0).why, obstacle::landing_blocked);
  EXPECT_EQ(lattice(d, 0).where, (path{{3, 3}, {4, 4}}));
  EXPECT_EQ(lattice(d, 1).why, obstacle::no_king_on_lattice);
  // A king next to three checkers: four squares of odd degree.
  d = diagnose(parsed("6\n++++++\n+o+o++\n++K+++\n+o++++\n++++++\n++++++\n"));
  EXPECT_EQ(lattice(d, 0).why, obstacle::too_many_odd);
  EXPECT_EQ(lattice(d, 0).where, (path{{0, 0}, {0, 4}, {2, 2}, {4, 0}}));
  EXPECT_EQ(lattice(d, 0).count, 4u);
  EXPECT_EQ(lattice(d, 1).why, obstacle::no_king_on_lattice);
  // A king in the middle of a path of two jumps.
  d = diagnose(parsed("6\n++++++\n+o++++\n++K+++\n+++o++\n++++++\n++++++\n"));
  EXPECT_EQ(lattice(d, 0).why, obstacle::king_not_odd);
  EXPECT_EQ(lattice(d, 0).where, (path{{0, 0}, {4, 4}, {2, 2}}));
  // Two kings at the two ends of that path.
  d = diagnose(parsed("6\nK+++++\n+o++++\n++++++\n+++o++\n++++K+\n++++++\n"));
  EXPECT_EQ(lattice(d, 0).why, obstacle::two_kings);
  EXPECT_EQ(lattice(d, 0).where, (path{{0, 0}, {4, 4}}));
  // One jump from the king, and apart from it a ring of four: the king reaches 1 of 5.
  d =
      diagnose(parsed("9\nK++++++++\n+o+++++++\n+++++++++\n+++++o+o+\n+++++++++\n"
                      "+++++o+o+\n+++++++++\n+++++++++\n+++++++++\n"));
  EXPECT_EQ(lattice(d, 0).why, obstacle::split);
  EXPECT_EQ(lattice(d, 0).count, 1u);
  EXPECT_EQ(lattice(d, 0).where, (path{{0, 0}, {3, 5}}));
}

TEST(KingjumpShow, SummarisesLargeBoards) {
  rng random(4);
  const board b =
      generate({.kind = "trail", .rows = 3000, .cols = 3000, .density = 0.5}, random)->front();
  const std::string drawing = render(b, solve(b));
  EXPECT_LT(drawing.size(), 1'000'000u);
  EXPECT_NE(drawing.find("(the board is not drawn"), std::string::npos);
  EXPECT_NE(drawing.find("more jumps: `boardsolve solve kingjump` prints the whole path"),
            std::string::npos);
}

}  // namespace
}  // namespace boardsolve::kingjump
