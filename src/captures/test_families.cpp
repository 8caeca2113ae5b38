// The gen families aimed at wrong solutions, and the tests of a problem package: the contest
// allows T <= 10 square boards of side N <= 100 (contest_limits.hpp).
#include <array>

#include "boardsolve/captures.hpp"
#include "contest_parts.hpp"

namespace boardsolve::captures {
namespace {

constexpr std::array families = {
    test_family{
        "random",
        "a heuristic instead of a minimum vertex cover: too many captures on ordinary boards"},
    test_family{"full",
                "arrays or output buffers too small for the longest answer (a pawn on every "
                "square, N^2 / 2 captures)"},
    test_family{"chains",
                "captures printed in an illegal order: a capturer already taken, or a target that "
                "has moved on"},
    test_family{"hard",
                "a maximal matching instead of a maximum one, or augmenting paths found too slowly "
                "(nearly full boards)"},
    test_family{"empty", "an answer that is not a lone 0 when no pawn attacks another"},
    test_family{"deep",
                "recursion as deep as the board: a recursive walk along a path of N^2 / 4 pawns "
                "overflows the stack"},
    test_family{"greedy-trap",
                "capturing greedily with the pawn of most attacks, which takes one capture more on "
                "each gadget"},
    test_family{"fans",
                "a plain minimum vertex cover that removes pawns which attack nothing, though such "
                "a pawn cannot capture"},
    test_family{
        "edges",
        "a flattened index that wraps from the first column to the last column of the row above"},
    test_family{"row",
                "a reader that expects a square board, not boardsolve's R C size line (1 x N)",
                false},
    test_family{"column",
                "a reader that expects a square board, not boardsolve's R C size line (N x 1)",
                false},
};

// Each family at a small side and at the largest, T = 10 boards a file: the contest's limit.
constexpr std::array secret = {
    secret_test{"random", "1", 10, 1},      secret_test{"random", "7", 10, 7},
    secret_test{"random", "50", 10, 50},    secret_test{"random", "100", 10, 100},
    secret_test{"full", "2", 10, 2},        secret_test{"full", "100", 10, 100},
    secret_test{"chains", "33", 10, 33},    secret_test{"chains", "100", 10, 100},
    secret_test{"hard", "20", 10, 20},      secret_test{"hard", "100", 10, 100},
    secret_test{"empty", "1", 10, 1},       secret_test{"empty", "100", 10, 100},
    secret_test{"deep", "24", 10, 24},      secret_test{"deep", "100", 10, 100},
    secret_test{"greedy-trap", "5", 10, 5}, secret_test{"greedy-trap", "100", 10, 100},
    secret_test{"fans", "3", 10, 3},        secret_test{"fans", "100", 10, 100},
    secret_test{"edges", "3", 10, 3},       secret_test{"edges", "100", 10, 100},
};

}  // namespace

std::span<const test_family> test_families() {
  return families;
}

std::span<const secret_test> secret_tests() {
  return secret;
}

}  // namespace boardsolve::captures
