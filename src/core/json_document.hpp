#pragma once
// The --json face: one document per run, {"puzzle": ..., "cases": [...]}, built with
// nlohmann::json so that escaping and number formats are a well-kept library's, not ours.
// The schema is docs/boardsolve.schema.json; squares are 1-based, as in the judges' formats.

#include <algorithm>
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

/// The lines of `text` after its first `skip` lines, as an array of strings: a board's rows
/// taken from the puzzle's own writer, so the JSON shows the board as the input format does.
inline json text_rows(std::string_view text, std::size_t skip) {
  json rows = json::array();
  for (std::size_t at = 0, line = 0; at < text.size(); ++line) {
    const std::size_t end = std::min(text.find('\n', at), text.size());
    if (line >= skip) rows.push_back(text.substr(at, end - at));
    at = end + 1;
  }
  return rows;
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
