// Fuzzes the reader of pawnchess answers behind `verify`, as a file of 1, 2 or 3 boards, with
// and without `draw` lines (chess rules, a stalemate a draw). Properties: a rejection is well
// placed (fuzz_support); accepted answers write back to a text that reads as the same
// outcomes, in the writer's normal form; what reads without draws reads the same with them.
#include <optional>
#include <vector>

#include "boardsolve/pawnchess.hpp"
#include "fuzz/fuzz_support.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace boardsolve;
  const std::string_view text = fuzz::as_text(data, size);
  for (std::size_t count = 1; count <= 3; ++count) {
    std::optional<std::vector<pawnchess::outcome>> without_draws;
    for (const bool draws : {false, true}) {
      const auto parsed = pawnchess::parse_answers(text, count, draws);
      if (const auto* error = std::get_if<parse_error>(&parsed)) {
        fuzz::check_rejection(text, *error);
        BOARDSOLVE_FUZZ_CHECK(!without_draws, "answers read without draws but not with them: {}",
                              error->message);
        continue;
      }
      const auto& answers = std::get<0>(parsed);
      BOARDSOLVE_FUZZ_CHECK(answers.size() == count, "{} answers for {} boards", answers.size(),
                            count);
      if (!draws) {
        for (const pawnchess::outcome o : answers)
          BOARDSOLVE_FUZZ_CHECK(!o.draw, "a draw read without draws");
        without_draws = answers;
      } else if (without_draws) {
        BOARDSOLVE_FUZZ_CHECK(*without_draws == answers, "draws change the answers read");
      }
      std::string written;
      for (const pawnchess::outcome o : answers) pawnchess::append_answer(written, o);
      const auto again = pawnchess::parse_answers(written, count, draws);
      const auto* reread = std::get_if<0>(&again);
      BOARDSOLVE_FUZZ_CHECK(reread && *reread == answers,
                            "the written answers read differently:\n{}", written);
      std::string rewritten;
      for (const pawnchess::outcome o : *reread) pawnchess::append_answer(rewritten, o);
      BOARDSOLVE_FUZZ_CHECK(rewritten == written, "writing is not stable:\n{}", written);
    }
  }
  return 0;
}
