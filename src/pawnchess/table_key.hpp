#pragma once
// The exact key under which the searches store a position: the occupied squares (64 bits) and,
// for each occupied square in square order, whether the side to move owns it (up to 32 bits).

#include <bit>
#include <cstdint>
#include <optional>

#include "algo/transposition_table.hpp"
#include "geometry.hpp"

#if defined(__BMI2__)
#include <immintrin.h>
#endif

namespace boardsolve::pawnchess {

/// Returns the key of the position with pawns `own` (the side to move's) and `foe`, or nullopt
/// if more than `max_pawns` (<= 32) pawns stand on the board. The owner bits come from one
/// pext instruction on processors with BMI2 (chosen when the program starts, so one x86-64
/// executable serves all) and from a loop over the pawns elsewhere; both give the same key.
/// O(1) with BMI2, O(pawns) without.
/// The same key computed with a loop over the pawns, on any processor (tests compare it
/// with pawn_key). O(pawns).
std::optional<algo::table_key> pawn_key_portably(bitboard own, bitboard foe, int max_pawns);

#if defined(__BMI2__)
inline std::optional<algo::table_key> pawn_key(bitboard own, bitboard foe, int max_pawns) {
  const bitboard occupied = own | foe;
  if (std::popcount(occupied) > max_pawns) return std::nullopt;
  return algo::table_key{occupied, static_cast<std::uint32_t>(_pext_u64(own, occupied))};
}
#else
std::optional<algo::table_key> pawn_key(bitboard own, bitboard foe, int max_pawns);
#endif

}  // namespace boardsolve::pawnchess
