#pragma once
// The original contest's bounds, shared by its input validator and its statement
// (docs/formats.md, "Contest constraints"): T boards of 4 x 4, each a game under way.

namespace boardsolve::pawnchess::contest {

inline constexpr int min_cases = 1;
/// Every position the contest allows, once each (`gen pawnchess --kind contest-all`).
inline constexpr int max_cases = 275'836;
inline constexpr int side = 4;
inline constexpr int min_pawns = 1;  ///< of each side
inline constexpr int max_pawns = 4;  ///< of each side

}  // namespace boardsolve::pawnchess::contest
