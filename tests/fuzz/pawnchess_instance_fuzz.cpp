// Fuzzes the pawnchess instance reader, with the size of the file's first board and with the
// contest's 4x4. Properties: a rejection is well placed (fuzz_support); accepted positions
// write back to a text that reads as the same positions, in the writer's normal form; on
// boards of at most 16 squares (the first 16 positions), the solver's value agrees with the
// principal line (its length is the number of plies, and check_line accepts each move against the
// values), with the seed's alpha-beta (at most 6 pawns) and with plain minimax (at most 4 pawns).
#include <algorithm>

#include "boardsolve/pawnchess.hpp"
#include "fuzz/fuzz_support.hpp"
#include "fuzz/pawnchess_size.hpp"

namespace boardsolve::pawnchess {
namespace {

std::string value_text(const position& p, game_value v) {
  return fmt::format("{} (raw {})", describe(p.to_move, v), v.raw());
}

void check_position(solver& s, const position& p) {
  const game_value v = s.value(p);
  const outcome o = outcome_of(p.to_move, v);
  const std::vector<move> line = principal_line(s, p);
  BOARDSOLVE_FUZZ_CHECK(static_cast<int>(line.size()) == o.plies,
                        "a principal line of {} plies for {}", line.size(), value_text(p, v));
  const std::string problem = check_line(p, line, [&](const position& q) { return s.value(q); });
  BOARDSOLVE_FUZZ_CHECK(problem.empty(), "the principal line fails: {}", problem);
  const int pawns = fuzz::pawn_count(p);
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

void check_file(std::string_view text, int rows, int cols) {
  const auto parsed = parse_instances(text, rows, cols);
  if (const auto* error = std::get_if<parse_error>(&parsed)) {
    fuzz::check_rejection(text, *error);
    return;
  }
  const auto& positions = std::get<0>(parsed);
  const std::string written = format_instances(positions);
  const auto again = parse_instances(written, rows, cols);
  const auto* reread = std::get_if<0>(&again);
  BOARDSOLVE_FUZZ_CHECK(reread && *reread == positions,
                        "the written {}x{} positions read differently:\n{}", rows, cols, written);
  BOARDSOLVE_FUZZ_CHECK(format_instances(*reread) == written, "writing is not stable:\n{}",
                        written);
  if (rows * cols > 16) return;
  solver s(rows, cols, memory_bound(minimum_memory(rows, cols)));
  const std::size_t checked = std::min<std::size_t>(positions.size(), 16);  // keeps a run short
  for (std::size_t t = 0; t < checked; ++t) check_position(s, positions[t]);
}

}  // namespace
}  // namespace boardsolve::pawnchess

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace boardsolve;
  const std::string_view text = fuzz::as_text(data, size);
  const board_size guess = fuzz::guess_pawnchess_size(text);
  pawnchess::check_file(text, guess.rows, guess.cols);
  if (guess.rows != 4 || guess.cols != 4) pawnchess::check_file(text, 4, 4);
  return 0;
}
