#include "cli_common.hpp"

#include <sys/stat.h>

#include <algorithm>
#include <cstdio>
#include <vector>

#include <fmt/format.h>

namespace boardsolve::cli {
namespace {

// Levenshtein distance; O(|a| |b|) time, O(|b|) memory.
std::size_t edit_distance(std::string_view a, std::string_view b) {
  std::vector<std::size_t> row(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    std::size_t diagonal = row[0];
    row[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j) {
      const std::size_t substitute = diagonal + (a[i - 1] == b[j - 1] ? 0 : 1);
      diagonal = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, substitute});
    }
  }
  return row[b.size()];
}

}  // namespace

const puzzle_tool* find_puzzle(std::string_view name) {
  for (const puzzle_tool* tool : puzzle_table())
    if (tool->name == name || tool->alias == name) return tool;
  return nullptr;
}

std::optional<std::string_view> did_you_mean(std::string_view word,
                                             std::span<const std::string_view> candidates) {
  std::optional<std::string_view> best;
  std::size_t best_distance = std::max<std::size_t>(2, word.size() / 3) + 1;
  for (std::string_view candidate : candidates) {
    const std::size_t distance = edit_distance(word, candidate);
    if (distance < best_distance) {
      best = candidate;
      best_distance = distance;
    }
  }
  return best;
}

tool_result unknown_puzzle(std::string_view name) {
  std::vector<std::string_view> names;
  std::string listing;
  for (const puzzle_tool* tool : puzzle_table()) {
    names.push_back(tool->name);
    names.push_back(tool->alias);
    listing += fmt::format("{}{} ({})", listing.empty() ? "" : ", ", tool->name, tool->alias);
  }
  const auto suggestion = did_you_mean(name, names);
  std::string message = fmt::format("unknown puzzle '{}'", name);
  if (suggestion) message += fmt::format("; did you mean '{}'?", *suggestion);
  message += fmt::format("\nboardsolve: the puzzles are: {}", listing);
  return usage_error(message);
}

std::optional<text_file> read_text_file(const std::string& path, tool_result& error) {
  const bool standard_input = path.empty() || path == "-";
  const std::string name = standard_input ? "<stdin>" : path;
  std::FILE* stream = standard_input ? stdin : std::fopen(path.c_str(), "rb");
  if (!stream) {
    error = usage_error(fmt::format("cannot open '{}' for reading", path));
    return std::nullopt;
  }
  const auto too_large = [&](std::string_view size) {
    error = usage_error(fmt::format("'{}' has {} bytes; boardsolve reads files of at most {} bytes",
                                    name, size, max_file_bytes));
    if (!standard_input) std::fclose(stream);
    return std::nullopt;
  };
  // A regular file's size is known: it is refused before a byte is read, or read into a
  // string of that size. Pipes are read a block at a time, up to the limit.
  std::string text;
  struct stat info {};
  if (fstat(fileno(stream), &info) == 0 && S_ISREG(info.st_mode)) {
    const auto size = static_cast<std::uint64_t>(info.st_size);
    if (size > max_file_bytes) return too_large(fmt::format("{}", size));
    text.reserve(static_cast<std::size_t>(size) + 1);
  }
  constexpr std::size_t block = std::size_t{1} << 20;
  for (;;) {
    // Within the space reserved while there is some, so a regular file is never copied.
    const std::size_t start = text.size();
    const std::size_t room = text.capacity() - start;
    const std::size_t wanted = room > 0 ? std::min(room, block) : block;
    text.resize(start + wanted);
    const std::size_t got = std::fread(text.data() + start, 1, wanted, stream);
    text.resize(start + got);
    if (text.size() > max_file_bytes) return too_large(fmt::format("more than {}", max_file_bytes));
    if (got < wanted) break;
  }
  const bool failed = std::ferror(stream) != 0;
  if (!standard_input) std::fclose(stream);
  if (failed) {
    error = usage_error(fmt::format("cannot read '{}'", name));
    return std::nullopt;
  }
  return text_file{name, std::move(text)};
}

void add_puzzle_argument(CLI::App& command, std::string& puzzle) {
  std::string names;
  for (const puzzle_tool* tool : puzzle_table())
    names += fmt::format("\n  {:<10} ({:<8}) {}", tool->name, tool->alias, tool->question);
  command.add_option("puzzle", puzzle, "the puzzle:" + names)->required();
}

void add_solver_options(CLI::App& command, tool_options& options) {
  command.add_option("--threads", options.threads, "worker threads (default: all cores)");
  command.add_option("--size", options.size,
                     "board size RxC of the input (pawnchess; default 4x4)");
  command
      .add_option("--memory", options.memory,
                  "memory bound of the solver, e.g. 512M or 4G (pawnchess; default 1G)")
      ->transform(CLI::AsSizeValue(false));
}

}  // namespace boardsolve::cli
