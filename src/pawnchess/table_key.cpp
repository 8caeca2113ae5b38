#include "table_key.hpp"

#include <bit>

#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>
#endif

namespace boardsolve::pawnchess {

std::optional<algo::table_key> pawn_key_portably(bitboard own, bitboard foe, int max_pawns) {
  const bitboard occupied = own | foe;
  if (std::popcount(occupied) > max_pawns) return std::nullopt;
  std::uint32_t owners = 0;
  int i = 0;
  for (bitboard rest = occupied; rest; rest &= rest - 1, ++i)
    if (own & rest & (0 - rest)) owners |= std::uint32_t{1} << i;
  return algo::table_key{occupied, owners};
}

// A build for BMI2 (-march=native) has pawn_key inline in the header.
#if !defined(__BMI2__)

#if defined(__x86_64__) && defined(__GNUC__)
#define BOARDSOLVE_PEXT_AT_RUN_TIME 1
namespace {

// Compiled for BMI2 and POPCNT whatever the build's target; called only where the processor
// has both.
__attribute__((target("bmi2,popcnt"))) std::optional<algo::table_key> key_with_pext(bitboard own,
                                                                                    bitboard foe,
                                                                                    int max_pawns) {
  const bitboard occupied = own | foe;
  if (std::popcount(occupied) > max_pawns) return std::nullopt;
  return algo::table_key{occupied, static_cast<std::uint32_t>(_pext_u64(own, occupied))};
}

}  // namespace
#endif

std::optional<algo::table_key> pawn_key(bitboard own, bitboard foe, int max_pawns) {
#if defined(BOARDSOLVE_PEXT_AT_RUN_TIME)
  static const bool has_pext = __builtin_cpu_supports("bmi2") && __builtin_cpu_supports("popcnt");
  if (has_pext) return key_with_pext(own, foe, max_pawns);
#endif
  return pawn_key_portably(own, foe, max_pawns);
}

#endif

}  // namespace boardsolve::pawnchess
