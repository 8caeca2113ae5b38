#pragma once
// The options a puzzle declares for itself, as each of Tatham's games answers configure():
// for each its name, type, default, help and the subcommands that take it. Every face (the
// command line and its completions and manual page, the JavaScript and the Python modules)
// builds its options from these declarations, and a puzzle reads the values a face gave it
// through declared_values, so the declaration is the one place that names an option.

#include <cstdint>
#include <initializer_list>
#include <map>
#include <span>
#include <string>
#include <string_view>

namespace boardsolve {

/// The subcommands of the command line that run a puzzle.
enum class subcommand { solve, verify, gen, show, validate };

/// Every subcommand, in the order the command line lists them.
inline constexpr subcommand every_subcommand[] = {
    subcommand::solve, subcommand::verify, subcommand::gen, subcommand::show, subcommand::validate};

/// "solve", "verify", "gen", "show" or "validate".
std::string_view name_of(subcommand command);

/// A set of subcommands: the ones that take an option.
class subcommand_set {
 public:
  constexpr subcommand_set(std::initializer_list<subcommand> commands) {
    for (const subcommand c : commands) bits_ |= 1u << static_cast<unsigned>(c);
  }
  constexpr bool has(subcommand c) const { return (bits_ >> static_cast<unsigned>(c)) & 1u; }

 private:
  unsigned bits_ = 0;
};

/// What an option's value is.
enum class option_type {
  flag,         ///< no value: given or not
  text,         ///< any text (a size "RxC", a file name)
  choice,       ///< one of `choices`
  integer,      ///< a whole number in [min, max]
  number,       ///< a real number in [min, max]
  memory_size,  ///< bytes: "N" or "N" with a unit K, M, G, T (parse_memory_size)
};

/// Which faces offer an option: all of them, or only the command line (an option that names
/// a file of the machine, which the JavaScript module has not got).
enum class option_reach { every_face, command_line };

/// One option: `--name` on the command line, `name` (with '_' for '-') in Python and
/// JavaScript. Declarations live in static tables; the views point into them.
struct option_declaration {
  std::string_view name;
  option_type type = option_type::flag;
  subcommand_set commands;
  std::string_view help;                           ///< the command line's help text
  std::span<const std::string_view> choices = {};  ///< of a choice
  long long min = 0;                               ///< of an integer or a number
  long long max = 0;
  std::string_view default_value = {};  ///< text form; empty: none (the puzzle's own default)
  std::string_view value_name = {};     ///< the command line's name of the value ("FILE")
  option_reach reach = option_reach::every_face;
  /// A setting of the game or its solver (rules, memory), not of a file or a run: also a
  /// keyword of the puzzle's typed call in Python (boardsolve.pawnchess.solve).
  bool typed = false;
};

/// The declaration called `name` in `declared` that `command` takes; nullptr if none.
const option_declaration* find_option(std::span<const option_declaration> declared,
                                      std::string_view name, subcommand command);

/// The values a face was given for a puzzle's declared options, in text form (a memory size
/// in bytes, an integer in decimal, a flag as "true"), only those given: name -> value.
using option_values = std::map<std::string, std::string, std::less<>>;

/// A puzzle's typed view of its option values: a name it has not declared is a bug (an
/// assertion), one it declared but not given reads as its default.
class declared_values {
 public:
  declared_values(std::span<const option_declaration> declared, const option_values& given)
      : declared_(declared), given_(given) {}

  bool given(std::string_view name) const;
  bool flag(std::string_view name) const { return given(name); }
  /// The text given, else the default ("" if none).
  std::string_view text(std::string_view name) const;
  /// The choice given, else the default ("" if none).
  std::string_view choice(std::string_view name) const { return text(name); }
  /// The integer given, else the default (0 if none).
  long long integer(std::string_view name) const;
  /// The bytes given, else the default (0 if none: the puzzle's own bound).
  std::uint64_t bytes(std::string_view name) const;

 private:
  const option_declaration& declaration(std::string_view name) const;

  std::span<const option_declaration> declared_;
  const option_values& given_;
};

}  // namespace boardsolve
