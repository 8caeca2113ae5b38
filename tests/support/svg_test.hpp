#pragma once
// Helpers shared by the tests of the SVG pictures: count marks, check that every square of the
// board is one rect with its 1-based coordinates, and that the document is standalone and its
// tags nest (the command-line tests also run xmllint on every picture).

#include <gtest/gtest.h>

#include <cstdio>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace boardsolve::testing {

/// The number of times `needle` occurs in `text`.
inline std::size_t count(std::string_view text, std::string_view needle) {
  std::size_t n = 0;
  for (std::size_t at = text.find(needle); at != std::string_view::npos;
       at = text.find(needle, at + needle.size()))
    ++n;
  return n;
}

/// The (data-row, data-col) of every <rect class="square ..."> of `svg`, in document order.
inline std::vector<std::pair<int, int>> square_coordinates(std::string_view svg) {
  std::vector<std::pair<int, int>> found;
  for (std::size_t at = svg.find("<rect class=\"square "); at != std::string_view::npos;
       at = svg.find("<rect class=\"square ", at + 1)) {
    const std::string element(svg.substr(at, svg.find('>', at) - at));
    const auto row = element.find("data-row=\"");
    const auto col = element.find("data-col=\"");
    int r = 0, c = 0;
    if (row == std::string::npos || col == std::string::npos ||
        std::sscanf(element.c_str() + row, "data-row=\"%d\"", &r) != 1 ||
        std::sscanf(element.c_str() + col, "data-col=\"%d\"", &c) != 1)
      ADD_FAILURE() << "a square without data-row and data-col: " << element;
    found.emplace_back(r, c);
  }
  return found;
}

/// Expects exactly one square rect for each (row, col), 1 <= row <= rows, 1 <= col <= cols.
inline void expect_one_rect_per_square(std::string_view svg, int rows, int cols) {
  const auto found = square_coordinates(svg);
  EXPECT_EQ(found.size(), static_cast<std::size_t>(rows) * static_cast<std::size_t>(cols));
  const std::set<std::pair<int, int>> distinct(found.begin(), found.end());
  EXPECT_EQ(distinct.size(), found.size()) << "a square drawn twice";
  for (const auto& [r, c] : found) {
    EXPECT_TRUE(1 <= r && r <= rows && 1 <= c && c <= cols) << r << "," << c;
  }
}

/// Expects a standalone picture: one <svg> element with the SVG namespace, a viewBox, a width
/// and a height, then <title>, <desc> and <style>; tags that nest; nothing after </svg>.
inline void expect_standalone_svg(std::string_view svg) {
  ASSERT_EQ(svg.substr(0, 40), "<svg xmlns=\"http://www.w3.org/2000/svg\" ");
  const std::string_view head = svg.substr(0, svg.find('>'));
  for (const std::string_view attribute : {" viewBox=\"0 0 ", " width=\"", " height=\""})
    EXPECT_NE(head.find(attribute), std::string_view::npos) << attribute;
  const auto title = svg.find("\n<title>"), desc = svg.find("\n<desc>"),
             style = svg.find("\n<style>");
  EXPECT_TRUE(title < desc && desc < style && style != std::string_view::npos);
  EXPECT_EQ(svg.substr(svg.size() - 7), "</svg>\n");
  // Every start tag is closed in order; <x .../> closes itself.
  std::vector<std::string_view> open;
  for (std::size_t at = svg.find('<'); at != std::string_view::npos; at = svg.find('<', at + 1)) {
    const std::size_t end = svg.find('>', at);
    ASSERT_NE(end, std::string_view::npos);
    const std::string_view tag = svg.substr(at + 1, end - at - 1);
    const std::string_view name = tag.substr(0, tag.find_first_of(" /\n"));
    if (tag.front() == '/') {
      ASSERT_FALSE(open.empty()) << "</" << tag << "> closes nothing";
      ASSERT_EQ(open.back(), tag.substr(1)) << "at byte " << at;
      open.pop_back();
    } else if (tag.back() != '/') {
      open.push_back(name);
    }
  }
  EXPECT_TRUE(open.empty());
}

}  // namespace boardsolve::testing
