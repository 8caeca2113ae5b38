// Fuzzes `verify kingjump` end to end: an instance and a candidate answer (verify_harness.hpp).
#include "boardsolve/kingjump.hpp"
#include "fuzz/verify_harness.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace boardsolve;
  const fuzz::verify_input in = fuzz::split_at_nul(fuzz::as_text(data, size));
  const auto parsed = kingjump::parse_instance(in.instance);
  fuzz::verify_expectation expect;
  int side = 0;
  if (const auto* b = std::get_if<kingjump::board>(&parsed)) {
    expect = {1, true};
    side = b->rows;
  }
  run_options options;
  options.threads = 1;
  fuzz::check_verify(kingjump_tool(), options, in, expect, [&](std::string_view text, std::size_t) {
    return !std::holds_alternative<kingjump::path>(kingjump::parse_answer(text, side));
  });
  return 0;
}
