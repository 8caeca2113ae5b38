// Fuzzes the reader of kingjump answers behind `verify`, for an 8 x 8 board and for the
// largest, 10000 x 10000. Properties: a rejection is well placed (fuzz_support); an accepted
// path has its squares on the board and writes back to a text that reads as the same path, in
// the writer's normal form.
#include "boardsolve/kingjump.hpp"
#include "fuzz/fuzz_support.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace boardsolve;
  const std::string_view text = fuzz::as_text(data, size);
  for (const int n : {8, kingjump::max_side}) {
    const auto parsed = kingjump::parse_answer(text, n);
    if (const auto* error = std::get_if<parse_error>(&parsed)) {
      fuzz::check_rejection(text, *error);
      continue;
    }
    const auto& p = std::get<kingjump::path>(parsed);
    for (const kingjump::square& s : p)
      BOARDSOLVE_FUZZ_CHECK(s.row >= 0 && s.row < n && s.col >= 0 && s.col < n,
                            "square ({},{}) on a board of side {}", s.row + 1, s.col + 1, n);
    std::string written;
    kingjump::append_answer(written, p);
    const auto again = kingjump::parse_answer(written, n);
    const auto* reread = std::get_if<kingjump::path>(&again);
    BOARDSOLVE_FUZZ_CHECK(reread && *reread == p, "the written path reads differently:\n{}",
                          written);
    std::string rewritten;
    kingjump::append_answer(rewritten, *reread);
    BOARDSOLVE_FUZZ_CHECK(rewritten == written, "writing is not stable:\n{}", written);
  }
  return 0;
}
