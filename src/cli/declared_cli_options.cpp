#include "declared_cli_options.hpp"

#include <vector>

#include <fmt/format.h>

namespace boardsolve::cli {
namespace {

// A memory size: a number with a unit, turned into its bytes in decimal before CLI11 stores it.
CLI::Validator memory_size_check() {
  return CLI::Validator(
      [](std::string& text) -> std::string {
        const auto bytes = parse_memory_size(text);
        if (!bytes)
          return fmt::format(
              "expected a size in bytes, e.g. 512M or 4G (units K, M, G, T: powers of "
              "1024), found '{}'",
              text);
        text = std::to_string(*bytes);
        return {};
      },
      "SIZE");
}

std::string_view type_word(option_type type) {
  switch (type) {
    case option_type::flag:
      return "flag";
    case option_type::text:
      return "text";
    case option_type::choice:
      return "choice";
    case option_type::integer:
      return "integer";
    case option_type::number:
      return "number";
    case option_type::memory_size:
      return "memory-size";
  }
  return "text";
}

void list(std::string& out, std::string_view owner, std::span<const option_declaration> declared) {
  for (const subcommand command : every_subcommand)
    for (const option_declaration& option : declared) {
      if (!option.commands.has(command)) continue;
      out += fmt::format("{} {} {} {} {} {}", owner, name_of(command), option.name,
                         type_word(option.type),
                         option.reach == option_reach::every_face ? "every-face" : "command-line",
                         option.typed ? "typed" : "text-only");
      for (const std::string_view choice : option.choices) out += fmt::format(" {}", choice);
      out += '\n';
    }
}

}  // namespace

CLI::Option* add_declared_option(CLI::App& app, const option_declaration& declared,
                                 std::string& text, bool& flag) {
  const std::string name = fmt::format("--{}", declared.name);
  const std::string help(declared.help);
  if (declared.type == option_type::flag) return app.add_flag(name, flag, help);
  CLI::Option* option = app.add_option(name, text, help);
  switch (declared.type) {
    case option_type::choice:
      option->check(CLI::IsMember(
          std::vector<std::string>(declared.choices.begin(), declared.choices.end())));
      break;
    case option_type::integer:
      option->check(CLI::Range(declared.min, declared.max))
          ->type_name(declared.min < 0 ? "INT" : "UINT");
      break;
    case option_type::number:
      option
          ->check(CLI::Range(static_cast<double>(declared.min), static_cast<double>(declared.max)))
          ->type_name("FLOAT");
      break;
    case option_type::memory_size:
      option->transform(memory_size_check())->type_name("UINT");
      break;
    case option_type::flag:
    case option_type::text:
      break;
  }
  if (!declared.value_name.empty()) option->type_name(std::string(declared.value_name));
  return option;
}

declared_cli_options::declared_cli_options(CLI::App& app, subcommand command) : command_(command) {
  for (const puzzle_tool* puzzle : puzzle_table())
    for (const option_declaration& declared : puzzle->options) {
      if (!declared.commands.has(command)) continue;
      bool known = false;
      for (const added& a : added_) known = known || a.name == declared.name;
      if (known) continue;
      added& a = added_.emplace_back();
      a.name = declared.name;
      a.option = add_declared_option(app, declared, a.text, a.flag);
    }
}

option_values declared_cli_options::values_for(const puzzle_tool& puzzle) const {
  option_values values;
  for (const added& a : added_)
    if (a.option->count() > 0 && find_option(puzzle.options, a.name, command_))
      values[a.name] = a.flag ? "true" : a.text;
  return values;
}

std::string declared_cli_options::refusal_for(const puzzle_tool& puzzle) const {
  for (const added& a : added_)
    if (a.option->count() > 0)
      if (std::string refusal = foreign_option(puzzle, a.name, command_); !refusal.empty())
        return refusal;
  return {};
}

std::string common_help(std::string_view name, subcommand command) {
  const option_declaration* declared = find_option(common_options(), name, command);
  return declared ? std::string(declared->help) : std::string();
}

std::string option_listing() {
  std::string out;
  list(out, "common", common_options());
  for (const puzzle_tool* puzzle : puzzle_table()) list(out, puzzle->name, puzzle->options);
  return out;
}

}  // namespace boardsolve::cli
