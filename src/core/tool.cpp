#include "boardsolve/tool.hpp"

#include <charconv>
#include <limits>
#include <string>

#if __has_include(<unistd.h>)
#include <unistd.h>
#endif

#include <fmt/format.h>

#include "core/json_document.hpp"

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

tool_result stopped_run(std::string_view detail) {
  tool_result result{exit_stopped, {}, fmt::format("boardsolve: stopped{}\n", detail)};
  result.stopped = true;
  return result;
}

tool_result unreadable_file(const text_file& file, const parse_error& error, verdict judged) {
  tool_result result = input_error(file, error, static_cast<int>(judged));
  result.judged = judged;
  return result;
}

tool_result checker_failure(std::string_view message) {
  return {static_cast<int>(verdict::checker_failed),
          {},
          fmt::format("boardsolve: {}\n", message),
          {},
          verdict::checker_failed};
}

tool_result validation_of(const text_file& input, const parse_error* error) {
  return error ? input_error(input, *error, 3) : tool_result{};
}

bool append_drawing(tool_result& result, std::string drawing, int case_number) {
  const std::uint64_t total = result.out.size() + drawing.size();
  if (total <= max_show_bytes) {
    if (result.out.empty()) {
      result.out = std::move(drawing);  // no copy of a drawing of gigabytes
    } else {
      result.out += drawing;
    }
    return true;
  }
  result = show_too_large(total, case_number);
  return false;
}

tool_result show_too_large(std::uint64_t bytes, int case_number) {
  return usage_error(fmt::format(
      "{} {} bytes; show prints at most {} bytes in one run: show fewer cases at a time",
      case_number == 1 ? "the drawing of case 1 takes"
                       : fmt::format("the drawings of cases 1 to {} take", case_number),
      bytes, max_show_bytes));
}

void verify_report::fail(int case_number, std::string_view reason) {
  cases.push_back({case_number, std::string(reason)});
}

namespace {

verdict verdict_of(std::size_t failed) {
  return failed == 0 ? verdict::accepted : verdict::wrong_answer;
}

}  // namespace

tool_result verify_report::finish() const {
  tool_result result;
  std::size_t failed = 0;
  for (const auto& verdict : cases)
    if (!verdict.reason.empty()) {
      result.out += fmt::format("case {}: {}\n", verdict.case_number, verdict.reason);
      ++failed;
    }
  result.out += fmt::format("{} passed, {} failed\n", cases.size() - failed, failed);
  result.judged = verdict_of(failed);
  result.exit_code = static_cast<int>(*result.judged);
  return result;
}

tool_result verify_report::finish_json(std::string_view puzzle) const {
  json verdicts = json::array();
  std::size_t failed = 0;
  for (const auto& verdict : cases) {
    json entry{{"case", verdict.case_number}, {"accepted", verdict.reason.empty()}};
    if (!verdict.reason.empty()) {
      entry["reason"] = verdict.reason;
      ++failed;
    }
    verdicts.push_back(std::move(entry));
  }
  json document{{"puzzle", puzzle},
                {"accepted", failed == 0},
                {"passed", cases.size() - failed},
                {"failed", failed},
                {"cases", std::move(verdicts)}};
  const verdict judged = verdict_of(failed);
  return {static_cast<int>(judged), json_text(document), {}, {}, judged};
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

namespace {

constexpr std::string_view memory_units = "BKMGTPE";  // 1024^0 .. 1024^6

}  // namespace

std::optional<std::uint64_t> parse_memory_size(std::string_view text) {
  std::size_t digits = 0;
  while (digits < text.size() && text[digits] >= '0' && text[digits] <= '9') ++digits;
  std::uint64_t value = 0;
  const auto [ptr, ec] = std::from_chars(text.data(), text.data() + digits, value);
  if (digits == 0 || ec != std::errc() || ptr != text.data() + digits || value == 0)
    return std::nullopt;
  std::string unit;
  for (const char c : text.substr(digits))
    unit.push_back(c >= 'a' && c <= 'z' ? static_cast<char>(c - 'a' + 'A') : c);
  if (unit.empty()) return value;
  const std::size_t power = memory_units.find(unit.front());
  const std::string_view suffix = std::string_view(unit).substr(1);
  if (power == std::string_view::npos ||
      !(suffix.empty() || (power > 0 && (suffix == "B" || suffix == "I" || suffix == "IB"))))
    return std::nullopt;
  for (std::size_t p = 0; p < power; ++p) {
    if (value > std::numeric_limits<std::uint64_t>::max() / 1024) return std::nullopt;
    value *= 1024;
  }
  return value;
}

std::string format_memory_size(std::uint64_t bytes) {
  std::size_t power = 0;
  while (power + 1 < memory_units.size() && bytes != 0 && bytes % 1024 == 0) {
    bytes /= 1024;
    ++power;
  }
  return power == 0 ? std::to_string(bytes) : fmt::format("{}{}", bytes, memory_units[power]);
}

std::uint64_t physical_memory() {
#if defined(_SC_PHYS_PAGES) && defined(_SC_PAGESIZE)
  const long pages = sysconf(_SC_PHYS_PAGES);
  const long page_bytes = sysconf(_SC_PAGESIZE);
  if (pages > 0 && page_bytes > 0)
    return static_cast<std::uint64_t>(pages) * static_cast<std::uint64_t>(page_bytes);
#endif
  return 0;
}

}  // namespace boardsolve
