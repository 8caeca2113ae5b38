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

#include "boardsolve/tool.hpp"
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

unsigned threads_of(long long threads) {
  if (threads < 0 || threads > 1024)
    throw py::value_error(fmt::format("threads must be from 0 to 1024, found {}", threads));
  return static_cast<unsigned>(threads);
}

// --size: "N" or "RxC", or an int N.
std::string size_of(py::handle size) {
  if (size.is_none()) return {};
  if (py::isinstance<py::int_>(size) && !py::isinstance<py::bool_>(size))
    return py::str(size).cast<std::string>();
  if (py::isinstance<py::str>(size)) return size.cast<std::string>();
  throw py::type_error("size must be an int N or a str \"N\" or \"RxC\"");
}

void set_rules(tool_options& o, const std::optional<std::string>& rules,
               const std::optional<std::string>& stalemate) {
  check_rules(rules, stalemate);
  o.rules = rules.value_or("");
  o.stalemate = stalemate.value_or("");
}

// The options solve, verify and show share.
tool_options solver_options(long long threads, py::handle size, py::handle memory, bool json,
                            const std::optional<std::string>& rules,
                            const std::optional<std::string>& stalemate) {
  tool_options o;
  o.threads = threads_of(threads);
  o.size = size_of(size);
  o.memory = memory_bytes(memory);
  o.json = json;
  set_rules(o, rules, stalemate);
  return o;
}

// Finds the puzzle and runs `call(puzzle, options)` with the GIL released and a stop token in
// options.stop, which Ctrl-C requests (stoppable_call.hpp); an unknown puzzle gives the
// command line's message and exit code 2.
template <class Call>
py::object run(const std::string& name, tool_options options, Call call) {
  const puzzle_tool* puzzle = find_puzzle(name);
  if (!puzzle) return result_of(unknown_puzzle(name));
  const tool_result result = call_stoppable([&](stop_token stop) {
    options.stop = std::move(stop);
    return call(*puzzle, options);
  });
  return result_of(result);
}

py::object solve(const std::string& puzzle, const py::object& input, const std::string& name,
                 long long threads, const py::object& size, const py::object& memory,
                 const std::optional<std::string>& rules,
                 const std::optional<std::string>& stalemate, bool plan, bool stats, bool json) {
  tool_options o = solver_options(threads, size, memory, json, rules, stalemate);
  o.plan = plan;
  o.stats = stats;
  const text_file file = file_of(input, name, "input");
  return run(puzzle, std::move(o), [&](const puzzle_tool& p, const tool_options& with_stop) {
    return p.solve(file, with_stop);
  });
}

py::object verify(const std::string& puzzle, const py::object& input, const py::object& output,
                  const py::object& answer, const std::string& input_name,
                  const std::string& output_name, const std::string& answer_name, long long threads,
                  const py::object& size, const py::object& memory,
                  const std::optional<std::string>& rules,
                  const std::optional<std::string>& stalemate, bool json) {
  const tool_options o = solver_options(threads, size, memory, json, rules, stalemate);
  const text_file in = file_of(input, input_name, "input");
  const text_file out = file_of(output, output_name, "output");
  std::optional<text_file> jury;
  if (!answer.is_none()) jury = file_of(answer, answer_name, "answer");
  return run(puzzle, o, [&](const puzzle_tool& p, const tool_options& with_stop) {
    return p.verify(in, out, jury ? &*jury : nullptr, with_stop);
  });
}

py::object gen(const std::string& puzzle, py::int_ seed, long long cases, const py::object& size,
               std::optional<std::string> kind, std::optional<double> density,
               const std::optional<std::string>& rules,
               const std::optional<std::string>& stalemate) {
  tool_options o;
  set_rules(o, rules, stalemate);
  try {
    o.seed = seed.cast<std::uint64_t>();
    if (seed < py::int_(0)) throw py::cast_error();
  } catch (const py::cast_error&) {
    throw py::value_error(fmt::format("seed must be an integer from 0 to 2^64 - 1, found {}",
                                      py::str(seed).cast<std::string>()));
  }
  if (cases < 1 || cases > 1'000'000)
    throw py::value_error(fmt::format("cases must be from 1 to 1000000, found {}", cases));
  o.cases = static_cast<int>(cases);
  o.size = size_of(size);
  o.kind = kind.value_or("");
  if (density && !(*density >= 0 && *density <= 1))
    throw py::value_error(fmt::format("density must be from 0 to 1, found {}", *density));
  o.density = density.value_or(-1);
  return run(puzzle, std::move(o),
             [](const puzzle_tool& p, const tool_options& with_stop) { return p.gen(with_stop); });
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

py::object show(const std::string& puzzle, const py::object& input, const std::string& name,
                long long threads, const py::object& size, const py::object& memory,
                const std::optional<std::string>& rules,
                const std::optional<std::string>& stalemate, bool moves, bool json,
                const py::object& svg) {
  tool_options o = solver_options(threads, size, memory, json, rules, stalemate);
  o.moves = moves;
  o.svg = svg_of(svg);
  const text_file file = file_of(input, name, "input");
  return run(puzzle, std::move(o), [&](const puzzle_tool& p, const tool_options& with_stop) {
    return p.show(file, with_stop);
  });
}

py::list puzzles(py::handle puzzle_type) {
  py::list list;
  for (const puzzle_tool* tool : puzzle_table()) {
    py::list kinds;
    for (std::string_view rest = tool->gen_kinds; !rest.empty();) {
      const auto comma = rest.find(',');
      std::string_view kind = rest.substr(0, comma);
      while (!kind.empty() && kind.front() == ' ') kind.remove_prefix(1);
      kinds.append(py::str(std::string(kind)));
      rest = comma == std::string_view::npos ? std::string_view{} : rest.substr(comma + 1);
    }
    list.append(puzzle_type(std::string(tool->name), std::string(tool->alias),
                            std::string(tool->origin), std::string(tool->question),
                            py::tuple(kinds)));
  }
  return list;
}

}  // namespace

