// The gen families aimed at wrong solutions, and the tests of a problem package: winchk has
// one N x N board a file, 4 <= N <= 500, at least one king and one opposing checker.
#include <array>

#include "boardsolve/kingjump.hpp"
#include "contest_parts.hpp"

namespace boardsolve::kingjump {
namespace {

constexpr std::array families = {
    test_family{"trail",
                "'impossible' where a king clears the board: walks that never land twice on a "
                "square, or stop at a dead end"},
    test_family{"near",
                "deciding from the checkers' count or degrees alone: one checker more or less, and "
                "no trail takes them all"},
    test_family{"blocked",
                "a landing square held by another king, or a jump off the board, treated as free"},
    test_family{"kings",
                "a trail tried from every king in turn, O(K N^2): tens of thousands of kings"},
    test_family{
        "random",
        "a solution right only on solvable boards: random boards are nearly all 'impossible'"},
    test_family{"full",
                "recursion as deep as the board: a recursive Euler trail of N^2 / 4 jumps "
                "overflows the stack"},
    test_family{
        "crossed",
        "kings that ignore each other: each stands on a square where the other's trail must land"},
    test_family{"decoys",
                "ruling a board out when two kings touch checkers without comparing their "
                "lattices, or trying the first king only"},
    test_family{"empty",
                "a board without a checker (the contest guarantees one): the answer is the first "
                "king alone",
                false},
};

// One board a file (T = 1); N up to 500, and 498 = 4k + 2 for full's other shape.
constexpr std::array secret = {
    secret_test{"trail", "8", 1, 8},       secret_test{"trail", "100", 1, 100},
    secret_test{"trail", "500", 1, 500},   secret_test{"near", "50", 1, 50},
    secret_test{"near", "500", 1, 500},    secret_test{"blocked", "50", 1, 50},
    secret_test{"blocked", "500", 1, 500}, secret_test{"kings", "500", 1, 500},
    secret_test{"random", "50", 1, 50},    secret_test{"random", "500", 1, 500},
    secret_test{"full", "4", 1, 4},        secret_test{"full", "498", 1, 498},
    secret_test{"full", "500", 1, 500},    secret_test{"crossed", "20", 1, 20},
    secret_test{"crossed", "500", 1, 500}, secret_test{"decoys", "20", 1, 20},
    secret_test{"decoys", "500", 1, 500},
};

}  // namespace

std::span<const test_family> test_families() {
  return families;
}

std::span<const secret_test> secret_tests() {
  return secret;
}

}  // namespace boardsolve::kingjump
