#pragma once
// The best plan whose moves all have one type: the plans a solution finds when it forgets that
// rows and columns of different types may meet.

#include "boardsolve/toggle.hpp"

namespace boardsolve::toggle {

/// The fewest moves of a plan whose moves all have type `type`, or no_solution. Chases each of
/// the 2^m first rows down the board, m the shorter side (at most 20). O(2^m n).
int one_type_optimum(const board& b, move_type type);

}  // namespace boardsolve::toggle
