#pragma once
// Building blocks of the SVG pictures: one standalone document per board, squares with their
// 1-based coordinates as data attributes, pieces, arrows, numbered badges and rings, and a
// default style block so that a picture looks right alone. Only the squares take the pointer,
// so a click anywhere on a square (a piece or a mark included) reaches its rect. The puzzles'
// renderers (src/<puzzle>/render_svg.cpp) say what to draw; this file says how it is written.
//
// Geometry, in user units: each square is `cell` units wide; the board sits inside margins
// that hold the coordinate labels. Every coordinate written is an integer or has one decimal,
// so the same picture gives the same bytes on every machine.

#include <string>
#include <string_view>

#include "boardsolve/core/svg.hpp"

namespace boardsolve::svg {

/// How the margins name the squares: `numbers` 1, 2, ... for the rows from the top (left
/// margin) and the columns from the left (top margin), as the judges' formats count; `chess`
/// files a, b, ... below and ranks 1, 2, ... from the bottom on the left.
enum class labels { numbers, chess };

/// Appends `text` with &, <, >, " and ' escaped: safe as element text and attribute value.
void append_escaped(std::string& out, std::string_view text);

/// What a picture is about, for the svg element and its first children.
struct heading {
  std::string_view puzzle;  ///< class of the svg element besides "boardsolve", e.g. "captures"
  std::string_view view;    ///< "whole", "step" or "certificate": also a class of the svg element
  std::string title;        ///< one line: the <title>, which screen readers announce
  std::string desc;         ///< the picture in words: the <desc>
  std::string_view style;   ///< the puzzle's own CSS rules, after the shared ones
};

/// One standalone SVG picture of a rows x cols board (1 <= rows, cols <= max_side), written
/// in order: the header (viewBox, width and height, title, desc, style), then whatever the
/// renderer adds, then finish(). Squares, pieces and marks are placed by 0-based row and
/// column; the data attributes say 1-based.
class board_writer {
 public:
  static constexpr int cell = 40;  ///< side of a square, in user units

  board_writer(int rows, int cols, labels kind, const heading& head);

  /// The centre of column `col` and of row `row`, in user units.
  int x(int col) const { return left_ + col * cell + cell / 2; }
  int y(int row) const { return top_ + row * cell + cell / 2; }

  /// A square: <rect class="square {classes}" data-row data-col>. Each square once.
  void square(int row, int col, std::string_view classes);
  /// A mark that covers a square without being one (a highlight): <rect class="{classes}">.
  void square_mark(int row, int col, std::string_view classes);
  /// <g class="{classes}">, with data-step="{step}" if step > 0; close_group() ends it.
  void open_group(std::string_view classes, long long step = 0);
  void close_group();

  /// A pawn on the square: <path class="piece pawn {classes}">.
  void pawn(int row, int col, std::string_view classes);
  /// A round piece: <circle class="piece {classes}">; kings get a crown (class "crown").
  void disc(int row, int col, std::string_view classes, bool crowned = false);
  /// A ring around the square's centre: <circle class="{classes}" data-row data-col
  /// r="{radius}">, with the square's 1-based coordinates.
  void ring(int row, int col, std::string_view classes, int radius);
  /// A line between two squares' centres: <line class="{classes}">.
  void link(int row0, int col0, int row1, int col1, std::string_view classes);
  /// An arrow from one square's centre towards another's: a line and a head (a polygon). Give
  /// it a class through an enclosing group.
  void arrow(int row0, int col0, int row1, int col1);
  /// A numbered badge centred on (x, y) in user units: <g class="number {classes}"> holding a
  /// circle and the number as text.
  void badge(double at_x, double at_y, long long number, std::string_view classes = {});
  /// Text centred on (x, y): <text class="{classes}">.
  void text(double at_x, double at_y, std::string_view classes, std::string_view content);

  /// Closes the document and returns it.
  std::string finish();

 private:
  void write_labels(labels kind);

  std::string out_;
  int rows_ = 0;
  int cols_ = 0;
  int left_ = 0;
  int top_ = 0;
  int depth_ = 0;  // open groups
};

}  // namespace boardsolve::svg
