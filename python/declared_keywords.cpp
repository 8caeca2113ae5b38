// The keywords of the options the library declares: their names, their values read from
// Python and checked as the command line checks them, and functions whose signatures hold them.
#include "declared_keywords.hpp"

#include <fmt/format.h>
#include <pybind11/eval.h>

#include "boardsolve/tool.hpp"

namespace boardsolve::python {

bool truthy(py::handle value) {
  const int truth = PyObject_IsTrue(value.ptr());
  if (truth < 0) throw py::error_already_set();
  return truth != 0;
}

long long integer_of(py::handle value, std::string_view name) {
  if (py::isinstance<py::bool_>(value) || !PyIndex_Check(value.ptr()))
    throw py::type_error(fmt::format("{} must be int", name));
  const auto number = py::reinterpret_steal<py::int_>(PyNumber_Index(value.ptr()));
  if (!number) throw py::error_already_set();
  const long long result = PyLong_AsLongLong(number.ptr());
  if (result == -1 && PyErr_Occurred()) {
    PyErr_Clear();
    throw py::value_error(fmt::format("{} is out of range, found {}", name,
                                      py::str(py::handle(number)).cast<std::string>()));
  }
  return result;
}

// A float or an int as a double; TypeError for anything else.
double real_of(py::handle value, std::string_view name) {
  if ((!py::isinstance<py::float_>(value) && !py::isinstance<py::int_>(value)) ||
      py::isinstance<py::bool_>(value))
    throw py::type_error(fmt::format("{} must be float", name));
  const double real = PyFloat_AsDouble(value.ptr());
  if (real == -1 && PyErr_Occurred()) throw py::error_already_set();
  return real;
}

// The keyword of an option: its name with '_' for '-'.
std::string python_name(std::string_view name) {
  std::string keyword(name);
  for (char& c : keyword)
    if (c == '-') c = '_';
  return keyword;
}

// A declared option's value in the text form of option_values, checked as the command line
// checks it (ValueError, TypeError); nullopt for its default (None, False, a bound of 0).
std::optional<std::string> declared_value(const option_declaration& declared, py::handle value) {
  const std::string name = python_name(declared.name);
  if (value.is_none()) return std::nullopt;
  switch (declared.type) {
    case option_type::flag:
      return truthy(value) ? std::optional<std::string>("true") : std::nullopt;
    case option_type::memory_size: {
      const std::uint64_t bytes = memory_bytes(value, name);
      return bytes == 0 ? std::nullopt : std::optional<std::string>(std::to_string(bytes));
    }
    case option_type::choice:
      if (!py::isinstance<py::str>(value))
        throw py::type_error(fmt::format("{} must be str", name));
      return checked_choice(declared, value.cast<std::string>());
    case option_type::integer: {
      const long long number = integer_of(value, name);
      if (number < declared.min || number > declared.max)
        throw py::value_error(fmt::format("{} must be from {} to {}, found {}", name, declared.min,
                                          declared.max, number));
      return std::to_string(number);
    }
    case option_type::number:
      return fmt::format("{}", real_of(value, name));
    case option_type::text:
      // A size may be an int N too.
      if (py::isinstance<py::int_>(value) && !py::isinstance<py::bool_>(value))
        return py::str(value).cast<std::string>();
      if (py::isinstance<py::str>(value)) return value.cast<std::string>();
      throw py::type_error(fmt::format("{} must be an int N or a str \"N\" or \"RxC\"", name));
  }
  return std::nullopt;
}

// The options the puzzles declare for `command`, each name once (the first declaration of it).
std::vector<const option_declaration*> declared_for(subcommand command) {
  std::vector<const option_declaration*> all;
  for (const puzzle_tool* tool : puzzle_table())
    for (const option_declaration& declared : tool->options) {
      if (!declared.commands.has(command) || declared.reach != option_reach::every_face) continue;
      bool known = false;
      for (const option_declaration* seen : all) known = known || seen->name == declared.name;
      if (!known) all.push_back(&declared);
    }
  return all;
}

std::string checked_choice(const option_declaration& declared, const std::string& value) {
  std::string words;
  for (const std::string_view choice : declared.choices) {
    if (choice == value) return value;
    words += words.empty() ? "" : ",";
    words += choice;
  }
  throw py::value_error(
      fmt::format("{}: {} not in {{{}}}", python_name(declared.name), value, words));
}

std::uint64_t memory_bytes(py::handle memory, std::string_view name) {
  if (memory.is_none()) return 0;
  if (py::isinstance<py::int_>(memory) && !py::isinstance<py::bool_>(memory)) {
    if (memory.cast<py::int_>() < py::int_(0))
      throw py::value_error(fmt::format("{} must be a number of bytes, 0 or more", name));
    try {
      return memory.cast<std::uint64_t>();
    } catch (const py::cast_error&) {
      throw py::value_error(fmt::format("{} must be below 2^64 bytes", name));
    }
  }
  if (py::isinstance<py::str>(memory)) {
    const auto text = memory.cast<std::string>();
    if (const auto bytes = parse_memory_size(text)) return *bytes;
    throw py::value_error(fmt::format(
        "{}: expected a size in bytes, e.g. 512M or 4G (units K, M, G, T: powers of 1024), "
        "found '{}'",
        name, text));
  }
  throw py::type_error(fmt::format("{} must be an int (bytes) or a str such as \"512M\"", name));
}

namespace {

// Makes a Python function `name(...)` with a real signature (inspect.signature, help() and
// argument errors as any Python function's), whose bound arguments `run` receives as a dict.
constexpr const char* function_factory = R"py(
import inspect

def make(run, name, positional, keywords, doc):
    P = inspect.Parameter
    params = [P(n, P.POSITIONAL_OR_KEYWORD, default=d) if optional else P(n, P.POSITIONAL_OR_KEYWORD)
              for n, optional, d in positional]
    params += [P(n, P.KEYWORD_ONLY, default=d) for n, d in keywords]
    signature = inspect.Signature(params)

    def call(*args, **kwargs):
        bound = signature.bind(*args, **kwargs)
        bound.apply_defaults()
        return run(dict(bound.arguments))

    call.__name__ = call.__qualname__ = name
    call.__module__ = "boardsolve"
    call.__signature__ = signature
    call.__doc__ = doc
    return call
)py";

}  // namespace

py::object python_function(const char* name, const py::cpp_function& run,
                           const py::list& positional, const py::list& keywords, const char* doc) {
  // Kept for the life of the process (never released, so nothing is freed after Python ends).
  static const py::handle make = [] {
    py::dict scope;
    py::exec(function_factory, scope);
    return py::object(scope["make"]).release();
  }();
  return make(run, name, positional, keywords, doc);
}

// The keywords of `command`: the face's own (file names, common options), then the options the
// puzzles declare for it, each with its default: None, or False for a flag.
py::list keywords_of(subcommand command, std::vector<keyword> own) {
  for (const option_declaration* declared : declared_for(command)) {
    const std::string name = python_name(declared->name);
    bool known = false;
    for (const keyword& k : own) known = known || k.name == name;
    if (!known)
      own.push_back({name, declared->type == option_type::flag ? py::object(py::bool_(false))
                                                               : py::object(py::none())});
  }
  py::list list;
  for (const keyword& k : own) list.append(py::make_tuple(k.name, k.default_value));
  return list;
}

}  // namespace boardsolve::python
