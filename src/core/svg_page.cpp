#include "core/svg_page.hpp"

#include <cassert>

#include <fmt/format.h>

#include "boardsolve/core/svg.hpp"
#include "core/svg_writer.hpp"

namespace boardsolve::svg {
namespace {

constexpr std::string_view page_style =
    "body{font-family:sans-serif;margin:24px;color:#222;background:#f7f7f5}"
    "h1{font-size:20px;font-weight:600}"
    "h2{font-size:16px;font-weight:600;margin:28px 0 6px}"
    "p.note{font-size:14px;margin:4px 0;max-width:60em}"
    ".figures{display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start;margin-top:10px}"
    "figure{margin:0;padding:8px;background:#fff;border:1px solid #ddd;border-radius:4px}"
    "figcaption{font-size:13px;color:#555;margin-top:4px}"
    "figure svg{display:block;max-width:100%;height:auto}";

void append_case(std::string& out, std::size_t number, std::string_view heading) {
  out += fmt::format("<section class=\"case\" id=\"case-{}\">\n<h2>", number);
  std::size_t line = 0;
  for (std::size_t at = 0; at <= heading.size();) {
    const std::size_t end = std::min(heading.find('\n', at), heading.size());
    if (line++ > 0) out += "<p class=\"note\">";
    append_escaped(out, heading.substr(at, end - at));
    out += line == 1 ? "</h2>\n" : "</p>\n";
    at = end + 1;
  }
}

}  // namespace

show_pictures::show_pictures(svg_mode mode) : mode_(mode) {
  assert(mode != svg_mode::none);
}

void show_pictures::add_case(std::string heading, std::string caption, std::string whole_svg) {
  cases_.push_back({std::move(heading), {{std::move(caption), std::move(whole_svg)}}});
}

void show_pictures::add_figure(std::string caption, std::string svg) {
  assert(!cases_.empty());
  if (page()) cases_.back().figures.push_back({std::move(caption), std::move(svg)});
}

bool show_pictures::wants_frames(long long moves, long long squares) {
  if (!page() || moves > max_frames || frame_squares_ + moves * squares > max_frame_squares)
    return false;
  frame_squares_ += moves * squares;
  return true;
}

tool_result show_pictures::finish(std::string_view puzzle) {
  tool_result result;
  if (mode_ == svg_mode::files) {
    for (std::size_t t = 0; t < cases_.size(); ++t)
      result.files.push_back(
          {fmt::format("case-{}.svg", t + 1), std::move(cases_[t].figures.front().svg)});
    return result;
  }
  std::string& out = result.out;
  out += fmt::format(
      "<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\">\n<head>\n"
      "<meta charset=\"utf-8\"/>\n<title>boardsolve show {}</title>\n<style>{}</style>\n"
      "</head>\n<body>\n<h1>boardsolve show {}</h1>\n",
      puzzle, page_style, puzzle);
  for (std::size_t t = 0; t < cases_.size(); ++t) {
    append_case(out, t + 1, cases_[t].heading);
    out += "<div class=\"figures\">\n";
    for (const figure& f : cases_[t].figures) {
      out += "<figure>\n";
      out += f.svg;
      out += "<figcaption>";
      append_escaped(out, f.caption);
      out += "</figcaption>\n</figure>\n";
    }
    out += "</div>\n</section>\n";
  }
  out += "</body>\n</html>\n";
  return result;
}

}  // namespace boardsolve::svg
