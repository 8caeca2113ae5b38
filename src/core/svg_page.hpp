#pragma once
// What `show --svg` and `show --svg-dir` make of the pictures of every case: one standalone
// HTML page (each case's heading, its whole-solution picture, then any others), or one SVG
// file per case (its whole-solution picture) for the command line to write.

#include <string>
#include <string_view>
#include <vector>

#include "boardsolve/tool.hpp"

namespace boardsolve::svg {

/// Collects the pictures case by case, then turns them into a tool_result.
class show_pictures {
 public:
  /// mode is svg_mode::page or svg_mode::files.
  explicit show_pictures(svg_mode mode);

  /// True when extra pictures go anywhere (the page); files hold the whole picture only.
  bool page() const { return mode_ == svg_mode::page; }
  /// Starts a case: its heading (first line a title, any further lines notes) and its
  /// whole-solution picture with a caption.
  void add_case(std::string heading, std::string caption, std::string whole_svg);
  /// Adds a picture to the current case (ignored for files, where only page() is false).
  void add_figure(std::string caption, std::string svg);
  /// True if the page should show a picture after each move of a solution of `moves` moves
  /// on a board of `squares` squares: at most max_frames moves, and the step pictures of the
  /// page stay within max_frame_squares squares (this call spends them).
  bool wants_frames(long long moves, long long squares);

  /// The page on `out` (titled after `puzzle`), or the files case-1.svg, case-2.svg, ...
  tool_result finish(std::string_view puzzle);

 private:
  struct figure {
    std::string caption;
    std::string svg;
  };
  struct one_case {
    std::string heading;
    std::vector<figure> figures;
  };
  svg_mode mode_;
  long long frame_squares_ = 0;
  std::vector<one_case> cases_;
};

}  // namespace boardsolve::svg