void check_rules(const std::optional<std::string>& rules,
                 const std::optional<std::string>& stalemate) {
  if (rules && *rules != "uva" && *rules != "chess")
    throw py::value_error(fmt::format("rules: {} not in {{uva,chess}}", *rules));
  if (stalemate && *stalemate != "draw" && *stalemate != "loss")
    throw py::value_error(fmt::format("stalemate: {} not in {{draw,loss}}", *stalemate));
}

std::uint64_t memory_bytes(py::handle memory) {
  if (memory.is_none()) return 0;
  if (py::isinstance<py::int_>(memory) && !py::isinstance<py::bool_>(memory)) {
    if (memory.cast<py::int_>() < py::int_(0))
      throw py::value_error("memory must be a number of bytes, 0 or more");
    try {
      return memory.cast<std::uint64_t>();
    } catch (const py::cast_error&) {
      throw py::value_error("memory must be below 2^64 bytes");
    }
  }
  if (py::isinstance<py::str>(memory)) {
    const auto text = memory.cast<std::string>();
    if (const auto bytes = parse_memory_size(text)) return *bytes;
    throw py::value_error(fmt::format(
        "memory: expected a size in bytes, e.g. 512M or 4G (units K, M, G, T: powers of 1024), "
        "found '{}'",
        text));
  }
  throw py::type_error("memory must be an int (bytes) or a str such as \"512M\"");
}

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
  m.def("solve", &solve, arg("puzzle"), arg("input"), py::kw_only(), arg("name") = "<stdin>",
        arg("threads") = 0, arg("size") = py::none(), arg("memory") = py::none(),
        arg("rules") = py::none(), arg("stalemate") = py::none(), arg("plan") = false,
        arg("stats") = false, arg("json") = false,
        "`boardsolve solve <puzzle>`: the judge-format answer of every case of `input`\n"
        "(str or bytes). Returns Result(exit_code, out, err, files).");
  m.def("verify", &verify, arg("puzzle"), arg("input"), arg("output"), arg("answer") = py::none(),
        py::kw_only(), arg("input_name") = "input", arg("output_name") = "output",
        arg("answer_name") = "answer", arg("threads") = 0, arg("size") = py::none(),
        arg("memory") = py::none(), arg("rules") = py::none(), arg("stalemate") = py::none(),
        arg("json") = false,
        "`boardsolve verify <puzzle> INPUT OUTPUT [ANSWER]`: checks `output` case by case.\n"
        "exit_code 0 accepted, 1 wrong answer, 2 unreadable output, 3 bad input.");
  m.def("gen", &gen, arg("puzzle"), py::kw_only(), arg("seed") = 1, arg("cases") = 1,
        arg("size") = py::none(), arg("kind") = py::none(), arg("density") = py::none(),
        arg("rules") = py::none(), arg("stalemate") = py::none(),
        "`boardsolve gen <puzzle>`: a seeded instance file; the same seed gives the same bytes.");
  m.def("show", &show, arg("puzzle"), arg("input"), py::kw_only(), arg("name") = "<stdin>",
        arg("threads") = 0, arg("size") = py::none(), arg("memory") = py::none(),
        arg("rules") = py::none(), arg("stalemate") = py::none(), arg("moves") = false,
        arg("json") = false, arg("svg") = false,
        "`boardsolve show <puzzle>`: each case and its solution drawn; svg=True gives the HTML\n"
        "page of pictures (--svg), svg=\"files\" one picture per case in Result.files.");
  m.def(
      "puzzles", [puzzle_type] { return puzzles(puzzle_type); },
      "The puzzles, in the command line's order, as Puzzle records.");
}

}  // namespace boardsolve::python
