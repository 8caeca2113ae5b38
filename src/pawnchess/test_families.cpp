// The gen families aimed at wrong solutions, and the tests of a problem package: UVa 10838
// has at most 50 boards of 4 x 4 a file, each after a blank line, 1 to 4 pawns a side, none
// on its far row, and white to move with a legal move.
#include <array>

#include "boardsolve/pawnchess.hpp"
#include "contest_parts.hpp"

namespace boardsolve::pawnchess {
namespace {

constexpr std::array families = {
    test_family{"contest",
                "a wrong game value: not minimax, or not the winner fastest and the loser slowest"},
    test_family{"playout", "mistakes on positions of real play, many pawns blocked face to face"},
    test_family{"start", "a search too slow for the largest position, four pawns a side"},
    test_family{"black-stuck",
                "calling a side lost because it cannot move although it is not its turn (black "
                "blocked, white to move)"},
    test_family{"last-pawn",
                "winning only on the far row: taking black's last pawn leaves black without a "
                "move, white (1)"},
    test_family{"long-game",
                "a search cut at a fixed depth, or a value scale (999 - depth) too short for the "
                "longest games"},
    test_family{"random",
                "positions outside the contest's guarantees: no pawns, no move, any count", false},
    test_family{
        "stuck",
        "white without a legal move, or without pawns: black (0), which the contest never asks",
        false},
    test_family{"one-move",
                "a win in one missed (black may have no pawns, which the contest never asks)",
                false},
    test_family{"decided", "a game won before white moves: white (0) or black (0)", false},
    test_family{"no-pawns",
                "a side without pawns: black (0) when it is white, white (1) when it is black",
                false},
    test_family{"contest-all",
                "any position the contest allows: all 275,836 in one file, where the contest has "
                "at most 50",
                false},
};

// At most 50 boards a file, all 4 x 4.
constexpr std::array secret = {
    secret_test{"contest", "4x4", 1, 4},      secret_test{"contest", "4x4", 50, 4},
    secret_test{"playout", "4x4", 50, 4},     secret_test{"start", "4x4", 1, 4},
    secret_test{"black-stuck", "4x4", 50, 4}, secret_test{"last-pawn", "4x4", 50, 4},
    secret_test{"long-game", "4x4", 50, 4},
};

}  // namespace

std::span<const test_family> test_families() {
  return families;
}

std::span<const secret_test> secret_tests() {
  return secret;
}

}  // namespace boardsolve::pawnchess
