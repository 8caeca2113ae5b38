#include "answer_json.hpp"

namespace boardsolve::lightsout {
namespace {

json squares_of(const bit_grid& g) {
  json squares = json::array();
  for (int r = 0; r < g.rows; ++r)
    for (int c = 0; c < g.cols; ++c)
      if (g.get(r, c)) squares.push_back(square_json(r, c));
  return squares;
}

}  // namespace

json answer_json(const board& b, const solution& s) {
  const bool solvable = s.result != outcome::unsolvable;
  return json{{"rows", b.lights.rows},
              {"cols", b.lights.cols},
              {"stencil", stencil_name(b.shape)},
              {"topology", b.wrap == topology::torus ? "torus" : "plane"},
              {"board", text_rows(format_instances({&b, 1}), 2)},
              {"solvable", solvable},
              {"optimal", s.result != outcome::any},
              {"count", s.count},
              {"nullity", s.nullity},
              {"presses", solvable ? squares_of(s.presses) : json::array()},
              {"certificate", solvable ? json::array() : squares_of(s.certificate)}};
}

}  // namespace boardsolve::lightsout
