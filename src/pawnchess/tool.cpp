// The pawnchess puzzle behind the command line: solve, verify, gen and show over text files.
// One solver per run, so the value table or transposition table serves every case.
#include <chrono>
#include <cstdio>
#include <functional>
#include <new>
#include <optional>
#include <stdexcept>

#include <fmt/format.h>

#include "algo/parallel_for.hpp"
#include "answer_json.hpp"
#include "boardsolve/pawnchess.hpp"
#include "boardsolve/pawnchess_search.hpp"
#include "boardsolve/tool.hpp"
#include "checkpoint.hpp"
#include "core/progress_meter.hpp"
#include "core/svg_json.hpp"
#include "core/svg_page.hpp"
#include "options.hpp"

namespace boardsolve::pawnchess {
namespace {

using clock = std::chrono::steady_clock;

std::string bytes_text(std::uint64_t bytes) {
  if (bytes < 1024) return fmt::format("{} B", bytes);
  if (bytes < (1 << 20)) return fmt::format("{:.1f} KiB", static_cast<double>(bytes) / 1024);
  if (bytes < (1 << 30)) return fmt::format("{:.1f} MiB", static_cast<double>(bytes) / (1 << 20));
  if (bytes < (std::uint64_t{1} << 40))
    return fmt::format("{:.1f} GiB", static_cast<double>(bytes) / (1 << 30));
  return fmt::format("{:.1f} TiB",
                     static_cast<double>(bytes) / static_cast<double>(std::uint64_t{1} << 40));
}

double seconds_since(clock::time_point start) {
  return std::chrono::duration<double>(clock::now() - start).count();
}

// The board size, memory bound and rules of the options, or the usage error they make.
struct setup {
  board_size size;
  std::uint64_t memory = default_memory;
  rules play_rules;
  std::optional<tool_result> error;
};

// `size_text`: gen's common --size, or the --size pawnchess declares for its other subcommands.
setup read_setup(const run_options& options, std::string_view size_text) {
  setup s;
  const std::string text = size_text.empty() ? "4x4" : std::string(size_text);
  const auto size = parse_board_size(text, max_side);
  if (!size || size->rows < min_side || size->cols < min_side) {
    s.error = usage_error(
        fmt::format("--size must be RxC (or N for N x N) with {} <= R, C <= {}; found '{}'",
                    min_side, max_side, text));
    return s;
  }
  s.size = *size;
  auto settings = solver_settings(options.values, size->rows, size->cols);
  if (auto* problem = std::get_if<std::string>(&settings)) {
    s.error = usage_error(std::move(*problem));
    return s;
  }
  s.play_rules = std::get<solver_options>(settings).play_rules;
  s.memory = std::get<solver_options>(settings).memory;
  // The table may grow to the bound: one larger than the machine would end in the kernel's
  // out-of-memory killer, hours into a search, rather than in a message now. (The default
  // bound is left alone: the table grows only as far as a search needs.)
  if (const std::uint64_t machine = physical_memory();
      own(options).bytes("memory") != 0 && machine != 0 && s.memory > machine)
    s.error = usage_error(fmt::format("--memory {} is more than the {} of memory of this machine",
                                      bytes_text(s.memory), bytes_text(machine)));
  return s;
}

// Progress of a long search, to the run's progress sink: a line at once if the run starts
// from a portable checkpoint, then nothing in the first 5 s, then a line every 15 s. The run's
// seconds include reading its checkpoint; the totals, as recorded in checkpoints, count
// search only.
struct progress_printer {
  board_size size;
  std::function<void(std::string_view)> sink;
  clock::time_point start = clock::now();
  double next_report = 5;
  bool told_start = false;

