// The JavaScript module's binding: the four subcommands of boardsolve/tool.hpp over texts,
// exported with embind to api.js, which offers them as solve, verify, gen and show. It holds
// no puzzle logic: it finds the puzzle in the library's table and calls it as the command
// line does (src/cli), so both give the same bytes for the same input.
#include <charconv>
#include <cstdint>
#include <cstring>
#include <new>
#include <optional>
#include <string>

#include <emscripten/bind.h>
#include <emscripten/val.h>
#include <fmt/format.h>

#include "boardsolve/tool.hpp"

namespace boardsolve::web {
namespace {

// Texts cross between JavaScript and the module as bytes copied by the engine, rather than
// one character at a time by embind's std::string conversion (which took longer than
// solving the 5.8 MB of every contest position for pawnchess): a string is encoded to UTF-8
// straight into the module's memory (TextEncoder.encodeInto, four times as fast as encode()
// in Chromium), bytes are copied in with one set(), and outputs are decoded by TextDecoder.

// A file from api.js: {name: string, text: string or Uint8Array}.
text_file file_of(const emscripten::val& file) {
  static const emscripten::val encoder = emscripten::val::global("TextEncoder").new_();
  const emscripten::val text = file["text"];
  text_file f{file["name"].as<std::string>(), {}};
  const auto length = text["length"].as<std::size_t>();
  const auto view = [&f] {
    return emscripten::val(emscripten::typed_memory_view(
        f.text.size(), reinterpret_cast<unsigned char*>(f.text.data())));
  };
  if (!text.isString()) {
    f.text.resize(length);
    view().call<void>("set", text);
    return f;
  }
  // One byte a character when the text is ASCII, as judges' files are; at most three.
  for (const std::size_t bytes_per_char : {std::size_t{1}, std::size_t{3}}) {
    f.text.resize(length * bytes_per_char);
    const emscripten::val done = encoder.call<emscripten::val>("encodeInto", text, view());
    if (done["read"].as<std::size_t>() == length) {
      f.text.resize(done["written"].as<std::size_t>());
      break;
    }
  }
  return f;
}

bool is_ascii(const std::string& bytes) {
  std::uint64_t seen = 0;
  std::size_t i = 0;
  for (; i + 8 <= bytes.size(); i += 8) {
    std::uint64_t word;
    std::memcpy(&word, bytes.data() + i, 8);
    seen |= word;
  }
  for (; i < bytes.size(); ++i) seen |= static_cast<unsigned char>(bytes[i]);
  return (seen & 0x8080808080808080) == 0;
}

// ASCII, as every output but a file name is, goes through the windows-1252 decoder, which
// reads ASCII as UTF-8 does and is two and a half times as fast in Chromium.
emscripten::val string_of(const std::string& bytes) {
  static const emscripten::val utf8 = emscripten::val::global("TextDecoder").new_();
  static const emscripten::val ascii =
      emscripten::val::global("TextDecoder").new_(std::string("windows-1252"));
  const auto* data = reinterpret_cast<const unsigned char*>(bytes.data());
  return (is_ascii(bytes) ? ascii : utf8)
      .call<emscripten::val>("decode", emscripten::typed_memory_view(bytes.size(), data));
}

// {exitCode, out, err, outOfMemory}. outOfMemory: an allocation failed, so the module's
// memory has grown to its maximum, which it never gives back: api.js lets this instance go
// (the engine frees its memory) and starts a fresh one for the next call.
emscripten::val result_of(const tool_result& r, bool out_of_memory = false) {
  emscripten::val result = emscripten::val::object();
  result.set("exitCode", r.exit_code);
  result.set("out", string_of(r.out));
  result.set("err", string_of(r.err));
  result.set("outOfMemory", out_of_memory);
  return result;
}

// A declared option's value from api.js (which has checked it against the declaration) in
// the text form of option_values; nullopt if not given. A memory bound of 0 is the default.
std::optional<std::string> declared_value(const option_declaration& declared,
                                          const emscripten::val& value) {
  if (value.isUndefined() || value.isNull()) return std::nullopt;
  switch (declared.type) {
    case option_type::flag:
      return value.as<bool>() ? std::optional<std::string>("true") : std::nullopt;
    case option_type::memory_size: {
      const auto bytes = static_cast<std::uint64_t>(value.as<double>());
      return bytes == 0 ? std::nullopt : std::optional<std::string>(std::to_string(bytes));
    }
    case option_type::integer:
      return std::to_string(static_cast<long long>(value.as<double>()));
    case option_type::number:
      return fmt::format("{}", value.as<double>());
    case option_type::text:
    case option_type::choice:
      return value.as<std::string>();
  }
  return std::nullopt;
}

// The run options of an object of api.js: the common fields, present and checked, and the
// options `puzzle` declares for `command`. The module runs on one thread: Emscripten builds
// it without threads. The 64-bit seed comes as decimal text (a JavaScript number holds
// integers up to 2^53 only).
std::optional<run_options> to_tool(const puzzle_tool& puzzle, subcommand command,
                                   const emscripten::val& o, tool_result& error) {
  run_options t;
  t.size = o["size"].as<std::string>();
  t.threads = 1;
  const auto seed = o["seed"].as<std::string>();
  const char* end = seed.data() + seed.size();
  if (const auto [ptr, ec] = std::from_chars(seed.data(), end, t.seed);
      ec != std::errc() || ptr != end) {
    error = usage_error(
        fmt::format("the seed must be an integer from 0 to 2^64 - 1, found '{}'", seed));
    return std::nullopt;
  }
  t.cases = o["cases"].as<int>();
  t.kind = o["kind"].as<std::string>();
  t.density = o["density"].as<double>();
  t.json = o["json"].as<bool>();
  t.svg = o["svg"].as<bool>() ? svg_mode::page : svg_mode::none;
  for (const option_declaration& declared : puzzle.options)
    if (declared.commands.has(command) && declared.reach == option_reach::every_face)
      if (auto value = declared_value(declared, o[std::string(declared.name)]))
        t.values[std::string(declared.name)] = std::move(*value);
  return t;
}

// Finds the puzzle and runs `call(puzzle, options)` on it; an allocation failure beyond the
// module's memory becomes a message, as the library's own limits do (exit code 2).
template <class Call>
emscripten::val run(const std::string& name, subcommand command, const emscripten::val& options,
                    Call call) {
  const puzzle_tool* puzzle = find_puzzle(name);
  if (!puzzle) return result_of(unknown_puzzle(name));
  tool_result error;
  const auto tool = to_tool(*puzzle, command, options, error);
  if (!tool) return result_of(error);
  try {
    return result_of(call(*puzzle, *tool));
  } catch (const std::bad_alloc&) {
    return result_of(
        usage_error(fmt::format("out of memory: the WebAssembly module can use at most {} MiB",
                                BOARDSOLVE_WEB_MAX_MEMORY_MIB)),
        true);
  }
}

// The texts are copied in after the puzzle is found, as the command line reads its files.
emscripten::val solve(const std::string& puzzle, const emscripten::val& input,
                      const emscripten::val& options) {
  return run(puzzle, subcommand::solve, options, [&](const puzzle_tool& p, const run_options& o) {
    return p.solve(file_of(input), o);
  });
}

// `answer`: the jury's answer, or null.
emscripten::val verify(const std::string& puzzle, const emscripten::val& input,
                       const emscripten::val& output, const emscripten::val& answer,
                       const emscripten::val& options) {
  return run(puzzle, subcommand::verify, options, [&](const puzzle_tool& p, const run_options& o) {
    const text_file in = file_of(input), out = file_of(output);
    std::optional<text_file> jury;
    if (!answer.isNull()) jury = file_of(answer);
    return p.verify(in, out, jury ? &*jury : nullptr, o);
  });
}

emscripten::val gen(const std::string& puzzle, const emscripten::val& options) {
  return run(puzzle, subcommand::gen, options,
             [](const puzzle_tool& p, const run_options& o) { return p.gen(o); });
}

emscripten::val show(const std::string& puzzle, const emscripten::val& input,
                     const emscripten::val& options) {
  return run(puzzle, subcommand::show, options,
             [&](const puzzle_tool& p, const run_options& o) { return p.show(file_of(input), o); });
}

// The puzzle table: [{name, alias, origin, question, genKinds}], in the command line's order.
emscripten::val puzzles() {
  emscripten::val list = emscripten::val::array();
  for (const puzzle_tool* tool : puzzle_table()) {
    emscripten::val entry = emscripten::val::object();
    entry.set("name", std::string(tool->name));
    entry.set("alias", std::string(tool->alias));
    entry.set("origin", std::string(tool->origin));
    entry.set("question", std::string(tool->question));
    entry.set("genKinds", std::string(tool->gen_kinds));
    list.call<void>("push", entry);
  }
  return list;
}

// The declarations the module's options are checked against: [{name, type, commands, help,
// choices, min, max, reach}] of the common options and of each puzzle's, in their order.
emscripten::val declarations_of(std::span<const option_declaration> declared) {
  static constexpr const char* types[] = {"flag",    "text",   "choice",
                                          "integer", "number", "memory-size"};
  emscripten::val list = emscripten::val::array();
  for (const option_declaration& option : declared) {
    emscripten::val entry = emscripten::val::object();
    entry.set("name", std::string(option.name));
    entry.set("type", std::string(types[static_cast<int>(option.type)]));
    emscripten::val commands = emscripten::val::array();
    for (const subcommand command : every_subcommand)
      if (option.commands.has(command)) commands.call<void>("push", std::string(name_of(command)));
    entry.set("commands", commands);
    entry.set("help", std::string(option.help));
    emscripten::val choices = emscripten::val::array();
    for (const std::string_view choice : option.choices)
      choices.call<void>("push", std::string(choice));
    entry.set("choices", choices);
    entry.set("min", static_cast<double>(option.min));
    entry.set("max", static_cast<double>(option.max));
    entry.set("everyFace", option.reach == option_reach::every_face);
    list.call<void>("push", entry);
  }
  return list;
}

// {common: [...], puzzles: {captures: [...], adapwn: [...], ...}}: each puzzle by name and alias.
emscripten::val option_declarations() {
  emscripten::val all = emscripten::val::object();
  all.set("common", declarations_of(common_options()));
  emscripten::val puzzles = emscripten::val::object();
  for (const puzzle_tool* tool : puzzle_table()) {
    const emscripten::val declared = declarations_of(tool->options);
    puzzles.set(std::string(tool->name), declared);
    puzzles.set(std::string(tool->alias), declared);
  }
  all.set("puzzles", puzzles);
  return all;
}

std::string version() {
  return BOARDSOLVE_VERSION;
}

}  // namespace

EMSCRIPTEN_BINDINGS(boardsolve) {
  emscripten::function("solve", &solve);
  emscripten::function("verify", &verify);
  emscripten::function("gen", &gen);
  emscripten::function("show", &show);
  emscripten::function("puzzles", &puzzles);
  emscripten::function("optionDeclarations", &option_declarations);
  emscripten::function("version", &version);
}

}  // namespace boardsolve::web
