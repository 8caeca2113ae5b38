// The JavaScript API of boardsolve, appended to Emscripten's output (--extern-post-js): the
// four subcommands of the command line as functions over texts, each resolving to
// {exitCode, out, err} with the bytes the command line writes for the same input.
//
//   import {solve, verify, gen, show, puzzles, version} from "./boardsolve.mjs";
//   const {exitCode, out, err} = await solve("captures", text, {name: "board.in"});
//
// Texts are strings (encoded as UTF-8), Uint8Arrays or ArrayBuffers. The module runs on the
// calling thread; in a page, call it from a worker so that long solves keep the page alive.
// docs/javascript.md documents every function and option.

const isNode = typeof process == "object" && typeof process.versions?.node == "string";

// The Emscripten module, created on first use; a fresh one after an allocation failure (the
// old one's memory, grown to its maximum, goes with it) or a trap (a bug, which may leave the
// old one in pieces).
let modulePromise = null;
// What the library writes to stdout or stderr during a call (pawnchess's progress lines):
// kept to put before the call's own output, as the command line's streams would show it.
let streams = null;

function createModule() {
  const settings = {
    locateFile: (path) => new URL(path, import.meta.url).href,
    print: (line) => (streams ? (streams.out += line + "\n") : console.log(line)),
    printErr: (line) => {
      if (!streams) return console.error(line);
      streams.err += line + "\n";
      streams.onStderr?.(line + "\n");
    },
  };
  return (async () => {
    if (isNode) {
      const {createRequire} = await import("node:module");
      require = createRequire(import.meta.url);
      __dirname = require("node:path").dirname(require("node:url").fileURLToPath(import.meta.url));
      settings.wasmBinary = await require("node:fs/promises").readFile(
          new URL("boardsolve.wasm", import.meta.url));
    }
    return create_boardsolve_module(settings);
  })();
}

/// Loads and compiles the WebAssembly module; every function does so on first use.
export async function load() {
  modulePromise ??= createModule();
  try {
    await modulePromise;
  } catch (e) {
    modulePromise = null;
    throw e;
  }
}

// The options of each function that name its files, beside the ones the library declares
// (the common ones and each puzzle's own: optionDeclarations() of the binding).
const fileOptions = {
  solve: ["name"],
  verify: ["inputName", "outputName", "answer", "answerName"],
  gen: [],
  show: ["name"],
};
const callbackOptions = ["onStderr"];

function fail(Type, message) {
  throw new Type(`boardsolve: ${message}`);
}

// A file as the binding takes it: {name, text: string or Uint8Array}.
function file(value, name, what) {
  let text;
  if (typeof value == "string" || value instanceof Uint8Array)
    text = value;
  else if (value instanceof ArrayBuffer)
    text = new Uint8Array(value);
  else if (ArrayBuffer.isView(value))
    text = new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
  else
    fail(TypeError, `${what} must be a string, a Uint8Array or an ArrayBuffer`);
  return {name: String(name), text};
}

function integer(value, what, min, max) {
  if (!Number.isInteger(value) || value < min || value > max)
    fail(RangeError, `${what} must be an integer from ${min} to ${max}, found ${value}`);
  return value;
}

const sizeUnits = {"": 1, K: 2 ** 10, M: 2 ** 20, G: 2 ** 30, T: 2 ** 40};

// A memory size (pawnchess's --memory): a number of bytes, or a text such as "512M" or "4G"
// (units of 1024, as the command line), `what` naming it in messages.
function bytes(value, what) {
  if (typeof value == "string") {
    const m = /^\s*(\d+(?:\.\d+)?)\s*([kmgt]?)(?:i?b)?\s*$/i.exec(value);
    if (!m) fail(RangeError, `${what} must be a number of bytes or a size such as "512M", found "${value}"`);
    value = Math.floor(Number(m[1]) * sizeUnits[m[2].toUpperCase()]);
  }
  return integer(value, what, 0, Number.MAX_SAFE_INTEGER);
}

