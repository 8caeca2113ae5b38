// Fuzzes `verify captures` end to end: an instance and a candidate answer (verify_harness.hpp).
#include "boardsolve/captures.hpp"
#include "fuzz/verify_harness.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace boardsolve;
  const fuzz::verify_input in = fuzz::split_at_nul(fuzz::as_text(data, size));
  const auto boards = captures::parse_instances(in.instance);
  fuzz::verify_expectation expect;
  if (const auto* parsed = std::get_if<0>(&boards)) expect = {parsed->size(), true};
  run_options options;
  options.threads = 1;
  fuzz::check_verify(captures_tool(), options, in, expect,
                     [](std::string_view text, std::size_t cases) {
                       return !std::holds_alternative<std::vector<std::vector<captures::capture>>>(
                           captures::parse_answers(text, cases));
                     });
  return 0;
}
