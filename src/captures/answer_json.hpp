#pragma once
// A captures case as JSON (--json; docs/boardsolve.schema.json).

#include "boardsolve/captures.hpp"
#include "core/json_document.hpp"

namespace boardsolve::captures {

/// The board's size, the captures in order and the certificate of optimality: the forced pawns
/// and the matching of disjoint attacks among the others. O(R C + M).
json answer_json(const board& b, const solution& s);

}  // namespace boardsolve::captures
