#include "answer_json.hpp"

#include "boardsolve/pawnchess_search.hpp"
#include "core/svg_json.hpp"

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

// The board's size, the board, the side to move, its FEN line; the rules and any en passant
// square under chess rules.
json position_json(const position& p, rules r) {
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
  return answer;
}

// Bounds for the side to move `s`: their words, "lo" and "hi" (the worst and best outcome for
// `s`, null where nothing is known), and the outcome's fields when they meet.
json bounds_json(side s, value_bounds b, rules r) {
  const bool draws = r.chess() && r.stalemate == stalemate_rule::draw;
  const auto end = [&](game_value v) {
    if (!v.is_value()) return json(nullptr);
    json o = json::object();
    add_outcome(o, outcome_of(s, v));
    return o;
  };
  json known{{"known", describe(s, b, draws)}, {"lo", end(b.lo)}, {"hi", end(b.hi)}};
  if (b.exact() && b.lo.is_value()) add_outcome(known, outcome_of(s, b.lo));
  return known;
}

}  // namespace

json answer_json(const position& p, game_value v, rules r) {
  json answer = position_json(p, r);
  add_outcome(answer, outcome_of(p.to_move, v));
  return answer;
}

json known_json(solver& s, const position& p) {
  const known_analysis known = known_analysis_of(s, p);
  json answer = position_json(p, s.play_rules());
  answer.update(bounds_json(p.to_move, known.value, s.play_rules()));
  json moves = json::array();
  for (const known_move& m : known.moves) {
    json entry = move_json(p, m.played);
    entry.update(bounds_json(p.to_move, m.value, s.play_rules()));
    moves.push_back(std::move(entry));
  }
  json line = json::array();
  position at = p;
  for (const move m : known.line) {
    line.push_back(move_json(at, m));
    at = play(at, m);
  }
  answer["moves"] = std::move(moves);
  answer["known_line"] = std::move(line);
  return answer;
}

json analysis_json(solver& s, const position& p, long long* picture_budget) {
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
  if (picture_budget) {
    const std::vector<move> played = principal_line(s, p);
    analysis["svg"] =
        svg::pictures_json(static_cast<int>(played.size()), p.rows * p.cols, *picture_budget,
                           [&](int step) { return render_svg(p, played, step, s.play_rules()); });
  }
  return analysis;
}

std::string show_case_json(solver& s, const position& p, bool pictures) {
  long long budget = svg::max_json_frame_squares;
  return analysis_json(s, p, pictures ? &budget : nullptr).dump();
}

std::string known_case_json(solver& s, const position& p) {
  return known_json(s, p).dump();
}

}  // namespace boardsolve::pawnchess
