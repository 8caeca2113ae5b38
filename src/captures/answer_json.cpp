#include "answer_json.hpp"

namespace boardsolve::captures {
namespace {

json capture_json(const capture& c) {
  json entry = square_json(c.row, c.col);
  entry["direction"] = std::string(1, static_cast<char>(c.dir));
  return entry;
}

json captures_json(std::span<const capture> captures) {
  json list = json::array();
  for (const capture& c : captures) list.push_back(capture_json(c));
  return list;
}

}  // namespace

json answer_json(const board& b, const solution& s) {
  const std::vector<capture> forced = forced_pawns(b);
  const std::vector<capture> matching = s.matching.list();
  return json{
      {"rows", b.rows},
      {"cols", b.cols},
      {"board", text_rows(format_instances({&b, 1}), 2)},
      {"count", s.captures.size()},
      {"captures", captures_json(s.captures)},
      {"certificate", {{"forced", captures_json(forced)}, {"matching", captures_json(matching)}}}};
}

}  // namespace boardsolve::captures
