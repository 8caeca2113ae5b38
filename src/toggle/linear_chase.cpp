// The chase as an affine map of the first row, its linear system, and view (b) on its own.
#include "linear_chase.hpp"

#include <array>
#include <bit>
#include <cassert>

namespace boardsolve::toggle {

std::optional<algo::gf2_affine_space> first_rows_that_solve(const mask_board& b,
                                                            row_mask solid_columns) {
  // Chase the cols + 1 columns of the affine map at once: entry k < cols follows first-row
  // bit k alone on a black board, entry cols the board with no first-row moves.
  const auto n = static_cast<std::size_t>(b.cols);
  std::array<row_mask, max_short_side + 1> pending{}, current{};
  for (std::size_t k = 0; k < n; ++k) pending[k] = row_mask{1} << k;
  current[n] = b.white[0];
  for (std::size_t r = 0; r < static_cast<std::size_t>(b.rows); ++r)
    for (std::size_t k = 0; k <= n; ++k) {
      const row_mask u = pending[k];
      pending[k] = current[k] ^ (((u << 1) ^ (u >> 1)) & b.full) ^ (u & solid_columns);
      current[k] = (k == n ? b.white[r + 1] : 0) ^ u;
    }
  // What is left white in the last row must vanish: one equation per column j.
  std::vector<algo::gf2_row> equations(n, 0);
  for (std::size_t j = 0; j < n; ++j)
    for (std::size_t k = 0; k <= n; ++k)
      equations[j] |= static_cast<algo::gf2_row>(pending[k] >> j & 1) << k;
  return algo::solve_gf2(std::move(equations), b.cols);
}

void search_one_type(const mask_board& b, std::span<const int> bound, bool solid,
                     const algo::gf2_affine_space& space, std::uint64_t begin, std::uint64_t end,
                     incumbent& best) {
  algo::gf2_row x = begin < end ? space.at(begin) : 0;
  for (std::uint64_t index = begin; index < end; ++index) {
    if (index != begin) x ^= space.kernel[static_cast<std::size_t>(std::countr_zero(index))];
    const origin o = one_type_origin(solid, index);
    if (!best.beaten_by(bound[0], o)) return;  // nor by any later index: origins grow
    const auto first = static_cast<row_mask>(x);
    chase at = chase::start(b, first);
    int moves = 0;
    bool cut = false;
    for (; !at.done(b); at.step(b, solid)) {
      moves += count(at.pending);
      if (!best.beaten_by(moves + bound[static_cast<std::size_t>(at.row) + 2], o)) {
        cut = true;
        break;
      }
    }
    if (cut) continue;
    assert(at.pending == 0);
    best.offer(moves, o, plan_seed{first, solid, b.rows, 0});
  }
}

bool always_solvable(int rows, int cols) {
  const mask_board black(board(rows, cols, 0));
  for (const row_mask solid_columns : {row_mask{0}, black.full})
    if (first_rows_that_solve(black, solid_columns)->kernel.empty()) return true;
  return false;
}

int solve_column_types(const board& b) {
  const mask_board mb(b);
  int best = no_solution;
  for (row_mask solid_columns = 0; solid_columns <= mb.full; ++solid_columns) {
    const auto space = first_rows_that_solve(mb, solid_columns);
    if (!space) continue;
    const row_mask hollow_columns = mb.full & ~solid_columns;
    for (std::uint64_t index = 0; index < space->size(); ++index) {
      chase at = chase::start(mb, static_cast<row_mask>(space->at(index)));
      int moves = 0;
      bool mixed = false;
      while (!at.done(mb) && !mixed) {
        const row_mask u = at.pending;
        const bool solid = (u & hollow_columns) == 0;
        mixed = !solid && (u & solid_columns) != 0;  // the row's moves would mix types
        moves += count(u);
        at.step(mb, solid);
      }
      if (mixed) continue;
      assert(at.pending == 0);
      if (best == no_solution || moves < best) best = moves;
    }
  }
  return best;
}

}  // namespace boardsolve::toggle
