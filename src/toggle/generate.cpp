// Seeded board families: random boards, plain and patterned boards, strips, boards without a
// solution, and the hardest boards we know for the search.
#include <array>

#include "boardsolve/toggle.hpp"

namespace boardsolve::toggle {
namespace {

constexpr int max_unsolvable_attempts = 100;

board random_board(int rows, int cols, double density, rng& random) {
  board b(rows, cols);
  for (auto& cell : b.cells) cell = random.chance(density) ? 1 : 0;
  return b;
}

}  // namespace

std::string_view generator_kinds() {
  return "random, black, white, checkerboard, single, row, column, unsolvable, hard";
}

std::optional<board> generate(std::string_view kind, int rows, int cols, double density,
                              rng& random) {
  const double p = density < 0 ? 0.5 : density;
  if (kind == "random") return random_board(rows, cols, p, random);
  if (kind == "black") return board(rows, cols, 0);
  if (kind == "white") return board(rows, cols, 1);
  if (kind == "checkerboard") {
    board b(rows, cols);
    for (int r = 0; r < rows; ++r)
      for (int c = 0; c < cols; ++c) b(r, c) = (r + c) % 2 == 1 ? 1 : 0;
    return b;
  }
  if (kind == "single") {
    board b(rows, cols, 0);
    // The column is drawn first, as the files generated so far have it. (One statement with
    // both draws as arguments would leave their order to the compiler.)
    const int col = random.between(0, cols - 1);
    const int row = random.between(0, rows - 1);
    b(row, col) = 1;
    return b;
  }
  if (kind == "row") return random_board(1, cols, p, random);
  if (kind == "column") return random_board(rows, 1, p, random);
  if (kind == "unsolvable") {
    // Rejection sampling, the solver deciding; where some one-type system has full rank
    // there is nothing to find.
    if (always_solvable(rows, cols)) return std::nullopt;
    const double sparse = density < 0 ? 0.2 : density;
    for (int attempt = 0; attempt < max_unsolvable_attempts; ++attempt) {
      board b = random_board(rows, cols, sparse, random);
      if (solve(b).count == no_solution) return b;
    }
    return std::nullopt;
  }
  if (kind == "hard") {
    // A black board after random type 1 moves: the all-type-1 plans are consistent, and on
    // a square board every one of the 2^n first rows leads to one, with counts close enough
    // to the optimum that branch and bound cuts them late (docs/algorithms/toggle.md).
    board b(rows, cols, 0);
    const auto flip = [&b](int r, int c) {
      if (b.contains(r, c)) b(r, c) ^= 1;
    };
    for (int r = 0; r < rows; ++r)
      for (int c = 0; c < cols; ++c)
        if (random.chance(density < 0 ? 0.5 : density)) {
          flip(r - 1, c);
          flip(r + 1, c);
          flip(r, c - 1);
          flip(r, c + 1);
        }
    return b;
  }
  return std::nullopt;
}

}  // namespace boardsolve::toggle
