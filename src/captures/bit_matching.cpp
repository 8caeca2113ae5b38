#include "bit_matching.hpp"

#include <vector>

#include "algo/hopcroft_karp.hpp"
#include "algo/konig_cover.hpp"
#include "algo/pruned_augmentation.hpp"

namespace boardsolve::captures {
namespace {

// The left vertices (even rows) of the colour, in index order; with `free_only`, those that no
// attack bit matches: not their own two bits, nor the bits of the two squares below that
// would attack them.
std::vector<int> left_vertices(const bit_rows& vertices, int colour, const bit_rows& left,
                               const bit_rows& right, bool free_only) {
  std::vector<int> found;
  const int n = vertices.row_words();
  for (int r = 0; r < vertices.rows(); r += 2) {
    const word* v = vertices.row(r);
    const word* l = left.row(r);
    const word* rt = right.row(r);
    const word* l_below = left.row(r + 1);
    const word* r_below = right.row(r + 1);
    const word mask = colour_mask(r, colour);
    const int base = (r + 1) * vertices.stride();
    for (int i = 0; i < n; ++i) {
      word bits = v[i] & mask;
      if (free_only) bits &= ~(l[i] | rt[i] | from_left(r_below, i) | from_right(l_below, i));
      for (; bits; bits &= bits - 1) found.push_back(base + 64 * i + std::countr_zero(bits));
    }
  }
  return found;
}

// The guarantee: Hopcroft-Karp from the matching reached, then König's search, over arrays
// indexed by square.
void finish_with_hopcroft_karp(const bit_rows& vertices, int colour, attack_bits_matching& matching,
                               const std::vector<int>& left, bit_rows& cover, stop_token stop) {
  const diagonal_graph g(vertices);
  std::vector<int> mate(static_cast<std::size_t>(g.vertex_count()), algo::unmatched);
  for (const int u : left)
    if (const int v = matching.mate(u); v != algo::unmatched) {
      mate[static_cast<std::size_t>(u)] = v;
      mate[static_cast<std::size_t>(v)] = u;
    }
  if (stop.stop_requested()) throw search_stopped(false);  // between the arrays' set-ups
  algo::hopcroft_karp(g, left, mate, stop);
  if (stop.stop_requested()) throw search_stopped(false);  // before König's search
  for (const int u : left)
    if (const int v = mate[static_cast<std::size_t>(u)]; v != algo::unmatched) matching.match(u, v);
  const std::vector<std::uint8_t> in_cover = algo::konig_cover(g, left, mate);
  for (int r = 0; r < vertices.rows(); ++r)
    vertices.for_each_in_row(r, [&](int v) {
      if ((r + vertices.col_of(v)) % 2 == colour) {
        if (in_cover[static_cast<std::size_t>(v)]) {
          cover.set(v);
        } else {
          cover.reset(v);
        }
      }
    });
}

}  // namespace

void complete_and_cover(const bit_rows& vertices, int colour, bit_rows& left_attacks,
                        bit_rows& right_attacks, bit_rows& cover, std::uint64_t work_budget,
                        stop_token stop) {
  attack_bits_matching matching(left_attacks, right_attacks);
  const diagonal_graph g(vertices);
  const std::vector<int> roots = left_vertices(vertices, colour, left_attacks, right_attacks, true);
  bit_rows& marks = cover;
  bit_span mark_bits(marks.first_word());
  if (!algo::pruned_augmentation(g, roots, matching, mark_bits, work_budget, stop)) {
    finish_with_hopcroft_karp(vertices, colour, matching,
                              left_vertices(vertices, colour, left_attacks, right_attacks, false),
                              cover, stop);
    return;
  }
  // The marks are König's set Z: the cover is (left unmarked) + (right marked).
  for (int r = 0; r < vertices.rows(); ++r) {
    const word* v = vertices.row(r);
    word* z = marks.row(r);
    const word mask = colour_mask(r, colour);
    const word flip = r % 2 == 0 ? ~word{0} : 0;
    for (int i = 0; i < vertices.row_words(); ++i) {
      const word mine = v[i] & mask;
      z[i] = (z[i] & ~mine) | (mine & (z[i] ^ flip));
    }
  }
}

}  // namespace boardsolve::captures
