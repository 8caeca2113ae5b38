#pragma once
// The options the puzzles declare (puzzle_tool::options) as CLI11 options of a subcommand:
// added by looping over the declarations, with their help, value name and check, and read
// back as the values of the puzzle a run names. The common options are typed fields of
// run_options, added by each subcommand; common_help() gives them their declared help.

#include <deque>
#include <string>
#include <string_view>

#include <CLI/CLI.hpp>

#include "boardsolve/tool.hpp"

namespace boardsolve::cli {

/// The options that some puzzle declares for one subcommand, each name once (the first
/// declaration of it in the puzzle table's order).
class declared_cli_options {
 public:
  /// Adds to `app` every option some puzzle declares for `command`.
  declared_cli_options(CLI::App& app, subcommand command);
  declared_cli_options(const declared_cli_options&) = delete;
  declared_cli_options& operator=(const declared_cli_options&) = delete;

  /// The values given on the command line for the options `puzzle` declares for the
  /// subcommand; the other puzzles' options are left out, as that puzzle ignores them.
  option_values values_for(const puzzle_tool& puzzle) const;
  /// "" if every option given is one `puzzle` takes for the subcommand; else the refusal of
  /// the first that is not, naming the puzzles whose option it is.
  std::string refusal_for(const puzzle_tool& puzzle) const;

 private:
  struct added {
    std::string name;
    CLI::Option* option = nullptr;
    std::string text;
    bool flag = false;
  };
  subcommand command_;
  std::deque<added> added_;  // CLI11 writes into `text` and `flag`: addresses that stay put
};

/// Adds one declared option to `app`, its value written into `text` (`flag` for a flag).
CLI::Option* add_declared_option(CLI::App& app, const option_declaration& declared,
                                 std::string& text, bool& flag);

/// The help text common_options() declares for `name` on `command`.
std::string common_help(std::string_view name, subcommand command);

/// Prints every declared option, one a line: "OWNER SUBCOMMAND NAME TYPE REACH TYPED
/// [CHOICE...]", OWNER "common" or a puzzle, REACH "every-face" or "command-line", TYPED "typed"
/// or "text-only" (option_declaration::typed), for the tests of the faces.
std::string option_listing();

}  // namespace boardsolve::cli
