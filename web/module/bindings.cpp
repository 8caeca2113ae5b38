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

// The options of tool.hpp as api.js passes them, every field present. The 64-bit seed comes
// as decimal text (a JavaScript number holds integers up to 2^53 only).
struct web_options {
  std::string size;
  std::string seed = "1";
  int cases = 1;
  std::string kind;
  double density = -1;
  double memory = 0;
  std::string rules;      // "uva", "chess" or empty (api.js has checked it)
  std::string stalemate;  // "draw", "loss" or empty
  bool moves = false;
  bool plan = false;
  bool stats = false;
  bool json = false;
  bool svg = false;
};

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

// The module runs on one thread: Emscripten builds it without threads.
std::optional<tool_options> to_tool(const web_options& o, tool_result& error) {
  tool_options t;
  t.size = o.size;
  t.threads = 1;
  const char* end = o.seed.data() + o.seed.size();
  if (const auto [ptr, ec] = std::from_chars(o.seed.data(), end, t.seed);
      ec != std::errc() || ptr != end) {
    error = usage_error(
        fmt::format("the seed must be an integer from 0 to 2^64 - 1, found '{}'", o.seed));
    return std::nullopt;
  }
  t.cases = o.cases;
  t.kind = o.kind;
  t.density = o.density;
  t.memory = static_cast<std::uint64_t>(o.memory);
  t.rules = o.rules;
  t.stalemate = o.stalemate;
  t.moves = o.moves;
  t.plan = o.plan;
  t.stats = o.stats;
  t.json = o.json;
  t.svg = o.svg ? svg_mode::page : svg_mode::none;
  return t;
}

// Finds the puzzle and runs `call(puzzle, options)` on it; an allocation failure beyond the
// module's memory becomes a message, as the library's own limits do (exit code 2).
template <class Call>
emscripten::val run(const std::string& name, const web_options& options, Call call) {
  const puzzle_tool* puzzle = find_puzzle(name);
  if (!puzzle) return result_of(unknown_puzzle(name));
  tool_result error;
  const auto tool = to_tool(options, error);
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
                      const web_options& options) {
  return run(puzzle, options, [&](const puzzle_tool& p, const tool_options& o) {
    return p.solve(file_of(input), o);
  });
}

// `answer`: the jury's answer, or null.
emscripten::val verify(const std::string& puzzle, const emscripten::val& input,
                       const emscripten::val& output, const emscripten::val& answer,
                       const web_options& options) {
  return run(puzzle, options, [&](const puzzle_tool& p, const tool_options& o) {
    const text_file in = file_of(input), out = file_of(output);
    std::optional<text_file> jury;
    if (!answer.isNull()) jury = file_of(answer);
    return p.verify(in, out, jury ? &*jury : nullptr, o);
  });
}

emscripten::val gen(const std::string& puzzle, const web_options& options) {
  return run(puzzle, options, [](const puzzle_tool& p, const tool_options& o) { return p.gen(o); });
}

emscripten::val show(const std::string& puzzle, const emscripten::val& input,
                     const web_options& options) {
  return run(puzzle, options, [&](const puzzle_tool& p, const tool_options& o) {
    return p.show(file_of(input), o);
  });
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

std::string version() {
  return BOARDSOLVE_VERSION;
}

}  // namespace

EMSCRIPTEN_BINDINGS(boardsolve) {
  using emscripten::value_object;
  value_object<web_options>("web_options")
      .field("size", &web_options::size)
      .field("seed", &web_options::seed)
      .field("cases", &web_options::cases)
      .field("kind", &web_options::kind)
      .field("density", &web_options::density)
      .field("memory", &web_options::memory)
      .field("rules", &web_options::rules)
      .field("stalemate", &web_options::stalemate)
      .field("moves", &web_options::moves)
      .field("plan", &web_options::plan)
      .field("stats", &web_options::stats)
      .field("json", &web_options::json)
      .field("svg", &web_options::svg);
  emscripten::function("solve", &solve);
  emscripten::function("verify", &verify);
  emscripten::function("gen", &gen);
  emscripten::function("show", &show);
  emscripten::function("puzzles", &puzzles);
  emscripten::function("version", &version);
}

}  // namespace boardsolve::web
