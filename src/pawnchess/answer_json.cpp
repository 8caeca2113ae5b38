#include "answer_json.hpp"

namespace boardsolve::pawnchess {
namespace {

std::string_view side_name(side s) {
  return s == side::white ? "white" : "black";
}

// The rows as format_instances writes them, after its lines "1", "" and "black to move".
json board_json(const position& p) {
  const bool side_line = p.to_move == side::black || p.en_passant != no_square;
  return text_rows(format_instances({&p, 1}), side_line ? 3 : 2);
}

// The outcome's fields: "winner" and "plies", or "draw": true.
void add_outcome(json& object, outcome o) {
  if (o.draw) {
    object["draw"] = true;
    return;
  }
  object["winner"] = side_name(o.winner);
  object["plies"] = o.plies;
  object["winner_moves"] = winner_moves(o.plies);
}

json move_json(const position& p, move m) {
  return json{{"move", move_name(p, m)},
              {"notation", move_notation(p, m)},
              {"from", square_json(m.from / 8, m.from % 8)},
              {"to", square_json(m.to / 8, m.to % 8)}};
}

}  // namespace

json answer_json(const position& p, game_value v, rules r) {
  json answer{{"rows", p.rows},
              {"cols", p.cols},
              {"board", board_json(p)},
              {"to_move", side_name(p.to_move)},
              {"fen", fen(p)}};
  if (r.chess()) {
    answer["rules"] = "chess";
    answer["stalemate"] = r.stalemate == stalemate_rule::draw ? "draw" : "loss";
    if (p.en_passant != no_square) answer["en_passant"] = square_name(p.rows, p.en_passant);
  }
  add_outcome(answer, outcome_of(p.to_move, v));
  return answer;
}

json analysis_json(solver& s, const position& p) {
  json analysis = answer_json(p, s.value(p), s.play_rules());
  json moves = json::array();
  for (const scored_move& m : scored_moves(s, p)) {
    const outcome o = outcome_of(p.to_move, m.value);
    json entry = move_json(p, m.played);
    const position after = play(p, m.played);
    entry["board"] = board_json(after);
    if (after.en_passant != no_square) entry["en_passant"] = square_name(p.rows, after.en_passant);
    add_outcome(entry, o);
    moves.push_back(std::move(entry));
  }
  json line = json::array();
  position at = p;
  for (const move m : principal_line(s, p)) {
    line.push_back(move_json(at, m));
    at = play(at, m);
  }
  analysis["moves"] = std::move(moves);
  analysis["principal_line"] = std::move(line);
  return analysis;
}

}  // namespace boardsolve::pawnchess
