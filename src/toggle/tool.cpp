// The toggle puzzle behind the command line: solve, verify, gen and show over text files.
#include <algorithm>

#include <fmt/format.h>

#include "answer_json.hpp"
#include "boardsolve/toggle.hpp"
#include "boardsolve/tool.hpp"
#include "core/progress_meter.hpp"
#include "core/svg_json.hpp"
#include "core/svg_page.hpp"

namespace boardsolve::toggle {
namespace {

// The one option toggle declares: solve --plan.
const option_declaration declarations[] = {
    {"plan", option_type::flag, {subcommand::solve}, "print the moves after each count (toggle)"},
};

declared_values own(const run_options& options) {
  return {declarations, options.values};
}

// The limit of JSON documents: "" or the message that refuses the run.
std::string too_large_for_json(std::span<const board> boards) {
  long long squares = 0;
  for (const board& b : boards) squares += static_cast<long long>(b.cells.size());
  return json_size_problem(boards.size(), squares);
}

tool_result solve_file(const text_file& input, const run_options& options) {
  const auto boards = parse_instances(input.text);
  if (const auto* error = std::get_if<parse_error>(&boards)) return input_error(input, *error);
  const auto& all = std::get<0>(boards);
  if (options.json)
    if (const std::string problem = too_large_for_json(all); !problem.empty())
      return usage_error(problem);
  progress_meter meter(options, all.size(), "toggle");
  const std::vector<solution> solutions = solve_all(
      all, options.threads, [&meter] { meter.case_done(); }, options.stop);
  tool_result result;
  if (options.json) {
    json cases = json::array();
    for (std::size_t t = 0; t < all.size(); ++t) cases.push_back(answer_json(all[t], solutions[t]));
    result.out = json_document("toggle", std::move(cases));
    return result;
  }
  const bool plan = own(options).flag("plan");
  for (const solution& s : solutions) append_answer(result.out, s, plan);
  return result;
}

std::string moves_text(int count) {
  return fmt::format("{} move{}", count, count == 1 ? "" : "s");
}

// "" if the answer is right; otherwise why not. A plan that works with fewer moves than the
// optimum means the optimum is wrong: that goes to `fault`.
std::string judge(const board& b, const solution& a, bool has_plan, int optimum,
                  std::string& fault) {
  if (a.count == no_solution)
    return optimum == no_solution ? ""
                                  : fmt::format("-1 (no solution), but {} make the board all black",
                                                moves_text(optimum));
  if (has_plan) {
    if (std::string problem = replay(b, a.moves); !problem.empty()) return problem;
    if (optimum == no_solution || a.count < optimum) {
      fault = fmt::format(
          "its plan of {} makes the board all black, but the optimum given "
          "is {}",
          moves_text(a.count), optimum);
      return "";
    }
  }
  if (optimum == no_solution)
    return fmt::format("{}, but no set of moves makes the board all black", moves_text(a.count));
  if (a.count > optimum) return fmt::format("{}, but {} suffice", moves_text(a.count), optimum);
  if (a.count < optimum) return fmt::format("{}, but {} are needed", moves_text(a.count), optimum);
  return "";
}

tool_result verify_file(const text_file& input, const text_file& output, const text_file* jury,
                        const run_options& options) {
  const auto parsed = parse_instances(input.text);
  if (const auto* error = std::get_if<parse_error>(&parsed))
    return unreadable_file(input, *error, verdict::checker_failed);
  const auto& boards = std::get<0>(parsed);
  const auto parsed_answers = parse_answers(output.text, boards.size());
  if (const auto* error = std::get_if<parse_error>(&parsed_answers))
    return unreadable_file(output, *error, verdict::presentation_error);
  const answers& given = std::get<answers>(parsed_answers);

  std::vector<int> optima;
  if (jury) {
    const auto jury_answers = parse_answers(jury->text, boards.size());
    if (const auto* error = std::get_if<parse_error>(&jury_answers))
      return unreadable_file(*jury, *error, verdict::checker_failed);
    for (const solution& a : std::get<answers>(jury_answers).cases) optima.push_back(a.count);
  } else {
    for (const solution& s : solve_all(boards, options.threads, {}, options.stop))
      optima.push_back(s.count);
  }

  verify_report report;
  for (std::size_t t = 0; t < boards.size(); ++t) {
    const int case_number = static_cast<int>(t) + 1;
    std::string fault;
    const std::string problem = judge(boards[t], given.cases[t], given.plans, optima[t], fault);
    if (!fault.empty()) return checker_failure(fmt::format("case {}: {}", case_number, fault));
    problem.empty() ? report.pass() : report.fail(case_number, problem);
  }
  return report.finish("toggle", options.json);
}

tool_result generate_file(const run_options& options) {
  const auto size = parse_board_size(options.size.empty() ? "8" : options.size, max_long_side);
  const std::string kind = options.kind.empty() ? "random" : options.kind;
  if (!size)
    return usage_error(fmt::format("--size must be N or RxC with sides from 1 to {}; found '{}'",
                                   max_long_side, options.size));
  const int short_side = std::min(size->rows, size->cols);
  const int long_side = std::max(size->rows, size->cols);
  if (short_side > max_short_side || long_side > max_long_side_for(short_side))
    return usage_error(fmt::format(
        "--size {} x {} is out of reach: the shorter side may be at most {}, and with a "
        "shorter side of {} the longer side at most {}",
        size->rows, size->cols, max_short_side, std::min(short_side, max_short_side),
        max_long_side_for(std::min(short_side, max_short_side))));
  const auto kinds = generator_kinds();
  if (!is_generator_kind(kinds, kind))
    return usage_error(fmt::format("unknown --kind '{}'; the kinds are: {}", kind, kinds));
  if (static_cast<long long>(size->rows) * size->cols * options.cases > max_total_cells)
    return usage_error(fmt::format(
        "--cases {} boards of {} x {} have {} cells in all; a toggle "
        "file holds at most {}",
        options.cases, size->rows, size->cols,
        static_cast<long long>(size->rows) * size->cols * options.cases, max_total_cells));
  rng random(options.seed);
  const auto boards =
      generate({kind, size->rows, size->cols, options.cases, options.density}, random);
  if (!boards && always_solvable(size->rows, size->cols))
    return usage_error(
        fmt::format("every {} x {} board has a solution (the moves of one "
                    "type alone reach every colouring); try another size",
                    size->rows, size->cols));
  if (!boards)
    return usage_error(
        fmt::format("no {} x {} board without a solution turned up in 100 "
                    "random tries; try another size or --density",
                    size->rows, size->cols));
  return {0, format_instances(*boards), {}};
}

// show --svg and --svg-dir: per case the plan, and on the page the board after each move of a
// short plan.
tool_result show_svg(std::span<const board> boards, const run_options& options) {
  if (const std::string problem = svg::size_problem(svg::extents_of(boards)); !problem.empty())
    return usage_error(problem);
  const std::vector<solution> solutions = solve_all(boards, options.threads, {}, options.stop);
  svg::show_pictures pictures(options.svg);
  for (std::size_t t = 0; t < boards.size(); ++t) {
    const board& b = boards[t];
    const solution& s = solutions[t];
    if (s.count == no_solution) {
      pictures.add_case(fmt::format("case {}: {} x {} board: no set of moves makes it all black",
                                    t + 1, b.rows, b.cols),
                        "the board", render_svg(b, s));
      continue;
    }
    pictures.add_case(
        fmt::format("case {}: {} x {} board, {}", t + 1, b.rows, b.cols, moves_text(s.count)),
        "the plan (1, 2: a move of that type)", render_svg(b, s));
    if (pictures.wants_frames(s.count, static_cast<long long>(b.cells.size())))
      for (int k = 1; k <= s.count; ++k)
        pictures.add_figure(fmt::format("after move {}", k), render_svg(b, s, k));
  }
  return pictures.finish("toggle");
}

// show --json: what solve --json prints, and with --svg each case's pictures.
tool_result show_json(std::span<const board> boards, const run_options& options) {
  const bool pictures = options.svg != svg_mode::none;
  if (pictures)
    if (const std::string problem = svg::size_problem(svg::extents_of(boards)); !problem.empty())
      return usage_error(problem);
  if (const std::string problem = too_large_for_json(boards); !problem.empty())
    return usage_error(problem);
  const std::vector<solution> solutions = solve_all(boards, options.threads, {}, options.stop);
  long long budget = svg::max_json_frame_squares;
  json cases = json::array();
  for (std::size_t t = 0; t < boards.size(); ++t) {
    const board& b = boards[t];
    const solution& s = solutions[t];
    json answer = answer_json(b, s);
    if (pictures)
      answer["svg"] = svg::pictures_json(static_cast<int>(s.moves.size()),
                                         static_cast<long long>(b.cells.size()), budget,
                                         [&](int step) { return render_svg(b, s, step); });
    cases.push_back(std::move(answer));
  }
  return {0, json_document("toggle", std::move(cases)), {}};
}

tool_result show_file(const text_file& input, const run_options& options) {
  const auto boards = parse_instances(input.text);
  if (const auto* error = std::get_if<parse_error>(&boards)) return input_error(input, *error);
  const auto& all = std::get<0>(boards);
  if (options.json) return show_json(all, options);
  if (options.svg != svg_mode::none) return show_svg(all, options);
  const std::vector<solution> solutions = solve_all(all, options.threads, {}, options.stop);
  tool_result result;
  for (std::size_t t = 0; t < all.size(); ++t) {
    std::string drawing = fmt::format("case {}: ", t + 1);
    drawing += render(all[t], solutions[t]);
    drawing += '\n';
    if (!append_drawing(result, std::move(drawing), static_cast<int>(t) + 1)) break;
  }
  return result;
}

tool_result validate_file(const text_file& input, const run_options&) {
  const auto boards = parse_instances(input.text);
  return validation_of(input, std::get_if<parse_error>(&boards));
}

}  // namespace
}  // namespace boardsolve::toggle

namespace boardsolve {

const puzzle_tool& toggle_tool() {
  static const puzzle_tool tool{
      "toggle",
      "srm581",
      "TopCoder SRM 581 \"YetAnotherBoardGame\"",
      "fewest plus-shaped toggles (two types, one type per row and column) to make a board "
      "all black",
      toggle::generator_kinds(),
      stoppable<toggle::solve_file>,
      stoppable<toggle::verify_file>,
      toggle::generate_file,
      stoppable<toggle::show_file>,
      toggle::validate_file,
      toggle::problem,
      toggle::declarations,
  };
  return tool;
}

}  // namespace boardsolve
