#pragma once
// The keywords of the text API that the library declares (declared_options.hpp): each
// puzzle's options as keyword arguments with '_' for '-', their values read and checked as
// the command line checks them, and Python functions whose signatures hold them.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "boardsolve/tool.hpp"
#include "module.hpp"

namespace boardsolve::python {

/// Python's truth of `value` (an error in __bool__ propagates).
bool truthy(py::handle value);
/// An int (or anything with __index__ but a bool) as a long long; TypeError naming `name`
/// for anything else, ValueError beyond the range of a long long.
long long integer_of(py::handle value, std::string_view name);
/// A float or an int as a double; TypeError naming `name` for anything else.
double real_of(py::handle value, std::string_view name);
/// The keyword of an option: its name with '_' for '-'.
std::string python_name(std::string_view name);

/// A declared option's value in the text form of option_values, checked as the command line
/// checks it (ValueError, TypeError); nullopt for its default (None, False, a bound of 0).
std::optional<std::string> declared_value(const option_declaration& declared, py::handle value);

/// The options the puzzles declare for `command` that every face offers, each name once (the
/// first declaration of it in the puzzle table's order).
std::vector<const option_declaration*> declared_for(subcommand command);

/// A keyword-only parameter and its default.
struct keyword {
  std::string name;
  py::object default_value;
};

/// The keywords of `command`: `own` (the names of texts, the common options), then the
/// options the puzzles declare for it, each defaulting to None, or False for a flag; as
/// (name, default) tuples for python_function.
py::list keywords_of(subcommand command, std::vector<keyword> own);

/// A Python function `name`: its parameters are `positional` ((name, optional, default)
/// tuples, positional or keyword), then `keywords`, keyword only; it calls `run` with its
/// bound arguments as a dict, every parameter present. help(), inspect.signature and the
/// errors of wrong arguments are those of any Python function.
py::object python_function(const char* name, const py::cpp_function& run,
                           const py::list& positional, const py::list& keywords, const char* doc);

}  // namespace boardsolve::python
