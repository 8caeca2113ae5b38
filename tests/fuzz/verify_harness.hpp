#pragma once
// The property shared by the four `verify` harnesses: the fuzzer's bytes are an instance and,
// after the first NUL byte, a candidate answer; without a NUL byte the answer is solve's own.
//
// - A bad instance: exit code 3 (checker failed), one well-placed message naming it.
// - An answer the puzzle's reader rejects: exit code 2 (presentation error), one well-placed
//   message naming the answer file.
// - Otherwise, where the instance is small enough to solve: exit code 0 or 1, nothing on
//   stderr, one "case N: ..." line per failing case in order, then "P passed, F failed" with
//   P + F cases, and exit code 0 exactly when F = 0; solve's own answer is accepted; and with
//   solve's answer as the jury's, verify gives the same verdict, byte for byte.

#include <optional>
#include <string>
#include <string_view>

#include "boardsolve/tool.hpp"
#include "fuzz/fuzz_support.hpp"

namespace boardsolve::fuzz {

/// The instance (before the first NUL byte) and the candidate answer (after it; none without).
struct verify_input {
  std::string_view instance;
  std::optional<std::string_view> answer;
};

inline verify_input split_at_nul(std::string_view data) {
  const std::size_t nul = data.find('\0');
  if (nul == std::string_view::npos) return {data, std::nullopt};
  return {data.substr(0, nul), data.substr(nul + 1)};
}

/// What the puzzle's own readers say, so the harness knows what verify must do.
struct verify_expectation {
  std::optional<std::size_t> cases;  ///< nullopt: the instance reader rejects the instance
  bool small = false;                ///< the instance is cheap enough to solve
};

/// The report of a verify run that judged every case: failure lines, then the summary.
inline void check_report(const tool_result& result, std::size_t cases) {
  BOARDSOLVE_FUZZ_CHECK((result.exit_code == 0 || result.exit_code == 1) && result.err.empty(),
                        "verify: exit code {}, stderr '{}'", result.exit_code, result.err);
  std::string_view out = result.out;
  BOARDSOLVE_FUZZ_CHECK(out.ends_with('\n'), "verify's report does not end a line: '{}'", out);
  out.remove_suffix(1);
  const std::size_t last = out.rfind('\n');
  const std::string_view summary = last == std::string_view::npos ? out : out.substr(last + 1);
  std::size_t failures = 0;
  std::size_t previous_case = 0;
  for (std::size_t at = 0; last != std::string_view::npos && at <= last;) {
    const std::size_t end = out.find('\n', at);
    const std::string_view line = out.substr(at, end - at);
    std::size_t case_number = 0;
    const bool parsed = std::sscanf(std::string(line).c_str(), "case %zu: ", &case_number) == 1;
    BOARDSOLVE_FUZZ_CHECK(parsed && case_number > previous_case && case_number <= cases,
                          "failure line '{}' after case {} of {}", line, previous_case, cases);
    check_message(line);
    previous_case = case_number;
    ++failures;
    at = end + 1;
  }
  BOARDSOLVE_FUZZ_CHECK(summary == fmt::format("{} passed, {} failed", cases - failures, failures),
                        "summary '{}' after {} failure lines of {} cases", summary, failures,
                        cases);
  BOARDSOLVE_FUZZ_CHECK(result.exit_code == (failures == 0 ? 0 : 1),
                        "exit code {} with {} failures", result.exit_code, failures);
}

/// Runs the properties above; `answer_rejected(text, cases)` is the puzzle's answer reader.
template <class AnswerRejected>
void check_verify(const puzzle_tool& tool, const run_options& options, const verify_input& in,
                  const verify_expectation& expect, AnswerRejected answer_rejected) {
  const text_file input{"in.txt", std::string(in.instance)};
  if (!expect.cases) {
    const text_file output{"out.txt", std::string(in.answer.value_or(""))};
    check_input_error(tool.verify(input, output, nullptr, options), input, 3);
    return;
  }
  if (!in.answer && !expect.small) return;
  std::optional<text_file> own;
  if (expect.small) {
    const tool_result solved = tool.solve(input, options);
    BOARDSOLVE_FUZZ_CHECK(solved.exit_code == 0 && solved.err.empty(),
                          "solve: exit code {}, stderr '{}'", solved.exit_code, solved.err);
    own = text_file{"jury.txt", solved.out};
  }
  const text_file output{"out.txt", in.answer ? std::string(*in.answer) : own->text};
  if (answer_rejected(output.text, *expect.cases)) {
    check_input_error(tool.verify(input, output, nullptr, options), output, 2);
    return;
  }
  if (!expect.small) return;
  const tool_result result = tool.verify(input, output, nullptr, options);
  check_report(result, *expect.cases);
  if (!in.answer)
    BOARDSOLVE_FUZZ_CHECK(result.exit_code == 0, "solve's own answer is rejected:\n{}", result.out);
  const tool_result with_jury = tool.verify(input, output, &*own, options);
  BOARDSOLVE_FUZZ_CHECK(with_jury.exit_code == result.exit_code && with_jury.out == result.out &&
                            with_jury.err == result.err,
                        "with solve's answer as the jury's, exit code {} and\n{}{}\ninstead of "
                        "exit code {} and\n{}",
                        with_jury.exit_code, with_jury.out, with_jury.err, result.exit_code,
                        result.out);
}

}  // namespace boardsolve::fuzz
