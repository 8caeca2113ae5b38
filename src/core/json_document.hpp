#pragma once
// The --json face: one document per run, {"puzzle": ..., "cases": [...]}, built with
// nlohmann::json so that escaping and number formats are a well-kept library's, not ours.
// The schema is docs/boardsolve.schema.json; squares are 1-based, as in the judges' formats.

#include <algorithm>
#include <string>
#include <string_view>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

namespace boardsolve {

/// Keys stay in the order they are written, so the output reads like the text answers.
using json = nlohmann::ordered_json;

/// Squares that the boards of one JSON document of solve or show may hold in all. The tree of
/// a document takes about 400 bytes of memory a square where a move can stand on every square
/// (captures: a capture and a certificate entry for every two squares; toggle: up to a move a
/// square), so the largest document stays within 16 GB (docs/reliability.md).
inline constexpr long long max_json_squares = 40'000'000;

/// "" if `boards` boards of `squares` squares in all fit in a JSON document; else why not.
inline std::string json_size_problem(std::size_t boards, long long squares) {
  if (squares <= max_json_squares) return {};
  return (boards == 1 ? fmt::format("the board has {} squares", squares)
                      : fmt::format("the {} boards have {} squares in all", boards, squares)) +
         fmt::format("; --json holds at most {} squares (about 400 bytes of memory each)",
                     max_json_squares);
}

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

/// Writes {"puzzle": puzzle, "cases": [...]} a case at a time, each case turned into text as
/// it comes, so that one case's tree is in memory rather than the whole document's (a tree
/// takes 10 to 20 times its text). The same bytes as json_document.
class json_case_writer {
 public:
  explicit json_case_writer(std::string_view puzzle) {
    json document;
    document["puzzle"] = puzzle;
    document["cases"] = json::array();
    text_ = json_text(document);
    text_.resize(text_.size() - 3);  // "]}\n", written by finish()
  }
  void add(const json& one_case) {
    if (cases_++ > 0) text_ += ',';
    text_ += one_case.dump(-1, ' ', false, json::error_handler_t::replace);
  }
  /// The bytes written so far.
  std::size_t size() const { return text_.size(); }
  /// The whole document.
  std::string finish() && { return std::move(text_) + "]}\n"; }

 private:
  std::string text_;
  std::size_t cases_ = 0;
};

}  // namespace boardsolve