// A choice (pawnchess's --rules and --stalemate): one of `values`, checked as the command line
// checks it, in its words with the option's name ("rules: Chess not in {uva,chess}").
function choice(value, what, values) {
  if (value === undefined) return undefined;
  if (typeof value != "string") fail(TypeError, `${what} must be a string, one of ${values.join(", ")}`);
  if (!values.includes(value)) fail(RangeError, `${what}: ${value} not in {${values.join(",")}}`);
  return value;
}

function seedText(value) {
  if (typeof value == "bigint" || typeof value == "number" || /^\d+$/.test(value)) {
    const seed = BigInt(value);
    if (seed >= 0n && seed < 2n ** 64n) return seed.toString();
  }
  fail(RangeError, `seed must be an integer from 0 to 2^64 - 1, found ${value}`);
}

// A value of a declared option, checked as its type says; undefined if not given.
function declaredValue(declared, value) {
  if (value === undefined) return undefined;
  switch (declared.type) {
    case "flag":
      return Boolean(value);
    case "choice":
      return choice(value, declared.name, declared.choices);
    case "integer":
      return integer(value, declared.name, declared.min, declared.max);
    case "memory-size":
      return bytes(value, declared.name);
    default:
      return String(value);
  }
}

// What `command` takes for `puzzle` (a name or an alias; every puzzle's options if it is none,
// the binding then answering that the puzzle is unknown): the declarations of the common
// options and of the puzzle's own that every face offers, and the names of all it takes.
function taken(declarations, command, puzzle) {
  const own = declarations.puzzles[puzzle] ?? Object.values(declarations.puzzles).flat();
  const takes = (d) => d.everyFace && d.commands.includes(command);
  const declared = own.filter(takes);
  const names = [...new Set([...fileOptions[command], ...declarations.common.filter(takes).map((d) => d.name),
                             ...declared.map((d) => d.name)])];
  return {declared, names};
}

// The options of `command` of `puzzle` as the binding takes them: the common fields, every
// one present, and the options the puzzle declares for `command`, those given.
function toolOptions(declarations, command, puzzle, options) {
  if (options === null || typeof options != "object") fail(TypeError, "options must be an object");
  const {declared, names} = taken(declarations, command, puzzle);
  for (const key of Object.keys(options))
    if (!names.includes(key) && !callbackOptions.includes(key))
      fail(TypeError, `${command} has no option '${key}' (it has: ${names.join(", ")})`);
  const o = options;
  if (o.threads !== undefined) integer(o.threads, "threads", 0, 1024);  // always 1 here
  const values = {
    size: o.size === undefined ? "" : String(o.size),
    seed: o.seed === undefined ? "1" : seedText(o.seed),
    cases: o.cases === undefined ? 1 : integer(o.cases, "cases", 1, 1000000),
    kind: o.kind === undefined ? "" : String(o.kind),
    density: o.density === undefined ? -1 : o.density,
    json: Boolean(o.json),
    svg: Boolean(o.svg),
  };
  for (const d of declared) {
    const value = declaredValue(d, o[d.name]);
    if (value !== undefined) values[d.name] = value;
  }
  return values;
}

/// The names of the options `command` ("solve", "verify", "gen" or "show") takes for `puzzle`
/// (a name or an alias): the texts' names, the common options and the puzzle's own, as the
/// library declares them, then onStderr.
export async function optionNames(command, puzzle) {
  await load();
  const declarations = (await modulePromise).optionDeclarations();
  return [...taken(declarations, command, String(puzzle)).names, ...callbackOptions];
}

function checkDensity(options) {
  const d = options.density;
  if (d !== -1 && !(typeof d == "number" && d >= 0 && d <= 1))
    fail(RangeError, `density must be a number from 0 to 1, found ${d}`);
}

