// Small boards whose answers can be checked by hand, pinned with their press sets; the text
// format round-trips.
#include <gtest/gtest.h>

#include <fmt/format.h>

#include "boardsolve/lightsout.hpp"
#include "lightsout/known_values.hpp"

namespace boardsolve::lightsout {
namespace {

board parse_one(std::string_view text) {
  auto parsed = parse_instances(text);
  EXPECT_EQ(parsed.index(), 0u) << std::get<1>(parsed).message;
  return std::get<0>(parsed).at(0);
}

std::string rows_of(const bit_grid& g) {
  std::string out;
  for (int r = 0; r < g.rows; ++r) {
    for (int c = 0; c < g.cols; ++c) out.push_back(g.get(r, c) ? '#' : '.');
    out.push_back('\n');
  }
  return out;
}

TEST(LightsoutGolden, TheAllLitThreeByThreeTakesTheCornersAndTheCentre) {
  const board b = parse_one("1\n3 3\n###\n###\n###\n");
  const solution s = solve(b);
  ASSERT_EQ(s.result, outcome::optimal);
  EXPECT_EQ(s.count, 5);
  EXPECT_EQ(s.nullity, 0);
  EXPECT_EQ(rows_of(s.presses), "#.#\n.#.\n#.#\n");
  EXPECT_EQ(verify(b, s), "");
}

TEST(LightsoutGolden, TheAllLitFiveByFiveTakesFifteenOfFourSolutions) {
  const board b = parse_one("1\n5 5 plus plane\n11111\n11111\n11111\n11111\n11111\n");
  const solution s = solve(b);
  ASSERT_EQ(s.result, outcome::optimal);
  EXPECT_EQ(s.count, 15);  // OEIS A075464(5)
  EXPECT_EQ(s.nullity, 2);
  EXPECT_EQ(verify(b, s), "");
  EXPECT_EQ(solve_baseline(b), 15);
  EXPECT_EQ(solve_brute(b), 15);
}

TEST(LightsoutGolden, AFiveByFiveCornerAloneHasNoSolutionAndACertificate) {
  const board b = parse_one("1\n5 5\n#....\n.....\n.....\n.....\n.....\n");
  const solution s = solve(b);
  ASSERT_EQ(s.result, outcome::unsolvable);
  EXPECT_EQ(s.count, no_solution);
  EXPECT_EQ(check_certificate(b, s.certificate), "");
  EXPECT_EQ(verify(b, s), "");
  EXPECT_EQ(solve_brute(b), no_solution);
  // The same certificate does not prove the dark board unsolvable.
  const board dark{bit_grid(5, 5), plus, topology::plane};
  EXPECT_NE(check_certificate(dark, s.certificate), "");
}

TEST(LightsoutGolden, ACrossPressOnOneCellTogglesNothing) {
  const board b = parse_one("1\n1 1 cross\n#\n");
  const solution s = solve(b);
  ASSERT_EQ(s.result, outcome::unsolvable);
  EXPECT_EQ(rows_of(s.certificate), "#\n");
  EXPECT_EQ(verify(b, s), "");
}

TEST(LightsoutGolden, TheTorusWrapsItsEdges) {
  // On the 3 x 3 torus a plus press toggles its whole row and column; pressing one cell of
  // each row and column in a permutation toggles every light 3 times, so 3 presses do it.
  const board b = parse_one("1\n3 3 torus\n###\n###\n###\n");
  EXPECT_EQ(b.wrap, topology::torus);
  const solution s = solve(b);
  ASSERT_EQ(s.result, outcome::optimal);
  EXPECT_EQ(s.count, 3);
  EXPECT_EQ(solve_brute(b), 3);
  EXPECT_EQ(verify(b, s), "");
}

TEST(LightsoutGolden, AStencilThatDoesNotChaseIsEliminated) {
  // Bits 0 1 2 and 6 7 8: the rows above and below whole, not the own row.
  const board b = parse_one("1\n3 4 111000111\n0110\n1001\n0110\n");
  EXPECT_EQ(b.shape, (stencil{0b111'000'111}));
  const solution s = solve(b);
  EXPECT_EQ(s.count, solve_brute(b));
  EXPECT_EQ(verify(b, s), "");
}

TEST(LightsoutGolden, AStencilThatChasesUpsideDown) {
  // The cell itself, the cell below only and the whole row above.
  const board b = parse_one("1\n4 4 111010010\n#..#\n.##.\n#..#\n....\n");
  const solution s = solve(b);
  EXPECT_EQ(s.count, solve_brute(b));
  EXPECT_EQ(verify(b, s), "");
}

TEST(LightsoutGolden, FormatRoundTrips) {
  const std::string text =
      "3\n2 3 plus plane\n#.#\n.#.\n3 3 cross torus\n...\n.#.\n...\n1 2 010010011 plane\n##\n";
  const auto parsed = parse_instances(text);
  ASSERT_EQ(parsed.index(), 0u);
  EXPECT_EQ(format_instances(std::get<0>(parsed)), text);
  std::string answer;
  solution s;
  s.result = outcome::optimal;
  s.count = 2;
  s.presses = bit_grid(1, 2);
  s.presses.flip(0, 1);
  append_answer(answer, s, true);
  EXPECT_EQ(answer, "2\n.#\n");
}

TEST(LightsoutGolden, VerifyRejectsWrongAnswers) {
  const board b = parse_one("1\n3 3\n###\n###\n###\n");
  solution s = solve(b);
  solution extra = s;
  extra.presses.flip(0, 1);
  extra.count = extra.presses.count();
  EXPECT_EQ(verify(b, extra), "after the presses, (1,1) is still lit");
  solution miscount = s;
  miscount.count = 4;
  EXPECT_EQ(verify(b, miscount), "the answer counts 4 presses but presses 5 cells");
  // A solution of 5 x 5 that is not the fewest: the centre press plus a null pattern, which
  // toggles nothing on 5 x 5.
  bit_grid null_presses(5, 5);
  const std::string_view cells = "#.#.##.#.#.....#.#.##.#.#";
  for (int i = 0; i < 25; ++i)
    if (cells[static_cast<std::size_t>(i)] == '#') null_presses.flip(i / 5, i % 5);
  ASSERT_EQ(after_presses({bit_grid(5, 5), plus, topology::plane}, null_presses), bit_grid(5, 5));
  bit_grid centre(5, 5);
  centre.flip(2, 2);
  const board five{after_presses({bit_grid(5, 5), plus, topology::plane}, centre), plus,
                   topology::plane};
  EXPECT_EQ(solve(five).count, 1);
  solution longer;
  longer.result = outcome::optimal;
  longer.presses = centre;
  for (std::size_t w = 0; w < longer.presses.words.size(); ++w)
    longer.presses.words[w] ^= null_presses.words[w];
  longer.count = longer.presses.count();
  ASSERT_EQ(longer.count, 13);
  EXPECT_EQ(verify(five, longer), "13 presses are claimed fewest, but 1 turn every light off");
  longer.result = outcome::any;
  EXPECT_EQ(verify(five, longer), "");
}

}  // namespace
}  // namespace boardsolve::lightsout

