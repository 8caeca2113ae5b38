#pragma once
// Long pawn-chess searches (pawnchess.hpp's solver beyond its defaults): the memory bound,
// threads, progress reports, checkpoints that a killed run resumes from, stop requests and
// search statistics. The command line and the faces use it; a program that only values
// positions needs pawnchess.hpp alone.

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <variant>

#include "boardsolve/core/search_stopped.hpp"
#include "boardsolve/core/stop_token.hpp"
#include "boardsolve/declared_options.hpp"
#include "boardsolve/pawnchess.hpp"

namespace boardsolve::pawnchess {

/// What a long search has done so far; given to solver_options::progress.
struct search_report {
  std::uint64_t positions = 0;  ///< positions searched (looked at), repeats included
  std::uint64_t expanded = 0;   ///< positions whose moves were generated
  std::size_t table_used = 0;   ///< entries of the transposition table in use
  std::size_t table_capacity = 0;
  std::uint64_t table_replaced = 0;  ///< entries overwritten because the table was full
  /// With two threads: the null-window tests that the second thread joined, and of those the
  /// ones it answered first.
  std::uint64_t helped_tests = 0;
  std::uint64_t helper_answers = 0;
  std::string stage;  ///< the test under way, e.g. "step 3: white wins in 41 or better for white?"
  /// Where that test is: the move under way of the moves at the root, and at the next levels
  /// below it, e.g. "3/8 > 5/12 > 1/9" (empty between tests). The root's count rises as the
  /// test goes on, and ends at its number of moves when every move must be refuted.
  std::string path;
  /// What the earlier runs of a search resumed from a checkpoint had done when it was written
  /// (0 without a checkpoint, or from one written before these totals were kept).
  std::uint64_t earlier_positions = 0;
  double earlier_seconds = 0;
  /// The seconds this run took to read its checkpoint, which the totals leave out.
  double loading_seconds = 0;
  /// The checkpoint FILE whose portable checkpoint, FILE.portable, this run started from,
  /// FILE being missing ("" if none).
  std::string started_from_portable;
  /// Why the checkpoint could not be read (the solver then keeps none) or written (the search
  /// under way then ended with search_stopped), or "".
  std::string checkpoint_problem;
};

struct solver_options {
  /// Bound on the memory of the value table or transposition table, in bytes.
  std::uint64_t memory = default_memory;
  /// Called about every million positions of a search; may be empty.
  std::function<void(const search_report&)> progress;
  /// A file that keeps the state of a search (boards beyond the value table or, under chess
  /// rules, the memo), written every `checkpoint_every` and at the end of each search; a
  /// solver starts from it when it exists (of the same size and rules).
  /// When it cannot be read or written, search_report::checkpoint_problem says why.
  std::string checkpoint;
  std::chrono::seconds checkpoint_every = std::chrono::minutes(5);
  /// How the solver uses `checkpoint`.
  enum class checkpoint_use : std::uint8_t {
    /// Start from it if it exists, and write it every `checkpoint_every` and at the end of
    /// each search.
    read_write,
    /// Only read it, never write it (a look at a solve that another process runs): its table
    /// stays in the file, where each lookup reads one bucket, so a look needs none of the
    /// solve's memory.
    read_only,
    /// Only read it when it holds a finished search (its root's value settled), where a look
    /// is all that is needed: its table is copied into the solver's when `memory` holds it, so
    /// that what the look must search again runs at full speed, and read in place as with
    /// read_only when not. As read_write otherwise, so that an unfinished search goes on where
    /// it was and keeps what it finds.
    read_only_if_finished,
  };
  checkpoint_use checkpoint_mode = checkpoint_use::read_write;
  /// The rules of the positions this solver values.
  rules play_rules = {};
  /// Chess rules: the engine. `automatic` memoises every position on boards of at most 16
  /// squares and searches on larger ones; the other two force one (tests, second opinions).
  enum class engine_choice : std::uint8_t {
    automatic,
    memo,
    search
  } chess_engine = engine_choice::automatic;
  /// Threads of a search: 2 lets a long null-window test have a second thread on the same
  /// table (more are not used). The value is the same; the positions searched vary.
  unsigned threads = 1;
  /// The caller's stop request. A search looks at it every 2^16 positions (milliseconds), its
  /// helper thread stopping with it: on a request it writes `checkpoint` (unless only read)
  /// and throws search_stopped. Boards of a value table or a memo are not searched long
  /// enough to need it, and do not look.
  stop_token stop = {};
};

/// Options with the memory bound `bytes` and every other option at its default.
inline solver_options memory_bound(std::uint64_t bytes) {
  solver_options options;
  options.memory = bytes;
  return options;
}

/// Returns the least memory a solver of this size accepts: the whole value table of a small
/// board (4x4: 1.6 MiB), or 1 MiB of transposition table.
std::uint64_t minimum_memory(int rows, int cols);

/// The solver options of the typed settings among `values` (rules, stalemate, memory: the
/// declarations marked `typed`) for rows x cols boards, checked as the command line checks
/// them; or the first problem, in the command line's words. O(1).
std::variant<solver_options, std::string> solver_settings(const option_values& values, int rows,
                                                          int cols);

/// The JSON text of one case of `show --json` (with `pictures`, of `show --json --svg`) and of
/// `show --known --json` (docs/formats.md), from the solver `s`: for a face that keeps one
/// solver between calls, so that its table carries over from one position of a game to the
/// next. The first searches as `show` does (s's stop request ends it with search_stopped, the
/// table keeping what was proven); the second searches nothing.
std::string show_case_json(solver& s, const position& p, bool pictures);
std::string known_case_json(solver& s, const position& p);

}  // namespace boardsolve::pawnchess
