// Fuzzes `verify toggle` end to end: an instance and a candidate answer or plan
// (verify_harness.hpp). Solved only where every board has a short side of at most 12.
#include <algorithm>

#include "boardsolve/toggle.hpp"
#include "fuzz/verify_harness.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace boardsolve;
  const fuzz::verify_input in = fuzz::split_at_nul(fuzz::as_text(data, size));
  const auto boards = toggle::parse_instances(in.instance);
  fuzz::verify_expectation expect;
  if (const auto* parsed = std::get_if<0>(&boards))
    expect = {parsed->size(),
              std::all_of(parsed->begin(), parsed->end(),
                          [](const toggle::board& b) { return std::min(b.rows, b.cols) <= 12; })};
  run_options options;
  options.threads = 1;
  fuzz::check_verify(
      toggle_tool(), options, in, expect, [](std::string_view text, std::size_t cases) {
        return !std::holds_alternative<toggle::answers>(toggle::parse_answers(text, cases));
      });
  return 0;
}
