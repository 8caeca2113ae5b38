#pragma once
// Pawn chess (UVa 10838): pawns step forward or take diagonally forward; a pawn on the far row
// wins, as does leaving the side to move without a move. Chess rules add double steps, en
// passant, the win by taking every pawn, and stalemate (a draw or a loss). Winners win fast,
// losers last (docs/algorithms/pawnchess.md). Row 0 is on top. Long searches: pawnchess_search.hpp.

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "boardsolve/core/game_value.hpp"
#include "boardsolve/core/generator_request.hpp"
#include "boardsolve/core/parse_error.hpp"
#include "boardsolve/core/rng.hpp"
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
/// UVa 10838's rules (the default), or chess's with a convention for stalemate.
enum class rule_set : std::uint8_t { uva, chess };
enum class stalemate_rule : std::uint8_t { draw, loss };
struct rules {
  rule_set set = rule_set::uva;
  stalemate_rule stalemate = stalemate_rule::draw;  ///< chess rules only
  constexpr bool chess() const { return set == rule_set::chess; }
  bool operator==(const rules&) const = default;
};
constexpr rules chess_rules(stalemate_rule s = stalemate_rule::draw) {
  return {rule_set::chess, s};
}
inline constexpr std::int8_t no_square = -1;
/// The pawns and the side to move; under chess rules also the square (8 r + c) an enemy pawn
/// skipped with a double step on the last move, where it may be taken en passant.
struct position {
  int rows = 4, cols = 4;
  bitboard white = 0, black = 0;
  side to_move = side::white;
  std::int8_t en_passant = no_square;
  bool operator==(const position&) const = default;
};
/// The pawn on square `from` goes to `to` (a diagonal move onto an empty square: en passant).
struct move {
  std::uint8_t from = 0, to = 0;
  bool operator==(const move&) const = default;
};
/// Who wins with perfect play, after how many plies; or a draw (winner white, plies 0).
struct outcome {
  side winner = side::white;
  int plies = 0;
  bool draw = false;
  bool operator==(const outcome&) const = default;
};

/// The start: pawns fill the home rows (chess rules, rows >= 4: ranks 2 and 7); white moves.
position start_position(int rows, int cols, rules r = {});
/// The value for the side to move once the game is over, else nullopt: a pawn on a far row;
/// (chess) no own pawns, no enemy pawns; no legal move (chess: stalemate); the winner (UVa).
std::optional<game_value> final_value(const position& p, rules r = {});
std::optional<side> winner_at(const position& p);
/// The legal moves under `r` (none once the game is over), pawns row by row from the top, left
/// to right; for each the left capture, the step (then the double step), the right capture.
std::vector<move> legal_moves(const position& p, rules r = {});
/// The position after the legal move `m`.
position play(const position& p, move m);
/// "b2-b3", "b2xc3", "c2-c4" or "d4xe3 e.p."; the name of square 8 r + c: "e3".
std::string move_name(const position& p, move m);
std::string square_name(int rows, int square);
/// The outcome of `v`, a value for the side to move `to_move`, and back; in words: "white
/// wins in 7", "draw"; of bounds "white wins in 9 to 15", "not known" (`draws`: rules' draws).
outcome outcome_of(side to_move, game_value v);
game_value value_of_outcome(side to_move, outcome o);
std::string describe(side to_move, game_value v);
std::string describe(side to_move, value_bounds b, bool draws);
/// A win in `plies` plies is a win in this many of the winner's moves, as chess players count:
/// the winner makes the last move, and moved first exactly when `plies` is odd.
constexpr int winner_moves(int plies) {
  return (plies + 1) / 2;
}

/// A game by hand: "" if `m` is legal in `p`, else why not in a player's words ("there is no
/// pawn on b3", "d5 is in the way"); `m` as chess players write it ("b4", "bxc3", "bxc3 e.p.");
/// and the record of `moves` from `start`, numbered ("1. b4 f5 2. f4", "1... f5 2. b4"), up to
/// the first move that is not legal.
std::string why_illegal(const position& p, move m, rules r = {});
std::string move_notation(const position& p, move m);
struct numbered_move {
  int number = 1;  ///< the move number: white's move and black's reply share one
  side mover = side::white;
  std::string notation;
};
std::vector<numbered_move> numbered_moves(const position& start, std::span<const move> moves,
                                          rules r = {});
std::string game_record(const position& start, std::span<const move> moves, rules r = {});
/// The position as one line in FEN's style: "8/pppppppp/8/8/8/8/PPPPPPPP/8 w -" (the ranks
/// from the top, the side to move, the en passant square or '-'), and back; the reader takes
/// FEN's six fields too (castling '-', two counters) and checks what parse_instances checks.
std::string fen(const position& p);
parse_result<position> parse_fen(std::string_view text, rules r = {});

