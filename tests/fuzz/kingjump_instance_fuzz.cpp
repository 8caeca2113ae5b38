// Fuzzes the kingjump instance reader. Properties: a rejection is well placed (fuzz_support);
// an accepted board writes back (without blanks) to a text that reads as the same board, in
// the writer's normal form; solve's path equals the baseline's, replays legally and captures
// every checker; diagnose names the same king, or the reason there is none; on boards of at
// most 10 checkers brute force finds a path exactly when solve does, from the same king.
#include <algorithm>

#include "boardsolve/kingjump.hpp"
#include "fuzz/fuzz_support.hpp"

namespace boardsolve::kingjump {
namespace {

std::string square_text(const std::optional<square>& s) {
  return s ? fmt::format("({},{})", s->row + 1, s->col + 1) : "none";
}

void check_board(const board& b) {
  const auto checkers =
      static_cast<std::size_t>(std::count(b.cells.begin(), b.cells.end(), cell::checker));
  const path p = solve(b, 1);
  BOARDSOLVE_FUZZ_CHECK(solve_baseline(b) == p, "solve and baseline give different paths");
  if (!p.empty()) {
    const std::string problem = replay(b, p);
    BOARDSOLVE_FUZZ_CHECK(problem.empty(), "solve's path does not replay: {}", problem);
    BOARDSOLVE_FUZZ_CHECK(p.size() == checkers + 1, "a path of {} squares for {} checkers",
                          p.size(), checkers);
  }
  const diagnosis d = diagnose(b);
  const std::optional<square> king = p.empty() ? std::nullopt : std::optional<square>(p.front());
  BOARDSOLVE_FUZZ_CHECK(d.king == king, "diagnose names the king {}, solve {}", square_text(d.king),
                        square_text(king));
  BOARDSOLVE_FUZZ_CHECK(d.checkers == checkers, "diagnose counts {} checkers, not {}", d.checkers,
                        checkers);
  if (checkers <= 10) {
    const path brute = solve_brute(b);
    BOARDSOLVE_FUZZ_CHECK(brute.empty() == p.empty(), "brute force {} a path, solve {}",
                          brute.empty() ? "finds no" : "finds", p.empty() ? "none" : "one");
    if (!brute.empty()) {
      BOARDSOLVE_FUZZ_CHECK(brute.front() == p.front(), "brute force starts from {}, solve {}",
                            square_text(brute.front()), square_text(p.front()));
      const std::string problem = replay(b, brute);
      BOARDSOLVE_FUZZ_CHECK(problem.empty(), "brute force's path does not replay: {}", problem);
    }
  }
}

}  // namespace
}  // namespace boardsolve::kingjump

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace boardsolve;
  const std::string_view text = fuzz::as_text(data, size);
  const auto parsed = kingjump::parse_instance(text);
  if (const auto* error = std::get_if<parse_error>(&parsed)) {
    fuzz::check_rejection(text, *error);
    return 0;
  }
  const auto& b = std::get<kingjump::board>(parsed);
  const std::string written = kingjump::format_instance(b);
  const auto again = kingjump::parse_instance(written);
  const auto* reread = std::get_if<kingjump::board>(&again);
  BOARDSOLVE_FUZZ_CHECK(reread && *reread == b, "the written board reads differently:\n{}",
                        written);
  BOARDSOLVE_FUZZ_CHECK(kingjump::format_instance(*reread) == written, "writing is not stable:\n{}",
                        written);
  kingjump::check_board(b);
  return 0;
}
