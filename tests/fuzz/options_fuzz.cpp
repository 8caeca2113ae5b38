// Fuzzes the readers of the options --size and --memory: the fuzzer's text is the size, up to
// its first newline, and the memory bound after it. Properties: each reader agrees with an
// independent one written from the documentation (docs/formats.md), for several limits;
// accepted values write back ("RxC", "N", format_memory_size, plain bytes) to texts that read
// as the same values; the command line (CLI11 and add_solver_options) accepts --memory exactly
// when parse_memory_size does, with the same value; and `gen pawnchess --size S` either writes
// boards of that size or stops with one usage message, exit code 2 and nothing on stdout.
#include <optional>
#include <vector>

#include "boardsolve/pawnchess.hpp"
#include "boardsolve/pawnchess_search.hpp"
#include "cli_common.hpp"
#include "fuzz/fuzz_support.hpp"

namespace boardsolve::fuzz {
namespace {

// The decimal number of `digits` (only '0'-'9', at least one), or nullopt above `limit`.
std::optional<std::uint64_t> decimal(std::string_view digits, std::uint64_t limit) {
  if (digits.empty()) return std::nullopt;
  std::uint64_t value = 0;
  for (const char c : digits) {
    if (c < '0' || c > '9') return std::nullopt;
    if (__builtin_mul_overflow(value, 10u, &value) ||
        __builtin_add_overflow(value, static_cast<unsigned>(c - '0'), &value) || value > limit)
      return std::nullopt;
  }
  return value;
}

// The documented --size: "N" or "RxC" (x or X), every number from 1 to `limit`.
std::optional<board_size> expected_size(std::string_view text, int limit) {
  const auto side = [&](std::string_view part) -> std::optional<int> {
    const auto value = decimal(part, static_cast<std::uint64_t>(limit));
    if (!value || *value < 1) return std::nullopt;
    return static_cast<int>(*value);
  };
  const auto cross = text.find_first_of("xX");
  if (cross == std::string_view::npos) {
    const auto n = side(text);
    return n ? std::optional<board_size>({*n, *n}) : std::nullopt;
  }
  const auto rows = side(text.substr(0, cross));
  const auto cols = side(text.substr(cross + 1));
  return rows && cols ? std::optional<board_size>({*rows, *cols}) : std::nullopt;
}

// The documented --memory: digits, then nothing or a unit B, K, M, G, T, P, E in any case,
// K to E optionally followed by B, i or iB; positive and below 2^64.
std::optional<std::uint64_t> expected_memory(std::string_view text) {
  std::size_t digits = 0;
  while (digits < text.size() && text[digits] >= '0' && text[digits] <= '9') ++digits;
  auto value = decimal(text.substr(0, digits), ~std::uint64_t{0});
  if (!value || *value == 0) return std::nullopt;
  std::string unit;
  for (const char c : text.substr(digits))
    unit += static_cast<char>(c >= 'a' && c <= 'z' ? c - 32 : c);
  static const std::vector<std::pair<std::string, int>> units = [] {
    std::vector<std::pair<std::string, int>> all = {{"", 0}, {"B", 0}};
    const std::string letters = "KMGTPE";
    for (int p = 1; p <= 6; ++p)
      for (const char* suffix : {"", "B", "I", "IB"})
        all.push_back({std::string(1, letters[static_cast<std::size_t>(p - 1)]) + suffix, p});
    return all;
  }();
  for (const auto& [name, power] : units) {
    if (unit != name) continue;
    std::uint64_t bytes = *value;
    if (power > 0 && __builtin_mul_overflow(bytes, std::uint64_t{1} << (10 * power), &bytes))
      return std::nullopt;
    return bytes;
  }
  return std::nullopt;
}

void check_size(std::string_view text) {
  for (const int limit : {8, 1000, 100000}) {
    const auto found = parse_board_size(text, limit);
    const auto expected = expected_size(text, limit);
    BOARDSOLVE_FUZZ_CHECK(
        found.has_value() == expected.has_value() &&
            (!found || (found->rows == expected->rows && found->cols == expected->cols)),
        "--size '{}' (limit {}): read {}, expected {}", text, limit,
        found ? fmt::format("{}x{}", found->rows, found->cols) : "nothing",
        expected ? fmt::format("{}x{}", expected->rows, expected->cols) : "nothing");
    if (!found) continue;
    const auto again = parse_board_size(fmt::format("{}x{}", found->rows, found->cols), limit);
    BOARDSOLVE_FUZZ_CHECK(again && again->rows == found->rows && again->cols == found->cols,
                          "{}x{} does not read back", found->rows, found->cols);
    if (found->rows == found->cols) {
      const auto square = parse_board_size(fmt::format("{}", found->rows), limit);
      BOARDSOLVE_FUZZ_CHECK(square && square->rows == found->rows && square->cols == found->cols,
                            "{} does not read back", found->rows);
    }
  }
}

void check_memory(std::string_view text) {
  const auto found = parse_memory_size(text);
  const auto expected = expected_memory(text);
  BOARDSOLVE_FUZZ_CHECK(found == expected, "--memory '{}': read {}, expected {}", text,
                        found ? std::to_string(*found) : "nothing",
                        expected ? std::to_string(*expected) : "nothing");
  if (!found) return;
  const std::string written = format_memory_size(*found);
  BOARDSOLVE_FUZZ_CHECK(parse_memory_size(written) == found, "{} written as '{}' reads back as {}",
                        *found, written, parse_memory_size(written).value_or(0));
  BOARDSOLVE_FUZZ_CHECK(parse_memory_size(std::to_string(*found)) == found,
                        "{} in bytes does not read back", *found);
}

// The command line of `solve`: --memory through CLI11 as boardsolve sets it up.
std::optional<run_options> parse_command_line(const std::string& size, const std::string& memory) {
  CLI::App app;
  run_options options;
  cli::add_solver_options(app, options, subcommand::solve);
  const cli::declared_cli_options declared(app, subcommand::solve);
  std::vector<std::string> args = {"boardsolve", "--memory=" + memory};
  if (!size.empty()) args.push_back("--size=" + size);
  std::vector<char*> argv;
  for (std::string& arg : args) argv.push_back(arg.data());
  try {
    app.parse(static_cast<int>(argv.size()), argv.data());
  } catch (const CLI::ParseError& error) {
    BOARDSOLVE_FUZZ_CHECK(error.get_exit_code() != 0, "CLI11 stopped with exit code 0");
    return std::nullopt;
  }
  options.values = declared.values_for(pawnchess_tool());
  options.size = declared_values(pawnchess_tool().options, options.values).text("size");
  return options;
}

void check_command_line(const std::string& size, const std::string& memory) {
  if (size.find('\0') != std::string::npos || memory.find('\0') != std::string::npos) return;
  const auto options = parse_command_line(size, memory);
  const auto bytes = parse_memory_size(memory);
  BOARDSOLVE_FUZZ_CHECK(options.has_value() == bytes.has_value(),
                        "the command line {} --memory='{}' (--size='{}')",
                        options ? "accepts" : "rejects", memory, size);
  if (!options) return;
  const std::uint64_t given =
      declared_values(pawnchess_tool().options, options->values).bytes("memory");
  BOARDSOLVE_FUZZ_CHECK(given == *bytes && options->size == size,
                        "--memory='{}' gives {} bytes, not {}; --size='{}' gives '{}'", memory,
                        given, *bytes, size, options->size);

  run_options gen = *options;
  gen.kind = "start";
  const tool_result result = pawnchess_tool().gen(gen);
  const auto board = parse_board_size(size.empty() ? "4x4" : size, pawnchess::max_side);
  const std::uint64_t machine = physical_memory();
  const bool valid = board && board->rows >= pawnchess::min_side &&
                     board->cols >= pawnchess::min_side &&
                     given >= pawnchess::minimum_memory(board->rows, board->cols) &&
                     (machine == 0 || given <= machine);
  if (!valid) {
    BOARDSOLVE_FUZZ_CHECK(result.exit_code == 2 && result.out.empty() &&
                              result.err.starts_with("boardsolve: ") && result.err.ends_with('\n'),
                          "gen --size='{}' --memory='{}': exit {}, stderr '{}'", size, memory,
                          result.exit_code, result.err);
    return;
  }
  BOARDSOLVE_FUZZ_CHECK(result.exit_code == 0 && result.err.empty(),
                        "gen --size='{}': exit {}, stderr '{}'", size, result.exit_code,
                        result.err);
  const auto positions = pawnchess::parse_instances(result.out, board->rows, board->cols);
  BOARDSOLVE_FUZZ_CHECK(std::holds_alternative<std::vector<pawnchess::position>>(positions),
                        "gen --size='{}' writes a file that does not read as {}x{}", size,
                        board->rows, board->cols);
}

}  // namespace
}  // namespace boardsolve::fuzz

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace boardsolve;
  const std::string_view text = fuzz::as_text(data, size);
  const std::size_t newline = std::min(text.find('\n'), text.size());
  const std::string size_text(text.substr(0, newline));
  const std::string memory_text(text.substr(std::min(newline + 1, text.size())));
  fuzz::check_size(size_text);
  fuzz::check_memory(memory_text);
  fuzz::check_command_line(size_text, memory_text);
  return 0;
}
