#include "bit_matching.hpp"

#include <vector>

#include "algo/hopcroft_karp.hpp"
#include "algo/konig_cover.hpp"
#include "algo/pruned_augmentation.hpp"

namespace boardsolve::captures {
namespace {

// Left vertices (even rows) of `vertices`, in index order; with `free_only`, the unmatched ones.
std::vector<int> left_vertices(const bit_rows& vertices, const attack_bits_matching& matching,
                               bool free_only) {
  std::vector<int> left;
  for (int r = 0; r < vertices.rows(); r += 2)
    vertices.for_each_in_row(r, [&](int v) {
      if (!free_only || matching.mate(v) == algo::unmatched) left.push_back(v);
    });
  return left;
}

// The cover (left unmarked) + (right marked), in place of the vertices.
void keep_cover(bit_rows& vertices, const bit_rows& marked) {
  for (int r = 0; r < vertices.rows(); ++r) {
    word* v = vertices.row(r);
    const word* z = marked.row(r);
    const word flip = (r % 2 == 0) ? ~word{0} : 0;
    for (int i = 0; i < vertices.row_words(); ++i) v[i] &= z[i] ^ flip;
  }
}

// The guarantee: Hopcroft-Karp from the matching reached, then König's search, over arrays
// indexed by square.
void finish_with_hopcroft_karp(bit_rows& vertices, attack_bits_matching& matching) {
  const diagonal_graph g(vertices);
  const std::vector<int> left = left_vertices(vertices, matching, false);
  std::vector<int> mate(static_cast<std::size_t>(g.vertex_count()), algo::unmatched);
  for (const int u : left)
    if (const int v = matching.mate(u); v != algo::unmatched) {
      mate[static_cast<std::size_t>(u)] = v;
      mate[static_cast<std::size_t>(v)] = u;
    }
  algo::hopcroft_karp(g, left, mate);
  for (const int u : left)
    if (const int v = mate[static_cast<std::size_t>(u)]; v != algo::unmatched) matching.match(u, v);
  const std::vector<std::uint8_t> in_cover = algo::konig_cover(g, left, mate);
  for (int r = 0; r < vertices.rows(); ++r)
    vertices.for_each_in_row(r, [&](int v) {
      if (!in_cover[static_cast<std::size_t>(v)]) vertices.reset(v);
    });
}

}  // namespace

void complete_and_cover(bit_rows& vertices, bit_rows& left_attacks, bit_rows& right_attacks,
                        std::uint64_t work_budget) {
  attack_bits_matching matching(left_attacks, right_attacks);
  const diagonal_graph g(vertices);
  const std::vector<int> roots = left_vertices(vertices, matching, true);
  bit_rows marked(vertices.rows(), vertices.cols());
  if (algo::pruned_augmentation(g, roots, matching, marked, work_budget)) {
    keep_cover(vertices, marked);  // the marks are König's set Z
  } else {
    finish_with_hopcroft_karp(vertices, matching);
  }
}

}  // namespace boardsolve::captures
