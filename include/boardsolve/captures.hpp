#pragma once
// Pawn captures (CodeChef ADAPWN): remove the fewest pawns by captures so that no pawn
// attacks another. A pawn on (r, c) attacks (r-1, c-1) and (r-1, c+1); pawns have no colour.
// Rows and columns here are 0-based, row 0 on top; the judge's format is 1-based.

#include <cstddef>
#include <cstdint>
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

namespace boardsolve::captures {

/// A board: 1 where a pawn stands, 0 where the square is empty.
using board = grid<std::uint8_t>;

enum class direction : char { left = 'L', right = 'R' };

/// The pawn on (row, col) takes the pawn on (row - 1, col -+ 1) and moves onto its square.
/// Also names the attack itself: the edge between the two pawns. Eight bytes (with GCC and
/// Clang), since answers run to millions of captures: the column takes 24 bits, as columns are
/// below max_side < 2^23.
struct capture {
  int row = 0;
  int col : 24 = 0;
  direction dir : 8 = direction::left;

  capture() = default;
  /// Needs 0 <= c < 2^23.
  constexpr capture(int r, int c, direction d) : row(r), col(c & 0x7f'ffff), dir(d) {}
  int target_col() const { return dir == direction::left ? col - 1 : col + 1; }
  bool operator==(const capture&) const = default;
};

/// A set of attacks of one board, each kept as a bit on its attacking pawn's square: two bits
/// a square, so a certificate of millions of attacks takes a few megabytes.
class attack_set {
 public:
  attack_set() = default;
  /// No attacks, on a rows x cols board.
  attack_set(int rows, int cols);
  /// Takes the bits in the solver's layout: for each of the rows -1 .. rows (the first and
  /// last all zero) ceil((cols + 2) / 64) words, column c at bit c + 1 of its row; one zero
  /// word before and after everything. `left_bits` marks attacks (r, c) -> (r - 1, c - 1),
  /// `right_bits` attacks (r, c) -> (r - 1, c + 1).
  attack_set(int rows, int cols, std::vector<std::uint64_t> left_bits,
             std::vector<std::uint64_t> right_bits);

  /// Whether the attack of (row, col) in direction dir is in the set. O(1).
  bool contains(const capture& attack) const;
  /// Adds the attack of a square of the board. O(1).
  void insert(const capture& attack);
  /// The number of attacks. O(R C / 64).
  std::size_t size() const;
  /// The attacks, top row first, left to right, L before R. O(R C / 64 + size).
  std::vector<capture> list() const;
  bool operator==(const attack_set&) const = default;

