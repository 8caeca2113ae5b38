#pragma once
// Pawn chess (UVa 10838 "The Pawn Chess"): white and black pawns on a rows x cols board.
// A pawn moves one square forward onto an empty square, or one square diagonally forward onto
// an enemy pawn, capturing it. White moves up and first. A side wins when a pawn of its own
// reaches the far row, or when the side to move has no legal move. Perfect play: the winner
// wins as fast as it can, the loser holds out as long as it can; there are no draws.
// Under chess rules (rules::set == rule_set::chess) a pawn on its start row may also step two
// squares, en passant captures exist, capturing every enemy pawn wins, and a side with pawns
// but no legal move is stalemated: a draw or a loss (docs/algorithms/pawnchess.md).
// Rows and columns are 0-based here, row 0 on top (black's home row).

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "boardsolve/core/game_value.hpp"
#include "boardsolve/core/parse_error.hpp"
#include "boardsolve/core/rng.hpp"
#include "boardsolve/core/search_stopped.hpp"
#include "boardsolve/core/stop_token.hpp"
#include "boardsolve/core/svg.hpp"
#include "boardsolve/judge_kit.hpp"

namespace boardsolve::pawnchess {

/// A set of squares: bit 8 r + c is the square on row r, column c.
using bitboard = std::uint64_t;

enum class side : std::uint8_t { white, black };
constexpr side opponent(side s) {
  return s == side::white ? side::black : side::white;
}

/// Board sides boardsolve handles: 2 <= rows, cols <= 8.
inline constexpr int min_side = 2;
inline constexpr int max_side = 8;

/// The rules a game is played by: UVa 10838's (the default), or chess's with a convention
/// for stalemate.
enum class rule_set : std::uint8_t { uva, chess };
enum class stalemate_rule : std::uint8_t { draw, loss };
struct rules {
  rule_set set = rule_set::uva;
  stalemate_rule stalemate = stalemate_rule::draw;  ///< chess rules only
  constexpr bool chess() const { return set == rule_set::chess; }
  bool operator==(const rules&) const = default;
};
/// Returns chess rules with the stalemate convention `s`.
constexpr rules chess_rules(stalemate_rule s = stalemate_rule::draw) {
  return {rule_set::chess, s};
}

/// No en passant square.
inline constexpr std::int8_t no_square = -1;

/// A position: the pawns of both sides and the side to move. White pawns move up (towards
/// row 0), black pawns down. Under chess rules, `en_passant` is the square (8 r + c) an enemy
/// pawn skipped with a double step on the last move, where the side to move may take it;
/// no_square otherwise (always under UVa rules).
struct position {
  int rows = 4;
  int cols = 4;
  bitboard white = 0;
  bitboard black = 0;
  side to_move = side::white;
  std::int8_t en_passant = no_square;
  bool operator==(const position&) const = default;
};

/// The pawn on square `from` (8 r + c) goes to square `to`, one row forward (or two, a
/// double step under chess rules; a diagonal move onto an empty square is en passant).
struct move {
  std::uint8_t from = 0;
  std::uint8_t to = 0;
  bool operator==(const move&) const = default;
};

/// Who wins with perfect play, and after how many moves of both sides (plies); or, under
/// chess rules, a draw (then winner is white and plies 0).
struct outcome {
  side winner = side::white;
  int plies = 0;
  bool draw = false;
  bool operator==(const outcome&) const = default;
};

/// Returns the start: white pawns fill the bottom row, black pawns the top row; white to move.
position start_position(int rows, int cols);
/// Returns the start of `r`: UVa's above; under chess rules (rows >= 4, asserted) black pawns
/// fill row 1 and white pawns row rows - 2 (ranks 2 and 7 of an 8 x 8 board).
position start_position(int rows, int cols, rules r);
/// Returns the value for the side to move of a position whose game is over under `r`, or
/// nullopt if it goes on. Chess rules: a pawn on its far row wins (win_in(0) / loss_in(0));
/// then a side to move without pawns has lost, a side to move whose opponent has none has won;
/// then a side to move without a legal move is stalemated (draw(), or loss_in(0)).
std::optional<game_value> final_value(const position& p, rules r);
/// Returns the legal moves of the side to move under `r`, in the order of legal_moves(p)
/// (under chess rules a pawn's double step after its single step, en passant as a capture).
std::vector<move> legal_moves(const position& p, rules r);
/// Returns the side that has won at `p` (a pawn on its far row; or the side to move has no
/// legal move), or nullopt if the game goes on. Both pawns on far rows is bad input (asserted).
std::optional<side> winner_at(const position& p);
/// Returns the legal moves of the side to move in a fixed order (pawns row by row from the
/// top, left to right; for each, left capture, step, right capture). None once the game is over.
std::vector<move> legal_moves(const position& p);
/// Returns the position after the legal move `m` (of either rule set: a diagonal move onto an
/// empty square takes en passant; a double step leaves its skipped square as en_passant).
position play(const position& p, move m);
/// Returns "b2-b3", "b2xc3", "c2-c4" (a double step) or "d4xe3 e.p." (en passant): columns
/// a, b, ... from the left, ranks 1, 2, ... from the bottom.
std::string move_name(const position& p, move m);
/// Returns the name of square 8 r + c on a board of `rows` rows: "e3".
std::string square_name(int rows, int square);
/// Returns the outcome that `v`, a value for the side to move `to_move`, stands for.
outcome outcome_of(side to_move, game_value v);
/// Returns the value, for the side to move `to_move`, that outcome `o` stands for (its
/// plies at most game_value::max_plies): outcome_of's inverse.
game_value value_of_outcome(side to_move, outcome o);
/// Returns "white wins in 7" (or "draw") for the outcome of `v` for the side to move `to_move`.
std::string describe(side to_move, game_value v);
/// Returns what bounds `b` on a value for the side to move `to_move` say of the outcome:
/// describe() of an exact value, else e.g. "white wins in 9 to 15", "black wins within 21",
/// "white wins", "a draw or black wins", "not known"; `draws`: the rules have draws.
std::string describe(side to_move, value_bounds b, bool draws);

/// Reads T, then T boards of `rows` lines of `cols` symbols from ".Pp" (the first line is the
/// top row), blank lines allowed before each board, and before a board an optional line
/// "black to move" or "white to move" (white if none). Rejects a
/// board where both sides have a pawn on their far row. O(input size).
parse_result<std::vector<position>> parse_instances(std::string_view text, int rows, int cols);
/// The same under rules `r`; under chess rules the line may name an en passant square,
/// "white to move, en passant e6", which must fit the board (docs/formats.md).
parse_result<std::vector<position>> parse_instances(std::string_view text, int rows, int cols,
                                                    rules r);
/// The problem as a judge hosts it (judge_kit.hpp), in boardsolve's own words: a title, a
/// statement in Markdown (the task, the input, the output, the constraints, the answers the
/// judge accepts), the statement's sample input (examples/pawnchess/statement.in), the gen families
/// aimed at the mistakes of wrong solutions (docs/testing-solutions.md), the tests of a package,
/// and the original contest's input validator: nullopt if a text meets the contest's constraints
/// exactly (T <= 275836 4 x 4 boards, each after an empty line, with 1 to 4 pawns a side, none on
/// its far row, and a legal move for white; docs/formats.md, "Contest constraints") in the byte
/// layout of its files (canonical integers, single spaces, LF line ends, a final newline, no
/// trailing blanks, nothing after the last case), else the first byte that breaks one. O(|text|).
const contest_problem& problem();
/// Writes positions in the input format, a blank line before each board, "black to move"
/// before each board with black to move, and "white to move, en passant e6" (or black) before
/// each board with an en passant square.
std::string format_instances(std::span<const position> positions);
/// Appends "white (N)", "black (N)" or "draw", and a newline.
void append_answer(std::string& out, outcome o);
/// Reads `count` answer lines "white (N)" / "black (N)", and "draw" if `draws` (chess rules
/// with stalemate a draw). O(text size).
parse_result<std::vector<outcome>> parse_answers(std::string_view text, std::size_t count,
                                                 bool draws = false);

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
};

