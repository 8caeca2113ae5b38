// The captures puzzle behind the command line: solve, verify, gen and show over text files.
#include <algorithm>

#include <fmt/format.h>

#include "answer_json.hpp"
#include "boardsolve/captures.hpp"
#include "boardsolve/tool.hpp"
#include "core/progress_meter.hpp"
#include "core/svg_json.hpp"
#include "core/svg_page.hpp"

namespace boardsolve::captures {
namespace {

// The limit of JSON documents: "" or the message that refuses the run.
std::string too_large_for_json(std::span<const board> boards) {
  long long squares = 0;
  for (const board& b : boards) squares += static_cast<long long>(b.cells.size());
  return json_size_problem(boards.size(), squares);
}

tool_result solve_file(const text_file& input, const run_options& options) {
  const auto boards = parse_instances(input.text);
  if (const auto* error = std::get_if<parse_error>(&boards)) return input_error(input, *error);
  tool_result result;
  if (options.json) {
    if (const std::string problem = too_large_for_json(std::get<0>(boards)); !problem.empty())
      return usage_error(problem);
    json cases = json::array();
    progress_meter meter(options, std::get<0>(boards).size(), "captures");
    for (const board& b : std::get<0>(boards)) {
      cases.push_back(answer_json(b, solve(b, options.threads, options.stop)));
      meter.case_done();
    }
    result.out = json_document("captures", std::move(cases));
    return result;
  }
  progress_meter meter(options, std::get<0>(boards).size(), "captures");
  for (const board& b : std::get<0>(boards)) {
    append_answer(result.out, solve(b, options.threads, options.stop).captures);
    meter.case_done();
  }
  return result;
}

tool_result verify_file(const text_file& input, const text_file& output, const text_file* jury,
                        const run_options& options) {
  const auto parsed = parse_instances(input.text);
  if (const auto* error = std::get_if<parse_error>(&parsed))
    return unreadable_file(input, *error, verdict::checker_failed);
  const auto& boards = std::get<0>(parsed);
  const auto answers = parse_answers(output.text, boards.size());
  if (const auto* error = std::get_if<parse_error>(&answers))
    return unreadable_file(output, *error, verdict::presentation_error);
  std::vector<std::vector<capture>> jury_answers;
  if (jury) {
    auto parsed_jury = parse_answers(jury->text, boards.size());
    if (const auto* error = std::get_if<parse_error>(&parsed_jury))
      return unreadable_file(*jury, *error, verdict::checker_failed);
    jury_answers = std::move(std::get<0>(parsed_jury));
  }

  verify_report report;
  for (std::size_t t = 0; t < boards.size(); ++t) {
    const int case_number = static_cast<int>(t) + 1;
    std::size_t optimum = 0;
    if (jury) {
      optimum = jury_answers[t].size();
    } else {
      const solution own = solve(boards[t], options.threads, options.stop);
      const std::string own_problem =
          replay(boards[t], own.captures) + check_lower_bound(boards[t], own);
      if (!own_problem.empty())
        return checker_failure(
            fmt::format("internal error on case {}: {}", case_number, own_problem));
      optimum = own.captures.size();
    }
    const auto& moves = std::get<0>(answers)[t];
    if (const std::string problem = replay(boards[t], moves); !problem.empty()) {
      report.fail(case_number, problem);
    } else if (moves.size() != optimum) {
      report.fail(case_number, fmt::format("{} captures, but {} suffice", moves.size(), optimum));
    } else {
      report.pass();
    }
  }
  return report.finish("captures", options.json);
}

tool_result generate_file(const run_options& options) {
  const auto size = parse_board_size(options.size.empty() ? "8" : options.size, max_side);
  if (!size || static_cast<long long>(size->rows) * size->cols > max_cells ||
      static_cast<long long>(size->rows) * size->cols * options.cases > max_total_cells)
    return usage_error(fmt::format(
        "--size must be N or RxC with sides from 1 to {} and at most {} squares, and --cases "
        "boards of that size at most {} squares in all; found '{}' x {}",
        max_side, max_cells, max_total_cells, options.size, options.cases));
  const std::string kind = options.kind.empty() ? "random" : options.kind;
  rng random(options.seed);
  const auto boards =
      generate({kind, size->rows, size->cols, options.cases, options.density}, random);
  if (!boards)
    return usage_error(
        fmt::format("unknown --kind '{}'; the kinds are: {}", kind, generator_kinds()));
  return {0, format_instances(*boards), {}};
}

// show --svg and --svg-dir: per case the captures, the certificate, and on the page the board
// after each capture of a short solution.
tool_result show_svg(std::span<const board> boards, const run_options& options) {
  if (const std::string problem = svg::size_problem(svg::extents_of(boards)); !problem.empty())
    return usage_error(problem);
  svg::show_pictures pictures(options.svg);
  for (std::size_t t = 0; t < boards.size(); ++t) {
    const board& b = boards[t];
    const solution s = solve(b, options.threads, options.stop);
    const auto moves = static_cast<long long>(s.captures.size());
    pictures.add_case(
        fmt::format("case {}: {} x {} board, {} captures ({} forced + {} for a "
                    "matching of {} attacks)",
                    t + 1, b.rows, b.cols, moves, s.forced, s.matching.size(), s.matching.size()),
        "the captures, in order", render_svg(b, s));
    if (!pictures.page()) continue;
    pictures.add_figure("why no fewer captures can do", render_certificate_svg(b, s));
    if (pictures.wants_frames(moves, static_cast<long long>(b.cells.size())))
      for (int k = 1; k <= moves; ++k)
        pictures.add_figure(fmt::format("after capture {}", k), render_svg(b, s, k));
  }
  return pictures.finish("captures");
}

// show --json: what solve --json prints, and with --svg each case's pictures.
tool_result show_json(std::span<const board> boards, const run_options& options) {
  const bool pictures = options.svg != svg_mode::none;
  if (pictures)
    if (const std::string problem = svg::size_problem(svg::extents_of(boards)); !problem.empty())
      return usage_error(problem);
  if (const std::string problem = too_large_for_json(boards); !problem.empty())
    return usage_error(problem);
  long long budget = svg::max_json_frame_squares;
  json cases = json::array();
  for (const board& b : boards) {
    const solution s = solve(b, options.threads, options.stop);
    json answer = answer_json(b, s);
    if (pictures) {
      answer["svg"] = svg::pictures_json(static_cast<int>(s.captures.size()),
                                         static_cast<long long>(b.cells.size()), budget,
                                         [&](int step) { return render_svg(b, s, step); });
      answer["svg"]["certificate"] = render_certificate_svg(b, s);
    }
    cases.push_back(std::move(answer));
  }
  return {0, json_document("captures", std::move(cases)), {}};
}

tool_result show_file(const text_file& input, const run_options& options) {
  const auto boards = parse_instances(input.text);
  if (const auto* error = std::get_if<parse_error>(&boards)) return input_error(input, *error);
  if (options.json) return show_json(std::get<0>(boards), options);
  if (options.svg != svg_mode::none) return show_svg(std::get<0>(boards), options);
  tool_result result;
  int case_number = 0;
  for (const board& b : std::get<0>(boards)) {
    std::string drawing = render(b, solve(b, options.threads, options.stop));
    drawing.insert(0, fmt::format("case {}: ", ++case_number));
    drawing += '\n';
    if (!append_drawing(result, std::move(drawing), case_number)) break;
  }
  return result;
}

tool_result validate_file(const text_file& input, const run_options&) {
  const auto boards = parse_instances(input.text);
  return validation_of(input, std::get_if<parse_error>(&boards));
}

}  // namespace

}  // namespace boardsolve::captures

namespace boardsolve {

const puzzle_tool& captures_tool() {
  static const puzzle_tool tool{
      "captures",
      "adapwn",
      "CodeChef ADAPWN",
      "fewest pawn captures after which no capture is possible",
      captures::generator_kinds(),
      stoppable<captures::solve_file>,
      stoppable<captures::verify_file>,
      captures::generate_file,
      stoppable<captures::show_file>,
      captures::validate_file,
      captures::problem,
  };
  return tool;
}

}  // namespace boardsolve
