#pragma once
// The --json face: one document per run, {"puzzle": ..., "cases": [...]}, built with
// nlohmann::json so that escaping and number formats are a well-kept library's, not ours.
// The schema is docs/boardsolve.schema.json; squares are 1-based, as in the judges' formats.

#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

namespace boardsolve {

/// Keys stay in the order they are written, so the output reads like the text answers.
using json = nlohmann::ordered_json;

/// {"row": row + 1, "col": col + 1} for a 0-based square.
inline json square_json(int row, int col) {
  return json{{"row", row + 1}, {"col", col + 1}};
}

/// The document on one line; text that is not UTF-8 (from a bad input) is replaced, not thrown.
inline std::string json_text(const json& document) {
  return document.dump(-1, ' ', false, json::error_handler_t::replace) + '\n';
}

/// {"puzzle": puzzle, "cases": cases} as text.
inline std::string json_document(std::string_view puzzle, json cases) {
  json document;
  document["puzzle"] = puzzle;
  document["cases"] = std::move(cases);
  return json_text(document);
}

}  // namespace boardsolve
