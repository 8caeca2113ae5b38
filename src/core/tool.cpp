#include "boardsolve/tool.hpp"

#include <charconv>

#include <fmt/format.h>

namespace boardsolve {

tool_result input_error(const text_file& file, const parse_error& error, int exit_code) {
  return {exit_code,
          {},
          fmt::format("boardsolve: {}:{}:{}: {}\n", file.name, error.line, error.column,
                      error.message)};
}

tool_result usage_error(std::string_view message) {
  return {2, {}, fmt::format("boardsolve: {}\n", message)};
}

void verify_report::fail(int case_number, std::string_view reason) {
  failures.push_back(fmt::format("case {}: {}", case_number, reason));
}

tool_result verify_report::finish() const {
  tool_result result;
  for (const auto& line : failures) result.out += line + '\n';
  result.out += fmt::format("{} passed, {} failed\n", passed, failures.size());
  result.exit_code = static_cast<int>(failures.empty() ? verdict::accepted : verdict::wrong_answer);
  return result;
}

std::optional<board_size> parse_board_size(std::string_view text, int limit) {
  const auto read = [&](std::string_view part) -> std::optional<int> {
    int value = 0;
    const auto [ptr, ec] = std::from_chars(part.data(), part.data() + part.size(), value);
    if (ec != std::errc() || ptr != part.data() + part.size() || value < 1 || value > limit)
      return std::nullopt;
    return value;
  };
  const auto cross = text.find_first_of("xX");
  if (cross == std::string_view::npos) {
    const auto n = read(text);
    if (!n) return std::nullopt;
    return board_size{*n, *n};
  }
  const auto rows = read(text.substr(0, cross));
  const auto cols = read(text.substr(cross + 1));
  if (!rows || !cols) return std::nullopt;
  return board_size{*rows, *cols};
}

}  // namespace boardsolve
