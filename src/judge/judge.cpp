#include "boardsolve/judge.hpp"

#include <string>

namespace boardsolve {
namespace {

// The first line of `text`, without its line end.
std::string_view first_line(std::string_view text) {
  return text.substr(0, text.find('\n'));
}

// The message of a result's stderr, without the "boardsolve: " every message starts with.
std::string_view message_of(std::string_view err) {
  constexpr std::string_view prefix = "boardsolve: ";
  if (err.starts_with(prefix)) err.remove_prefix(prefix.size());
  return first_line(err);
}

tool_result for_kattis(tool_result result) {
  const bool accepted = *result.judged == verdict::accepted;
  std::string message = std::move(result.out);
  if (*result.judged == verdict::presentation_error)
    message = std::string(message_of(result.err)) + "\n";
  return {accepted ? kattis_accepted : kattis_rejected,
          {},
          {},
          {{std::string(kattis_judge_message), std::move(message)}},
          result.judged};
}

tool_result for_cms(tool_result result) {
  switch (*result.judged) {
    case verdict::accepted:
      return {0, "1.0\n", "translate:success\n", {}, result.judged};
    case verdict::wrong_answer:
      return {0, "0.0\n", std::string(first_line(result.out)) + "\n", {}, result.judged};
    default:
      return {0, "0.0\n", std::string(message_of(result.err)) + "\n", {}, result.judged};
  }
}

}  // namespace

std::optional<judge_system> judge_system_named(std::string_view name) {
  if (name == "testlib") return judge_system::testlib;
  if (name == "kattis") return judge_system::kattis;
  if (name == "cms") return judge_system::cms;
  return std::nullopt;
}

tool_result judged_for(judge_system judge, tool_result verify_result) {
  const bool judged = verify_result.judged && *verify_result.judged != verdict::checker_failed;
  if (judge == judge_system::testlib || !judged) return verify_result;
  return judge == judge_system::kattis ? for_kattis(std::move(verify_result))
                                       : for_cms(std::move(verify_result));
}

tool_result validated_for(judge_system judge, tool_result validate_result) {
  if (judge != judge_system::kattis) return validate_result;
  if (validate_result.exit_code == 0)
    validate_result.exit_code = kattis_accepted;
  else if (validate_result.exit_code == 3)
    validate_result.exit_code = kattis_rejected;
  return validate_result;
}

}  // namespace boardsolve
