#pragma once
// King jump (USACO DEC08 "winchk", Winning Checkers): can one of our kings capture every
// opposing checker in a single move, a sequence of jumps, and how? A jump goes diagonally over
// an adjacent checker onto the empty square just beyond; the checker is removed at once. The
// king's own start square is empty once it has left; other kings, '-' squares and checkers
// block. Rows and columns here are 0-based, row 0 on top; the judge's format is 1-based.

#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "boardsolve/core/generator_request.hpp"
#include "boardsolve/core/grid.hpp"
#include "boardsolve/core/parse_error.hpp"
#include "boardsolve/core/rng.hpp"
#include "boardsolve/core/search_stopped.hpp"
#include "boardsolve/core/stop_token.hpp"
#include "boardsolve/core/svg.hpp"
#include "boardsolve/judge_kit.hpp"

namespace boardsolve::kingjump {

/// A square's content; the value is the judge's symbol, so a row of text is a row of cells.
enum class cell : char { unused = '-', empty = '+', king = 'K', checker = 'o' };

/// An N x N board.
using board = grid<cell>;

struct square {
  int row = 0;
  int col = 0;
  bool operator==(const square&) const = default;
};

/// The squares the king stands on, its start first: n checkers take n + 1 squares. Empty means
/// that no king can capture every checker.
using path = std::vector<square>;

/// Largest side N; checked before any allocation. N = 10^4 is 10^8 squares.
inline constexpr int max_side = 10'000;

/// Reads N, then N rows of "-+Ko" (blanks between symbols allowed). O(input size).
parse_result<board> parse_instance(std::string_view text);
/// The problem as a judge hosts it (judge_kit.hpp), in boardsolve's own words: a title, a
/// statement in Markdown (the task, the input, the output, the constraints, the answers the
/// judge accepts), the statement's sample input (examples/kingjump/statement.in), the gen families
/// aimed at the mistakes of wrong solutions (docs/testing-solutions.md), the tests of a package,
/// and the original contest's input validator: nullopt if a text meets the contest's constraints
/// exactly (one board of side 4 <= N <= 500, '-' exactly where row + column is even;
/// docs/formats.md, "Contest constraints") in the byte layout of its files (canonical integers,
/// single spaces, LF line ends, a final newline, no trailing blanks, nothing after the last case),
/// else the first byte that breaks one. O(|text|).
const contest_problem& problem();
/// Appends "impossible", or one line "R C" (1-based) per square of `p`.
void append_answer(std::string& out, std::span<const square> p);
/// Reads "impossible" (an empty path) or lines "R C" with 1 <= R, C <= n. Only the form is
/// checked (replay() checks the jumps). O(text size).
parse_result<path> parse_answer(std::string_view text, int n);
/// Writes `b` in the input format, without blanks.
std::string format_instance(const board& b);

/// Decides from parity, degrees and connectivity which king can capture every checker, then
/// walks its trail (Hierholzer, iterative). Returns the first such king in reading order and
/// the trail of docs/algorithms/kingjump.md; a king alone if there are no checkers. O(N^2)
/// time, N^2 / 4 bytes besides the answer; no work per king. `threads`: 0 = every core; at
/// most 2 are used (for the pass over the board); the answer does not depend on it. Throws
/// search_stopped once `stop` is requested, looked at between its pass and its walks.
path solve(const board& b, unsigned threads = 1, stop_token stop = {});
/// Tries an Euler trail from every king in turn (its graph rebuilt from the whole board each
/// time). Same answer as solve(), path included. O(K N^2).
path solve_baseline(const board& b);
/// Depth-first search over every jump sequence of every king in reading order, on the literal
/// rules; trusts no theory. Same king as solve(), maybe another path. At most 16 checkers.
path solve_brute(const board& b);

/// Replays `p` on `b`: "" if it starts on a king, every jump goes over a checker not yet
/// captured onto a square empty at that moment, and no checker is left; otherwise the first
/// problem, e.g. "jump 2: (6,1) -> (4,3): no checker on (5,2)" (1-based). O(N^2 + |p|).
std::string replay(const board& b, std::span<const square> p);

/// Why no king captures every checker: the first condition of the theorem
/// (docs/algorithms/kingjump.md) that fails.
enum class obstacle {
  none,                ///< a king captures every checker
  no_king,             ///< there is no king
  stranded_checker,    ///< a checker that no king could ever jump (one on the edge, say)
  off_lattice,         ///< a checker not between two squares of the lattice
  landing_blocked,     ///< the jump over a checker needs a square holding '-' or a checker
  no_king_on_lattice,  ///< no king of the lattice stands next to a checker
  two_kings,           ///< two kings of the lattice stand next to checkers
  too_many_odd,        ///< more than two squares have an odd number of jumps
  king_not_odd,        ///< two squares have an odd number of jumps, the king on neither
  split,               ///< the jumps fall apart into pieces that no trail joins
};

/// The verdict on one lattice: the squares (r + 2a, c + 2b), a + b even, around `corner`.
struct lattice_verdict {
  square corner;  ///< the lattice's square up-left or up-right of the first checker
  obstacle why = obstacle::none;
  std::vector<square> where;  ///< the squares the reason names (too_many_odd: the first 4)
  std::size_t count = 0;      ///< too_many_odd: the odd squares; split: the checkers reached
};

/// The whole verdict: global obstacles first, then the two lattices of the first checker.
struct diagnosis {
  std::size_t checkers = 0;
  std::size_t kings = 0;
  obstacle why = obstacle::none;  ///< none, no_king or stranded_checker, or none on a lattice
  std::vector<square> where;      ///< stranded_checker: the checker
  std::vector<lattice_verdict> lattices;
  std::optional<square> king;  ///< the king that captures every checker, if one does
};

/// Checks the conditions of the theorem one by one, checker by checker, and names the first
/// that fails on each lattice. Independent of solve() (and tested against it). O(N^2).
diagnosis diagnose(const board& b);

/// A turn played by hand, one jump at a time: the board as the jumps so far leave it, and the
/// squares of the king that has jumped (its start first; empty before the first jump, when any
/// king may start). Only that king may jump on: a turn is one king's chain of jumps.
struct play_state {
  board now;
  path trail;
};
/// One jump: the king on `from` goes over the checker between onto `to`, two squares diagonally.
struct jump {
  square from;
  square to;
  bool operator==(const jump&) const = default;
};
/// Every legal jump: the jumping king's, or before the first jump every king's in reading
/// order; each king's up-left, up-right, down-left, down-right. O(N^2), O(1) once a king jumped.
std::vector<jump> legal_moves(const play_state& s);
/// "" if `j` is legal, else why not in a player's words, e.g. "there is no checker on (5,2) to
/// jump over". O(1).
std::string why_illegal(const play_state& s, const jump& j);
/// The state after the legal jump `j` (precondition: why_illegal is ""). O(N^2) for the copy.
play_state play(const play_state& s, const jump& j);
/// Whether no checker is left, with a king on the board (as solve() has it). O(N^2).
bool is_goal(const play_state& s);
/// The first jump of solve() on the board as it stands (once a king has jumped, with the other
/// kings as blocked squares, so the trail is the jumping king's); nullopt at the goal or when
/// no chain from here takes every checker. O(N^2).
std::optional<jump> best_move(const play_state& s);

/// `request.count` boards of the family `request.kind` (see generator_kinds); `density` as
/// documented there. nullopt if the family is unknown or the board is not square.
std::optional<std::vector<board>> generate(const generator_request& request, rng& random);
/// The families generate() knows, comma-separated, the default first.
std::string_view generator_kinds();

/// The board with the jump numbers on the landing squares, the jumps in words, or the reason
/// why no king captures every checker. Boards and lists too large to read are summarised.
std::string render(const board& b, std::span<const square> p);
/// A standalone SVG picture of `b` (at most svg::max_side rows and columns) and the answer `p`:
/// for step = svg::whole_solution the trail as arrows on the start board, each jump numbered
/// on the checker it takes; for step k >= 0 the board after the first k jumps, those drawn, the
/// k-th highlighted. For an empty `p`, the board with the squares that the reason why no king
/// can capture every checker names (diagnose()) ringed, and the reason in its description.
/// Classes and data attributes: docs/formats.md. O(N^2 + |p|).
std::string render_svg(const board& b, std::span<const square> p, int step = svg::whole_solution);

}  // namespace boardsolve::kingjump
