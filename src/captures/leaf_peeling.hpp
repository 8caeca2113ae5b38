#pragma once
// Settling the forest-like part of the attack graph a whole word of squares at a time, by the
// leaf rule of vertex cover: when a vertex v has exactly one neighbour u, some minimum cover
// holds u and not v, and some maximum matching holds the edge v - u. So u joins the cover,
// v - u joins the matching, and both leave the graph. The rule is applied to all leaves at
// once ("a round"); where two leaves are each other's only neighbour, the lower one is covered.
// Correctness, and why the cover and matching stay optimal when the rest of the graph is
// solved on its own: docs/algorithms/captures.md, "Leaf peeling".
//
// A matched attack is marked on its lower (attacking) pawn: bit (r, c) of `left_attacks` for
// the attack of (r, c) on (r - 1, c - 1), of `right_attacks` for the one on (r - 1, c + 1).

#include "bit_rows.hpp"

namespace boardsolve::captures {

struct peeled_part {
  bit_rows& cover;          ///< gains the covered vertices
  bit_rows& left_attacks;   ///< gains matched attacks up and to the left
  bit_rows& right_attacks;  ///< gains matched attacks up and to the right
};

/// Runs `rounds` rounds of the leaf rule on the attack graph among `vertices`, removing the
/// leaves and their neighbours from `vertices` and recording them in `out`. Every recorded
/// cover vertex is matched to one recorded leaf. O(rounds R C / 64), in one pass over the rows.
void peel_leaves(bit_rows& vertices, const peeled_part& out, int rounds);

/// Removes the vertices that have no neighbour in `vertices`. O(R C / 64).
void drop_isolated(bit_rows& vertices);

}  // namespace boardsolve::captures
