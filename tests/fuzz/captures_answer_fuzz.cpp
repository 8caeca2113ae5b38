// Fuzzes the reader of captures answers behind `verify`, as a file of 1, 2 or 3 cases.
// Properties: a rejection is well placed (fuzz_support); accepted answers write back to a
// text that reads as the same captures, in the writer's normal form.
#include "boardsolve/captures.hpp"
#include "fuzz/fuzz_support.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace boardsolve;
  const std::string_view text = fuzz::as_text(data, size);
  for (std::size_t cases = 1; cases <= 3; ++cases) {
    const auto parsed = captures::parse_answers(text, cases);
    if (const auto* error = std::get_if<parse_error>(&parsed)) {
      fuzz::check_rejection(text, *error);
      continue;
    }
    const auto& answers = std::get<0>(parsed);
    BOARDSOLVE_FUZZ_CHECK(answers.size() == cases, "{} answers for {} cases", answers.size(),
                          cases);
    std::string written;
    for (const auto& moves : answers) captures::append_answer(written, moves);
    const auto again = captures::parse_answers(written, cases);
    const auto* reread = std::get_if<0>(&again);
    BOARDSOLVE_FUZZ_CHECK(reread && *reread == answers, "the written answers read differently:\n{}",
                          written);
    std::string rewritten;
    for (const auto& moves : *reread) captures::append_answer(rewritten, moves);
    BOARDSOLVE_FUZZ_CHECK(rewritten == written, "writing is not stable:\n{}", written);
  }
  return 0;
}
