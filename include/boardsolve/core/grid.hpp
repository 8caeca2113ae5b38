#pragma once
// A rectangular board of cells stored row by row; row 0 is the top row.

#include <cassert>
#include <cstddef>
#include <vector>

namespace boardsolve {

/// rows x cols cells of type Cell, row-major. Index (r, c) is r * cols + c.
template <class Cell>
struct grid {
  int rows = 0;
  int cols = 0;
  std::vector<Cell> cells;

  grid() = default;
  grid(int row_count, int col_count, Cell fill = Cell{})
      : rows(row_count), cols(col_count), cells(size_of(row_count, col_count), fill) {}

  bool contains(int r, int c) const { return r >= 0 && r < rows && c >= 0 && c < cols; }
  std::size_t index(int r, int c) const {
    assert(contains(r, c));
    return static_cast<std::size_t>(r) * static_cast<std::size_t>(cols) +
           static_cast<std::size_t>(c);
  }
  Cell& operator()(int r, int c) { return cells[index(r, c)]; }
  const Cell& operator()(int r, int c) const { return cells[index(r, c)]; }
  bool operator==(const grid&) const = default;

  static std::size_t size_of(int r, int c) {
    return static_cast<std::size_t>(r) * static_cast<std::size_t>(c);
  }
};

}  // namespace boardsolve
