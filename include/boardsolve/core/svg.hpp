#pragma once
// What every SVG renderer of the puzzles shares: which picture of a solution to draw, and how
// large a board may be drawn. The pictures are the contract with the web pages; their classes
// and data attributes are listed in docs/formats.md ("show --svg").

#include <span>
#include <string>
#include <vector>

namespace boardsolve::svg {

/// The `step` that asks a renderer for the whole solution (so does any negative step): every
/// move drawn on the start board and numbered. A step k >= 0 asks for the board after the first
/// k moves, those moves drawn and the k-th highlighted (k beyond the last move: the board after
/// the last move).
inline constexpr int whole_solution = -1;

/// Largest number of rows, and of columns, a drawing has: 100 x 100 squares.
inline constexpr int max_side = 100;
/// Largest number of squares of all the boards of one `show --svg` page or folder.
inline constexpr long long max_squares = 100'000;
/// `show --svg` adds one picture per move for solutions of at most this many moves...
inline constexpr int max_frames = 12;
/// ... as long as those pictures stay within this many squares in all.
inline constexpr long long max_frame_squares = 100'000;

/// The size of one board to draw.
struct extent {
  int rows = 0;
  int cols = 0;
};

/// The sizes of `boards`: anything with `rows` and `cols`.
template <class Board>
std::vector<extent> extents_of(std::span<const Board> boards) {
  std::vector<extent> sizes;
  sizes.reserve(boards.size());
  for (const Board& b : boards) sizes.push_back({b.rows, b.cols});
  return sizes;
}

/// Returns "" if every board can be drawn, else the limit the first offender breaks, e.g.
/// "case 2 is 300 x 300 squares; SVG drawings are limited to boards of 100 x 100". O(boards).
std::string size_problem(std::span<const extent> boards);

}  // namespace boardsolve::svg
