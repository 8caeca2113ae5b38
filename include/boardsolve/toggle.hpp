#pragma once
// Toggle (TopCoder SRM 581 "YetAnotherBoardGame"): make every cell of a board black with the
// fewest moves. A move picks a cell and a type: a hollow move (type 1) toggles the cell's up,
// down, left and right neighbours that are on the board; a solid move (type 2) toggles those
// and the cell itself. All moves made in one row have one type, and all moves made in one
// column have one type. Rows and columns are 0-based here, row 0 on top; the judge's format is
// 1-based.

#include <cstdint>
#include <functional>
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

namespace boardsolve::toggle {

/// A board: 1 where the cell is white, 0 where it is black.
using board = grid<std::uint8_t>;

/// The judge's type numbers: 1 toggles the four neighbours, 2 the neighbours and the cell.
enum class move_type : std::uint8_t { hollow = 1, solid = 2 };

struct move {
  int row = 0;
  int col = 0;
  move_type type = move_type::hollow;
  bool operator==(const move&) const = default;
};

/// What `count` holds when no set of moves makes the board all black.
inline constexpr int no_solution = -1;

/// An optimal answer: the fewest moves (or no_solution) and one optimal plan, in row-major
/// order. Among optimal plans the same one is chosen on every run, whatever the threads.
struct solution {
  int count = no_solution;
  std::vector<move> moves;
};

/// Size limits, checked when reading, before any search. The search costs about
/// 2^short * long steps in the worst case (docs/algorithms/toggle.md), so the long side is
/// bounded by that budget: 1000 while the short side is at most 18, then
/// 24 * 2^(24 - short): 768 for 19, 384 for 20, ... 48 for 23 and 24 for 24.
inline constexpr int max_short_side = 24;
inline constexpr int max_long_side = 1000;
/// The longest long side allowed with this short side (1 <= short_side <= max_short_side).
constexpr int max_long_side_for(int short_side) {
  const long long budget = 24LL << (max_short_side - short_side);
  return budget < max_long_side ? static_cast<int>(budget) : max_long_side;
}

/// Cells in all the cases of one file: an answer with plans (a move on every cell at most,
/// lines of at most 10 bytes) then fits in a file that verify reads (max_file_bytes) twice over.
inline constexpr long long max_total_cells = 100'000'000;

/// Reads T, then per case "n m" and n rows of m symbols 'W' or 'B'; sizes within the limits
/// above and max_total_cells in all, checked before a board is allocated. O(input size).
parse_result<std::vector<board>> parse_instances(std::string_view text);
/// The problem as a judge hosts it (judge_kit.hpp), in boardsolve's own words: a title, a
/// statement in Markdown (the task, the input, the output, the constraints, the answers the
/// judge accepts), the statement's sample input (examples/toggle/statement.in), the gen families
/// aimed at the mistakes of wrong solutions (docs/testing-solutions.md), the tests of a package,
/// and the original contest's input validator: nullopt if a text meets the contest's constraints
/// exactly (T <= 200 boards of 1 to 13 rows and columns; docs/formats.md, "Contest constraints") in
/// the byte layout of its files (canonical integers, single spaces, LF line ends, a final newline,
/// no trailing blanks, nothing after the last case), else the first byte that breaks one.
/// O(|text|).
const contest_problem& problem();
/// Appends the count, and with `with_plan` one line "r c t" (1-based) per move.
void append_answer(std::string& out, const solution& s, bool with_plan);
/// An answer file: per case the count, and the moves if the file holds plans.
struct answers {
  std::vector<solution> cases;  ///< moves empty unless `plans`
  bool plans = false;
};
/// Reads `cases` answers: a count per line (-1: no solution), each positive count followed by
/// its moves "r c t" if the file holds plans, which it does if the line after the first
/// positive count holds more than one number. Only the form is checked (replay() checks the
/// moves). O(text size).
parse_result<answers> parse_answers(std::string_view text, std::size_t cases);
/// Writes boards in the input format.
std::string format_instances(std::span<const board> boards);

/// Settles the plans whose moves all have one type by linear algebra over GF(2), then
/// searches the others row by row, 64 first rows at a time in bit-sliced words, with branch
/// and bound (docs/algorithms/toggle.md). Worst case O(2^m n (m / 64 + 1)) plus the mixed
/// searches, m the short side; about 0.1 ms for a random 13 x 13 board. `threads`: 0 = every
/// core; the answer, plan included, does not depend on it.
solution solve(const board& b, unsigned threads = 1);
/// Solves every board: small boards side by side on the threads, large ones one at a time
/// with all of them. Same answers as solve(). `case_done`, if given, is called after each
/// board, from any of the threads. Throws search_stopped once `stop` is requested, looked at
/// before each board (one board takes about a second at most: 24 x 24).
std::vector<solution> solve_all(std::span<const board> boards, unsigned threads = 0,
                                const std::function<void()>& case_done = {}, stop_token stop = {});

/// View (a) alone: depth-first search over rows from each of the 2^m first rows, column
/// types propagated, branch and bound; no algebra. Returns the count. O(3^m n) worst case.
int solve_row_search(const board& b);
/// View (b) alone: for each of the 2^m column typings, the linear system of the chase, its
/// solutions enumerated and checked. Returns the count. O(2^m (n m + 2^k n)), k the nullity.
int solve_column_types(const board& b);
/// The seed's enumeration of (column types, first-row moves) pairs, each chased down the
/// board; no transposition. Returns the count. O(3^cols rows).
int solve_baseline(const board& b);
/// Every cell none, hollow or solid, kept when the row and column rules hold; trusts no
/// theory. rows * cols <= 12. Returns the count. O(3^(rows cols) rows cols).
int solve_brute(const board& b);
/// The brute-force optimum of every colouring of a rows x cols board (rows * cols <= 12),
/// indexed by the white cells as bits (bit r * cols + c). One pass over the 3^(rows cols) plans.
std::vector<int> brute_optima(int rows, int cols);

/// True if every rows x cols board has a solution: when the all-type-1 or the all-type-2
/// chase has a system of full rank (the rank does not depend on the colours). O(rows cols).
bool always_solvable(int rows, int cols);

/// Why no plan of one type makes `b` black: for type 1 (hollow) and for type 2 (solid) moves a
/// set of squares with an odd number of white ones that every move of the type toggles an even
/// number of (each square has an even number of the set among its neighbours, and for type 2
/// itself), so an odd number of them stays white. Plans mixing the types admit no such set
/// (docs/algorithms/toggle.md, "Why -1"); solve's search rules them out.
struct parity_reason {
  grid<std::uint8_t> hollow;  ///< 1 on the set's squares for type 1 moves
  grid<std::uint8_t> solid;   ///< 1 on the set's squares for type 2 moves
};
/// The sets, each the smallest odd one of the solver's one-type kernel bases, if neither
/// one-type system has a solution (always so when solve() finds none), else nullopt.
/// O(RC m / 64 + m^3), m the short side.
std::optional<parity_reason> parity_reason_of(const board& b);
/// "" if both sets of `reason` hold on `b` as parity_reason says, else the first square or count
/// that breaks one, e.g. "a type 1 move on (2,3) toggles 1 of the type 1 set, an odd number".
/// O(RC).
std::string check_parity_reason(const board& b, const parity_reason& reason);
/// The reason in a student's words, naming the marks the picture or drawing uses for each set
/// (e.g. "ringed", "marked with a dot"). O(RC).
std::string describe_parity_reason(const board& b, const parity_reason& reason,
                                   std::string_view hollow_mark, std::string_view solid_mark);

/// Replays `moves` on `b`: "" if every move is on the board, no row or column mixes types, and
/// the board ends all black; otherwise the first problem, e.g. "move 3: (2,4) type 1, but row 2
/// already has a type 2 move (move 1)". Moves commute, so their order does not matter. O(RC + M).
std::string replay(const board& b, std::span<const move> moves);

/// `request.count` boards of the family `request.kind` (see generator_kinds); `density` is the
/// chance of a white cell where the family is random. nullopt if the family is unknown, or for
/// "unsolvable" if always_solvable(rows, cols) or, for some board, no board without a solution
/// turned up in 100 random tries.
std::optional<std::vector<board>> generate(const generator_request& request, rng& random);
/// The families generate() knows, comma-separated, the default first.
std::string_view generator_kinds();

/// A game played by hand: the start board, the moves made so far (a cell at most once; a second
/// press would cancel the first, which is what undo is for) and the board they leave. A row's or
/// column's type is 0 while it holds no move, then the move_type of its moves.
struct play_state {
  board start;
  board now;
  grid<std::uint8_t> pressed;  ///< 0, or the move_type of the move made on the cell
  std::vector<std::uint8_t> row_types;
  std::vector<std::uint8_t> col_types;
  int moves = 0;
};
/// The game at `b` before any move. O(RC).
play_state start_play(const board& b);
/// Every legal move: the unpressed cells, row by row, whose row and column do not hold moves of
/// two different types, with the type they fix, or hollow then solid where both are free. O(RC).
std::vector<move> legal_moves(const play_state& s);
/// "" if `m` is legal, else why not in a player's words, e.g. "row 2 already has type 1 moves:
/// (2,4) must be type 1 too". O(1).
std::string why_illegal(const play_state& s, const move& m);
/// The state after the legal move `m` (precondition: why_illegal is ""). O(RC) for the copy.
play_state play(const play_state& s, const move& m);
/// Whether every cell is black. O(RC).
bool is_goal(const play_state& s);
/// The fewest further moves that make the board black, keeping the moves made and the types they
/// fixed, and those moves row by row (count no_solution if no plan contains the moves made). The
/// solver's plan when it contains the moves made, else a row search from every first row with
/// the types preset: O(3^m n) worst case, m the short side; about 3 s on the hardest 24 x 24
/// boards (gen --kind hard), milliseconds below 16 columns (docs/algorithms/toggle.md).
solution solve_from(const play_state& s);
/// One move of an optimal completion (the first of solve_from), nullopt at the goal or if none.
std::optional<move> best_move(const play_state& s);

/// The board, the plan drawn on it ('1' or '2' where a move of that type is made) and the
/// board after the moves. O(RC + M).
std::string render(const board& b, const solution& s);
/// A standalone SVG picture of `b` (at most svg::max_side rows and columns) and its plan: for
/// step = svg::whole_solution every move marked on its square of the start board (a ring with
/// "1" for type 1, a disc with "2" for type 2); for step k >= 0 the board after the first k
/// moves, those marked, the squares the k-th toggled outlined. With no solution, the board
/// alone. Classes and data attributes: docs/formats.md. O(R C + M).
std::string render_svg(const board& b, const solution& s, int step = svg::whole_solution);

}  // namespace boardsolve::toggle
