// The lightsout puzzle behind the command line: solve, verify, gen, show and validate over
// text files. Lights Out has no contest, so the row has no judge's problem (package and
// validate --contest refuse it).
#include <variant>

#include <fmt/format.h>

#include "answer_json.hpp"
#include "boardsolve/core/svg.hpp"
#include "boardsolve/lightsout.hpp"
#include "boardsolve/tool.hpp"
#include "core/svg_page.hpp"

namespace boardsolve::lightsout {
namespace {

constexpr std::string_view topologies[] = {"plane", "torus"};

// The options lightsout declares: gen's rules (a file names them per case), and --any.
const option_declaration declarations[] = {
    {.name = "stencil",
     .type = option_type::text,
     .commands = {subcommand::gen},
     .help = "lightsout: the cells a press toggles: plus (default), cross, or nine symbols 0 "
             "and 1 for the 3 x 3 mask, row by row",
     .default_value = "plus",
     .value_name = "STENCIL"},
    {.name = "topology",
     .type = option_type::choice,
     .commands = {subcommand::gen},
     .help = "lightsout: plane (default) or torus (the edges wrap)",
     .choices = topologies,
     .default_value = "plane"},
    {.name = "any",
     .type = option_type::flag,
     .commands = {subcommand::solve, subcommand::show},
     .help = "lightsout: past the limit of the proof of the fewest presses, give one solution "
             "rather than refuse"},
};

declared_values own(const run_options& options) {
  return {declarations, options.values};
}

std::string too_large_for_json(std::span<const board> boards) {
  long long squares = 0;
  for (const board& b : boards) squares += static_cast<long long>(b.lights.rows) * b.lights.cols;
  return json_size_problem(boards.size(), squares);
}

// Every board solved, or the refusal of the first one past the limits (unless --any), or
// the stop: between boards here, inside one by solve() throwing search_stopped (stoppable).
std::variant<std::vector<solution>, tool_result> solve_boards(const text_file& input,
                                                              std::span<const board> boards,
                                                              const run_options& options) {
  solve_options how;
  how.any = own(options).flag("any");
  how.stop = options.stop;
  std::vector<solution> solutions;
  solutions.reserve(boards.size());
  for (std::size_t t = 0; t < boards.size(); ++t) {
    if (options.stop.stop_requested()) return stopped_run();
    solution s = solve(boards[t], how);
    if (s.result == outcome::refused) {
      // --any helps where the limit is that of the proof of the fewest, not of the solving.
      solve_options any = how;
      any.any = true;
      const bool helps = !how.any && solve(boards[t], any).result != outcome::refused;
      return usage_error(fmt::format("{}: case {}: {}{}", input.name, t + 1, s.reason,
                                     helps ? "; --any gives one solution without proving it "
                                             "the fewest"
                                           : ""));
    }
    solutions.push_back(std::move(s));
  }
  return solutions;
}

tool_result solve_file(const text_file& input, const run_options& options) {
  const auto parsed = parse_instances(input.text);
  if (const auto* error = std::get_if<parse_error>(&parsed)) return input_error(input, *error);
  const auto& boards = std::get<0>(parsed);
  if (options.json)
    if (const std::string problem = too_large_for_json(boards); !problem.empty())
      return usage_error(problem);
  auto solved = solve_boards(input, boards, options);
  if (auto* refusal = std::get_if<tool_result>(&solved)) return std::move(*refusal);
  const auto& solutions = std::get<0>(solved);
  tool_result result;
  if (options.json) {
    json cases = json::array();
    for (std::size_t t = 0; t < boards.size(); ++t)
      cases.push_back(answer_json(boards[t], solutions[t]));
    result.out = json_document("lightsout", std::move(cases));
    return result;
  }
  for (const solution& s : solutions) append_answer(result.out, s, true);
  return result;
}

std::string presses_text(long long count) {
  return fmt::format("{} press{}", count, count == 1 ? "" : "es");
}

// "" if the answer holds; else why not. A jury whose optimum the answer beats is at fault:
// that goes to `fault`, and so does a minimality this checker cannot settle.
std::string judge(const board& b, const answer& a, std::optional<long long> optimum,
                  std::string& fault) {
  if (a.count == no_solution) {
    if (std::string problem = check_certificate(b, a.cells); !problem.empty())
      return "-1 (no solution), but the certificate fails: " + problem;
    if (optimum && *optimum != no_solution)
      fault = fmt::format(
          "the answer's certificate proves the board unsolvable, but the "
          "optimum given is {}",
          *optimum);
    return "";
  }
  solution claimed;
  claimed.result = outcome::any;
  claimed.count = a.count;
  claimed.presses = a.cells;
  if (std::string problem = verify(b, claimed); !problem.empty()) return problem;
  if (optimum) {
    if (*optimum == no_solution || a.count < *optimum)
      fault = fmt::format("its {} turn every light off, but the optimum given is {}",
                          presses_text(a.count), *optimum);
    else if (a.count > *optimum)
      return fmt::format("{}, but {} suffice", presses_text(a.count), *optimum);
    return "";
  }
  claimed.result = outcome::optimal;
  std::string problem = verify(b, claimed);
  if (problem == minimality_unchecked) {
    fault = "cannot check that " + presses_text(a.count) + " are the fewest: " + problem;
    return "";
  }
  return problem;
}

tool_result verify_file(const text_file& input, const text_file& output, const text_file* jury,
                        const run_options& options) {
  const auto parsed = parse_instances(input.text);
  if (const auto* error = std::get_if<parse_error>(&parsed))
    return unreadable_file(input, *error, verdict::checker_failed);
  const auto& boards = std::get<0>(parsed);
  const auto given = parse_answers(output.text, boards);
  if (const auto* error = std::get_if<parse_error>(&given))
    return unreadable_file(output, *error, verdict::presentation_error);
  std::vector<std::optional<long long>> optima(boards.size());
  if (jury) {
    const auto jury_answers = parse_answers(jury->text, boards);
    if (const auto* error = std::get_if<parse_error>(&jury_answers))
      return unreadable_file(*jury, *error, verdict::checker_failed);
    for (std::size_t t = 0; t < boards.size(); ++t) optima[t] = std::get<0>(jury_answers)[t].count;
  }
  verify_report report;
  for (std::size_t t = 0; t < boards.size(); ++t) {
    if (options.stop.stop_requested()) return stopped_run();
    const int case_number = static_cast<int>(t) + 1;
    std::string fault;
    const std::string problem = judge(boards[t], std::get<0>(given)[t], optima[t], fault);
    if (!fault.empty()) return checker_failure(fmt::format("case {}: {}", case_number, fault));
    problem.empty() ? report.pass() : report.fail(case_number, problem);
  }
  return report.finish("lightsout", options.json);
}

tool_result generate_file(const run_options& options) {
  const auto size = parse_board_size(options.size.empty() ? "8" : options.size, max_side);
  if (!size)
    return usage_error(fmt::format("--size must be N or RxC with sides from 1 to {}; found '{}'",
                                   max_side, options.size));
  const std::string kind = options.kind.empty() ? "random" : options.kind;
  if (!is_generator_kind(generator_kinds(), kind))
    return usage_error(
        fmt::format("unknown --kind '{}'; the kinds are: {}", kind, generator_kinds()));
  const declared_values values = own(options);
  const auto shape = parse_stencil(values.text("stencil"));
  if (!shape)
    return usage_error(fmt::format(
        "--stencil must be plus, cross or nine symbols 0 and 1 (the 3 x 3 mask row by row); "
        "found '{}'",
        values.text("stencil")));
  const topology wrap = values.choice("topology") == "torus" ? topology::torus : topology::plane;
  if (wrap == topology::torus && (size->rows < 3 || size->cols < 3))
    return usage_error(fmt::format("a torus needs at least 3 rows and 3 columns; --size is {} x {}",
                                   size->rows, size->cols));
  const long long cells = static_cast<long long>(size->rows) * size->cols * options.cases;
  if (cells > max_total_cells)
    return usage_error(fmt::format(
        "--cases {} boards of {} x {} have {} cells in all; a lightsout file holds at most {}",
        options.cases, size->rows, size->cols, cells, max_total_cells));
  rng random(options.seed);
  const auto boards = generate({kind, size->rows, size->cols, options.cases, options.density},
                               random, *shape, wrap);
  if (!boards)
    return usage_error(fmt::format(
        "the kind '{}' has no {} x {} board with the {} stencil on the {} (for unsolvable: every "
        "such board is solvable); try another size or rule",
        kind, size->rows, size->cols, stencil_name(*shape),
        wrap == topology::torus ? "torus" : "plane"));
  return {0, format_instances(*boards), {}};
}

std::string svg_size_problem(std::span<const board> boards) {
  std::vector<svg::extent> sizes;
  sizes.reserve(boards.size());
  for (const board& b : boards) sizes.push_back({b.lights.rows, b.lights.cols});
  return svg::size_problem(sizes);
}

std::string heading_of(const board& b, const solution& s, std::size_t t) {
  const std::string size = fmt::format("{} x {} board", b.lights.rows, b.lights.cols);
  if (s.result == outcome::unsolvable)
    return fmt::format("case {}: {}: no set of presses turns every light off", t + 1, size);
  return fmt::format("case {}: {}, {}{}", t + 1, size, presses_text(s.count),
                     s.result == outcome::any ? " (not proven the fewest)" : "");
}

tool_result show_file(const text_file& input, const run_options& options) {
  const auto parsed = parse_instances(input.text);
  if (const auto* error = std::get_if<parse_error>(&parsed)) return input_error(input, *error);
  const auto& boards = std::get<0>(parsed);
  const bool pictures = options.svg != svg_mode::none;
  if (pictures)
    if (const std::string problem = svg_size_problem(boards); !problem.empty())
      return usage_error(problem);
  if (options.json)
    if (const std::string problem = too_large_for_json(boards); !problem.empty())
      return usage_error(problem);
  auto solved = solve_boards(input, boards, options);
  if (auto* refusal = std::get_if<tool_result>(&solved)) return std::move(*refusal);
  const auto& solutions = std::get<0>(solved);
  if (options.json) {
    json cases = json::array();
    for (std::size_t t = 0; t < boards.size(); ++t) {
      json answer = answer_json(boards[t], solutions[t]);
      if (pictures)
        answer["svg"] =
            json{{"solution", render_svg(boards[t], solutions[t])}, {"steps", json::array()}};
      cases.push_back(std::move(answer));
    }
    return {0, json_document("lightsout", std::move(cases)), {}};
  }
  if (pictures) {
    svg::show_pictures page(options.svg);
    for (std::size_t t = 0; t < boards.size(); ++t)
      page.add_case(heading_of(boards[t], solutions[t], t),
                    solutions[t].result == outcome::unsolvable
                        ? "the board and the certificate (outlined)"
                        : "the board and the presses (ringed)",
                    render_svg(boards[t], solutions[t]));
    return page.finish("lightsout");
  }
  tool_result result;
  for (std::size_t t = 0; t < boards.size(); ++t) {
    std::string drawing = fmt::format("case {}: ", t + 1);
    drawing += render(boards[t], solutions[t]);
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
}  // namespace boardsolve::lightsout

namespace boardsolve {

const puzzle_tool& lightsout_tool() {
  static const puzzle_tool tool{
      "lightsout",
      "lights",
      "the Lights Out family (no contest)",
      "fewest presses of a stencil (plus, cross, any within 3 x 3; plane or torus) that turn "
      "every light off",
      lightsout::generator_kinds(),
      stoppable<lightsout::solve_file>,
      stoppable<lightsout::verify_file>,
      lightsout::generate_file,
      stoppable<lightsout::show_file>,
      lightsout::validate_file,
      nullptr,
      lightsout::declarations,
  };
  return tool;
}

}  // namespace boardsolve
