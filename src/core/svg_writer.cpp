#include "core/svg_writer.hpp"

#include <algorithm>
#include <cassert>
#include <cmath>

#include <fmt/format.h>

namespace boardsolve::svg {
namespace {

// The shared look, calm colours of a chess diagram; each puzzle adds its own rules after it.
constexpr std::string_view base_style =
    "svg.boardsolve{background:#fff}"
    "svg.boardsolve *{pointer-events:none}svg.boardsolve .square{pointer-events:visiblePainted}"
    ".label{font-family:sans-serif;font-size:12px;fill:#6b6b6b;text-anchor:middle}"
    ".label.row{text-anchor:end}"
    ".frame{fill:none;stroke:#8b6b4a;stroke-width:1}"
    ".square.light{fill:#f0d9b5}.square.dark{fill:#b58863}"
    ".piece{stroke:#262626;stroke-width:1.5}"
    ".piece.white{fill:#fafafa}.piece.black{fill:#3a3a3a}"
    ".crown{fill:#e0a800;stroke:#5c4400;stroke-width:1}"
    ".move{fill:#1c6fb8;stroke:#1c6fb8;opacity:.8}"
    ".move line{stroke-width:5;stroke-linecap:round}.move polygon{stroke:none}"
    ".move.last{fill:#d9480f;stroke:#d9480f;opacity:.95}"
    "svg.step .move{opacity:.45}svg.step .number{opacity:.6}"
    "svg.step .move.last,svg.step .number.last{opacity:1}"
    ".number circle{fill:#1c6fb8;stroke:#fff;stroke-width:1.5}"
    ".number.last circle{fill:#d9480f}"
    ".number text{fill:#fff;font-family:sans-serif;font-weight:bold;text-anchor:middle}"
    ".captured{fill:none;stroke:#c92a2a;stroke-width:2.5;stroke-dasharray:5 3}";

// A pawn 27 units tall, centred on (0, 0): a base, a tapering body and a round head.
constexpr std::string_view pawn_shape =
    "M-11 14h22v-3c0-2-2-3-4-3h-1l-2-9a6.5 6.5 0 1 0-8 0l-2 9h-1c-2 0-4 1-4 3z";
// A crown 14 units wide, centred on (0, 0), for kings.
constexpr std::string_view crown_shape = "M-7 5h14l2-9-5 4-4-7-4 7-5-4z";

int digits(long long n) {
  return static_cast<int>(std::to_string(n).size());
}

// Pixels for `units` user units when the larger side `longest` is drawn: 1.25 pixels a unit
// for small boards, at most 800 pixels in all for large ones.
int pixels(int units, int longest) {
  if (longest * 5 <= 800 * 4) return (units * 5 + 2) / 4;
  return (units * 800 + longest / 2) / longest;
}

}  // namespace

void append_escaped(std::string& out, std::string_view text) {
  for (const char c : text) {
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      case '\'':
        out += "&apos;";
        break;
      default:
        out.push_back(c);
    }
  }
}

board_writer::board_writer(int rows, int cols, labels kind, const heading& head)
    : rows_(rows), cols_(cols) {
  assert(1 <= rows && rows <= max_side && 1 <= cols && cols <= max_side);
  int right = 8, bottom = 8;
  if (kind == labels::numbers) {
    left_ = 12 + 8 * digits(rows);
    top_ = 22;
  } else {
    left_ = 22;
    top_ = 8;
    bottom = 24;
  }
  const int width = left_ + cols * cell + right, height = top_ + rows * cell + bottom;
  const int longest = std::max(width, height);
  out_ += fmt::format(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"boardsolve {} {}\" role=\"img\" "
      "viewBox=\"0 0 {} {}\" width=\"{}\" height=\"{}\" data-rows=\"{}\" data-cols=\"{}\">\n",
      head.puzzle, head.view, width, height, pixels(width, longest), pixels(height, longest), rows,
      cols);
  out_ += "<title>";
  append_escaped(out_, head.title);
  out_ += "</title>\n<desc>";
  append_escaped(out_, head.desc);
  out_ += "</desc>\n<style>";
  out_ += base_style;
  out_ += head.style;
  out_ += "</style>\n";
  write_labels(kind);
  out_ += fmt::format("<rect class=\"frame\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\"/>\n",
                      left_ - 1, top_ - 1, cols * cell + 2, rows * cell + 2);
}

void board_writer::write_labels(labels kind) {
  out_ += "<g class=\"labels\">\n";
  for (int r = 0; r < rows_; ++r) {
    if (kind == labels::numbers) {
      out_ += fmt::format("<text class=\"label row\" x=\"{}\" y=\"{}\">{}</text>\n", left_ - 6,
                          y(r) + 4, r + 1);
    } else {
      out_ += fmt::format("<text class=\"label rank\" x=\"{}\" y=\"{}\">{}</text>\n", left_ / 2,
                          y(r) + 4, rows_ - r);
    }
  }
  for (int c = 0; c < cols_; ++c) {
    if (kind == labels::numbers) {
      out_ += fmt::format("<text class=\"label col\" x=\"{}\" y=\"{}\">{}</text>\n", x(c), top_ - 8,
                          c + 1);
    } else {
      out_ += fmt::format("<text class=\"label file\" x=\"{}\" y=\"{}\">{}</text>\n", x(c),
                          top_ + rows_ * cell + 17, static_cast<char>('a' + c));
    }
  }
  out_ += "</g>\n";
}