 private:
  std::size_t bit_of(const capture& attack) const;
  int rows_ = 0;
  int cols_ = 0;
  std::size_t row_words_ = 0;
  std::vector<std::uint64_t> left_;
  std::vector<std::uint64_t> right_;
};

/// An optimal answer and the certificate of its optimality.
struct solution {
  std::vector<capture> captures;  ///< legal in this order; afterwards no pawn attacks another
  std::size_t forced = 0;         ///< pawns that attack a pawn that can never capture
  attack_set matching;            ///< disjoint attacks among the other pawns: each needs a capture
};

/// Largest board a case may have; checked before any allocation.
inline constexpr long long max_side = 100000;
static_assert(max_side < (1 << 23), "capture::col has 24 bits");
inline constexpr long long max_cells = 100'000'000;
/// Squares in all the cases of one file: the longest answer (a capture for every two squares,
/// lines of at most 14 bytes) then fits in a file that verify reads (max_file_bytes).
inline constexpr long long max_total_cells = 250'000'000;

/// Reads T, then per case "N" or "R C" and the rows of '.' and 'O'; at most max_cells squares
/// a case and max_total_cells in all, checked before a board is allocated. O(input size).
parse_result<std::vector<board>> parse_instances(std::string_view text);
/// The problem as a judge hosts it (judge_kit.hpp), in boardsolve's own words: a title, a
/// statement in Markdown (the task, the input, the output, the constraints, the answers the
/// judge accepts), the statement's sample input (examples/captures/statement.in), the gen families
/// aimed at the mistakes of wrong solutions (docs/testing-solutions.md), the tests of a package,
/// and the original contest's input validator: nullopt if a text meets the contest's constraints
/// exactly (T <= 10 square boards of side N <= 100; docs/formats.md, "Contest constraints") in the
/// byte layout of its files (canonical integers, single spaces, LF line ends, a final newline, no
/// trailing blanks, nothing after the last case), else the first byte that breaks one. O(|text|).
const contest_problem& problem();
/// Appends "M" and M lines "r c d" (1-based) to `out`.
void append_answer(std::string& out, std::span<const capture> captures);
/// Reads `cases` answers: per case M, then M lines "r c d" with 1 <= r, c <= max_side and d
/// L or R. Only the form is checked (replay() checks the moves). O(text size).
parse_result<std::vector<std::vector<capture>>> parse_answers(std::string_view text,
                                                              std::size_t cases);
/// Writes boards in the input format.
std::string format_instances(std::span<const board> boards);

/// Forced pawns plus a minimum vertex cover of the rest (König; a maximum matching on the
/// implicit diagonal graph). Captures ordered bottom row first, so each is legal. O(E sqrt V)
/// time, O(RC) memory. `threads`: 0 = every core; at most 2 are used (one per square colour);
/// the answer does not depend on it. Throws search_stopped once `stop` is requested, looked at
/// between its stages and every few thousand steps of its matching searches.
solution solve(const board& b, unsigned threads = 1, stop_token stop = {});
/// Same reduction, matching by simple augmenting paths (Kuhn) on adjacency lists. O(V E).
solution solve_baseline(const board& b);
/// Breadth-first search over sets of remaining pawns; trusts no theory. At most 24 pawns.
std::size_t solve_brute(const board& b);

/// Replays `captures` on `b`: "" if every capture is legal when made and no attack remains
/// at the end; otherwise the first problem, e.g. "move 5: (7,6) L: no pawn on (6,5)". O(RC + M).
std::string replay(const board& b, std::span<const capture> captures);
/// The forced pawns of `b`, top row first: each attacks a pawn that attacks nothing, so it
/// must capture in every answer; each as the capture of such a pawn. O(R C).
std::vector<capture> forced_pawns(const board& b);
/// Checks the certificate: the forced count is right and `matching` is disjoint attacks among
/// unforced pawns, so at least forced + matching.size() captures are needed. "" if it holds.
std::string check_lower_bound(const board& b, const solution& s);

/// Playing by hand: the board is the state and a capture the move. Every capture on `b`, top
/// row first, left to right, L before R. O(RC).
std::vector<capture> legal_moves(const board& b);
/// "" if `c` is a capture on `b`, else why not in a player's words, e.g. "(6,5) is empty: a
/// capture needs a pawn to take". O(1).
std::string why_illegal(const board& b, const capture& c);
/// `b` after the legal capture `c` (precondition: why_illegal is ""). O(RC) for the copy.
board play(const board& b, const capture& c);
/// Whether no pawn attacks another: then no capture is legal. O(RC).
bool is_goal(const board& b);
/// The first capture of solve(b), so a move of an optimal answer; nullopt at the goal (every
/// board reaches it). O(E sqrt V) time, as solve().
std::optional<capture> best_move(const board& b);

/// `request.count` boards of the family `request.kind` (see generator_kinds), with about
/// `density` pawns where the family is random; nullopt if the family is unknown.
std::optional<std::vector<board>> generate(const generator_request& request, rng& random);
/// The families generate() knows, comma-separated, the default first.
std::string_view generator_kinds();

/// The board, then each capture and the board after it. O(M R C).
std::string render(const board& b, const solution& s);
/// A standalone SVG picture of `b` (at most svg::max_side rows and columns) and its solution:
/// for step = svg::whole_solution every capture as a numbered arrow on the start board, each
/// taken pawn ringed; for step k >= 0 the board after the first k captures, those drawn, the
/// k-th highlighted. Classes and data attributes: docs/formats.md. O(R C + M).
std::string render_svg(const board& b, const solution& s, int step = svg::whole_solution);
/// A standalone SVG picture of the certificate on the attack graph: every attack, the forced
/// pawns and the stuck pawns they attack, the matching, and the König cover (the other
/// capturers); forced + matching = the number of captures. O(R C + M).
std::string render_certificate_svg(const board& b, const solution& s);

}  // namespace boardsolve::captures
