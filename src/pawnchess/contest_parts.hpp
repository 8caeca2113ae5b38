#pragma once
// The parts of pawnchess::problem() (contest_statement.cpp) that live in files of their own.

#include <optional>
#include <span>
#include <string_view>

#include "boardsolve/pawnchess.hpp"

namespace boardsolve::pawnchess {

/// The original contest's input validator (problem()'s check_contest_input). O(|text|).
std::optional<parse_error> check_contest_input(std::string_view text);
/// The gen families aimed at the mistakes of wrong solutions, and the tests of a package.
std::span<const test_family> test_families();
std::span<const secret_test> secret_tests();

}  // namespace boardsolve::pawnchess
