// Fuzzes the lightsout instance reader. Properties: a rejection is well placed (fuzz_support);
// accepted boards write back to a text that reads as the same boards, in the writer's normal
// form; on boards of at most 400 cells, solve's answer passes verify (presses that turn every
// light off and are the fewest, or a certificate), its written answer reads back as the same
// count and cells, and the count equals the baseline's (at most 64 cells) and brute force's
// (at most 12 cells).
#include <algorithm>

#include "boardsolve/lightsout.hpp"
#include "fuzz/fuzz_support.hpp"

namespace boardsolve::lightsout {
namespace {

constexpr long long max_solved_cells = 400;

long long cells(const board& b) {
  return static_cast<long long>(b.lights.rows) * b.lights.cols;
}

bool same_boards(std::span<const board> a, std::span<const board> b) {
  return std::equal(a.begin(), a.end(), b.begin(), b.end(), [](const board& x, const board& y) {
    return x.lights == y.lights && x.shape == y.shape && x.wrap == y.wrap;
  });
}

void check_board(const board& b) {
  const solution s = solve(b);
  BOARDSOLVE_FUZZ_CHECK(s.result == outcome::optimal || s.result == outcome::unsolvable,
                        "a board of {} cells is refused: {}", cells(b), s.reason);
  const std::string problem = verify(b, s);
  BOARDSOLVE_FUZZ_CHECK(problem.empty(), "solve's answer fails verify: {}", problem);
  std::string written;
  append_answer(written, s, true);
  const auto reread = parse_answers(written, {&b, 1});
  const auto* answers = std::get_if<0>(&reread);
  BOARDSOLVE_FUZZ_CHECK(answers && answers->size() == 1, "the written answer does not read:\n{}",
                        written);
  const answer& a = answers->front();
  const bit_grid& cells_written = s.result == outcome::unsolvable ? s.certificate : s.presses;
  BOARDSOLVE_FUZZ_CHECK(a.count == s.count && a.cells == cells_written,
                        "the written answer reads differently:\n{}", written);
  if (cells(b) <= 64)
    BOARDSOLVE_FUZZ_CHECK(solve_baseline(b) == s.count, "solve {}, baseline {}", s.count,
                          solve_baseline(b));
  if (cells(b) <= 12)
    BOARDSOLVE_FUZZ_CHECK(solve_brute(b) == s.count, "solve {}, brute force {}", s.count,
                          solve_brute(b));
}

}  // namespace
}  // namespace boardsolve::lightsout

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace boardsolve;
  const std::string_view text = fuzz::as_text(data, size);
  const auto parsed = lightsout::parse_instances(text);
  if (const auto* error = std::get_if<parse_error>(&parsed)) {
    fuzz::check_rejection(text, *error);
    return 0;
  }
  const auto& boards = std::get<0>(parsed);
  const std::string written = lightsout::format_instances(boards);
  const auto again = lightsout::parse_instances(written);
  const auto* reread = std::get_if<0>(&again);
  BOARDSOLVE_FUZZ_CHECK(reread && lightsout::same_boards(*reread, boards),
                        "the written boards read differently:\n{}", written);
  BOARDSOLVE_FUZZ_CHECK(lightsout::format_instances(*reread) == written,
                        "writing is not stable:\n{}", written);
  for (const lightsout::board& b : boards)
    if (lightsout::cells(b) <= lightsout::max_solved_cells) lightsout::check_board(b);
  return 0;
}
