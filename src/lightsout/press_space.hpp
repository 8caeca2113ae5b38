#pragma once
// The solution space of a board: the press sets that turn every light off are an affine
// space (presses commute, a press is its own inverse), a particular set plus the kernel of
// the press matrix. Two ways to find it:
//   light chasing (chase.cpp): stencils that chase(); unknowns are the presses of row 0 (and
//     of row R-1 on the torus), k = C or 2 C of them; every other row is forced.
//   elimination (eliminate.cpp): any stencil; unknowns are all R C cells.
// Either way a vector of unknowns becomes a full press set with expand().

#include "algo/gf2_dense.hpp"
#include "boardsolve/core/search_stopped.hpp"
#include "boardsolve/core/stop_token.hpp"
#include "boardsolve/lightsout.hpp"

namespace boardsolve::lightsout::detail {

/// Throws search_stopped once the caller has requested the stop. O(1), a relaxed load.
inline void stop_if_requested(stop_token stop) {
  if (stop.stop_requested()) throw search_stopped(false);
}

struct press_space {
  bool chased = false;                 ///< unknowns are the chase's rows, not all cells
  bool consistent = false;             ///< some press set turns every light off
  algo::gf2_bits particular;           ///< one such set, in unknowns (when consistent)
  std::vector<algo::gf2_bits> kernel;  ///< a basis of the sets that toggle nothing
};

/// The chase's unknowns: C on the plane, 2 C on the torus.
int chase_unknowns(const board& b);
/// Chases from the presses `x` of the unknown rows (bits 0 .. C-1: row 0; C .. 2C-1: row
/// R-1 on the torus) over b's lights, or over a dark board if !with_lights, recording every
/// row's presses in `record` if given. Returns the chase's k residual bits: all zero exactly
/// when the presses turn every light off. O(R C / 64). Precondition: chases(b.shape).
algo::gf2_bits chase(const board& b, bool with_lights, const algo::gf2_bits& x, bit_grid* record);
/// True for the plane and stencils whose row below is the cell below alone and whose own row
/// holds both neighbours (plus, cross): the system's columns follow from one chase.
bool one_chase_suffices(const board& b);
/// The space by chasing: k + 1 chases (with one_chase: 2 where one_chase_suffices, 3 on the
/// torus, then O(C^2 / 64) for the rest of the system), then a k x k system.
/// O(k R C / 64 + k^3 / 64). Throws search_stopped once `stop` is requested, looked at
/// between chases and between the elimination's pivots.
press_space chase_space(const board& b, bool one_chase = true, stop_token stop = {});
/// The space by elimination over all R C cells. O((R C)^3 / 64). Stops as chase_space does.
press_space eliminate_space(const board& b, stop_token stop = {});
/// The full press set of the unknowns `x`: for a kernel vector with_lights is false. O(R C / 64).
bit_grid expand(const board& b, const press_space& space, const algo::gf2_bits& x,
                bool with_lights);

}  // namespace boardsolve::lightsout::detail
