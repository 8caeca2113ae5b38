#include "boardsolve/declared_options.hpp"

#include <cassert>
#include <charconv>

namespace boardsolve {

std::string_view name_of(subcommand command) {
  switch (command) {
    case subcommand::solve:
      return "solve";
    case subcommand::verify:
      return "verify";
    case subcommand::gen:
      return "gen";
    case subcommand::show:
      return "show";
    case subcommand::validate:
      return "validate";
  }
  return "";
}

const option_declaration* find_option(std::span<const option_declaration> declared,
                                      std::string_view name, subcommand command) {
  for (const option_declaration& option : declared)
    if (option.name == name && option.commands.has(command)) return &option;
  return nullptr;
}

const option_declaration& declared_values::declaration(std::string_view name) const {
  for (const option_declaration& option : declared_) {
    if (option.name == name) return option;
  }
  assert(false && "a puzzle reads an option it has not declared");
  static const option_declaration none{};
  return none;
}

bool declared_values::given(std::string_view name) const {
  [[maybe_unused]] const option_declaration& option = declaration(name);
  return given_.find(name) != given_.end();
}

std::string_view declared_values::text(std::string_view name) const {
  const option_declaration& option = declaration(name);
  if (const auto at = given_.find(name); at != given_.end()) return at->second;
  return option.default_value;
}

long long declared_values::integer(std::string_view name) const {
  const std::string_view value = text(name);
  long long number = 0;
  std::from_chars(value.data(), value.data() + value.size(), number);
  return number;
}

std::uint64_t declared_values::bytes(std::string_view name) const {
  const std::string_view value = text(name);
  std::uint64_t number = 0;
  std::from_chars(value.data(), value.data() + value.size(), number);
  return number;
}

}  // namespace boardsolve
