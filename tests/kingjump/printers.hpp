#pragma once
// How GoogleTest prints kingjump values in failure messages: squares 1-based, as the judge's
// format writes them.

#include <ostream>

#include "boardsolve/kingjump.hpp"

namespace boardsolve::kingjump {

inline void PrintTo(const square& s, std::ostream* out) {
  *out << '(' << s.row + 1 << ',' << s.col + 1 << ')';
}

}  // namespace boardsolve::kingjump
