// Differential stress tests, fixed seeds: solve = brute force on every board of every shape of
// up to 12 cells, for several stencils on the plane and the torus; solve = baseline = brute on
// random boards up to 20 cells and solve = baseline up to 9 x 9; every answer through verify.
#include <gtest/gtest.h>

#include <array>
#include <optional>

#include "boardsolve/lightsout.hpp"
#include "lightsout/info_set_search.hpp"
#include "lightsout/kernel_minimum.hpp"
#include "lightsout/press_space.hpp"

namespace boardsolve::lightsout {
namespace {

std::string describe(const board& b) {
  return format_instances({&b, 1});
}

// solve's count, after checking its answer: verify accepts it and the count is its presses'.
long long checked_solve(const board& b, const std::string& label) {
  const solution s = solve(b);
  EXPECT_TRUE(s.result == outcome::optimal || s.result == outcome::unsolvable) << label;
  EXPECT_EQ(verify(b, s), "") << label;
  return s.count;
}

// The stencils tried: the two classic ones, one that chases upside down, two that chase only
// by elimination, and masks without the cell itself or with a single cell.
constexpr std::array<stencil, 7> stencils = {plus,
                                             cross,
                                             stencil{0b111'010'010},
                                             stencil{0b111'000'111},
                                             stencil{0b101'010'101},
                                             stencil{0b011'110'010},
                                             stencil{0b000'010'000}};

TEST(LightsoutStress, EveryBoardOfEveryShapeUpToTwelveCellsAgainstTheBruteForce) {
  long long boards = 0, unsolvable = 0;
  for (const stencil s : stencils)
    for (const topology t : {topology::plane, topology::torus})
      for (int rows = 1; rows <= 12; ++rows)
        for (int cols = 1; rows * cols <= 12; ++cols) {
          if (t == topology::torus && (rows < 3 || cols < 3)) continue;
          const std::vector<long long> optima = brute_optima(rows, cols, s, t);
          for (std::size_t lights = 0; lights < optima.size(); ++lights) {
            board b{bit_grid(rows, cols), s, t};
            for (int i = 0; i < rows * cols; ++i)
              if (lights >> i & 1) b.lights.flip(i / cols, i % cols);
            const std::string label = describe(b);
            ASSERT_EQ(checked_solve(b, label), optima[lights]) << label;
            if (lights % 7 == 0) {
              ASSERT_EQ(solve_baseline(b), optima[lights]) << label;
            }
            unsolvable += optima[lights] == no_solution;
            ++boards;
          }
        }
  // 7 stencils x (35978 plane boards + 3 x 3, 3 x 4 and 4 x 3 tori: 512 + 2 x 4096).
  EXPECT_EQ(boards, 7 * (35978 + 512 + 2 * 4096));
  EXPECT_GT(unsolvable, boards / 10);  // the certificates were exercised
}

board random_board(rng& random, int max_side_here, stencil s, topology t) {
  const int lo = t == topology::torus ? 3 : 1;
  board b{bit_grid(random.between(lo, max_side_here), random.between(lo, max_side_here)), s, t};
  const double density = random.uniform();
  for (int r = 0; r < b.lights.rows; ++r)
    for (int c = 0; c < b.lights.cols; ++c)
      if (random.chance(density)) b.lights.flip(r, c);
  return b;
}

stencil random_stencil(rng& random) {
  if (random.chance(0.5)) return stencils[random.index_below(stencils.size())];
  return stencil{static_cast<std::uint16_t>(random.below(512))};
}

TEST(LightsoutStress, SolveEqualsBaselineEqualsBruteOnRandomBoardsUpTo20Cells) {
  rng random(1995);
  int compared = 0;
  for (int trial = 0; trial < 1500; ++trial) {
    const topology t = random.chance(0.3) ? topology::torus : topology::plane;
    board b = random_board(random, 5, random_stencil(random), t);
    if (b.lights.rows * b.lights.cols > 20) continue;  // 2^20 press sets at most: seconds in all
    const std::string label = "trial " + std::to_string(trial) + "\n" + describe(b);
    const long long expected = solve_brute(b);
    ++compared;
    ASSERT_EQ(checked_solve(b, label), expected) << label;
    ASSERT_EQ(solve_baseline(b), expected) << label;
  }
  EXPECT_GT(compared, 1000);
}

TEST(LightsoutStress, SolveEqualsBaselineOnRandomBoardsUpToNineByNine) {
  rng random(2009);
  int compared = 0;
  for (int trial = 0; trial < 1500; ++trial) {
    const topology t = random.chance(0.3) ? topology::torus : topology::plane;
    board b = random_board(random, 9, random_stencil(random), t);
    // Some masks leave up to 2^81 solutions (the empty one): keep the enumeration short.
    if (nullity(b.lights.rows, b.lights.cols, b.shape, t) > 20) continue;
    const std::string label = "trial " + std::to_string(trial) + "\n" + describe(b);
    ASSERT_EQ(checked_solve(b, label), solve_baseline(b)) << label;
    ++compared;
  }
  EXPECT_GT(compared, 1200);
}

TEST(LightsoutStress, WideBoardsAcrossWordBoundaries) {
  // Rows of 63 to 130 columns: the shifts carry bits between words; the baseline eliminates.
  rng random(64);
  for (int trial = 0; trial < 40; ++trial) {
    const topology t = trial % 2 ? topology::torus : topology::plane;
    board b{bit_grid(random.between(3, 4), random.between(63, 130)), trial % 3 ? plus : cross, t};
    for (int r = 0; r < b.lights.rows; ++r)
      for (int c = 0; c < b.lights.cols; ++c)
        if (random.chance(0.5)) b.lights.flip(r, c);
    const std::string label = "trial " + std::to_string(trial);
    ASSERT_EQ(checked_solve(b, label), solve_baseline(b)) << label;
  }
}

}  // namespace
}  // namespace boardsolve::lightsout

