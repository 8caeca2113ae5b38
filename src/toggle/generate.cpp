// Seeded board families: random boards, plain and patterned boards, strips, boards without a
// solution, and the hardest boards we know for the search.
#include <algorithm>
#include <array>
#include <utility>
#include <vector>

#include "boardsolve/toggle.hpp"
#include "one_type_optimum.hpp"

namespace boardsolve::toggle {
namespace {

constexpr int max_unsolvable_attempts = 100;

board random_board(int rows, int cols, double density, rng& random) {
  board b(rows, cols);
  for (auto& cell : b.cells) cell = random.chance(density) ? 1 : 0;
  return b;
}

constexpr int max_mixed_attempts = 200;
constexpr int max_checked_short_side = 14;

// A black board after a random plan of both types: rows and columns get random types (both
// types among the columns), and each cell whose row and column agree a move with probability
// `density`. Redrawn until no plan of one type is as short as the optimum, for boards whose
// shorter side is at most 14 (beyond, the first board is returned unchecked).
board mixed_board(int rows, int cols, double density, rng& random) {
  board b(rows, cols, 0);
  for (int attempt = 0; attempt < max_mixed_attempts; ++attempt) {
    std::vector<std::uint8_t> row_solid(static_cast<std::size_t>(rows));
    std::vector<std::uint8_t> col_solid(static_cast<std::size_t>(cols));
    for (auto& t : row_solid) t = random.chance(0.5);
    for (auto& t : col_solid) t = random.chance(0.5);
    b = board(rows, cols, 0);
    bool used[2] = {false, false};
    for (int r = 0; r < rows; ++r)
      for (int c = 0; c < cols; ++c) {
        const std::uint8_t type = row_solid[static_cast<std::size_t>(r)];
        if (type != col_solid[static_cast<std::size_t>(c)] || !random.chance(density)) continue;
        used[type] = true;
        for (const auto& [dr, dc] : {std::pair{-1, 0}, {1, 0}, {0, -1}, {0, 1}, {0, 0}})
          if (b.contains(r + dr, c + dc) && (type || dr != 0 || dc != 0)) b(r + dr, c + dc) ^= 1;
      }
    if (!used[0] || !used[1]) continue;
    if (std::min(rows, cols) > max_checked_short_side) return b;
    const int optimum = solve(b).count;
    const auto beaten = [optimum](int one_type) {
      return one_type == no_solution || optimum < one_type;
    };
    if (beaten(one_type_optimum(b, move_type::hollow)) &&
        beaten(one_type_optimum(b, move_type::solid)))
      return b;
  }
  return b;
}

}  // namespace

std::string_view generator_kinds() {
  return "random, black, white, checkerboard, single, row, column, unsolvable, hard, mixed";
}

namespace {

std::optional<board> one_board(std::string_view kind, int rows, int cols, double density,
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
  if (kind == "mixed") return mixed_board(rows, cols, density < 0 ? 0.3 : density, random);
  return std::nullopt;
}

}  // namespace

std::optional<std::vector<board>> generate(const generator_request& request, rng& random) {
  if (!is_generator_kind(generator_kinds(), request.kind)) return std::nullopt;
  std::vector<board> boards;
  for (int i = 0; i < request.count; ++i) {
    std::optional<board> b =
        one_board(request.kind, request.rows, request.cols, request.density, random);
    if (!b) return std::nullopt;
    boards.push_back(std::move(*b));
  }
  return boards;
}

}  // namespace boardsolve::toggle
