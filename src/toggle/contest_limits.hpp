#pragma once
// The original contest's bounds, shared by its input validator and its statement
// (docs/formats.md, "Contest constraints"): T boards of n rows and m columns.

namespace boardsolve::toggle::contest {

inline constexpr int min_cases = 1;
inline constexpr int max_cases = 200;
inline constexpr int min_side = 1;
inline constexpr int max_side = 13;  ///< of n and of m

}  // namespace boardsolve::toggle::contest
