// Fuzzes the pawnchess instance reader, with the size of the file's first board and with the
// contest's 4x4, under UVa's rules and under chess rules (the stalemate convention from the
// input's last byte: odd, a loss; even, a draw). Properties: a rejection is well placed
// (fuzz_support); accepted positions write back to a text that reads as the same positions,
// in the writer's normal form; on boards of at most 16 squares (the first 16 positions), the
// solver's value agrees with the principal line (check_line accepts each move against the
// values; but for a draw, its length is the number of plies). UVa's rules: the value agrees
// with the seed's alpha-beta (at most 6 pawns) and with plain minimax (at most 4 pawns).
// Chess rules: it agrees with the other engine (the memo against the search, at most 6 pawns)
// and with the chess minimax (at most 4 pawns).
#include <algorithm>
#include <new>
#include <optional>

#include "boardsolve/pawnchess.hpp"
#include "boardsolve/pawnchess_search.hpp"
#include "fuzz/fuzz_support.hpp"
#include "fuzz/pawnchess_size.hpp"

namespace boardsolve::pawnchess {
namespace {

std::string value_text(const position& p, game_value v) {
  return fmt::format("{} (raw {})", describe(p.to_move, v), v.raw());
}

// The memory of a chess-rules memo: the least is enough for UVa's value table, but the memo of
// a file of 16 positions may need more (beyond its bound it throws std::bad_alloc, as
// documented; the command line then says so).
constexpr std::uint64_t chess_memory = std::uint64_t{64} << 20;

// A solver of rules `r`; under chess rules, with `engine` (the second opinion).
solver make_solver(
    int rows, int cols, rules r,
    solver_options::engine_choice engine = solver_options::engine_choice::automatic) {
  // Chess rules keep no value table: their least memory is 1 MiB at every size.
  const bool memo = r.chess() && engine != solver_options::engine_choice::search;
  const std::uint64_t least = r.chess() ? std::uint64_t{1} << 20 : minimum_memory(rows, cols);
  solver_options options = memory_bound(memo ? chess_memory : least);
  options.play_rules = r;
  options.chess_engine = engine;
  return solver(rows, cols, std::move(options));
}

// `second`: under chess rules, the solver of the other engine.
void check_position(solver& s, const position& p, rules r, std::optional<solver>& second) {
  const game_value v = s.value(p);
  const outcome o = outcome_of(p.to_move, v);
  const std::vector<move> line = principal_line(s, p);
  BOARDSOLVE_FUZZ_CHECK(o.draw || static_cast<int>(line.size()) == o.plies,
                        "a principal line of {} plies for {}", line.size(), value_text(p, v));
  const std::string problem = check_line(
      p, line, [&](const position& q) { return s.value(q); }, r);
  BOARDSOLVE_FUZZ_CHECK(problem.empty(), "the principal line fails: {}", problem);
  const int pawns = fuzz::pawn_count(p);
  if (r.chess()) {
    if (pawns <= 6) {
      const game_value other = second->value(p);
      BOARDSOLVE_FUZZ_CHECK(other == v, "chess memo {}, chess search {}", value_text(p, v),
                            value_text(p, other));
    }
    if (pawns <= 4) {
      const game_value brute = solve_brute(p, chess_rules(r.stalemate));
      BOARDSOLVE_FUZZ_CHECK(brute == v, "chess solver {}, chess brute force {}", value_text(p, v),
                            value_text(p, brute));
    }
    return;
  }
  if (pawns <= 6) {
    const game_value baseline = solve_baseline(p);
    BOARDSOLVE_FUZZ_CHECK(baseline == v, "solver {}, baseline {}", value_text(p, v),
                          value_text(p, baseline));
  }
  if (pawns <= 4) {
    const game_value brute = solve_brute(p);
    BOARDSOLVE_FUZZ_CHECK(brute == v, "solver {}, brute force {}", value_text(p, v),
                          value_text(p, brute));
  }
}

void check_file(std::string_view text, int rows, int cols, rules r) {
  const auto parsed = parse_instances(text, rows, cols, r);
  if (const auto* error = std::get_if<parse_error>(&parsed)) {
    fuzz::check_rejection(text, *error);
    return;
  }
  const auto& positions = std::get<0>(parsed);
  const std::string written = format_instances(positions);
  const auto again = parse_instances(written, rows, cols, r);
  const auto* reread = std::get_if<0>(&again);
  BOARDSOLVE_FUZZ_CHECK(reread && *reread == positions,
                        "the written {}x{} positions read differently:\n{}", rows, cols, written);
  BOARDSOLVE_FUZZ_CHECK(format_instances(*reread) == written, "writing is not stable:\n{}",
                        written);
  if (rows * cols > 16) return;
  solver s = make_solver(rows, cols, r);
  std::optional<solver> second;
  if (r.chess()) second = make_solver(rows, cols, r, solver_options::engine_choice::search);
  const std::size_t checked = std::min<std::size_t>(positions.size(), 16);  // keeps a run short
  try {
    for (std::size_t t = 0; t < checked; ++t) check_position(s, positions[t], r, second);
  } catch (const std::bad_alloc&) {  // a chess memo beyond chess_memory: refused, not wrong
    BOARDSOLVE_FUZZ_CHECK(r.chess(), "std::bad_alloc under UVa's rules on {}x{}", rows, cols);
  }
}

}  // namespace
}  // namespace boardsolve::pawnchess

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace boardsolve;
  const std::string_view text = fuzz::as_text(data, size);
  const board_size guess = fuzz::guess_pawnchess_size(text);
  const pawnchess::rules chess = fuzz::chess_rules_of(text);
  for (const pawnchess::rules r : {pawnchess::rules{}, chess}) {
    pawnchess::check_file(text, guess.rows, guess.cols, r);
    if (guess.rows != 4 || guess.cols != 4) pawnchess::check_file(text, 4, 4, r);
  }
  return 0;
}
