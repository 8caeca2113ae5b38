#pragma once
// A kingjump board as JSON (--json; docs/boardsolve.schema.json).

#include "boardsolve/kingjump.hpp"
#include "core/json_document.hpp"

namespace boardsolve::kingjump {

/// The board's size and the king's path, its start first (empty if impossible); when no king
/// can capture every checker, the diagnosis: the obstacle and the squares it names, globally
/// and per lattice. O(N^2 + |p|).
json answer_json(const board& b, std::span<const square> p);

}  // namespace boardsolve::kingjump
