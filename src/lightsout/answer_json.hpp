#pragma once
// A lightsout case as JSON (--json; docs/boardsolve.schema.json).

#include "boardsolve/lightsout.hpp"
#include "core/json_document.hpp"

namespace boardsolve::lightsout {

/// The board and its rules, the fewest presses (-1 if no set turns every light off), whether
/// they are proven the fewest, the nullity, and the presses or the certificate's cells as
/// squares. O(R C).
json answer_json(const board& b, const solution& s);

}  // namespace boardsolve::lightsout