namespace boardsolve::lightsout {
namespace {

TEST(LightsoutGolden, PastTheEnumerationLimitSolveRefusesOrGivesAnySolution) {
  // The all-lit 39 x 39 board has 2^32 solutions (A159257(39) = 32, Sutner's gcd agrees in
  // known_values_test.cpp) of 39 words each: past max_enumeration_words.
  board b{bit_grid(39, 39), plus, topology::plane};
  for (int r = 0; r < 39; ++r)
    for (int c = 0; c < 39; ++c) b.lights.flip(r, c);
  // A smaller work limit than the default (2^30 words, seconds) keeps the test fast.
  const solution refused = solve(b, {.max_work_words = 1 << 22});
  EXPECT_EQ(refused.result, outcome::refused);
  EXPECT_EQ(refused.nullity, 32);
  EXPECT_EQ(refused.reason,
            "the 39 x 39 board has 2^32 solutions; finding the fewest presses enumerates them, "
            "which is limited to 2^34 solutions and 4194304 words of work (2^32 solutions of 39 "
            "words each here), and the information-set bound did not settle it within that "
            "work; ask for any solution instead");
  const solution any = solve(b, {.any = true, .max_work_words = 1 << 22});
  EXPECT_EQ(any.result, outcome::any);
  EXPECT_EQ(verify(b, any), "");
  EXPECT_GE(any.count, testing::a075464[38]);  // 561, the fewest
}

TEST(LightsoutGolden, AStencilThatCannotChaseIsRefusedPastTheEliminationLimit) {
  const board b{bit_grid(65, 64), stencil{0b111'000'111}, topology::plane};
  const solution s = solve(b);
  EXPECT_EQ(s.result, outcome::refused);
  EXPECT_EQ(s.reason,
            "the 65 x 64 board's stencil 111000111 reaches the row above and the row below "
            "through more than the cell straight across, so it cannot be chased; elimination "
            "over every cell handles at most 4096 cells");
  EXPECT_EQ(nullity(65, 64, stencil{0b111'000'111}, topology::plane), -1);
}

}  // namespace
}  // namespace boardsolve::lightsout

namespace boardsolve::lightsout {
namespace {

TEST(LightsoutGolden, AThousandByThousandBoardIsSolvedAndReplays) {
  rng random(1000);
  const auto boards = generate({.kind = "planted", .rows = 1000, .cols = 1000}, random);
  ASSERT_TRUE(boards);
  const board& b = (*boards)[0];
  const solution s = solve(b);
  ASSERT_EQ(s.result, outcome::optimal);
  EXPECT_EQ(s.nullity, nullity(1000, 1000, plus, topology::plane));
  EXPECT_EQ(verify(b, s), "");
}

}  // namespace
}  // namespace boardsolve::lightsout
