#include "answer_json.hpp"

namespace boardsolve::toggle {

json answer_json(const board& b, const solution& s) {
  json plan = json::array();
  for (const move& m : s.moves) {
    json entry = square_json(m.row, m.col);
    entry["type"] = static_cast<int>(m.type);
    plan.push_back(std::move(entry));
  }
  return json{{"rows", b.rows},
              {"cols", b.cols},
              {"board", text_rows(format_instances({&b, 1}), 2)},
              {"solvable", s.count != no_solution},
              {"count", s.count},
              {"plan", std::move(plan)}};
}

}  // namespace boardsolve::toggle
