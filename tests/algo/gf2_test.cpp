// Gauss-Jordan elimination over GF(2): the solution space it returns is exactly the set of
// assignments that satisfy the system, checked against enumeration of every assignment.
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <set>

#include "algo/gf2_system.hpp"
#include "boardsolve/core/rng.hpp"

namespace boardsolve::algo {
namespace {

bool satisfies(const std::vector<gf2_row>& equations, int unknowns, gf2_row x) {
  for (const gf2_row e : equations) {
    const auto coefficients = e & ((gf2_row{1} << unknowns) - 1);
    if ((std::popcount(coefficients & x) & 1) != static_cast<int>(e >> unknowns & 1)) return false;
  }
  return true;
}

// The space lists every solution once, and nothing else.
void expect_exact(const std::vector<gf2_row>& equations, int unknowns) {
  std::set<gf2_row> expected;
  for (gf2_row x = 0; x < (gf2_row{1} << unknowns); ++x)
    if (satisfies(equations, unknowns, x)) expected.insert(x);
  const auto space = solve_gf2(equations, unknowns);
  ASSERT_EQ(space.has_value(), !expected.empty());
  if (!space) return;
  std::set<gf2_row> listed;
  for (std::uint64_t i = 0; i < space->size(); ++i) listed.insert(space->at(i));
  EXPECT_EQ(listed.size(), space->size()) << "a solution is listed twice";
  EXPECT_EQ(listed, expected);
}

TEST(Gf2System, EverySystemOfUpToThreeEquationsInUpToThreeUnknowns) {
  for (int unknowns = 0; unknowns <= 3; ++unknowns)
    for (int rows = 0; rows <= 3; ++rows) {
      const int bits = (unknowns + 1) * rows;
      for (std::uint64_t code = 0; code < (std::uint64_t{1} << bits); ++code) {
        std::vector<gf2_row> equations;
        for (int r = 0; r < rows; ++r)
          equations.push_back(code >> (r * (unknowns + 1)) & ((gf2_row{1} << (unknowns + 1)) - 1));
        expect_exact(equations, unknowns);
      }
    }
}

TEST(Gf2System, SeededRandomSystemsMatchEnumeration) {
  rng random(581);
  for (int trial = 0; trial < 2000; ++trial) {
    const int unknowns = random.between(1, 12);
    const int rows = random.between(0, 14);
    const double density = random.uniform();
    std::vector<gf2_row> equations;
    for (int r = 0; r < rows; ++r) {
      gf2_row e = 0;
      for (int b = 0; b <= unknowns; ++b)
        if (random.chance(density)) e |= gf2_row{1} << b;
      equations.push_back(e);
    }
    expect_exact(equations, unknowns);
  }
}

TEST(Gf2System, SixtyThreeUnknownsWithAPlantedSolution) {
  rng random(13);
  for (int trial = 0; trial < 50; ++trial) {
    const int unknowns = 63;
    const gf2_row planted = random.next() >> 1;
    std::vector<gf2_row> equations;
    for (int r = random.between(10, 70); r > 0; --r) {
      const gf2_row coefficients = random.next() >> 1;
      equations.push_back(coefficients |
                          static_cast<gf2_row>(std::popcount(coefficients & planted) & 1) << 63);
    }
    const auto space = solve_gf2(equations, unknowns);
    ASSERT_TRUE(space.has_value());
    EXPECT_TRUE(satisfies(equations, unknowns, space->particular));
    // The kernel vectors solve the homogeneous system and are independent (rank = dim).
    std::vector<gf2_row> basis = space->kernel;
    for (const gf2_row v : basis) {
      std::vector<gf2_row> homogeneous;
      for (const gf2_row e : equations) homogeneous.push_back(e & ~(gf2_row{1} << 63));
      EXPECT_TRUE(satisfies(homogeneous, unknowns, v));
    }
    std::size_t rank = 0;
    for (int bit = 0; bit < unknowns && rank < basis.size(); ++bit) {
      const auto pivot = std::find_if(basis.begin() + static_cast<std::ptrdiff_t>(rank),
                                      basis.end(), [&](gf2_row v) { return v >> bit & 1; });
      if (pivot == basis.end()) continue;
      std::iter_swap(basis.begin() + static_cast<std::ptrdiff_t>(rank), pivot);
      for (std::size_t r = 0; r < basis.size(); ++r)
        if (r != rank && (basis[r] >> bit & 1)) basis[r] ^= basis[rank];
      ++rank;
    }
    EXPECT_EQ(rank, space->kernel.size());
    EXPECT_TRUE(space->at(space->size() - 1) != space->at(0) || space->kernel.empty());
  }
}

TEST(Gf2System, InconsistentSystemHasNoSolution) {
  // x0 + x1 = 1, x1 + x2 = 1, x0 + x2 = 1: the sum of the three is 0 = 1.
  EXPECT_FALSE(solve_gf2({0b1011, 0b1110, 0b1101}, 3).has_value());
  const auto zero_unknowns = solve_gf2({0b0}, 0);
  ASSERT_TRUE(zero_unknowns.has_value());
  EXPECT_EQ(zero_unknowns->size(), 1u);
  EXPECT_FALSE(solve_gf2({0b1}, 0).has_value());
}

}  // namespace
}  // namespace boardsolve::algo
