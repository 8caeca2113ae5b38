// The text API: boardsolve.solve, verify, gen and show run the puzzle table of tool.hpp as the
// command line does (src/cli), and return its exit code, stdout and stderr as a Result. Option
// values of the wrong type or out of range raise TypeError or ValueError and run nothing, as
// the command line refuses them before it runs; what a puzzle refuses (bad input, a size too
// large, an unknown kind) is in the Result, with the command line's message and exit code.
// Ctrl-C stops a call within a fraction of a second: it raises KeyboardInterrupt.
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <utility>

#include <fmt/format.h>
#include <pybind11/stl.h>

#include "boardsolve/core/generator_request.hpp"
#include "boardsolve/tool.hpp"
#include "declared_keywords.hpp"
#include "module.hpp"
#include "stoppable_call.hpp"

namespace boardsolve::python {
namespace {

py::handle result_type;

// Bytes to str as UTF-8; a byte that is not (none the library writes) kept as a surrogate,
// so that out.encode("utf-8", "surrogateescape") gives the command line's bytes exactly.
py::str text_of(const std::string& bytes) {
  PyObject* text =
      PyUnicode_DecodeUTF8(bytes.data(), static_cast<py::ssize_t>(bytes.size()), "surrogateescape");
  if (!text) throw py::error_already_set();
  return py::reinterpret_steal<py::str>(text);
}

py::object result_of(const tool_result& r) {
  py::dict files;
  for (const output_file& f : r.files) files[text_of(f.name)] = text_of(f.text);
  return result_type(r.exit_code, text_of(r.out), text_of(r.err), files);
}

// A text from Python: str (encoded as UTF-8), or bytes and anything with the buffer protocol.
text_file file_of(py::handle text, const std::string& name, const char* what) {
  if (py::isinstance<py::str>(text)) return {name, text.cast<std::string>()};
  if (py::isinstance<py::bytes>(text)) return {name, text.cast<std::string>()};
  if (PyObject_CheckBuffer(text.ptr())) {
    const py::buffer_info buffer = py::reinterpret_borrow<py::buffer>(text).request();
    const auto* data = static_cast<const char*>(buffer.ptr);
    return {name, std::string(data, data + buffer.itemsize * buffer.size)};
  }
  throw py::type_error(fmt::format("{} must be str or bytes, not {}", what,
                                   py::str(py::type::of(text)).cast<std::string>()));
}

// --size: "N" or "RxC", or an int N.
std::string size_of(py::handle size) {
  if (size.is_none()) return {};
  if (py::isinstance<py::int_>(size) && !py::isinstance<py::bool_>(size))
    return py::str(size).cast<std::string>();
  if (py::isinstance<py::str>(size)) return size.cast<std::string>();
  throw py::type_error("size must be an int N or a str \"N\" or \"RxC\"");
}

// The call's arguments (inspect's BoundArguments.arguments, every parameter present).
struct arguments {
  const py::dict& given;

