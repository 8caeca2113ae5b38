#pragma once
// What `gen` asks of every puzzle's generate(): the one shape of
//   std::optional<std::vector<Board>> generate(const generator_request&, rng&)
// which returns `count` boards of the family `kind`, drawn in order from one rng (so a seed
// gives the same file on every platform), or nullopt when the puzzle has no such family or
// none of this size.

#include <cstddef>
#include <string_view>
#include <vector>

namespace boardsolve {

struct generator_request {
  std::string_view kind;  ///< one of the puzzle's generator_kinds()
  int rows = 0;
  int cols = 0;
  int count = 1;
  double density = -1;  ///< chance of a set cell where the family is random; negative: its default
};

/// The names of the comma-separated family list `kinds` ("a, b, c"), in order. O(|kinds|).
inline std::vector<std::string_view> generator_kind_names(std::string_view kinds) {
  std::vector<std::string_view> names;
  for (std::size_t at = 0; at <= kinds.size();) {
    std::size_t end = kinds.find(',', at);
    if (end == std::string_view::npos) end = kinds.size();
    std::string_view name = kinds.substr(at, end - at);
    while (!name.empty() && name.front() == ' ') name.remove_prefix(1);
    if (!name.empty()) names.push_back(name);
    at = end + 1;
  }
  return names;
}

/// True if `kind` is one of the families of `kinds`, whole. O(|kinds|).
inline bool is_generator_kind(std::string_view kinds, std::string_view kind) {
  for (const std::string_view name : generator_kind_names(kinds))
    if (name == kind) return true;
  return false;
}

}  // namespace boardsolve
