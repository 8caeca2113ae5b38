// The table of puzzles every face offers (the command line, the JavaScript module), and
// finding a puzzle by name. Adding a puzzle is one line here.
#include <algorithm>
#include <vector>

#include <fmt/format.h>

#include "boardsolve/tool.hpp"

namespace boardsolve {
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

std::span<const puzzle_tool* const> puzzle_table() {
  static const puzzle_tool* const table[] = {
      &captures_tool(), &kingjump_tool(), &pawnchess_tool(), &toggle_tool(), &lightsout_tool(),
  };
  return table;
}

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

tool_result no_contest_problem(const puzzle_tool& puzzle, std::string_view command) {
  return usage_error(fmt::format(
      "{} comes from no contest, so {} has no contest problem to work from; validate without "
      "--contest checks boardsolve's own format",
      puzzle.name, command));
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

std::string foreign_option(const puzzle_tool& puzzle, std::string_view name, subcommand command) {
  if (find_option(puzzle.options, name, command)) return {};
  std::string owners;
  for (const puzzle_tool* other : puzzle_table())
    if (find_option(other->options, name, command))
      owners += fmt::format("{}{}", owners.empty() ? "" : ", ", other->name);
  return fmt::format("--{} is an option of {} {}, not of {}", name, owners, name_of(command),
                     puzzle.name);
}

}  // namespace boardsolve
