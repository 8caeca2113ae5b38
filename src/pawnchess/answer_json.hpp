#pragma once
// A pawnchess position as JSON (--json; docs/boardsolve.schema.json).

#include "boardsolve/pawnchess.hpp"
#include "core/json_document.hpp"

namespace boardsolve::pawnchess {

/// The board's size, the side to move, the winner with perfect play and the plies it takes
/// (or "draw": true). Under chess rules also the rules, the stalemate convention and any
/// en passant square.
json answer_json(const position& p, game_value v, rules r = {});

/// answer_json, plus every legal move with the outcome if it is played (best first) and the
/// principal line, each move with its squares and its name ("b2xc3"); with `picture_budget`,
/// "svg": the line's pictures (svg_json.hpp), which spend it. Searches every move.
json analysis_json(solver& s, const position& p, long long* picture_budget = nullptr);

/// What `s` knows of `p` without a search (known_analysis_of, show --known --json): the
/// position's fields, "known" (its bounds in words), "lo" and "hi" (the worst and best outcome
/// for the side to move, or null), the outcome's fields where they meet; each legal move so;
/// and "known_line", the principal line as far as it is proven.
json known_json(solver& s, const position& p);

}  // namespace boardsolve::pawnchess