void board_writer::square(int row, int col, std::string_view classes) {
  out_ += fmt::format(
      "<rect class=\"square {}\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" data-row=\"{}\" "
      "data-col=\"{}\"/>\n",
      classes, x(col) - cell / 2, y(row) - cell / 2, cell, cell, row + 1, col + 1);
}

void board_writer::square_mark(int row, int col, std::string_view classes) {
  out_ += fmt::format("<rect class=\"{}\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\"/>\n",
                      classes, x(col) - cell / 2, y(row) - cell / 2, cell, cell);
}

void board_writer::open_group(std::string_view classes, long long step) {
  ++depth_;
  out_ += fmt::format("<g class=\"{}\"", classes);
  if (step > 0) out_ += fmt::format(" data-step=\"{}\"", step);
  out_ += ">\n";
}

void board_writer::close_group() {
  assert(depth_ > 0);
  --depth_;
  out_ += "</g>\n";
}

void board_writer::pawn(int row, int col, std::string_view classes) {
  out_ += fmt::format("<path class=\"piece pawn{}{}\" transform=\"translate({} {})\" d=\"{}\"/>\n",
                      classes.empty() ? "" : " ", classes, x(col), y(row), pawn_shape);
}

void board_writer::disc(int row, int col, std::string_view classes, bool crowned) {
  out_ += fmt::format("<circle class=\"piece {}\" cx=\"{}\" cy=\"{}\" r=\"14\"/>\n", classes,
                      x(col), y(row));
  if (crowned)
    out_ += fmt::format("<path class=\"crown\" transform=\"translate({} {})\" d=\"{}\"/>\n", x(col),
                        y(row), crown_shape);
}

void board_writer::ring(int row, int col, std::string_view classes, int radius) {
  out_ += fmt::format(
      "<circle class=\"{}\" data-row=\"{}\" data-col=\"{}\" cx=\"{}\" cy=\"{}\" r=\"{}\"/>\n",
      classes, row + 1, col + 1, x(col), y(row), radius);
}

void board_writer::link(int row0, int col0, int row1, int col1, std::string_view classes) {
  out_ += fmt::format("<line class=\"{}\" x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\"/>\n", classes,
                      x(col0), y(row0), x(col1), y(row1));
}

void board_writer::arrow(int row0, int col0, int row1, int col1) {
  const double x0 = x(col0), y0 = y(row0), x1 = x(col1), y1 = y(row1);
  const double length = std::hypot(x1 - x0, y1 - y0);
  assert(length > 0);
  const double ux = (x1 - x0) / length, uy = (y1 - y0) / length;
  // The tip stops short of the target's centre; the line stops where the head begins.
  constexpr double tip_gap = 6, head_length = 13, head_half_width = 8;
  const double tip_x = x1 - ux * tip_gap, tip_y = y1 - uy * tip_gap;
  const double base_x = tip_x - ux * head_length, base_y = tip_y - uy * head_length;
  out_ += fmt::format("<line x1=\"{}\" y1=\"{}\" x2=\"{:.1f}\" y2=\"{:.1f}\"/>\n", x0, y0,
                      base_x + ux * 2, base_y + uy * 2);
  out_ += fmt::format("<polygon points=\"{:.1f},{:.1f} {:.1f},{:.1f} {:.1f},{:.1f}\"/>\n", tip_x,
                      tip_y, base_x - uy * head_half_width, base_y + ux * head_half_width,
                      base_x + uy * head_half_width, base_y - ux * head_half_width);
}

void board_writer::badge(double at_x, double at_y, long long number, std::string_view classes) {
  const int d = digits(number);
  const int radius = std::max(8, 3 * d + 4);
  const int font = d <= 2 ? 11 : 9;
  out_ += fmt::format("<g class=\"number{}{}\">", classes.empty() ? "" : " ", classes);
  out_ += fmt::format("<circle cx=\"{:.1f}\" cy=\"{:.1f}\" r=\"{}\"/>", at_x, at_y, radius);
  out_ += fmt::format("<text x=\"{:.1f}\" y=\"{:.1f}\" font-size=\"{}\">{}</text></g>\n", at_x,
                      at_y + font * 0.36, font, number);
}

void board_writer::text(double at_x, double at_y, std::string_view classes,
                        std::string_view content) {
  out_ += fmt::format("<text class=\"{}\" x=\"{:.1f}\" y=\"{:.1f}\">", classes, at_x, at_y);
  append_escaped(out_, content);
  out_ += "</text>\n";
}

std::string board_writer::finish() {
  assert(depth_ == 0);
  out_ += "</svg>\n";
  return std::move(out_);
}

}  // namespace boardsolve::svg