/// Reads T, then T boards of `rows` lines of ".Pp", each after blank lines and a line "black
/// to move" if any ("white to move, en passant e6" under chess rules). O(input size).
parse_result<std::vector<position>> parse_instances(std::string_view text, int rows, int cols,
                                                    rules r = {});
/// The input format back: a blank line and the side-to-move line where needed before each.
std::string format_instances(std::span<const position> positions);
/// "white (N)", "black (N)" or "draw", and a newline; and `count` such answers read.
void append_answer(std::string& out, outcome o);
parse_result<std::vector<outcome>> parse_answers(std::string_view text, std::size_t count,
                                                 bool draws = false);
/// The problem as a judge hosts it (judge_kit.hpp), with UVa's validator (T <= 275836 4 x 4
/// boards, 1 to 4 pawns a side, in the judge's byte layout; docs/formats.md).
const contest_problem& problem();
struct solver_options;  // pawnchess_search.hpp
struct search_report;
inline constexpr std::uint64_t default_memory = std::uint64_t{1} << 30;
/// Exact values of one size: a value table or a memo on small boards, else MTD(f) alpha-beta
/// with a table of bounds (exponential at worst). std::bad_alloc if memory cannot be had.
class solver {
 public:
  solver(int rows, int cols, rules r = {}, std::uint64_t memory = default_memory);
  solver(int rows, int cols, solver_options options);
  ~solver();
  solver(solver&&) noexcept;
  solver& operator=(solver&&) noexcept;
  /// The exact value for the side to move; a right `first_guess` takes two null-window tests.
  game_value value(const position& p, std::optional<game_value> first_guess = std::nullopt);
  /// True if `p`'s exact value is `expected` (a search: at most two null-window tests).
  bool has_value(const position& p, game_value expected);
  /// What is known of `p`'s value without a search (tables, race bounds).
  value_bounds known_bounds(const position& p);
  search_report report() const;  ///< counters of every search so far
  bool uses_table() const;       ///< a value table or a memo, not a search
  const rules& play_rules() const;
  struct engine;  ///< the value table, the memo or the search (solve.cpp)
 private:
  rules play_rules_;
  int rows_ = 0, cols_ = 0;
  std::unique_ptr<engine> engine_;
};
/// Every legal move with the value of its position for its mover, best first (ties in
/// legal_moves order); and a principal line: a best move at each ply until the game ends.
struct scored_move {
  move played;
  game_value value;
};
std::vector<scored_move> scored_moves(solver& s, const position& p);
std::vector<move> principal_line(solver& s, const position& p);
/// What `s` knows of `p` without a search (show --known): bounds on `p`'s value (its table's,
/// the race bounds, and its moves' and their replies' backed up), each legal move's bounds for
/// its mover (legal_moves order), and a principal line as far as exact bounds prove one: each
/// move has the exact value of the position it is played in. O(moves^2) lookups a ply.
struct known_move {
  move played;
  value_bounds value;
};
struct known_analysis {
  value_bounds value;
  std::vector<known_move> moves;
  std::vector<move> line;
};
known_analysis known_analysis_of(solver& s, const position& p);
/// "" if `line` from `p` is legal, keeps the value, has none better, and ends the game.
std::string check_line(const position& p, std::span<const move> line,
                       const std::function<game_value(const position&)>& value_of, rules r = {});
/// The oracles: the seed's alpha-beta without memory (UVa's rules), and plain minimax on a
/// grid of characters with the rules written out again. Exponential time.
game_value solve_baseline(const position& p);
game_value solve_brute(const position& p, rules r = {});
/// The gen families (default first); `count` positions of one (all of "contest-all", the one
/// "start"; no `density`), or nullopt if it has none of this size.
std::string_view generator_kinds();
std::optional<std::vector<position>> generate(const generator_request& request, rng& random,
                                              rules r = {});
/// The board with ranks and files; `show`: the principal line board by board (with
/// `all_moves`, every move's value first); `show --known`: what is known without a search.
std::string draw(const position& p);
std::string render(solver& s, const position& p, bool all_moves);
std::string render_known(solver& s, const position& p);
/// SVG of `start` and `line`: every move an arrow, or step k highlighted (docs/formats.md).
std::string render_svg(const position& start, std::span<const move> line,
                       int step = svg::whole_solution, rules r = {});

}  // namespace boardsolve::pawnchess
