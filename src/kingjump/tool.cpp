// The kingjump puzzle behind the command line: solve, verify, gen and show over text files.
#include <algorithm>
#include <optional>

#include <fmt/format.h>

#include "answer_json.hpp"
#include "boardsolve/kingjump.hpp"
#include "boardsolve/tool.hpp"
#include "core/svg_json.hpp"
#include "core/svg_page.hpp"
#include "explain.hpp"

namespace boardsolve::kingjump {
namespace {

tool_result solve_file(const text_file& input, const run_options& options) {
  const auto parsed = parse_instance(input.text);
  if (const auto* error = std::get_if<parse_error>(&parsed)) return input_error(input, *error);
  const board& b = std::get<board>(parsed);
  tool_result result;
  const path p = solve(b, options.threads, options.stop);
  if (options.json)
    result.out = json_document("kingjump", json::array({answer_json(b, p)}));
  else
    append_answer(result.out, p);
  return result;
}

tool_result verify_file(const text_file& input, const text_file& output, const text_file* jury,
                        const run_options& options) {
  const auto parsed = parse_instance(input.text);
  if (const auto* error = std::get_if<parse_error>(&parsed))
    return unreadable_file(input, *error, verdict::checker_failed);
  const board& b = std::get<board>(parsed);
  const auto answer = parse_answer(output.text, b.rows);
  if (const auto* error = std::get_if<parse_error>(&answer))
    return unreadable_file(output, *error, verdict::presentation_error);
  const path& p = std::get<path>(answer);

  // The reference: the jury's answer if there is one, else our own; it must replay.
  path reference;
  std::string source = "boardsolve";
  if (jury) {
    auto parsed_jury = parse_answer(jury->text, b.rows);
    if (const auto* error = std::get_if<parse_error>(&parsed_jury))
      return unreadable_file(*jury, *error, verdict::checker_failed);
    reference = std::move(std::get<path>(parsed_jury));
    source = "the jury";
  } else {
    reference = solve(b, options.threads, options.stop);
  }
  const auto internal_error = [&](std::string_view what) {
    return checker_failure(fmt::format("case 1: {}", what));
  };
  if (!reference.empty())
    if (const std::string problem = replay(b, reference); !problem.empty())
      return internal_error(fmt::format("the answer of {} is wrong: {}", source, problem));

  verify_report report;
  if (p.empty()) {
    if (reference.empty()) {
      report.pass();
    } else {
      report.fail(1, fmt::format("the answer is impossible, but the king on ({},{}) captures "
                                 "every checker",
                                 reference[0].row + 1, reference[0].col + 1));
    }
  } else if (const std::string problem = replay(b, p); !problem.empty()) {
    report.fail(1, problem);
  } else if (reference.empty()) {
    return internal_error(fmt::format("{} found no way, but the answer's path is legal", source));
  } else {
    report.pass();
  }
  return report.finish("kingjump", options.json);
}

tool_result generate_file(const run_options& options) {
  const auto size = parse_board_size(options.size.empty() ? "8" : options.size, max_side);
  if (!size || size->rows != size->cols)
    return usage_error(
        fmt::format("--size must be N, the side of a square board, from 1 to {}; "
                    "found '{}'",
                    max_side, options.size));
  if (options.cases != 1)
    return usage_error(
        fmt::format("a kingjump file holds one board: --cases must be 1, found {}", options.cases));
  const std::string kind = options.kind.empty() ? "trail" : options.kind;
  rng random(options.seed);
  const auto boards = generate({kind, size->rows, size->cols, 1, options.density}, random);
  if (!boards)
    return usage_error(
        fmt::format("unknown --kind '{}'; the kinds are: {}", kind, generator_kinds()));
  return {0, format_instance(boards->front()), {}};
}

// show --svg and --svg-dir: the trail or the reason, and on the page the board after each jump
// of a short trail.
tool_result show_svg(const board& b, const run_options& options) {
  const svg::extent size{b.rows, b.cols};
  if (const std::string problem = svg::size_problem({&size, 1}); !problem.empty())
    return usage_error(problem);
  const path p = solve(b, options.threads, options.stop);
  svg::show_pictures pictures(options.svg);
  if (p.empty()) {
    std::string reason = explain_impossible(b, diagnose(b));
    reason.pop_back();
    pictures.add_case(fmt::format("{} x {} board: {}", b.rows, b.cols, reason),
                      "the squares the reason names", render_svg(b, p));
    return pictures.finish("kingjump");
  }
  const auto jumps = static_cast<long long>(p.size()) - 1;
  pictures.add_case(jumps == 0
                        ? fmt::format("{} x {} board: no checker to capture: the king on {} stays",
                                      b.rows, b.cols, square_name(p[0]))
                        : fmt::format("{} x {} board: the king on {} captures {} in {} jump{}",
                                      b.rows, b.cols, square_name(p[0]), all_checkers(p.size() - 1),
                                      jumps, jumps == 1 ? "" : "s"),
                    "the trail of jumps", render_svg(b, p));
  if (pictures.wants_frames(jumps, static_cast<long long>(b.cells.size())))
    for (int k = 1; k <= jumps; ++k)
      pictures.add_figure(fmt::format("after jump {}", k), render_svg(b, p, k));
  return pictures.finish("kingjump");
}

// show --json: what solve --json prints, and with --svg the board's pictures.
tool_result show_json(const board& b, const run_options& options) {
  const svg::extent size{b.rows, b.cols};
  const bool pictures = options.svg != svg_mode::none;
  if (pictures)
    if (const std::string problem = svg::size_problem({&size, 1}); !problem.empty())
      return usage_error(problem);
  const path p = solve(b, options.threads, options.stop);
  json answer = answer_json(b, p);
  long long budget = svg::max_json_frame_squares;
  if (pictures)
    answer["svg"] = svg::pictures_json(p.empty() ? 0 : static_cast<int>(p.size()) - 1,
                                       static_cast<long long>(b.cells.size()), budget,
                                       [&](int step) { return render_svg(b, p, step); });
  return {0, json_document("kingjump", json::array({std::move(answer)})), {}};
}

tool_result show_file(const text_file& input, const run_options& options) {
  const auto parsed = parse_instance(input.text);
  if (const auto* error = std::get_if<parse_error>(&parsed)) return input_error(input, *error);
  const board& b = std::get<board>(parsed);
  if (options.json) return show_json(b, options);
  if (options.svg != svg_mode::none) return show_svg(b, options);
  return {0, render(b, solve(b, options.threads, options.stop)), {}};
}

tool_result validate_file(const text_file& input, const run_options&) {
  const auto parsed = parse_instance(input.text);
  return validation_of(input, std::get_if<parse_error>(&parsed));
}

}  // namespace
}  // namespace boardsolve::kingjump

namespace boardsolve {

const puzzle_tool& kingjump_tool() {
  static const puzzle_tool tool{
      "kingjump",
      "winchk",
      "USACO DEC08 winchk",
      "can one king capture every opposing checker in one move of jumps, and how",
      kingjump::generator_kinds(),
      stoppable<kingjump::solve_file>,
      stoppable<kingjump::verify_file>,
      kingjump::generate_file,
      stoppable<kingjump::show_file>,
      kingjump::validate_file,
      kingjump::problem,
  };
  return tool;
}

}  // namespace boardsolve
