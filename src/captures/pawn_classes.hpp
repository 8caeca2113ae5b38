#pragma once
// The pawns of a board sorted by what they can ever do, as bit rows (bit_rows.hpp).
//
// A capture only ever empties the capturer's square, so a position is a subset of the starting
// pawns and "pawn p captures" is "p leaves, while it attacks a pawn". A pawn that attacks
// nothing at the start attacks nothing ever after: it is *stuck* and never leaves, so every
// pawn that attacks a stuck pawn is *forced* to leave. The other pawns that attack something are
// *open*; among them an optimal answer is a minimum vertex cover of the attacks
// (docs/algorithms/captures.md).

#include "bit_rows.hpp"
#include "boardsolve/captures.hpp"

namespace boardsolve::captures {

struct pawn_classes {
  bit_rows pawns;
  bit_rows forced;  ///< attack a stuck pawn
  bit_rows open;    ///< attack a pawn, and no stuck one

  /// Classifies every pawn of `b` with whole-word operations. O(R C / 64) after reading the
  /// board's bytes once.
  explicit pawn_classes(const board& b);
};

/// The pawns of `b` as bit rows. O(R C), 16 squares an instruction where SSE2 is available.
bit_rows pawn_bits(const board& b);

}  // namespace boardsolve::captures
