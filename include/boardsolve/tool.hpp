#pragma once
// The contract between a puzzle and the boardsolve command line: each puzzle offers the four
// subcommands as functions from input texts to a tool_result, so the CLI is a table over them.

#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "boardsolve/core/parse_error.hpp"
#include "boardsolve/core/search_stopped.hpp"
#include "boardsolve/core/stop_token.hpp"
#include "boardsolve/declared_options.hpp"
#include "boardsolve/judge_kit.hpp"

namespace boardsolve {

/// The largest file boardsolve reads, in bytes. Line and column numbers of messages stay within
/// an int, and verify's three files with what is read from them stay within 20 GiB of memory
/// (docs/reliability.md). Checked before a byte is read.
inline constexpr std::uint64_t max_file_bytes = 2'000'000'000;

/// An input: its name for messages ("<stdin>" or the path) and its whole text.
struct text_file {
  std::string name;
  std::string text;
};

/// What `show` draws: text (the default), one HTML page of SVG pictures (`--svg`), or one SVG
/// file per case (`--svg-dir`).
enum class svg_mode { none, page, files };

/// The options every puzzle shares (common_options() declares them for the faces), as typed
/// fields; the options a puzzle declares itself are in `values`, read with declared_values.
struct run_options {
  std::string size;        ///< gen: board size, "N" or "RxC"
  unsigned threads = 0;    ///< worker threads; 0 = every core
  std::uint64_t seed = 1;  ///< gen: the seed; the same seed gives the same file
  int cases = 1;           ///< gen: number of cases
  std::string kind;        ///< gen: instance family; empty = the puzzle's default
  double density = -1;     ///< gen: probability of a piece; negative = the kind's default
  bool json = false;       ///< solve, verify, show: one JSON document instead of text
  bool contest = false;    ///< validate: the original contest's constraints, not boardsolve's
  /// Where long runs report how far they are (one line, without its end); empty: silent.
  std::function<void(std::string_view)> progress = {};
  svg_mode svg = svg_mode::none;  ///< show: text, or SVG pictures on a page or in files
  /// The caller's stop request (the command line makes one of SIGINT and SIGTERM): a pawnchess
  /// search (solve, verify, show) stops within milliseconds of it, after writing its
  /// checkpoint, toggle before its next board, captures and kingjump at their next check (see
  /// their solve()), and the run ends with stopped_run().
  stop_token stop = {};
  /// The values given for the options the puzzle declares (puzzle_tool::options).
  option_values values = {};
};

/// The declarations of run_options' fields that faces offer (all but stop and values), in the
/// order the command line lists them; a face may word or shape some of them its own way
/// (show --svg-dir, gen --kind's list of kinds).
std::span<const option_declaration> common_options();

/// The exit code of a run that stopped on request (run_options::stop): 130, the shell's for
/// SIGINT; the command line gives 128 + the number of the signal that stopped it.
inline constexpr int exit_stopped = 130;

/// The exit code of a run whose output (or a file it must write) could not be written:
/// EX_IOERR of sysexits.h (docs/formats.md).
inline constexpr int exit_write_failed = 74;

/// Exit codes of a contest checker (testlib), used by `verify`.
enum class verdict : int {
  accepted = 0,
  wrong_answer = 1,
  presentation_error = 2,
  checker_failed = 3,
};

/// A file a subcommand asks the command line to write: its name inside the folder the command
/// line names (it may hold folders: "data/secret/01.in"), its text, and whether it is a program.
struct output_file {
  std::string name;
  std::string text;
  bool executable = false;
};

/// What a subcommand produced. `out` goes to stdout, `err` to stderr, both written at the end;
/// `files` (show --svg-dir) go into the folder the command line names, when exit_code is 0.
/// The library itself writes nothing.
struct tool_result {
  int exit_code = 0;
  std::string out;
  std::string err;
  std::vector<output_file> files = {};
  /// verify: the verdict, when the run judged the answer; none for a usage error.
  std::optional<verdict> judged = std::nullopt;
  /// The run stopped on request (exit code exit_stopped) before it ended.
  bool stopped = false;
};

/// One puzzle as the command line sees it.
struct puzzle_tool {
  std::string_view name;       ///< CLI name, e.g. "captures"
  std::string_view alias;      ///< contest name, e.g. "adapwn"
  std::string_view origin;     ///< e.g. "CodeChef ADAPWN"
  std::string_view question;   ///< one line: what the puzzle asks
  std::string_view gen_kinds;  ///< the --kind values of gen, comma-separated, default first
  tool_result (*solve)(const text_file& input, const run_options& options);
  tool_result (*verify)(const text_file& input, const text_file& output, const text_file* jury,
                        const run_options& options);
  tool_result (*gen)(const run_options& options);
  tool_result (*show)(const text_file& input, const run_options& options);
  /// Exit code 0 and nothing else if `input` is an instance boardsolve reads (within its own
  /// limits, `--size` for pawnchess); else the input_error with exit code 3.
  tool_result (*validate)(const text_file& input, const run_options& options);
  /// The problem as a judge hosts it: the contest's validator, test families, package texts.
  /// Null for a puzzle without a contest (lightsout): validate --contest and package refuse it.
  const contest_problem& (*problem)();
  /// The options the puzzle declares beyond the common ones, in the order faces list them.
  std::span<const option_declaration> options = {};
  /// True if a run with `options` keeps state that a stop request should let it save (a
  /// checkpoint): the command line then turns SIGINT into a stop request rather than ending
  /// the process. Null: never.
  bool (*saves_on_stop)(const run_options& options) = nullptr;
};

/// Bad input: "boardsolve: <file>:<line>:<column>: <message>" on stderr, nothing on stdout.
tool_result input_error(const text_file& file, const parse_error& error, int exit_code = 2);
/// Bad options: "boardsolve: <message>" on stderr, exit code 2.
tool_result usage_error(std::string_view message);
/// A run that stopped on request (run_options::stop) before it ended: "boardsolve: stopped"
/// and `detail` on stderr, nothing on stdout, exit_stopped.
tool_result stopped_run(std::string_view detail = {});
/// `run` (a puzzle's solve, verify or show) as an entry of its table row that a stop request
/// ends with stopped_run() when the work under it throws search_stopped: stoppable<solve_file>.
template <auto run>
struct stopped_by_request;
template <class... Args, tool_result (*run)(Args...)>
struct stopped_by_request<run> {
  static tool_result call(Args... args) {
    try {
      return run(args...);
    } catch (const search_stopped&) {
      return stopped_run();
    }
  }
};
template <auto run>
inline constexpr auto stoppable = &stopped_by_request<run>::call;
/// verify cannot read a file: the answer (`judged` presentation_error), or the instance or the
/// jury's answer (checker_failed); the input_error with that verdict as exit code.
tool_result unreadable_file(const text_file& file, const parse_error& error, verdict judged);
/// verify cannot judge: "boardsolve: <message>", checker_failed.
tool_result checker_failure(std::string_view message);
/// validate's answer: exit code 0 and nothing if `error` is null, else the input_error with
/// exit code 3, as a testlib validator's failure.
tool_result validation_of(const text_file& input, const parse_error* error);

/// What `show` prints in one run at most, in bytes. Drawings are for reading; those of a file
/// of large boards or long principal lines could otherwise need more memory than the machine
/// has (docs/reliability.md). One board of the largest size stays within it.
inline constexpr std::uint64_t max_show_bytes = 4'000'000'000;

/// Appends the drawing of case `case_number` (1-based, the cases before it already in
/// `result.out`) to the output of show; false, with the refusal in `result` instead (exit
/// code 2, nothing on stdout), if that would pass max_show_bytes.
bool append_drawing(tool_result& result, std::string drawing, int case_number);
/// The refusal of a show whose cases 1 to `case_number` take `bytes` > max_show_bytes.
tool_result show_too_large(std::uint64_t bytes, int case_number);

/// Collects the verdict on each case of `verify`, then reports "P passed, F failed".
struct verify_report {
  struct case_verdict {
    int case_number = 0;
    std::string reason;  ///< empty if the case passed
  };
  std::vector<case_verdict> cases;

