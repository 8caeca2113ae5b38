// Seeded board families: random lights, the all-lit board (the classic question), patterns,
// boards made by planted presses (always solvable), and boards with no solution.
#include "boardsolve/lightsout.hpp"

namespace boardsolve::lightsout {
namespace {

constexpr int max_unsolvable_attempts = 100;

bit_grid random_bits(int rows, int cols, double density, rng& random) {
  bit_grid g(rows, cols);
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c)
      if (random.chance(density)) g.flip(r, c);
  return g;
}

std::optional<board> one_board(std::string_view kind, const generator_request& q, stencil s,
                               topology t, rng& random) {
  board b{bit_grid(q.rows, q.cols), s, t};
  const auto each_cell = [&](auto lit) {
    for (int r = 0; r < q.rows; ++r)
      for (int c = 0; c < q.cols; ++c)
        if (lit(r, c)) b.lights.flip(r, c);
  };
  if (kind == "random") {
    b.lights = random_bits(q.rows, q.cols, q.density < 0 ? 0.5 : q.density, random);
  } else if (kind == "all-lit") {
    each_cell([](int, int) { return true; });
  } else if (kind == "checkerboard") {
    each_cell([](int r, int c) { return (r + c) % 2 == 0; });
  } else if (kind == "frame") {
    each_cell(
        [&q](int r, int c) { return r == 0 || c == 0 || r == q.rows - 1 || c == q.cols - 1; });
  } else if (kind == "single") {
    const int r = random.between(0, q.rows - 1);
    const int c = random.between(0, q.cols - 1);
    b.lights.flip(r, c);
  } else if (kind == "planted" || kind == "worst") {
    // The lights of a random press set: always solvable. "planted" presses few cells, so the
    // optimum is small; "worst" presses half of them, so the optimum is nowhere near the
    // first solution found and the whole solution space is searched.
    const double p = kind == "worst" ? 0.5 : (q.density < 0 ? 0.1 : q.density);
    b.lights = after_presses(b, random_bits(q.rows, q.cols, p, random));
  } else if (kind == "unsolvable") {
    if (nullity(q.rows, q.cols, s, t) == 0) return std::nullopt;
    for (int attempt = 0; attempt < max_unsolvable_attempts; ++attempt) {
      b.lights = random_bits(q.rows, q.cols, q.density < 0 ? 0.5 : q.density, random);
      if (solve(b, {.any = true}).result == outcome::unsolvable) return b;
    }
    return std::nullopt;
  } else {
    return std::nullopt;
  }
  return b;
}

}  // namespace

std::string_view generator_kinds() {
  return "random, all-lit, checkerboard, frame, single, planted, worst, unsolvable";
}

std::optional<std::vector<board>> generate(const generator_request& request, rng& random, stencil s,
                                           topology t) {
  if (!is_generator_kind(generator_kinds(), request.kind)) return std::nullopt;
  if (request.rows < 1 || request.cols < 1 || request.rows > max_side || request.cols > max_side ||
      request.count < 0)
    return std::nullopt;
  if (t == topology::torus && (request.rows < 3 || request.cols < 3)) return std::nullopt;
  std::vector<board> boards;
  for (int i = 0; i < request.count; ++i) {
    auto b = one_board(request.kind, request, s, t, random);
    if (!b) return std::nullopt;
    boards.push_back(std::move(*b));
  }
  return boards;
}

}  // namespace boardsolve::lightsout
