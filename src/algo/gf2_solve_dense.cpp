// The choice of eliminator behind gf2_m4ri.hpp's solve_dense: M4RI for large systems in a
// build with BOARDSOLVE_USE_M4RI (which defines BOARDSOLVE_HAVE_M4RI for this file), else ours.
#include "algo/gf2_m4ri.hpp"

namespace boardsolve::algo {

gf2_dense_system::space solve_dense(gf2_dense_system& system, stop_token stop) {
#if BOARDSOLVE_HAVE_M4RI
  if (system.unknowns() >= m4ri_min_unknowns) {
    if (stop.stop_requested()) throw search_stopped(false);
    auto space = solve_m4ri(system);
    if (stop.stop_requested()) throw search_stopped(false);
    return space;
  }
#endif
  return system.solve(stop);
}

}  // namespace boardsolve::algo
