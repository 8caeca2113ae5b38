#pragma once
// A toggle case as JSON (--json; docs/boardsolve.schema.json).

#include "boardsolve/core/grid.hpp"
#include "boardsolve/toggle.hpp"
#include "core/json_document.hpp"

namespace boardsolve::toggle {

/// The board's size, the fewest moves (-1 if none makes it all black) and one optimal plan,
/// each move with its square and type (1 or 2); when -1, the parity_reason's two sets and its
/// words. O(moves), or O(RC m) when -1.
json answer_json(const board& b, const solution& s);

}  // namespace boardsolve::toggle