namespace boardsolve::lightsout {
namespace {

// The kernel's press sets and the particular solution of a solvable board, by the chase.
struct chased_space {
  bit_grid particular;
  std::vector<bit_grid> kernel;
};
std::optional<chased_space> space_of(const board& b) {
  const detail::press_space space = detail::chase_space(b);
  if (!space.consistent) return std::nullopt;
  chased_space out{detail::expand(b, space, space.particular, true), {}};
  for (const auto& v : space.kernel) out.kernel.push_back(detail::expand(b, space, v, false));
  return out;
}

TEST(LightsoutStress, TheInformationSetBoundAgreesWithTheGrayCodeEnumeration) {
  // Square and torus boards of nullity 1 to 14, lights random or planted (few presses, where
  // the bound settles early; many, where it lists most of the space).
  rng random(1989);
  int compared = 0, settled_early = 0;
  for (int trial = 0; trial < 2000; ++trial) {
    const topology t = trial % 3 == 0 ? topology::torus : topology::plane;
    const int n = random.between(3, 33);
    const int m = trial % 2 ? n : random.between(3, 33);
    if (const int d = nullity(n, m, trial % 4 == 1 ? cross : plus, t); d < 1 || d > 14) continue;
    board b{bit_grid(n, m), trial % 4 == 1 ? cross : plus, t};
    bit_grid presses(n, m);
    const double density = random.chance(0.5) ? 0.02 : 0.5;
    for (int r = 0; r < n; ++r)
      for (int c = 0; c < m; ++c)
        if (random.chance(density)) presses.flip(r, c);
    b.lights = after_presses(b, presses);
    const auto space = space_of(b);
    ASSERT_TRUE(space);
    const long long fewest = detail::gray_minimum(space->particular, space->kernel).count();
    const auto bound = detail::info_set_minimum(space->particular, space->kernel, 1LL << 21);
    ASSERT_TRUE(bound) << trial;
    ASSERT_EQ(bound->count(), fewest) << trial << "\n" << describe(b);
    ASSERT_EQ(after_presses(b, *bound), bit_grid(n, m)) << trial;
    // Within a small budget it either settles the board or says it cannot, never a wrong count.
    if (const auto quick = detail::info_set_minimum(space->particular, space->kernel, 64)) {
      ASSERT_EQ(quick->count(), fewest) << trial;
      ++settled_early;
    }
    ++compared;
  }
  EXPECT_GT(compared, 250);
  EXPECT_GT(settled_early, 25);
}

TEST(LightsoutStress, PlantedFewPressesOnALargeNullityBoardAreProvenFewest) {
  // The 64 x 64 classic board has 2^28 solutions of 64 words: past the enumeration's limit,
  // but a planted press set of 10 cells is proven fewest by the information-set bound (146
  // disjoint sets of 28 cells: anything unlisted weighs at least 146).
  rng random(28);
  board b{bit_grid(64, 64), plus, topology::plane};
  bit_grid presses(64, 64);
  while (presses.count() < 10) presses.set(random.between(0, 63), random.between(0, 63), true);
  b.lights = after_presses(b, presses);
  const solution s = solve(b);
  ASSERT_EQ(s.result, outcome::optimal);
  EXPECT_EQ(s.nullity, 28);
  EXPECT_LE(s.count, 10);
  EXPECT_EQ(verify(b, s), "");
}

}  // namespace
}  // namespace boardsolve::lightsout

