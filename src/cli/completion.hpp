#pragma once
// Shell completion for boardsolve: a model of the command line, read from the CLI11 app itself
// (subcommands, options, positionals) and from the puzzle table (names, aliases, --kind
// values), and the scripts for bash, zsh and fish written from that model. A new subcommand,
// option, puzzle or kind appears in all three scripts without editing them.

#include <string>
#include <vector>

#include <CLI/CLI.hpp>

namespace boardsolve::cli {

/// What the word after an option, or at a positional place, can be.
enum class completion_value {
  none,       ///< a flag: no value follows
  free,       ///< a number, a size: nothing to offer
  file,       ///< a path
  directory,  ///< a folder
  puzzle,     ///< a puzzle name or alias
  kind,       ///< gen --kind: the kinds of the puzzle named earlier on the line
  choice,     ///< one of `choices`
};

/// An option (with its names, "-h" and "--help") or a positional argument (no names).
struct completion_argument {
  std::vector<std::string> names;
  std::string description;  ///< first line of the help text
  completion_value value = completion_value::none;
  std::vector<std::string> choices;  ///< the words of a choice
  bool repeats = false;              ///< a positional that takes every further word
};

struct completion_command {
  std::string name;
  std::string description;
  std::vector<completion_argument> options;
  std::vector<completion_argument> positionals;
};

struct completion_puzzle {
  std::string name;
  std::string alias;
  std::string question;
  std::vector<std::string> kinds;  ///< gen --kind values, default first
};

struct completion_model {
  std::vector<completion_argument> options;  ///< before a subcommand: --help, --version, ...
  std::vector<completion_command> commands;
  std::vector<completion_puzzle> puzzles;
};

/// The model of `app` (its subcommands as registered, in order) and of puzzle_table().
completion_model completion_model_of(const CLI::App& app);

/// The completion script for each shell: a bash function registered with `complete`, a zsh
/// `#compdef` file, a fish file of `complete` commands.
std::string bash_completion(const completion_model& model);
std::string zsh_completion(const completion_model& model);
std::string fish_completion(const completion_model& model);

/// Registers `completion SHELL`, which prints the script of bash, zsh or fish for `app`.
void setup_completion(CLI::App& app, int& exit_code);

}  // namespace boardsolve::cli