/// Default memory bound of a solver: 1 GiB.
inline constexpr std::uint64_t default_memory = std::uint64_t{1} << 30;

struct solver_options {
  /// Bound on the memory of the value table or transposition table, in bytes.
  std::uint64_t memory = default_memory;
  /// Called about every million positions of a search; may be empty.
  std::function<void(const search_report&)> progress;
  /// A file that keeps the state of a search (boards beyond the value table or, under chess
  /// rules, the memo), written every `checkpoint_every` and at the end of each search; a
  /// solver starts from it when it exists (of the same size and rules).
  /// The solver throws std::runtime_error when the file cannot be read or written.
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

/// Exact values of positions of one board size. Small boards (at most 2^22 table entries,
/// e.g. 4x4) fill a value table lazily: each reachable position is solved once per solver,
/// O(reachable positions x branching). Larger boards run alpha-beta with a transposition
/// table that remembers bounds across queries; exponential in the worst case. Under chess
/// rules (options.play_rules) the engines are separate: a memo of every position met on
/// boards of at most 16 squares (hash table within the memory bound; value() throws
/// std::bad_alloc beyond it), the same MTD(f) search without UVa's race bounds on larger ones;
/// values may be draws. Tested against solve_brute_chess (tests/pawnchess/chess_*_test.cpp).
/// Reference: Zermelo (backward induction), Knuth-Moore (alpha-beta), Plaat et al. (MTD(f)).
class solver {
 public:
  /// memory >= minimum_memory(rows, cols) (asserted). Reserves the memory bound (pages are
  /// touched only as the tables grow); throws std::bad_alloc if it cannot be reserved, and
  /// std::runtime_error if options.checkpoint names a file that cannot be used. value(),
  /// has_value() and what calls them throw search_stopped once options.stop is requested.
  solver(int rows, int cols, solver_options options = {});
  ~solver();
  solver(solver&&) noexcept;
  solver& operator=(solver&&) noexcept;

