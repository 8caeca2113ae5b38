#pragma once
// Boards built to expose the mistakes of wrong solutions: deep recursion, greedy capture
// orders, a plain vertex cover that ignores pawns that cannot capture
// (docs/testing-solutions.md).

#include "boardsolve/captures.hpp"

namespace boardsolve::captures {

/// On each square colour, one induced path of pawns snaking through the board (every pawn
/// attacks or is attacked by its neighbours on the path only): about rows x cols / 4 pawns a
/// path, so a recursive walk along it is as deep as a quarter of the board. O(R C).
board snake_board(int rows, int cols, rng& random);

/// Copies of small gadgets, each in a 4 x 5 box with an empty row and column around it (with
/// probability `density` per box), on which capturing first with the pawn of most attacks
/// (made and suffered) takes one capture more than the optimum, whatever the ties. O(R C).
board greedy_trap_board(int rows, int cols, double density, rng& random);

/// Fans: rows of k pawns that attack nothing (k from 1 to 3), under them k + 1 pawns each
/// attacking one or two of them; every capturer is forced, k + 1 captures, where a plain
/// minimum vertex cover takes the k pawns that cannot capture. Each fan with probability
/// `density`. O(R C).
board fan_board(int rows, int cols, double density, rng& random);

}  // namespace boardsolve::captures
