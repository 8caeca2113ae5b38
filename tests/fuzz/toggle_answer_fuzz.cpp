// Fuzzes the reader of toggle answers and plans behind `verify`, as a file of 1, 2 or 3 cases.
// Properties: a rejection is well placed (fuzz_support); in accepted answers each count is -1
// or more, a file with plans has exactly `count` moves for every positive count (and one
// without has none), and the answers write back (with plans if the file had them) to a text
// that reads as the same counts, moves and kind of file, in the writer's normal form.
#include "boardsolve/toggle.hpp"
#include "fuzz/fuzz_support.hpp"

namespace boardsolve::toggle {
namespace {

std::string write(const answers& file) {
  std::string out;
  for (const solution& s : file.cases) append_answer(out, s, file.plans);
  return out;
}

bool same(const answers& a, const answers& b) {
  if (a.plans != b.plans || a.cases.size() != b.cases.size()) return false;
  for (std::size_t t = 0; t < a.cases.size(); ++t)
    if (a.cases[t].count != b.cases[t].count || a.cases[t].moves != b.cases[t].moves) return false;
  return true;
}

}  // namespace
}  // namespace boardsolve::toggle

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace boardsolve;
  const std::string_view text = fuzz::as_text(data, size);
  for (std::size_t cases = 1; cases <= 3; ++cases) {
    const auto parsed = toggle::parse_answers(text, cases);
    if (const auto* error = std::get_if<parse_error>(&parsed)) {
      fuzz::check_rejection(text, *error);
      continue;
    }
    const auto& file = std::get<toggle::answers>(parsed);
    BOARDSOLVE_FUZZ_CHECK(file.cases.size() == cases, "{} answers for {} cases", file.cases.size(),
                          cases);
    for (const toggle::solution& s : file.cases) {
      BOARDSOLVE_FUZZ_CHECK(s.count >= toggle::no_solution, "count {}", s.count);
      const std::size_t expected_moves =
          file.plans && s.count > 0 ? static_cast<std::size_t>(s.count) : 0;
      BOARDSOLVE_FUZZ_CHECK(s.moves.size() == expected_moves, "count {} with {} moves{}", s.count,
                            s.moves.size(), file.plans ? " in a file of plans" : "");
    }
    const std::string written = toggle::write(file);
    const auto again = toggle::parse_answers(written, cases);
    const auto* reread = std::get_if<toggle::answers>(&again);
    BOARDSOLVE_FUZZ_CHECK(reread && toggle::same(*reread, file),
                          "the written answers read differently:\n{}", written);
    BOARDSOLVE_FUZZ_CHECK(toggle::write(*reread) == written, "writing is not stable:\n{}", written);
  }
  return 0;
}
