#pragma once
// Lights Out: a board of R x C lights; a press toggles the lights of a stencil around the
// pressed cell (within its 3 x 3 neighbourhood), on the plane (lights off the board are not
// there) or on the torus (edges wrap). Presses commute and a second press undoes the first,
// so an answer is a set of cells. Goal: every light off with the fewest presses. Rows and
// columns are 0-based here, row 0 on top.

#include <bit>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "boardsolve/core/generator_request.hpp"
#include "boardsolve/core/parse_error.hpp"
#include "boardsolve/core/rng.hpp"
#include "boardsolve/core/search_stopped.hpp"
#include "boardsolve/core/stop_token.hpp"

namespace boardsolve::lightsout {

/// The largest row and column count a board may have.
inline constexpr int max_side = 10'000;
/// The most cells all the cases of one file may have.
inline constexpr long long max_total_cells = 200'000'000;

/// The cells a press toggles, as a 3 x 3 mask around the pressed cell:
///   bit 0 1 2   (row above: dr = -1, dc = -1 0 +1)
///       3 4 5   (own row;   bit 4 the pressed cell itself)
///       6 7 8   (row below)
struct stencil {
  std::uint16_t mask = 0;
  constexpr bool has(int dr, int dc) const { return (mask >> (3 * (dr + 1) + dc + 1) & 1) != 0; }
  bool operator==(const stencil&) const = default;
};
/// The classic game (sigma-plus): the cell and its four neighbours.
inline constexpr stencil plus{0b010'111'010};
/// The four neighbours only (sigma).
inline constexpr stencil cross{0b010'101'010};

enum class topology : std::uint8_t { plane, torus };

/// R x C bits, row-major, each row in its own whole words (bit c of row r is bit c % 64 of
/// word r * words_per_row + c / 64); the bits past column C - 1 are always 0.
struct bit_grid {
  int rows = 0;
  int cols = 0;
  int words_per_row = 0;
  std::vector<std::uint64_t> words;

