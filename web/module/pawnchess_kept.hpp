#pragma once
// What the module's pawn chess calls share: the position of a judge's text or a FEN line with
// the rules of the call's options, and the one solver the module keeps between calls, so that
// its table carries over from one position of a game to the next (playState's best move, the
// rest of a line, the analysis a step at a time).

#include <string>
#include <variant>

#include <emscripten/val.h>

#include "boardsolve/pawnchess.hpp"

namespace boardsolve::web {

struct pawnchess_setup {
  pawnchess::position position;
  pawnchess::rules rules;
};

/// The first position of `text` (a judge's text of options.size, default 4x4, or one FEN
/// line) under options.rules ("uva", "chess") and options.stalemate ("draw", "loss"); or the
/// reason there is none, "line:column: message" for a text the library refuses.
std::variant<pawnchess_setup, std::string> pawnchess_setup_of(const std::string& text,
                                                              const emscripten::val& options);

/// The kept solver of this size and rules (256 MiB of table), made afresh when they change.
/// Its searches run until they end unless a step's time is set (pawnchess_analysis.cpp).
/// std::bad_alloc if the module cannot grow by its table.
pawnchess::solver& kept_solver(int rows, int cols, const pawnchess::rules& r);

}  // namespace boardsolve::web
