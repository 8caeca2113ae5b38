#include "boardsolve/core/svg.hpp"

#include <fmt/format.h>

namespace boardsolve::svg {

std::string size_problem(std::span<const extent> boards) {
  long long squares = 0;
  for (std::size_t t = 0; t < boards.size(); ++t) {
    const extent& b = boards[t];
    if (b.rows > max_side || b.cols > max_side)
      return fmt::format(
          "case {} is {} x {} squares; SVG drawings are limited to boards of {} x {} squares",
          t + 1, b.rows, b.cols, max_side, max_side);
    squares += static_cast<long long>(b.rows) * b.cols;
  }
  if (squares > max_squares)
    return fmt::format(
        "the {} boards have {} squares in all; one SVG page or folder draws at most {} squares",
        boards.size(), squares, max_squares);
  return {};
}

}  // namespace boardsolve::svg