  py::handle operator[](const char* name) const { return given[name]; }
  std::string text(const char* name) const {
    const py::handle value = given[name];
    if (!py::isinstance<py::str>(value))
      throw py::type_error(fmt::format("{} must be str, not {}", name,
                                       py::str(py::type::of(value)).cast<std::string>()));
    return value.cast<std::string>();
  }
  long long integer(const char* name) const { return integer_of(given[name], name); }
  bool flag(const char* name) const { return truthy(given[name]); }
};

unsigned threads_of(long long threads) {
  if (threads < 0 || threads > 1024)
    throw py::value_error(fmt::format("threads must be from 0 to 1024, found {}", threads));
  return static_cast<unsigned>(threads);
}

// The values of the options `puzzle` declares for `command` (every puzzle's are checked, as
// the keywords are those of every puzzle); in `refusal` the command line's words for the first
// one given that only other puzzles take.
option_values declared_values_of(const puzzle_tool* puzzle, subcommand command, const arguments& a,
                                 std::string& refusal) {
  option_values values;
  for (const option_declaration* declared : declared_for(command)) {
    const std::string name = python_name(declared->name);
    auto value = declared_value(*declared, a[name.c_str()]);
    if (!value || !puzzle) continue;
    if (std::string foreign = foreign_option(*puzzle, declared->name, command); !foreign.empty()) {
      if (refusal.empty()) refusal = std::move(foreign);
      continue;
    }
    values[std::string(declared->name)] = std::move(*value);
  }
  return values;
}

// Runs `call(puzzle, options)` on the puzzle called `name` with the GIL released and a stop
// token in options.stop, which Ctrl-C requests (stoppable_call.hpp); an unknown puzzle gives
// the command line's message and exit code 2.
template <class Call>
py::object run(const puzzle_tool* puzzle, const std::string& name, run_options options,
               const std::string& refusal, Call call) {
  if (!puzzle) return result_of(unknown_puzzle(name));
  if (!refusal.empty()) return result_of(usage_error(refusal));
  const tool_result result = call_stoppable([&](stop_token stop) {
    options.stop = std::move(stop);
    return call(*puzzle, options);
  });
  return result_of(result);
}

// The options of a run that solves (solve, verify, show): the common ones and those that
// `puzzle` declares for `command` (in `refusal`, one that only other puzzles take).
run_options solver_run_options(const puzzle_tool* puzzle, subcommand command, const arguments& a,
                               std::string& refusal) {
  run_options o;
  o.threads = threads_of(a.integer("threads"));
  o.json = a.flag("json");
  o.values = declared_values_of(puzzle, command, a, refusal);
  return o;
}

py::object solve(const arguments& a) {
  const std::string name = a.text("puzzle");
  const puzzle_tool* puzzle = find_puzzle(name);
  std::string refusal;
  run_options o = solver_run_options(puzzle, subcommand::solve, a, refusal);
  const text_file file = file_of(a["input"], a.text("name"), "input");
  return run(
      puzzle, name, std::move(o), refusal,
      [&](const puzzle_tool& p, const run_options& with_stop) { return p.solve(file, with_stop); });
}

py::object verify(const arguments& a) {
  const std::string name = a.text("puzzle");
  const puzzle_tool* puzzle = find_puzzle(name);
  std::string refusal;
  run_options o = solver_run_options(puzzle, subcommand::verify, a, refusal);
  const text_file in = file_of(a["input"], a.text("input_name"), "input");
  const text_file out = file_of(a["output"], a.text("output_name"), "output");
  std::optional<text_file> jury;
  if (!a["answer"].is_none()) jury = file_of(a["answer"], a.text("answer_name"), "answer");
  return run(puzzle, name, std::move(o), refusal,
             [&](const puzzle_tool& p, const run_options& with_stop) {
               return p.verify(in, out, jury ? &*jury : nullptr, with_stop);
             });
}

py::object gen(const arguments& a) {
  const std::string name = a.text("puzzle");
  const puzzle_tool* puzzle = find_puzzle(name);
  run_options o;
  std::string refusal;
  o.values = declared_values_of(puzzle, subcommand::gen, a, refusal);
  const py::handle seed = a["seed"];
  if (!py::isinstance<py::int_>(seed)) throw py::type_error("seed must be int");
  try {
    o.seed = seed.cast<std::uint64_t>();
    if (seed.cast<py::int_>() < py::int_(0)) throw py::cast_error();
  } catch (const py::cast_error&) {
    throw py::value_error(fmt::format("seed must be an integer from 0 to 2^64 - 1, found {}",
                                      py::str(seed).cast<std::string>()));
  }
  const long long cases = a.integer("cases");
  if (cases < 1 || cases > 1'000'000)
    throw py::value_error(fmt::format("cases must be from 1 to 1000000, found {}", cases));
  o.cases = static_cast<int>(cases);
  o.size = size_of(a["size"]);
  if (!a["kind"].is_none()) o.kind = a.text("kind");
  if (!a["density"].is_none()) {
    const double density = real_of(a["density"], "density");
    if (!(density >= 0 && density <= 1))
      throw py::value_error(fmt::format("density must be from 0 to 1, found {}", density));
    o.density = density;
  }
  return run(puzzle, name, std::move(o), refusal,
             [](const puzzle_tool& p, const run_options& with_stop) { return p.gen(with_stop); });
}

// svg: False or None (text), True or "page" (one HTML page), "files" (Result.files).
svg_mode svg_of(py::handle svg) {
  if (svg.is_none() || (py::isinstance<py::bool_>(svg) && !svg.cast<bool>())) return svg_mode::none;
  if (py::isinstance<py::bool_>(svg)) return svg_mode::page;
  if (py::isinstance<py::str>(svg)) {
    const auto mode = svg.cast<std::string>();
    if (mode == "page") return svg_mode::page;
    if (mode == "files") return svg_mode::files;
  }
  throw py::value_error("svg must be False, True, \"page\" or \"files\"");
}

py::object show(const arguments& a) {
  const std::string name = a.text("puzzle");
  const puzzle_tool* puzzle = find_puzzle(name);
  std::string refusal;
  run_options o = solver_run_options(puzzle, subcommand::show, a, refusal);
  o.svg = svg_of(a["svg"]);
  const text_file file = file_of(a["input"], a.text("name"), "input");
  return run(
      puzzle, name, std::move(o), refusal,
      [&](const puzzle_tool& p, const run_options& with_stop) { return p.show(file, with_stop); });
}

py::list puzzles(py::handle puzzle_type) {
  py::list list;
  for (const puzzle_tool* tool : puzzle_table()) {
    py::list kinds;
    for (const std::string_view kind : generator_kind_names(tool->gen_kinds))
      kinds.append(py::str(std::string(kind)));
    list.append(puzzle_type(std::string(tool->name), std::string(tool->alias),
                            std::string(tool->origin), std::string(tool->question),
                            py::tuple(kinds)));
  }
  return list;
}

}  // namespace

void add_text_api(py::module_& m) {
  using py::arg;
  result_type = add_record_type(
      m, "Result", {"exit_code", "out", "err", "files"},
      "What a subcommand gives: the command line's exit code, stdout and stderr (str), and\n"
      "for show(..., svg=\"files\") the pictures, {file name: SVG text}.");
  const py::handle puzzle_type = add_record_type(
      m, "Puzzle", {"name", "alias", "origin", "question", "gen_kinds"},
      "A puzzle of the table: its name, its contest alias, origin and question, and the kinds\n"
      "gen() knows, the default first.");
  const auto required = [](const char* name) { return py::make_tuple(name, false, py::none()); };
  const py::object none = py::none();
  const py::object no = py::bool_(false);
  const auto def = [&](const char* name, py::object (*run)(const arguments&), py::list positional,
                       py::list keywords, const char* doc) {
    m.attr(name) = python_function(
        name, py::cpp_function([run](const py::dict& given) { return run({given}); }), positional,
        keywords, doc);
  };
  def("solve", solve, py::make_tuple(required("puzzle"), required("input")).cast<py::list>(),
      keywords_of(subcommand::solve,
                  {{"name", py::str("<stdin>")}, {"threads", py::int_(0)}, {"json", no}}),
      "`boardsolve solve <puzzle>`: the judge-format answer of every case of `input`\n"
      "(str or bytes). Returns Result(exit_code, out, err, files).");
  def("verify", verify,
      py::make_tuple(required("puzzle"), required("input"), required("output"),
                     py::make_tuple("answer", true, none))
          .cast<py::list>(),
      keywords_of(subcommand::verify, {{"input_name", py::str("input")},
                                       {"output_name", py::str("output")},
                                       {"answer_name", py::str("answer")},
                                       {"threads", py::int_(0)},
                                       {"json", no}}),
      "`boardsolve verify <puzzle> INPUT OUTPUT [ANSWER]`: checks `output` case by case.\n"
      "exit_code 0 accepted, 1 wrong answer, 2 unreadable output, 3 bad input.");
  def("gen", gen, py::make_tuple(required("puzzle")).cast<py::list>(),
      keywords_of(subcommand::gen, {{"seed", py::int_(1)},
                                    {"cases", py::int_(1)},
                                    {"size", none},
                                    {"kind", none},
                                    {"density", none}}),
      "`boardsolve gen <puzzle>`: a seeded instance file; the same seed gives the same bytes.");
  def("show", show, py::make_tuple(required("puzzle"), required("input")).cast<py::list>(),
      keywords_of(
          subcommand::show,
          {{"name", py::str("<stdin>")}, {"threads", py::int_(0)}, {"json", no}, {"svg", no}}),
      "`boardsolve show <puzzle>`: each case and its solution drawn; svg=True gives the HTML\n"
      "page of pictures (--svg), svg=\"files\" one picture per case in Result.files.");
  m.def(
      "puzzles", [puzzle_type] { return puzzles(puzzle_type); },
      "The puzzles, in the command line's order, as Puzzle records.");
}

}  // namespace boardsolve::python
