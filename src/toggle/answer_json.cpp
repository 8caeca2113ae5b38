#include "answer_json.hpp"

namespace boardsolve::toggle {

json answer_json(const board& b, const solution& s) {
  json plan = json::array();
  for (const move& m : s.moves) {
    json entry = square_json(m.row, m.col);
    entry["type"] = static_cast<int>(m.type);
    plan.push_back(std::move(entry));
  }
  json answer{{"rows", b.rows},
              {"cols", b.cols},
              {"board", text_rows(format_instances({&b, 1}), 2)},
              {"solvable", s.count != no_solution},
              {"count", s.count},
              {"plan", std::move(plan)}};
  if (s.count == no_solution)
    if (const auto reason = parity_reason_of(b)) {
      const auto squares = [](const grid<std::uint8_t>& cells) {
        json list = json::array();
        for (int r = 0; r < cells.rows; ++r)
          for (int c = 0; c < cells.cols; ++c)
            if (cells(r, c)) list.push_back(square_json(r, c));
        return list;
      };
      answer["parity_reason"] = {
          {"hollow", squares(reason->hollow)},
          {"solid", squares(reason->solid)},
          {"text", describe_parity_reason(b, *reason, "listed in hollow", "listed in solid")}};
    }
  return answer;
}

}  // namespace boardsolve::toggle