  /// Returns the exact value of `p` for its side to move (of this solver's size). A search
  /// given the value as `first_guess` proves it with two null-window tests instead of first
  /// asking who wins; a wrong guess costs time, never the answer.
  game_value value(const position& p, std::optional<game_value> first_guess = std::nullopt);
  /// True if `p`'s exact value for its side to move is `expected`. A search decides it with
  /// at most two null-window tests, where value() would also pin a wrong value down.
  bool has_value(const position& p, game_value expected);
  /// Returns what this solver knows of `p`'s value without a search (its tables, the race
  /// bounds): a hint for ordering moves, exact where it has the value.
  value_bounds known_bounds(const position& p);
  /// Returns the counters of every search so far.
  search_report report() const;
  /// True if this solver fills a value table (small boards); false if it searches.
  bool uses_table() const;
  /// The rules of this solver's positions.
  const rules& play_rules() const;

  struct engine;  ///< the value table, the memo or the search (solve.cpp)

 private:
  rules play_rules_;
  int rows_ = 0;
  int cols_ = 0;
  std::unique_ptr<engine> engine_;
};

/// A legal move and the value of the position for the side that made it, if played.
struct scored_move {
  move played;
  game_value value;
};
/// Returns every legal move of `p` with its value, best first; ties in legal_moves order.
std::vector<scored_move> scored_moves(solver& s, const position& p);
/// Returns a principal line from `p`: at each position a best move, until the game ends; of
/// several best moves, the first in the order of known_bounds, then of legal_moves (so on
/// boards that are searched, the table's contents may pick another one). Its length is the
/// plies of the outcome.
std::vector<move> principal_line(solver& s, const position& p);

/// The seed's algorithm: alpha-beta without memory, full window. Exponential time.
game_value solve_baseline(const position& p);
/// Plain minimax, no pruning, on a grid of characters with its own move rules: the oracle
/// that trusts nothing. Exponential time: for tiny boards and few pawns.
game_value solve_brute(const position& p);
/// The same oracle under chess rules with stalemate convention `s`: double steps, en passant,
/// capturing every pawn, stalemate. Exponential time.
game_value solve_brute_chess(const position& p, stalemate_rule s);

/// Replays `line` from `p` and checks it against `value_of`: every move legal, each keeps the
/// value of the position it is played in (backed up one ply), no legal alternative is better,
/// and the game is over exactly after the last move. Returns "" or the first problem, e.g.
/// "ply 3 (c2-c3): black wins in 4 is not the best; b2xc3 gives white wins in 5".
std::string check_line(const position& p, std::span<const move> line,
                       const std::function<game_value(const position&)>& value_of, rules r = {});

/// The families generate() knows, comma-separated, the default first.
std::string_view generator_kinds();
/// Positions of one family (see generator_kinds), white to move; `count` of them, except
/// "contest-all" (every position the contest allows, on 4x4) and "start" (one). Returns
/// nullopt if the family does not exist for this size.
std::optional<std::vector<position>> generate(std::string_view kind, int rows, int cols, int count,
                                              rng& random);
/// The same under rules `r`: "start" is the start of `r` (nullopt under chess rules below 4
/// rows); the other families are those of UVa's rules, read under `r`.
std::optional<std::vector<position>> generate(std::string_view kind, int rows, int cols, int count,
                                              rng& random, rules r);

/// The board with ranks and files, white 'P', black 'p'.
std::string draw(const position& p);
/// `show`: the position, then the principal line board by board with the value after each
/// move; with `all_moves`, first every legal move with its value.
std::string render(solver& s, const position& p, bool all_moves);
/// `show --known`: the position and every legal move with what `s` knows of their values
/// without a search (solver::known_bounds), as describe() of bounds words it.
std::string render_known(solver& s, const position& p);
/// A standalone SVG chess diagram of `start` (files a, b, ... and ranks as draw() labels them)
/// and the legal moves `line` played from it: for step = svg::whole_solution every move as a
/// numbered arrow on the start position; for step k >= 0 the position after the first k
/// moves, those drawn, the k-th highlighted (its two squares shaded). A position alone is an
/// empty line; a position with its last move is that move's position before it, the move and
/// step 1. Classes and data attributes: docs/formats.md. Under `r` (chess rules) the words
/// of the title say how the game ended (a stalemate draws or loses). O(rows cols + |line|).
std::string render_svg(const position& start, std::span<const move> line,
                       int step = svg::whole_solution, rules r = {});

}  // namespace boardsolve::pawnchess
