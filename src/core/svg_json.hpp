#pragma once
// show --json --svg: a case's pictures inside its JSON, so that a page steps through a
// solution without solving it again: the whole solution and, within a budget, every step.

#include <functional>
#include <string>

#include "boardsolve/core/svg.hpp"
#include "core/json_document.hpp"

namespace boardsolve::svg {

/// Squares that the step pictures of one run may hold in all (an SVG square is about 100
/// bytes, so the steps of a run stay within about 40 MB).
inline constexpr long long max_json_frame_squares = 400'000;

/// {"solution": draw(whole_solution), "steps": [draw(0), ..., draw(moves)]} for a board of
/// `squares` squares; "steps" is empty when they would pass what is left of `budget`, which
/// this call spends. O(moves) calls of draw.
inline json pictures_json(int moves, long long squares, long long& budget,
                          const std::function<std::string(int)>& draw) {
  json pictures{{"solution", draw(whole_solution)}, {"steps", json::array()}};
  const long long cost = (static_cast<long long>(moves) + 1) * squares;
  if (cost > budget) return pictures;
  budget -= cost;
  for (int k = 0; k <= moves; ++k) pictures["steps"].push_back(draw(k));
  return pictures;
}

}  // namespace boardsolve::svg
