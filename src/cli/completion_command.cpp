// boardsolve completion SHELL: the completion script of bash, zsh or fish, read from this
// command line's own CLI11 app and from the puzzle table, so it cannot fall behind either.
#include <algorithm>
#include <array>
#include <memory>
#include <string_view>

#include <fmt/format.h>

#include "cli_common.hpp"
#include "completion.hpp"

namespace boardsolve::cli {
namespace {

constexpr std::array<std::string_view, 3> shells = {"bash", "zsh", "fish"};

// The words of the values CLI11 cannot tell: the judges each subcommand takes (judge.hpp and
// the subcommands check them), the shells of this subcommand. The choices the puzzles
// declare (--rules) come from their declarations.
struct known_choices {
  std::string_view command;
  std::string_view option;
  std::vector<std::string> choices;
};

const std::vector<known_choices>& choice_table() {
  static const std::vector<known_choices> table = {
      {"verify", "judge", {"testlib", "kattis", "cms"}},
      {"validate", "judge", {"testlib", "kattis"}},
      {"completion", "shell", {shells.begin(), shells.end()}},
  };
  return table;
}

// The values of an option some puzzle declares as a choice for `command`; empty if none.
std::vector<std::string> declared_choices(std::string_view command, std::string_view option) {
  for (const subcommand which : every_subcommand) {
    if (name_of(which) != command) continue;
    for (const puzzle_tool* puzzle : puzzle_table())
      if (const option_declaration* declared = find_option(puzzle->options, option, which);
          declared && declared->type == option_type::choice)
        return {declared->choices.begin(), declared->choices.end()};
  }
  return {};
}

std::string first_line(const std::string& text) {
  return text.substr(0, text.find('\n'));
}

std::vector<std::string> split_kinds(std::string_view kinds) {
  std::vector<std::string> words;
  std::size_t at = 0;
  while (at <= kinds.size()) {
    const std::size_t end = std::min(kinds.find(',', at), kinds.size());
    std::string_view word = kinds.substr(at, end - at);
    while (!word.empty() && word.front() == ' ') word.remove_prefix(1);
    while (!word.empty() && word.back() == ' ') word.remove_suffix(1);
    if (!word.empty()) words.emplace_back(word);
    at = end + 1;
  }
  return words;
}

// An option or positional of `command` ("" before a subcommand). CLI11 says which options are
// flags, which positionals repeat, and which values are folders (type name DIR); the names
// say the rest: "puzzle" is a puzzle, --kind a kind of it, any other positional a file.
completion_argument argument_of(std::string_view command, const CLI::Option& option) {
  completion_argument argument;
  for (const std::string& name : option.get_snames()) argument.names.push_back("-" + name);
  for (const std::string& name : option.get_lnames()) argument.names.push_back("--" + name);
  argument.description = first_line(option.get_description());
  const bool positional = !option.nonpositional();
  const std::string name = option.get_single_name();
  if (!positional && option.get_items_expected_max() == 0) return argument;  // a flag
  argument.repeats = positional && option.get_items_expected_max() > 1;
  for (const known_choices& known : choice_table())
    if (known.command == command && known.option == name) {
      argument.value = completion_value::choice;
      argument.choices = known.choices;
      return argument;
    }
  if (auto choices = declared_choices(command, name); !choices.empty()) {
    argument.value = completion_value::choice;
    argument.choices = std::move(choices);
    return argument;
  }
  if (name == "puzzle")
    argument.value = completion_value::puzzle;
  else if (name == "kind")
    argument.value = completion_value::kind;
  else if (option.get_type_name() == "DIR" || name == "dir")
    argument.value = completion_value::directory;
  else
    argument.value = positional ? completion_value::file : completion_value::free;
  return argument;
}

void add_arguments(std::string_view command, const CLI::App& app,
                   std::vector<completion_argument>& options,
                   std::vector<completion_argument>* positionals) {
  for (const CLI::Option* option : app.get_options()) {
    if (option->nonpositional())
      options.push_back(argument_of(command, *option));
    else if (positionals)
      positionals->push_back(argument_of(command, *option));
  }
}

int run_completion(const CLI::App& app, std::string_view shell) {
  const completion_model model = completion_model_of(app);
  if (shell == "bash") return emit({0, bash_completion(model), {}});
  if (shell == "zsh") return emit({0, zsh_completion(model), {}});
  if (shell == "fish") return emit({0, fish_completion(model), {}});
  std::string message = fmt::format("unknown shell '{}'", shell);
  if (const auto suggestion = did_you_mean(shell, shells))
    message += fmt::format("; did you mean '{}'?", *suggestion);
  return emit(usage_error(message + "\nboardsolve: the shells are: bash, zsh, fish"));
}

}  // namespace

completion_model completion_model_of(const CLI::App& app) {
  completion_model model;
  add_arguments("", app, model.options, nullptr);
  for (const CLI::App* sub : app.get_subcommands([](const CLI::App*) { return true; })) {
    completion_command command{sub->get_name(), first_line(sub->get_description()), {}, {}};
    add_arguments(command.name, *sub, command.options, &command.positionals);
    model.commands.push_back(std::move(command));
  }
  for (const puzzle_tool* tool : puzzle_table())
    model.puzzles.push_back({std::string(tool->name), std::string(tool->alias),
                             std::string(tool->question), split_kinds(tool->gen_kinds)});
  return model;
}

void setup_completion(CLI::App& app, int& exit_code) {
  auto shell = std::make_shared<std::string>();
  CLI::App* command = app.add_subcommand(
      "completion", "print the completion script of a shell: bash, zsh or fish (docs/install.md)");
  command->add_option("shell", *shell, "bash, zsh or fish")->required();
  command->callback([&app, shell, &exit_code] { exit_code = run_completion(app, *shell); });
}

}  // namespace boardsolve::cli
