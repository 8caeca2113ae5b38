#pragma once
// The original contest's bounds, shared by its input validator and its statement
// (docs/formats.md, "Contest constraints"): one board of side N.

namespace boardsolve::kingjump::contest {

inline constexpr int min_side = 4;
inline constexpr int max_side = 500;

}  // namespace boardsolve::kingjump::contest