namespace boardsolve::lightsout {
namespace {

TEST(LightsoutStress, TheSystemFromOneChaseEqualsTheSystemFromEveryChase) {
  // For plus and cross on the plane the system's columns follow from one chase; the space it
  // gives (particular solution and kernel basis, bit for bit) is the one of k chases.
  rng random(1);
  int compared = 0;
  for (int trial = 0; trial < 300; ++trial) {
    const stencil s = trial % 3 == 0   ? cross
                      : trial % 3 == 1 ? plus
                                       : stencil{0b010'111'010 ^ 0b000'010'000};
    board b{bit_grid(random.between(1, 40), random.between(1, 140)), s, topology::plane};
    for (int r = 0; r < b.lights.rows; ++r)
      for (int c = 0; c < b.lights.cols; ++c)
        if (random.chance(0.5)) b.lights.flip(r, c);
    ASSERT_TRUE(detail::one_chase_suffices(b));
    const auto fast = detail::chase_space(b, true), slow = detail::chase_space(b, false);
    ASSERT_EQ(fast.consistent, slow.consistent) << trial;
    ASSERT_EQ(fast.particular, slow.particular) << trial;
    ASSERT_EQ(fast.kernel, slow.kernel) << trial;
    compared += !fast.kernel.empty();
  }
  EXPECT_GT(compared, 10);  // boards with a kernel were among them
  // On the torus any stencil that chases: the columns are the turns of two chases.
  for (int trial = 0; trial < 300; ++trial) {
    auto mask = static_cast<std::uint16_t>(random.below(512));
    mask = static_cast<std::uint16_t>((mask & ~0b111u) | 0b010u);
    board b{bit_grid(random.between(3, 30), random.between(3, 140)), stencil{mask},
            topology::torus};
    for (int r = 0; r < b.lights.rows; ++r)
      for (int c = 0; c < b.lights.cols; ++c)
        if (random.chance(0.5)) b.lights.flip(r, c);
    const auto fast = detail::chase_space(b, true), slow = detail::chase_space(b, false);
    ASSERT_EQ(fast.consistent, slow.consistent) << trial;
    ASSERT_EQ(fast.particular, slow.particular) << trial;
    ASSERT_EQ(fast.kernel, slow.kernel) << trial;
  }
  EXPECT_FALSE(detail::one_chase_suffices({bit_grid(3, 3), plus, topology::torus}));
  EXPECT_FALSE(
      detail::one_chase_suffices({bit_grid(3, 3), stencil{0b111'111'010}, topology::plane}));
}

}  // namespace
}  // namespace boardsolve::lightsout
