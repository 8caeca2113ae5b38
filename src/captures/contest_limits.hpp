#pragma once
// The original contest's bounds, shared by its input validator and its statement
// (docs/formats.md, "Contest constraints"): T square boards of side N.

namespace boardsolve::captures::contest {

inline constexpr int min_cases = 1;
inline constexpr int max_cases = 10;
inline constexpr int min_side = 1;
inline constexpr int max_side = 100;

}  // namespace boardsolve::captures::contest