  bit_grid() = default;
  bit_grid(int row_count, int col_count)
      : rows(row_count),
        cols(col_count),
        words_per_row((col_count + 63) / 64),
        words(static_cast<std::size_t>(row_count) * static_cast<std::size_t>(words_per_row)) {}
  std::size_t word(int r, int c) const {
    return static_cast<std::size_t>(r) * static_cast<std::size_t>(words_per_row) +
           static_cast<std::size_t>(c / 64);
  }
  bool get(int r, int c) const { return (words[word(r, c)] >> (c % 64) & 1) != 0; }
  void flip(int r, int c) { words[word(r, c)] ^= std::uint64_t{1} << (c % 64); }
  void set(int r, int c, bool on) {
    if (get(r, c) != on) flip(r, c);
  }
  /// The number of set bits. O(R C / 64).
  long long count() const {
    long long n = 0;
    for (const std::uint64_t w : words) n += std::popcount(w);
    return n;
  }
  bool operator==(const bit_grid&) const = default;
};

/// An instance: the lights (1 = on) and the rules of the presses.
struct board {
  bit_grid lights;
  stencil shape = plus;
  topology wrap = topology::plane;
};

/// What `count` holds when no set of presses turns every light off.
inline constexpr long long no_solution = -1;

enum class outcome : std::uint8_t {
  optimal,     ///< `presses` is a smallest solution
  any,         ///< `presses` is a solution, not proven smallest (solve_options::any)
  unsolvable,  ///< count = no_solution; `certificate` proves it
  refused,     ///< past the limits below; `reason` names the limit
};

/// An answer: for optimal and any the count and the press set; for unsolvable a set S of
/// cells that every press toggles an even number of times while an odd number of them are
/// lit (so every press set leaves an odd number of S lit).
struct solution {
  outcome result = outcome::refused;
  long long count = no_solution;
  bit_grid presses;
  bit_grid certificate;
  int nullity = 0;  ///< the dimension of the space of press sets that toggle nothing
  std::string reason;
};

/// The fewest presses enumerate 2^nullity press sets of R C / 64 words each, up to
/// max_enumerated_nullity and max_enumeration_words of work (one to two seconds at the
/// measured 0.8 * 10^9 words a second, with POPCNT); past them the information-set bound is
/// tried with the same work, and the board is refused if it cannot settle it, unless `any`.
inline constexpr int max_enumerated_nullity = 34;
inline constexpr long long max_enumeration_words = 1LL << 30;
/// Stencils that light chasing cannot use (docs/algorithms/lightsout.md) are eliminated over
/// all R C unknowns: at most this many cells.
inline constexpr long long max_eliminated_cells = 4096;

struct solve_options {
  bool any = false;  ///< give one solution, not the fewest, past the work limit
  long long max_work_words = max_enumeration_words;  ///< the work limit of the fewest presses
  /// The caller's stop request: solve() throws search_stopped within milliseconds of it,
  /// looked at between chases, before each pivot of the elimination and every 64 steps of the
  /// enumerations (each step at most R C / 64 words).
  stop_token stop = {};
};

/// True if a press's reach into the row above is the cell above alone, so the presses of a
/// row are forced by the lights left on in the row above (light chasing).
constexpr bool chases(stencil s) {
  return (s.mask & 0b111) == 0b010;
}

/// Light chasing (stencils that chase(), or chase upside down; else elimination over all
/// cells, at most max_eliminated_cells) gives the solution space; the fewest presses come
/// from the Gray-code enumeration of its kernel, or from the information-set bound when that
/// settles the board within the work limit (docs/algorithms/lightsout.md).
/// Time O(k R C / 64 + k^3 / 64 + 2^nullity R C / 64), k = C (plane) or 2 C (torus) unknowns;
/// for plus and cross on the plane O(R C / 64 + C^3 / 64 + ...): the k chases are one.
/// Throws search_stopped once options.stop is requested.
solution solve(const board& b, const solve_options& options = {});
/// The dimension of the kernel of the press matrix for this size and rule (no enumeration),
/// or -1 for a stencil that does not chase past max_eliminated_cells.
/// O(k R C / 64 + k^3 / 64), or the elimination's cost for stencils that do not chase.
int nullity(int rows, int cols, stencil s, topology t);

/// Plain elimination over all R C unknowns, then every kernel vector: the fewest presses or
/// no_solution. R C <= max_eliminated_cells. O((R C)^3 / 64 + 2^nullity R C / 64).
long long solve_baseline(const board& b);
/// Every one of the 2^(R C) press sets, in Gray-code order; R C <= max_brute_cells.
inline constexpr int max_brute_cells = 26;
long long solve_brute(const board& b);
/// The fewest presses of every board of this size and rule, indexed by its lights as bits
/// (bit r C + c); no_solution where none. One pass over the 2^(R C) press sets, R C <= 20.
std::vector<long long> brute_optima(int rows, int cols, stencil s, topology t);

/// The lights after pressing every cell of `presses`. O(R C / 64).
bit_grid after_presses(const board& b, const bit_grid& presses);
/// "" if `s` proves `b` unsolvable (every press toggles an even number of its cells, an odd
/// number of them are lit), else what is wrong. O(R C / 64).
std::string check_certificate(const board& b, const bit_grid& s);
/// What verify() says when the solution space is too large for it to settle minimality.
inline constexpr std::string_view minimality_unchecked =
    "the solution space is too large to check minimality";
/// "" if the answer holds: the presses turn every light off and number `count`, with a
/// smallest set when `result` is optimal (every press set of the kernel added to the presses,
/// the kernel computed afresh, is no smaller), or the certificate holds for unsolvable.
std::string verify(const board& b, const solution& s);

/// Reads T, then per case "R C [stencil] [plane|torus]" and R rows of C symbols, '.' and '#'
/// or '0' and '1' (one pair per case); a stencil is plus, cross or nine 0/1 symbols (the
/// mask's bits 0 .. 8). Defaults: plus, plane. A torus has at least 3 rows and 3 columns.
parse_result<std::vector<board>> parse_instances(std::string_view text);
/// Writes boards in the input format ('.' and '#').
std::string format_instances(std::span<const board> boards);
/// Appends the count, and with `with_plan` the press set (or the certificate) as R rows of
/// '.' and '#'.
void append_answer(std::string& out, const solution& s, bool with_plan);
/// "plus", "cross" or the nine mask symbols.
std::string stencil_name(stencil s);
/// The stencil that stencil_name() names; nullopt for any other text.
std::optional<stencil> parse_stencil(std::string_view name);

/// One case of an answer file: the count and its R rows, the presses (or for -1 the
/// certificate).
struct answer {
  long long count = no_solution;
  bit_grid cells;
};
/// Reads one answer per board of `boards`: the count alone on its line, from -1 to R C, then
/// R rows of C symbols '.' and '#'. Only the form is checked (verify() checks the rest).
/// O(text size).
parse_result<std::vector<answer>> parse_answers(std::string_view text,
                                                std::span<const board> boards);

/// show: the board, the presses (or the certificate) and the board after them, as text.
/// O(R C).
std::string render(const board& b, const solution& s);
/// show --svg: the board with the presses (or the certificate's cells) marked. O(R C).
std::string render_svg(const board& b, const solution& s);

/// A cell of a board, 0-based, row 0 on top.
struct cell {
  int row = 0;
  int col = 0;
  bool operator==(const cell&) const = default;
};
/// The set cells of `g`, row by row. O(R C / 64 + their number).
std::vector<cell> cells_of(const bit_grid& g);

/// A game played by hand: the lights now and the cells pressed an odd number of times since
/// the start (presses commute and a second press undoes the first, so that is all it holds).
struct play_state {
  board now;
  bit_grid pressed;
  int presses = 0;  ///< every press made, a second one on a cell too
};
/// The game at `b` before any press. O(R C / 64).
play_state start_play(const board& b);
/// "" if `at` is a cell of the board (every cell may be pressed), else why not. O(1).
std::string why_illegal(const play_state& s, cell at);
/// The game after pressing `at` (precondition: why_illegal is ""). O(R C / 64) for the copy.
play_state play(const play_state& s, cell at);
/// Whether every light is off. O(R C / 64).
bool is_goal(const play_state& s);
/// The fewest presses from here: solve() of the lights now.
solution solve_from(const play_state& s, const solve_options& options = {});
/// One press of the fewest from here (the first, row by row, of solve_from's), after which
/// the fewest are one fewer; nullopt at the goal, with no solution, or past solve()'s limits.
std::optional<cell> best_press(const play_state& s);

/// The families generate() knows, comma-separated, the default first.
std::string_view generator_kinds();
/// `request.count` boards of the family `request.kind` with the given rule; nullopt if the
/// family is unknown, the size is out of range, or the family has no board of this size
/// (unsolvable where every board is solvable).
std::optional<std::vector<board>> generate(const generator_request& request, rng& random,
                                           stencil s = plus, topology t = topology::plane);

}  // namespace boardsolve::lightsout
