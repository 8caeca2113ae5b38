#pragma once
// The chess-rules solver of the tests that compare its engines: one engine, one convention, a
// memory bound.

#include <cstdint>

#include "boardsolve/pawnchess.hpp"
#include "boardsolve/pawnchess_search.hpp"

namespace boardsolve::pawnchess {

inline solver make_chess_solver(int rows, int cols, stalemate_rule s,
                                solver_options::engine_choice e, std::uint64_t memory) {
  solver_options options;
  options.memory = memory;
  options.play_rules = chess_rules(s);
  options.chess_engine = e;
  return solver(rows, cols, options);
}

}  // namespace boardsolve::pawnchess
