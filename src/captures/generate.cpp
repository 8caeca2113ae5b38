// Seeded instance families, from random boards to the worst cases of augmenting paths, and
// boards aimed at the mistakes of wrong solutions (docs/testing-solutions.md).
#include <algorithm>
#include <array>
#include <optional>
#include <vector>

#include "boardsolve/captures.hpp"
#include "trap_boards.hpp"

namespace boardsolve::captures {
namespace {

struct family {
  std::string_view name;
  double default_density;
  bool (*keep)(int r, int c);  // the squares the family may fill
};

constexpr std::array families = {
    family{"random", 0.5, [](int, int) { return true; }},
    family{"full", 1.0, [](int, int) { return true; }},
    family{"checkerboard", 1.0, [](int r, int c) { return (r + c) % 2 == 0; }},
    // Anti-diagonals r + c = 0 (mod 4): each one is a chain of pawns attacking the next.
    family{"chains", 1.0, [](int r, int c) { return (r + c) % 4 == 0; }},
    family{"row", 0.5, [](int, int) { return true; }},
    family{"column", 0.5, [](int, int) { return true; }},
    family{"empty", 0.0, [](int, int) { return true; }},
    // Nearly full boards: the few holes are far apart, so augmenting paths are long.
    family{"hard", 0.95, [](int, int) { return true; }},
    // Pawns on the first and last columns only: no pawn attacks another (for 3 columns or
    // more), though a flattened index that wraps from column 0 to the row above sees attacks.
    family{"edges", 0.5, [](int, int c) { return c == 0; }},
};

}  // namespace

std::string_view generator_kinds() {
  return "random, full, checkerboard, chains, row, column, empty, hard, deep, greedy-trap, "
         "fans, edges";
}

namespace {

board one_board(std::string_view kind, int rows, int cols, double density, rng& random) {
  if (kind == "deep") return snake_board(rows, cols, random);
  if (kind == "greedy-trap")
    return greedy_trap_board(rows, cols, density < 0 ? 1.0 : density, random);
  if (kind == "fans") return fan_board(rows, cols, density < 0 ? 1.0 : density, random);
  const family* chosen = &families[0];
  for (const family& f : families)
    if (f.name == kind) chosen = &f;
  if (chosen->name == "row") rows = 1;
  if (chosen->name == "column") cols = 1;
  if (density < 0) density = chosen->default_density;
  const bool edges = chosen->name == "edges";
  board b(rows, cols);
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c)
      b(r, c) = (chosen->keep(r, c) || (edges && c == cols - 1)) && random.chance(density);
  return b;
}

}  // namespace

std::optional<std::vector<board>> generate(const generator_request& request, rng& random) {
  if (!is_generator_kind(generator_kinds(), request.kind)) return std::nullopt;
  std::vector<board> boards;
  for (int i = 0; i < request.count; ++i)
    boards.push_back(one_board(request.kind, request.rows, request.cols, request.density, random));
  return boards;
}

}  // namespace boardsolve::captures
