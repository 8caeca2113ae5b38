// The pawnchess puzzle behind the command line: solve, verify, gen and show over text files.
// One solver per run, so the value table or transposition table serves every case.
#include <chrono>
#include <cstdio>
#include <new>
#include <optional>

#include <fmt/format.h>

#include "boardsolve/pawnchess.hpp"
#include "boardsolve/tool.hpp"

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

// The board size and memory bound of the options, or the usage error they make.
struct setup {
  board_size size;
  std::uint64_t memory = default_memory;
  std::optional<tool_result> error;
};

setup read_setup(const tool_options& options) {
  setup s;
  const std::string text = options.size.empty() ? "4x4" : options.size;
  const auto size = parse_board_size(text, max_side);
  if (!size || size->rows < min_side || size->cols < min_side) {
    s.error = usage_error(
        fmt::format("--size must be RxC (or N for N x N) with {} <= R, C <= {}; found '{}'",
                    min_side, max_side, text));
    return s;
  }
  s.size = *size;
  const std::uint64_t needed = minimum_memory(size->rows, size->cols);
  if (options.memory != 0) s.memory = options.memory;
  if (s.memory < needed)
    s.error =
        usage_error(fmt::format("--memory {} is below the {} that pawnchess needs on {}x{} "
                                "boards",
                                bytes_text(s.memory), bytes_text(needed), size->rows, size->cols));
  return s;
}

// Progress of a long search on stderr: nothing in the first 5 s, then a line every 15 s.
struct progress_printer {
  board_size size;
  clock::time_point start = clock::now();
  double next_report = 5;

  void operator()(const search_report& r) {
    const double elapsed = seconds_since(start);
    if (elapsed < next_report) return;
    next_report = elapsed + 15;
    fmt::print(stderr,
               "boardsolve: pawnchess {}x{}: {:.0f} s, {:.1f} M positions ({:.2f} M/s), table "
               "{:.0f}% full{}, {}\n",
               size.rows, size.cols, elapsed, static_cast<double>(r.positions) * 1e-6,
               static_cast<double>(r.positions) * 1e-6 / elapsed,
               100.0 * static_cast<double>(r.table_used) /
                   static_cast<double>(r.table_capacity ? r.table_capacity : 1),
               r.table_replaced ? fmt::format(" ({} replaced)", r.table_replaced) : "", r.stage);
    std::fflush(stderr);
  }
};

// The solver of a run, or in `error` the message when its memory cannot be reserved.
std::optional<solver> make_solver(const setup& s, tool_result& error) {
  solver_options options;
  options.memory = s.memory;
  options.progress = progress_printer{s.size};
  try {
    return solver(s.size.rows, s.size.cols, std::move(options));
  } catch (const std::bad_alloc&) {
    error = usage_error(
        fmt::format("cannot reserve --memory {}; give a smaller bound", bytes_text(s.memory)));
    return std::nullopt;
  }
}

std::string stats_line(int case_number, const search_report& before, const search_report& after,
                       double seconds) {
  return fmt::format(
      "case {}: {} positions searched, {} expanded, {:.3f} s, table {} of {} entries used, {} "
      "replaced\n",
      case_number, after.positions - before.positions, after.expanded - before.expanded, seconds,
      after.table_used, after.table_capacity, after.table_replaced);
}

// Reads the boards of `input` and runs `per_case(solver, position, case_number, result)` on
// each with one solver; or the usage or input error that stops the run before any output.
template <class PerCase>
tool_result run_cases(const text_file& input, const tool_options& options, PerCase per_case) {
  const setup s = read_setup(options);
  if (s.error) return *s.error;
  const auto parsed = parse_instances(input.text, s.size.rows, s.size.cols);
  if (const auto* error = std::get_if<parse_error>(&parsed)) return input_error(input, *error);
  tool_result result;
  auto solver = make_solver(s, result);
  if (!solver) return result;
  int case_number = 0;
  for (const position& p : std::get<0>(parsed)) per_case(*solver, p, ++case_number, result);
  return result;
}

tool_result solve_file(const text_file& input, const tool_options& options) {
  return run_cases(
      input, options, [&](solver& s, const position& p, int case_number, tool_result& result) {
        // The clock only for --stats: in WebAssembly reading it is a call into JavaScript,
        // which took a quarter of the time of the 275,836 contest positions.
        if (!options.stats) {
          append_answer(result.out, outcome_of(p.to_move, s.value(p)));
          return;
        }
        const search_report before = s.report();
        const auto start = clock::now();
        append_answer(result.out, outcome_of(p.to_move, s.value(p)));
        result.err += stats_line(case_number, before, s.report(), seconds_since(start));
      });
}

std::string answer_text(outcome o) {
  std::string text;
  append_answer(text, o);
  text.pop_back();
  return text;
}

tool_result verify_file(const text_file& input, const text_file& output, const text_file* jury,
                        const tool_options& options) {
  constexpr int checker_failed = static_cast<int>(verdict::checker_failed);
  constexpr int presentation_error = static_cast<int>(verdict::presentation_error);
  const setup s = read_setup(options);
  if (s.error) return *s.error;
  const auto parsed = parse_instances(input.text, s.size.rows, s.size.cols);
  if (const auto* error = std::get_if<parse_error>(&parsed))
    return input_error(input, *error, checker_failed);
  const auto& positions = std::get<0>(parsed);
  const auto answers = parse_answers(output.text, positions.size());
  if (const auto* error = std::get_if<parse_error>(&answers))
    return input_error(output, *error, presentation_error);
  std::vector<outcome> expected;
  if (jury) {
    auto parsed_jury = parse_answers(jury->text, positions.size());
    if (const auto* error = std::get_if<parse_error>(&parsed_jury))
      return input_error(*jury, *error, checker_failed);
    expected = std::move(std::get<0>(parsed_jury));
  } else {
    tool_result error;
    auto solver = make_solver(s, error);
    if (!solver) return error;
    for (const position& p : positions) expected.push_back(outcome_of(p.to_move, solver->value(p)));
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
  return report.finish();
}

tool_result generate_file(const tool_options& options) {
  const setup s = read_setup(options);
  if (s.error) return *s.error;
  const std::string kind = options.kind.empty() ? "random" : options.kind;
  rng random(options.seed);
  const auto positions = generate(kind, s.size.rows, s.size.cols, options.cases, random);
  if (!positions) {
    if (kind == "contest-all")
      return usage_error("--kind contest-all is the 4x4 contest's positions: it needs --size 4x4");
    return usage_error(
        fmt::format("unknown --kind '{}'; the kinds are: {}", kind, generator_kinds()));
  }
  return {0, format_instances(*positions), {}};
}

tool_result show_file(const text_file& input, const tool_options& options) {
  return run_cases(input, options,
                   [&](solver& s, const position& p, int case_number, tool_result& result) {
                     result.out += fmt::format("case {}: ", case_number);
                     result.out += render(s, p, options.moves);
                     result.out += '\n';
                   });
}

}  // namespace
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
  };
  return tool;
}

}  // namespace boardsolve