// The checked options of `command` of `puzzle` (toolOptions), with the declarations the
// module holds.
async function checkedOptions(command, puzzle, options) {
  await load();
  return toolOptions((await modulePromise).optionDeclarations(), command, String(puzzle), options);
}

// Runs `call(module)` with the library's own writes to stdout and stderr kept for the result.
async function run(options, call) {
  await load();
  const module = await modulePromise;
  streams = {out: "", err: "", onStderr: options.onStderr};
  try {
    const r = call(module);
    if (r.outOfMemory) modulePromise = null;
    return {exitCode: r.exitCode, out: streams.out + r.out, err: streams.err + r.err};
  } catch (e) {
    modulePromise = null;  // a trap (a bug): the next call starts afresh
    throw e;
  } finally {
    streams = null;
  }
}

/// `boardsolve solve <puzzle> [INPUT]`: the judge-format answer of every case.
/// Options: name (of the input in messages, default "<stdin>"), threads (ignored: one thread),
/// size, memory, rules ("uva" or "chess") and stalemate ("draw" or "loss") (pawnchess), plan
/// (toggle), stats (pawnchess), json, onStderr(text).
export async function solve(puzzle, input, options = {}) {
  const o = await checkedOptions("solve", puzzle, options);
  const f = file(input, options.name ?? "<stdin>", "input");
  return run(options, (m) => m.solve(String(puzzle), f, o));
}

/// `boardsolve verify <puzzle> INPUT OUTPUT [ANSWER]`: checks `output` case by case; exit code
/// 0 accepted, 1 wrong answer, 2 unreadable output, 3 bad input (testlib).
/// Options: inputName, outputName, answerName (default "input", "output", "answer"), answer
/// (the jury's answer text, optional), threads, size, memory, rules, stalemate, onStderr(text).
export async function verify(puzzle, input, output, options = {}) {
  const o = await checkedOptions("verify", puzzle, options);
  const files = [
    file(input, options.inputName ?? "input", "input"),
    file(output, options.outputName ?? "output", "output"),
    options.answer === undefined ? null : file(options.answer, options.answerName ?? "answer", "answer"),
  ];
  return run(options, (m) => m.verify(String(puzzle), ...files, o));
}

/// `boardsolve gen <puzzle>`: a seeded instance file.
/// Options: seed (number, bigint or decimal text; default 1), cases (default 1), size, kind,
/// density (0 to 1), rules, stalemate, onStderr(text).
export async function gen(puzzle, options = {}) {
  const o = await checkedOptions("gen", puzzle, options);
  checkDensity(o);
  return run(options, (m) => m.gen(String(puzzle), o));
}

/// `boardsolve show <puzzle> [INPUT]`: each case and its solution drawn step by step.
/// Options: name (default "<stdin>"), threads, size, memory, rules, stalemate, moves
/// (pawnchess), json, svg (the page of pictures; with json, the pictures inside the JSON),
/// onStderr(text).
export async function show(puzzle, input, options = {}) {
  const o = await checkedOptions("show", puzzle, options);
  const f = file(input, options.name ?? "<stdin>", "input");
  return run(options, (m) => m.show(String(puzzle), f, o));
}

/// The puzzles, in the command line's order: [{name, alias, origin, question, genKinds}],
/// genKinds being the values of gen's `kind`, the default first.
export async function puzzles() {
  await load();
  return (await modulePromise).puzzles().map((p) => ({...p, genKinds: p.genKinds.split(/,\s*/)}));
}

/// The version of boardsolve, as `boardsolve --version` prints it after the name.
export async function version() {
  await load();
  return (await modulePromise).version();
}