  void operator()(const search_report& r) {
    if (!told_start && !r.started_from_portable.empty())
      sink(fmt::format("'{}' does not exist: starting from its portable checkpoint '{}'",
                       r.started_from_portable, portable_path(r.started_from_portable)));
    told_start = true;
    const double elapsed = seconds_since(start);
    if (elapsed < next_report) return;
    next_report = elapsed + 15;
    sink(fmt::format(
        "pawnchess {}x{}: {:.0f} s, {:.1f} M positions ({:.2f} M/s), table {:.0f}% full{}, {}{}{}",
        size.rows, size.cols, elapsed, static_cast<double>(r.positions) * 1e-6,
        static_cast<double>(r.positions) * 1e-6 / elapsed,
        100.0 * static_cast<double>(r.table_used) /
            static_cast<double>(r.table_capacity ? r.table_capacity : 1),
        r.table_replaced ? fmt::format(" ({} replaced)", r.table_replaced) : "", r.stage,
        r.path.empty() ? "" : fmt::format(" (root move {})", r.path),
        r.earlier_positions == 0
            ? ""
            : fmt::format("; with the runs before: {:.1f} M positions, {:.0f} s",
                          static_cast<double>(r.earlier_positions + r.positions) * 1e-6,
                          r.earlier_seconds + elapsed - r.loading_seconds)));
  }
};

// What a run does with a checkpoint: solve and verify go on with it and keep it; show starts
// from the table of a finished search without writing the file (the principal line needs
// little more), and show --known only reads what the file holds.
using checkpoint_use = solver_options::checkpoint_use;

// The end of a run that stopped on request, and how to go on if its checkpoint was written;
// or of one whose checkpoint could not be written (exit 74).
tool_result stopped_search(const search_stopped& stop, const solver& s,
                           std::string_view checkpoint) {
  if (const std::string problem = s.report().checkpoint_problem; !problem.empty())
    return {exit_write_failed, {}, fmt::format("boardsolve: {}\n", problem)};
  if (!stop.saved) return stopped_run();
  return stopped_run(fmt::format(
      "; the search so far is in {}: run the same command again to resume it", checkpoint));
}

// The solver of a run, or in `error` the message when its memory cannot be reserved or its
// checkpoint cannot be read.
std::optional<solver> make_solver(const setup& s, const run_options& run,
                                  checkpoint_use checkpoint_mode, tool_result& error) {
  solver_options options;
  options.memory = s.memory;
  if (run.progress) options.progress = progress_printer{s.size, run.progress};
  const declared_values values = own(run);
  options.checkpoint = values.text("checkpoint");
  options.checkpoint_every = std::chrono::seconds(values.integer("checkpoint-every"));
  options.checkpoint_mode = checkpoint_mode;
  options.play_rules = s.play_rules;
  options.threads = algo::thread_count(run.threads, 2);
  options.stop = run.stop;
  try {
    solver made(s.size.rows, s.size.cols, std::move(options));
    if (std::string problem = made.report().checkpoint_problem; !problem.empty()) {
      error = usage_error(std::move(problem));
      return std::nullopt;
    }
    return made;
  } catch (const std::bad_alloc&) {
    error = usage_error(
        fmt::format("cannot reserve --memory {}; give a smaller bound", bytes_text(s.memory)));
  }
  return std::nullopt;
}

// The refusal of a run whose memo of every position outgrew the memory bound at a case.
tool_result out_of_memory(const setup& s, int case_number) {
  return usage_error(
      fmt::format("case {}: the positions to remember need more than --memory {}; "
                  "give a larger bound",
                  case_number, bytes_text(s.memory)));
}

std::string stats_line(int case_number, const search_report& before, const search_report& after,
                       double seconds) {
  const std::uint64_t helped = after.helped_tests - before.helped_tests;
  return fmt::format(
      "case {}: {} positions searched, {} expanded, {:.3f} s, table {} of {} entries used, {} "
      "replaced{}\n",
      case_number, after.positions - before.positions, after.expanded - before.expanded, seconds,
      after.table_used, after.table_capacity, after.table_replaced,
      helped == 0 ? ""
                  : fmt::format(", second thread: {} tests joined, {} answered first", helped,
                                after.helper_answers - before.helper_answers));
}

// The totals of a run resumed from a checkpoint that kept them, or "": the earlier runs' and
// this run's positions, and seconds of search (`seconds`: this run's).
std::string totals_line(const search_report& report, double seconds) {
  if (report.earlier_positions == 0) return "";
  return fmt::format("with the runs before this one: {} positions searched, {:.3f} s\n",
                     report.earlier_positions + report.positions, report.earlier_seconds + seconds);
}

// Reads the boards of `input` and runs `per_case(solver, position, case_number, result)` on
// each with one solver; or the usage or input error that stops the run before any output,
// including the message of `refuse(boards, size)` if it has one.
template <class PerCase>
tool_result run_cases(const text_file& input, const run_options& options,
                      checkpoint_use checkpoint_mode, PerCase per_case,
                      const std::function<std::string(std::size_t, board_size)>& refuse = {}) {
  const setup s = read_setup(options, own(options).text("size"));
  if (s.error) return *s.error;
  const auto parsed = parse_instances(input.text, s.size.rows, s.size.cols, s.play_rules);
  if (const auto* error = std::get_if<parse_error>(&parsed)) return input_error(input, *error);
  if (refuse)
    if (const std::string problem = refuse(std::get<0>(parsed).size(), s.size); !problem.empty())
      return usage_error(problem);
  tool_result result;
  auto solver = make_solver(s, options, checkpoint_mode, result);
  if (!solver) return result;
  progress_meter meter(options, std::get<0>(parsed).size(), "pawnchess");
  int case_number = 0;
  try {
    for (const position& p : std::get<0>(parsed)) {
      per_case(*solver, p, ++case_number, result);
      if (result.exit_code != 0) break;  // a case refused the run
      meter.case_done();
    }
  } catch (const search_stopped& stop) {
    return stopped_search(stop, *solver, own(options).text("checkpoint"));
  } catch (const std::bad_alloc&) {  // chess rules, small boards: the memo outgrew --memory
    return out_of_memory(s, case_number);
  }
  return result;
}

// The limit of SVG drawings, for run_cases: "" or the message that refuses the run.
std::string too_large_to_draw(std::size_t boards, board_size size) {
  const std::vector<svg::extent> sizes(boards, {size.rows, size.cols});
  return svg::size_problem(sizes);
}
const std::function<std::string(std::size_t, board_size)> no_limit;

tool_result solve_file(const text_file& input, const run_options& options) {
  const bool stats = own(options).flag("stats");
  json cases = json::array();
  search_report last;
  double searching = 0;  // seconds, for the totals line
  tool_result result =
      run_cases(input, options, checkpoint_use::read_write,
                [&](solver& s, const position& p, int case_number, tool_result& out) {
                  // The clock only for --stats: in WebAssembly reading it is a call into
                  // JavaScript, which took a quarter of the time of the 275,836 contest positions.
                  const search_report before = stats ? s.report() : search_report{};
                  const auto start = stats ? clock::now() : clock::time_point{};
                  const game_value v = s.value(p);
                  if (options.json)
                    cases.push_back(answer_json(p, v, s.play_rules()));
                  else
                    append_answer(out.out, outcome_of(p.to_move, v));
                  if (stats) {
                    last = s.report();
                    const double seconds = seconds_since(start);
                    searching += seconds;
                    out.err += stats_line(case_number, before, last, seconds);
                  }
                });
  if (stats && result.exit_code == 0) result.err += totals_line(last, searching);
  if (options.json && result.exit_code == 0) result.out = json_document("pawnchess", cases);
  return result;
}

std::string answer_text(outcome o) {
  std::string text;
  append_answer(text, o);
  text.pop_back();
  return text;
}

tool_result verify_file(const text_file& input, const text_file& output, const text_file* jury,
                        const run_options& options) {
  const setup s = read_setup(options, own(options).text("size"));
  if (s.error) return *s.error;
  const auto parsed = parse_instances(input.text, s.size.rows, s.size.cols, s.play_rules);
  if (const auto* error = std::get_if<parse_error>(&parsed))
    return unreadable_file(input, *error, verdict::checker_failed);
  const auto& positions = std::get<0>(parsed);
  const bool draws = s.play_rules.chess() && s.play_rules.stalemate == stalemate_rule::draw;
  const auto answers = parse_answers(output.text, positions.size(), draws);
  if (const auto* error = std::get_if<parse_error>(&answers))
    return unreadable_file(output, *error, verdict::presentation_error);
  std::vector<outcome> expected;
  if (jury) {
    auto parsed_jury = parse_answers(jury->text, positions.size(), draws);
    if (const auto* error = std::get_if<parse_error>(&parsed_jury))
      return unreadable_file(*jury, *error, verdict::checker_failed);
    expected = std::move(std::get<0>(parsed_jury));
  } else {
    tool_result error;
    auto solver = make_solver(s, options, checkpoint_use::read_write, error);
    if (!solver) return error;
    progress_meter meter(options, positions.size(), "pawnchess");
    try {
      // The answer under test is the search's first guess: a right answer is proved by two
      // null-window tests, a wrong one only delays the exact value.
      const auto& claims = std::get<0>(answers);
      for (const position& p : positions) {
        const game_value claimed = value_of_outcome(p.to_move, claims[expected.size()]);
        expected.push_back(outcome_of(p.to_move, solver->value(p, claimed)));
        meter.case_done();
      }
    } catch (const search_stopped& stop) {
      return stopped_search(stop, *solver, own(options).text("checkpoint"));
    } catch (const std::bad_alloc&) {
      return out_of_memory(s, static_cast<int>(expected.size()) + 1);
    }
  }
  verify_report report;
  for (std::size_t t = 0; t < positions.size(); ++t) {
    const outcome found = std::get<0>(answers)[t];
    if (found == expected[t]) {
      report.pass();
    } else {
      report.fail(
          static_cast<int>(t) + 1,
          fmt::format("expected {}, found {}", answer_text(expected[t]), answer_text(found)));
    }
  }
  return report.finish("pawnchess", options.json);
}

tool_result generate_file(const run_options& options) {
  const setup s = read_setup(options, options.size);
  if (s.error) return *s.error;
  const std::string kind = options.kind.empty() ? "random" : options.kind;
  rng random(options.seed);
  const auto positions =
      generate({kind, s.size.rows, s.size.cols, options.cases}, random, s.play_rules);
  if (!positions) {
    if (s.play_rules.chess() && (kind == "start" || kind == "playout"))
      return usage_error(
          fmt::format("--kind {} --rules chess needs at least 4 rows: the pawns "
                      "start on the second row from each side",
                      kind));
    if (kind == "contest-all")
      return usage_error("--kind contest-all is the 4x4 contest's positions: it needs --size 4x4");
    return usage_error(
        fmt::format("unknown --kind '{}'; the kinds are: {}", kind, generator_kinds()));
  }
  return {0, format_instances(*positions), {}};
}

// show --svg and --svg-dir: per board the principal line, and on the page the position after
// each move of a short line.
tool_result show_svg(const text_file& input, const run_options& options) {
  svg::show_pictures pictures(options.svg);
  tool_result result = run_cases(
      input, options, checkpoint_use::read_only_if_finished,
      [&](solver& s, const position& p, int case_number, tool_result&) {
        const std::vector<move> line = principal_line(s, p);
        const auto plies = static_cast<long long>(line.size());
        pictures.add_case(fmt::format("case {}: {} x {}, {} to move: {}", case_number, p.rows,
                                      p.cols, p.to_move == side::white ? "white" : "black",
                                      describe(p.to_move, s.value(p))),
                          "the principal line",
                          render_svg(p, line, svg::whole_solution, s.play_rules()));
        if (pictures.wants_frames(plies, static_cast<long long>(p.rows) * p.cols))
          for (int k = 1; k <= plies; ++k)
            pictures.add_figure(fmt::format("after move {}", k),
                                render_svg(p, line, k, s.play_rules()));
      },
      too_large_to_draw);
  if (result.exit_code != 0) return result;
  return pictures.finish("pawnchess");
}

// show --known --json: what the table proves of each position, searching nothing.
tool_result show_known_json(const text_file& input, const run_options& options) {
  json_case_writer document("pawnchess");
  tool_result result =
      run_cases(input, options, checkpoint_use::read_only,
                [&](solver& s, const position& p, int case_number, tool_result& out) {
                  document.add(known_json(s, p));
                  if (document.size() > max_show_bytes)
                    out = show_too_large(document.size(), case_number);
                });
  if (result.exit_code == 0) result.out = std::move(document).finish();
  return result;
}

// show --json: the analysis of each position, and with --svg its principal line drawn.
tool_result show_json(const text_file& input, const run_options& options) {
  const bool pictures = options.svg != svg_mode::none;
  long long budget = svg::max_json_frame_squares;
  // Each case's analysis holds its moves and principal line with a board each: the tree of a
  // million of them would not fit in memory, their text does.
  json_case_writer document("pawnchess");
  tool_result result = run_cases(
      input, options, checkpoint_use::read_only_if_finished,
      [&](solver& s, const position& p, int case_number, tool_result& out) {
        document.add(analysis_json(s, p, pictures ? &budget : nullptr));
        if (document.size() > max_show_bytes) out = show_too_large(document.size(), case_number);
      },
      pictures ? too_large_to_draw : no_limit);
  if (result.exit_code == 0) result.out = std::move(document).finish();
  return result;
}

tool_result show_file(const text_file& input, const run_options& options) {
  const declared_values values = own(options);
  const bool moves = values.flag("moves");
  if (values.flag("known")) {
    if (options.svg != svg_mode::none || moves)
      return usage_error("--known prints text or --json, without --svg, --svg-dir or --moves");
    if (options.json) return show_known_json(input, options);
    return run_cases(input, options, checkpoint_use::read_only,
                     [&](solver& s, const position& p, int case_number, tool_result& out) {
                       append_drawing(out,
                                      fmt::format("case {}: {}\n", case_number, render_known(s, p)),
                                      case_number);
                     });
  }
  if (options.json) return show_json(input, options);
  if (options.svg != svg_mode::none) return show_svg(input, options);
  return run_cases(input, options, checkpoint_use::read_only_if_finished,
                   [&](solver& s, const position& p, int case_number, tool_result& out) {
                     std::string drawing = fmt::format("case {}: ", case_number);
                     drawing += render(s, p, moves);
                     drawing += '\n';
                     append_drawing(out, std::move(drawing), case_number);
                   });
}

tool_result validate_file(const text_file& input, const run_options& options) {
  const setup s = read_setup(options, own(options).text("size"));
  if (s.error) return *s.error;
  const auto parsed = parse_instances(input.text, s.size.rows, s.size.cols, s.play_rules);
  return validation_of(input, std::get_if<parse_error>(&parsed));
}

}  // namespace
std::variant<solver_options, std::string> solver_settings(const option_values& values, int rows,
                                                          int cols) {
  const declared_values declared(tool_declarations(), values);
  solver_options options;
  if (declared.choice("rules") == "chess") options.play_rules.set = rule_set::chess;
  if (declared.choice("stalemate") == "loss") options.play_rules.stalemate = stalemate_rule::loss;
  if (declared.given("stalemate") && !options.play_rules.chess())
    return "--stalemate needs --rules chess (under UVa's rules a side without a move has lost)";
  if (const std::uint64_t bound = declared.bytes("memory"); bound != 0) options.memory = bound;
  if (const std::uint64_t needed = minimum_memory(rows, cols); options.memory < needed)
    return fmt::format("--memory {} is below the {} that pawnchess needs on {}x{} boards",
                       bytes_text(options.memory), bytes_text(needed), rows, cols);
  return options;
}

}  // namespace boardsolve::pawnchess

namespace boardsolve {

const puzzle_tool& pawnchess_tool() {
  static const puzzle_tool tool{
      "pawnchess",
      "uva10838",
      "UVa 10838",
      "pawns-only game: who wins with perfect play, and after how many moves",
      pawnchess::generator_kinds(),
      pawnchess::solve_file,
      pawnchess::verify_file,
      pawnchess::generate_file,
      pawnchess::show_file,
      pawnchess::validate_file,
      pawnchess::problem,
      pawnchess::tool_declarations(),
      pawnchess::saves_on_stop,
  };
  return tool;
}

}  // namespace boardsolve
