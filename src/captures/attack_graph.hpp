#pragma once
// The board as a graph of attacks, one byte a square, for the baseline solver: the same
// reduction as the production solver's bit rows (pawn_classes.hpp), written independently.
//
// A capture only ever empties the capturer's square, so a position is a subset of the
// starting pawns and "pawn p captures" is "p leaves, while it attacks a pawn". A pawn that
// attacks nothing at the start attacks nothing ever after: it is *stuck* and can never leave,
// so every pawn that attacks a stuck pawn is *forced* to leave. The remaining pawns that attack
// something are *open*; among them an optimal answer is a minimum vertex cover of the attacks.
//
// Layout: the board padded by one empty square on every side, row-major, so that the four
// diagonal neighbours of a square are fixed offsets and need no bounds checks:
//
//     id(r, c) = (r + 1) * width + (c + 1),  width = cols + 2
//     attacks (up):      id - width - 1, id - width + 1
//     attacked by (down): id + width - 1, id + width + 1

#include <array>
#include <cstdint>
#include <vector>

#include "boardsolve/captures.hpp"

namespace boardsolve::captures {

enum square_flag : std::uint8_t {
  pawn = 1,
  stuck = 2,   ///< a pawn that attacks no pawn
  forced = 4,  ///< a pawn that attacks a stuck pawn
  open = 8,    ///< a pawn neither stuck nor forced that attacks a pawn
};

struct attack_graph {
  int rows = 0;
  int cols = 0;
  int width = 0;
  std::vector<std::uint8_t> flags;  ///< square_flag bits per padded square

  /// Classifies every pawn of `b`. O(R C).
  explicit attack_graph(const board& b);

  int id(int r, int c) const { return (r + 1) * width + (c + 1); }
  int row_of(int id) const { return id / width - 1; }
  int col_of(int id) const { return id % width - 1; }
  bool has(int id, square_flag f) const { return flags[static_cast<std::size_t>(id)] & f; }
  /// The capture that removes the pawn on `id`: it takes the left target when there is one.
  capture capture_by(int id) const;
  /// The attack between two adjacent open pawns, named from the lower (attacking) one.
  capture attack_between(int a, int b) const;

  // The matching_graph interface over the open pawns: four diagonal slots per square.
  // neighbor() needs u inside the board (not on the padding), as every open pawn is.
  int vertex_count() const { return static_cast<int>(flags.size()); }
  int degree(int) const { return 4; }
  int neighbor(int u, int slot) const {
    const int v = u + offsets_[static_cast<std::size_t>(slot)];
    return (flags[static_cast<std::size_t>(v)] & open) ? v : -1;
  }

 private:
  std::array<int, 4> offsets_{};
};

/// Open pawns on even rows: the left side of the bipartite attack graph (attacks join
/// adjacent rows). O(R C).
std::vector<int> open_left_side(const attack_graph& g);

/// Turns a maximum matching and a minimum cover of the open pawns into the answer: forced and
/// covered pawns captured bottom row first, so each still has its target when it moves. O(R C).
solution assemble_solution(const attack_graph& g, const std::vector<int>& mate,
                           const std::vector<std::uint8_t>& cover);

}  // namespace boardsolve::captures
