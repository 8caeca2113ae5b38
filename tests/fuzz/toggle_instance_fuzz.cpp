// Fuzzes the toggle instance reader. Properties: a rejection is well placed (fuzz_support);
// accepted boards write back to a text that reads as the same boards, in the writer's normal
// form; on boards with a short side of at most 12, solve's plan has its count of moves and
// replays to an all-black board (or there is none and the count is -1), solve_all gives the
// same answers, and the count equals that of view (a) alone and view (b) alone (sides at most
// 8), the baseline (at most 6 columns) and brute force (at most 9 cells).
#include <algorithm>

#include "boardsolve/toggle.hpp"
#include "fuzz/fuzz_support.hpp"

namespace boardsolve::toggle {
namespace {

bool small(const board& b) {
  return std::min(b.rows, b.cols) <= 12;
}

void check_board(const board& b, const solution& s) {
  if (s.count == no_solution) {
    BOARDSOLVE_FUZZ_CHECK(s.moves.empty(), "no solution, but {} moves", s.moves.size());
  } else {
    BOARDSOLVE_FUZZ_CHECK(s.moves.size() == static_cast<std::size_t>(s.count),
                          "count {} with {} moves", s.count, s.moves.size());
    const std::string problem = replay(b, s.moves);
    BOARDSOLVE_FUZZ_CHECK(problem.empty(), "solve's plan does not replay: {}", problem);
  }
  if (b.rows <= 8 && b.cols <= 8) {
    BOARDSOLVE_FUZZ_CHECK(solve_row_search(b) == s.count, "solve {}, row search {}", s.count,
                          solve_row_search(b));
    BOARDSOLVE_FUZZ_CHECK(solve_column_types(b) == s.count, "solve {}, column types {}", s.count,
                          solve_column_types(b));
  }
  if (b.cols <= 6 && b.rows <= 12)
    BOARDSOLVE_FUZZ_CHECK(solve_baseline(b) == s.count, "solve {}, baseline {}", s.count,
                          solve_baseline(b));
  if (b.rows * b.cols <= 9)
    BOARDSOLVE_FUZZ_CHECK(solve_brute(b) == s.count, "solve {}, brute force {}", s.count,
                          solve_brute(b));
}

}  // namespace
}  // namespace boardsolve::toggle

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace boardsolve;
  const std::string_view text = fuzz::as_text(data, size);
  const auto parsed = toggle::parse_instances(text);
  if (const auto* error = std::get_if<parse_error>(&parsed)) {
    fuzz::check_rejection(text, *error);
    return 0;
  }
  const auto& boards = std::get<0>(parsed);
  const std::string written = toggle::format_instances(boards);
  const auto again = toggle::parse_instances(written);
  const auto* reread = std::get_if<0>(&again);
  BOARDSOLVE_FUZZ_CHECK(reread && *reread == boards, "the written boards read differently:\n{}",
                        written);
  BOARDSOLVE_FUZZ_CHECK(toggle::format_instances(*reread) == written, "writing is not stable:\n{}",
                        written);
  if (!std::all_of(boards.begin(), boards.end(), toggle::small)) return 0;
  const std::vector<toggle::solution> all = toggle::solve_all(boards, 1);
  BOARDSOLVE_FUZZ_CHECK(all.size() == boards.size(), "{} answers for {} boards", all.size(),
                        boards.size());
  for (std::size_t t = 0; t < boards.size(); ++t) {
    const toggle::solution s = toggle::solve(boards[t], 1);
    BOARDSOLVE_FUZZ_CHECK(s.count == all[t].count && s.moves == all[t].moves,
                          "case {}: solve and solve_all differ", t + 1);
    toggle::check_board(boards[t], s);
  }
  return 0;
}
