#pragma once
// The conventions of the judge systems a checker or validator plugs into (docs/formats.md,
// "Judge systems"): testlib's exit codes, the Kattis problem package format's output and input
// validators, and CMS's standard manager output. The puzzles answer in testlib's convention;
// these functions translate.

#include <optional>
#include <string_view>

#include "boardsolve/tool.hpp"

namespace boardsolve {

enum class judge_system { testlib, kattis, cms };

/// "testlib", "kattis" or "cms"; nullopt for any other name.
std::optional<judge_system> judge_system_named(std::string_view name);

/// Exit codes of a Kattis validator: the input or answer is accepted, or it is not.
inline constexpr int kattis_accepted = 42;
inline constexpr int kattis_rejected = 43;

/// The message file a Kattis output validator writes into its feedback folder.
inline constexpr std::string_view kattis_judge_message = "judgemessage.txt";

/// verify's result as `judge` wants it. testlib: as it is. kattis: exit 42 or 43, the verdict
/// lines (or the reason the answer is unreadable, which Kattis counts as a wrong answer) in the
/// file judgemessage.txt, nothing on stdout. cms: "1.0" or "0.0" on stdout, one line of
/// message on stderr ("translate:success" when accepted), exit 0. A run that judged nothing (a
/// usage error, a bad instance or jury answer) keeps its message and its exit code, 2 or 3,
/// which every one of these systems reports as an error of the judge, not of the contestant.
tool_result judged_for(judge_system judge, tool_result verify_result);

/// validate's result as `judge` wants it: testlib as it is (0, or 3 and the message); kattis
/// 42, or 43 and the message on stderr. Usage errors keep exit code 2.
tool_result validated_for(judge_system judge, tool_result validate_result);

}  // namespace boardsolve
