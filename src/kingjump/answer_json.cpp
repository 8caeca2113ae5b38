#include "answer_json.hpp"

namespace boardsolve::kingjump {
namespace {

std::string_view obstacle_name(obstacle why) {
  switch (why) {
    case obstacle::none:
      return "none";
    case obstacle::no_king:
      return "no_king";
    case obstacle::stranded_checker:
      return "stranded_checker";
    case obstacle::off_lattice:
      return "off_lattice";
    case obstacle::landing_blocked:
      return "landing_blocked";
    case obstacle::no_king_on_lattice:
      return "no_king_on_lattice";
    case obstacle::two_kings:
      return "two_kings";
    case obstacle::too_many_odd:
      return "too_many_odd";
    case obstacle::king_not_odd:
      return "king_not_odd";
    case obstacle::split:
      return "split";
  }
  return "none";
}

json squares_json(std::span<const square> squares) {
  json list = json::array();
  for (const square& s : squares) list.push_back(square_json(s.row, s.col));
  return list;
}

json diagnosis_json(const diagnosis& d) {
  json lattices = json::array();
  for (const lattice_verdict& v : d.lattices)
    lattices.push_back(json{{"corner", square_json(v.corner.row, v.corner.col)},
                            {"obstacle", obstacle_name(v.why)},
                            {"squares", squares_json(v.where)},
                            {"count", v.count}});
  return json{{"checkers", d.checkers},
              {"kings", d.kings},
              {"obstacle", obstacle_name(d.why)},
              {"squares", squares_json(d.where)},
              {"lattices", std::move(lattices)}};
}

}  // namespace

json answer_json(const board& b, std::span<const square> p) {
  json answer{{"rows", b.rows},
              {"cols", b.cols},
              {"board", text_rows(format_instance(b), 1)},
              {"possible", !p.empty()}};
  answer["jumps"] = p.empty() ? 0 : p.size() - 1;
  answer["path"] = squares_json(p);
  if (p.empty()) answer["diagnosis"] = diagnosis_json(diagnose(b));
  return answer;
}

}  // namespace boardsolve::kingjump
