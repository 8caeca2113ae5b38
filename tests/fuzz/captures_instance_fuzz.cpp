// Fuzzes the captures instance reader. Properties: a rejection is well placed (fuzz_support);
// an accepted file writes back to a text that reads as the same boards, and that text is the
// writer's normal form; on each board solve's captures replay legally, its certificate holds
// and proves them optimal, and their number equals the baseline's (and brute force's on
// boards of at most 10 pawns).
#include <algorithm>

#include "boardsolve/captures.hpp"
#include "fuzz/fuzz_support.hpp"

namespace boardsolve::captures {
namespace {

void check_board(const board& b) {
  const solution s = solve(b, 1);
  const std::string problem = replay(b, s.captures);
  BOARDSOLVE_FUZZ_CHECK(problem.empty(), "solve's captures do not replay: {}", problem);
  const std::string bound = check_lower_bound(b, s);
  BOARDSOLVE_FUZZ_CHECK(bound.empty(), "solve's certificate fails: {}", bound);
  BOARDSOLVE_FUZZ_CHECK(s.captures.size() == s.forced + s.matching.size(),
                        "{} captures, but the certificate proves only {} + {} needed",
                        s.captures.size(), s.forced, s.matching.size());
  const solution baseline = solve_baseline(b);
  BOARDSOLVE_FUZZ_CHECK(baseline.captures.size() == s.captures.size(),
                        "solve {} captures, baseline {}", s.captures.size(),
                        baseline.captures.size());
  if (std::count(b.cells.begin(), b.cells.end(), 1) <= 10) {
    const std::size_t brute = solve_brute(b);
    BOARDSOLVE_FUZZ_CHECK(brute == s.captures.size(), "solve {} captures, brute force {}",
                          s.captures.size(), brute);
  }
}

}  // namespace
}  // namespace boardsolve::captures

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace boardsolve;
  const std::string_view text = fuzz::as_text(data, size);
  const auto parsed = captures::parse_instances(text);
  if (const auto* error = std::get_if<parse_error>(&parsed)) {
    fuzz::check_rejection(text, *error);
    return 0;
  }
  const auto& boards = std::get<0>(parsed);
  const std::string written = captures::format_instances(boards);
  const auto again = captures::parse_instances(written);
  const auto* reread = std::get_if<0>(&again);
  BOARDSOLVE_FUZZ_CHECK(reread && *reread == boards, "the written boards read differently:\n{}",
                        written);
  BOARDSOLVE_FUZZ_CHECK(captures::format_instances(*reread) == written,
                        "writing is not stable:\n{}", written);
  for (const captures::board& b : boards) captures::check_board(b);
  return 0;
}