// Playing by hand: a game is the first board of `input` (the judge's text) and the moves made
// on it, 1-based: toggle {row, col, type}, captures {row, col, dir: "L" or "R"}, kingjump
// and pawnchess {from: {row, col}, to: {row, col}}, lightsout {row, col} (a press). The library replays the moves on every
// call. Pawn chess's input is a judge's text of options.size ("RxC", default 4x4) or one FEN
// line; options.rules ("uva" or "chess") and options.stalemate ("draw" or "loss") its rules.
const playable = ["toggle", "srm581", "captures", "adapwn", "kingjump", "winchk", "pawnchess", "uva10838",
                  "lightsout", "lights"];
const playOptions = ["size", "rules", "stalemate"];

function game(puzzle, input, moves, options) {
  if (!playable.includes(String(puzzle))) fail(RangeError, `${puzzle} is not played by hand here (${playable.join(", ")})`);
  if (typeof input != "string") fail(TypeError, "input must be a string");
  if (!Array.isArray(moves)) fail(TypeError, "moves must be an array");
  const whole = (v) => Number.isInteger(v);
  const square = (s) => s && whole(s.row) && whole(s.col);
  for (const m of moves)
    if (!(m && typeof m == "object" && (square(m) || (square(m.from) && square(m.to)))))
      fail(TypeError, `not a move: ${JSON.stringify(m)}`);
  if (!options || typeof options != "object") fail(TypeError, "options must be an object");
  const given = {};
  for (const [key, value] of Object.entries(options)) {
    if (key === "onStderr") continue;
    if (!playOptions.includes(key)) fail(TypeError, `unknown option '${key}' of a game (${playOptions.join(", ")})`);
    given[key] = String(value);
  }
  return [String(puzzle), input, moves, given];
}

async function played(fn, args) {
  await load();
  const r = (await modulePromise)[fn](...args);
  if (r.error !== undefined) fail(Error, r.error);
  return r;
}

/// The game after `moves`: {board (rows of the input's symbols), played (moves made), goal,
/// legal (every legal move), refused ({index, reason}: the first move refused, with the
/// library's reason; null if none was), and toggle's rowTypes and colTypes (0: free, else the
/// type its moves have), lightsout's pressed (the cells pressed an odd number of times, whose
/// presses are still in effect), kingjump's trail (the squares of the king that jumped), or pawn
/// chess's toMove, enPassant (a square name or null), fen, record ("1. b4 f5 2. f4"),
/// lastMove, notation (of each legal move: "b4", "bxc3") and winner (at the end: "white",
/// "black" or "draw"; else null)}.
export async function playState(puzzle, input, moves = [], options = {}) {
  return played("playState", game(puzzle, input, moves, options));
}

/// The library's best next move after `moves` (one move of an optimal answer), or null at the
/// goal or where no move leads to it.
export async function bestMove(puzzle, input, moves = [], options = {}) {
  return (await played("bestMove", game(puzzle, input, moves, options))).move;
}

/// One step of a pawn chess analysis that goes on across calls: the module keeps one solver
/// (its table carries over from step to step and from one position of a game to the next),
/// searches for about `stepMs` milliseconds (0: not at all), then gives {done, case, positions,
/// stage, path}: `case` is show --json --svg's case once the search is done, else show --known
/// --json's (the bounds proven so far of the position and of each move); positions, stage and
/// path are the search's progress (docs/javascript.md). Input and options as for playState.
export async function pawnchessAnalysis(input, options = {}, stepMs = 300) {
  const [, text, , given] = game("pawnchess", input, [], options);
  if (!Number.isInteger(stepMs) || stepMs < 0) fail(RangeError, "stepMs must be a whole number of milliseconds, 0 or more");
  const r = await played("pawnchessAnalysis", [text, given, stepMs]);
  return {done: r.done, case: JSON.parse(r.json), positions: r.positions, stage: r.stage, path: r.path};
}

/// The rest of an optimal answer after `moves`: {count, moves}, count -1 if no continuation of
/// the moves made reaches the goal.
export async function solveFrom(puzzle, input, moves = [], options = {}) {
  const {count, moves: rest} = await played("solveFrom", game(puzzle, input, moves, options));
  return {count, moves: rest};
}
