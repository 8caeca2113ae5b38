// The gen families aimed at wrong solutions, and the tests of a problem package: SRM 581
// gives one board a test, 1 <= n, m <= 13.
#include <array>

#include "boardsolve/toggle.hpp"
#include "contest_parts.hpp"

namespace boardsolve::toggle {
namespace {

constexpr std::array families = {
    test_family{"random",
                "a wrong minimum on ordinary boards, such as first-row moves chosen greedily"},
    test_family{"black", "an answer other than 0 for a board that is already black"},
    test_family{"row",
                "1 x m boards: moves whose missing neighbours are not skipped, or rows and columns "
                "swapped"},
    test_family{"column",
                "n x 1 boards: moves whose missing neighbours are not skipped, or rows and columns "
                "swapped"},
    test_family{"unsolvable",
                "never answering -1: boards that no plan turns black (4 x 4, 5 x 5, 9 x 9, 11 x "
                "11, 5 x 13, ...)"},
    test_family{"hard",
                "a search without a good bound: every first row leads to a plan of one type"},
    test_family{"mixed",
                "trying only plans of one type (all hollow or all solid): only plans with both "
                "types are optimal"},
};

// One board a test (T = 1), sides up to 13.
constexpr std::array secret = {
    secret_test{"random", "1", 1, 1},         secret_test{"random", "2x13", 1, 13},
    secret_test{"random", "13", 1, 13},       secret_test{"black", "13", 1, 13},
    secret_test{"row", "13", 1, 13},          secret_test{"column", "13", 1, 13},
    secret_test{"unsolvable", "4", 1, 4},     secret_test{"unsolvable", "11", 1, 11},
    secret_test{"unsolvable", "5x13", 1, 13}, secret_test{"hard", "12x13", 1, 13},
    secret_test{"hard", "13", 1, 13},         secret_test{"mixed", "5", 1, 5},
    secret_test{"mixed", "9x13", 1, 13},      secret_test{"mixed", "13", 1, 13},
};

}  // namespace

std::span<const test_family> test_families() {
  return families;
}

std::span<const secret_test> secret_tests() {
  return secret;
}

}  // namespace boardsolve::toggle