  /// The next case passed.
  void pass() { cases.push_back({static_cast<int>(cases.size()) + 1, {}}); }
  void fail(int case_number, std::string_view reason);
  /// Failure lines and the summary on stdout; exit 0 if all passed, 1 (wrong answer) if not.
  tool_result finish() const;
  /// The same verdicts as one JSON document (docs/boardsolve.schema.json); same exit code.
  tool_result finish_json(std::string_view puzzle) const;
  /// finish_json(puzzle) if `as_json`, else finish().
  tool_result finish(std::string_view puzzle, bool as_json) const {
    return as_json ? finish_json(puzzle) : finish();
  }
};

/// A board size from an option: "N" (N x N) or "RxC".
struct board_size {
  int rows = 0;
  int cols = 0;
};
/// Parses "N" or "RxC" with every number in [1, limit]; nullopt if malformed or out of range.
std::optional<board_size> parse_board_size(std::string_view text, int limit);

/// Parses a memory size: "N" bytes, or "N" and a unit B, K, M, G, T, P or E (powers of 1024;
/// any case; K to E may be followed by "B", "i" or "iB"), N decimal digits. nullopt if malformed,
/// zero, or above 2^64 - 1 bytes. O(|text|).
std::optional<std::uint64_t> parse_memory_size(std::string_view text);
/// Writes `bytes` (> 0) with the largest unit that divides it: "512M", "3G", "1000". Reads
/// back with parse_memory_size.
std::string format_memory_size(std::uint64_t bytes);

/// The physical memory of this machine in bytes, or 0 where the system does not say.
std::uint64_t physical_memory();

/// The puzzles, in the order the command line lists them.
const puzzle_tool& captures_tool();
const puzzle_tool& kingjump_tool();
const puzzle_tool& pawnchess_tool();
const puzzle_tool& toggle_tool();
const puzzle_tool& lightsout_tool();

/// Every puzzle, in the order the command line lists them: one table for every face.
std::span<const puzzle_tool* const> puzzle_table();

/// The puzzle called `name` or one of its aliases; nullptr if none.
const puzzle_tool* find_puzzle(std::string_view name);

/// The refusal of `command` ("package", "validate --contest") for a puzzle whose row has no
/// contest problem: "lightsout has no contest problem: ...", exit code 2.
tool_result no_contest_problem(const puzzle_tool& puzzle, std::string_view command);

/// Usage error "unknown puzzle 'x'; did you mean 'y'?" followed by the list of puzzles.
tool_result unknown_puzzle(std::string_view name);

/// "" if `puzzle` declares the option `name` for `command`; else the refusal every face gives
/// when it is set, e.g. "--memory is an option of pawnchess solve, not of toggle".
std::string foreign_option(const puzzle_tool& puzzle, std::string_view name, subcommand command);

/// The closest of `candidates` to `word` within a small edit distance, if any.
std::optional<std::string_view> did_you_mean(std::string_view word,
                                             std::span<const std::string_view> candidates);

}  // namespace boardsolve
