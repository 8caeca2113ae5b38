// What the tests of the JavaScript module share: the module, the native command line to
// compare it with, and the examples. Paths come from the environment that ctest sets
// (tests/web/CMakeLists.txt):
//   BOARDSOLVE_MODULE  build/web/boardsolve.mjs
//   BOARDSOLVE_CLI     the native boardsolve executable
//   BOARDSOLVE_SOURCE  the source tree (examples/)
import assert from "node:assert/strict";
import {spawnSync} from "node:child_process";
import {readdirSync, readFileSync} from "node:fs";
import {join} from "node:path";
import {pathToFileURL} from "node:url";

function required(name) {
  const value = process.env[name];
  if (!value) throw new Error(`set ${name} (tests/web/CMakeLists.txt says how ctest does)`);
  return value;
}

export const cli = required("BOARDSOLVE_CLI");
export const source = required("BOARDSOLVE_SOURCE");
export const boardsolve = await import(pathToFileURL(required("BOARDSOLVE_MODULE")).href);

/// Runs the native command line with `args` in the source tree, `stdin` as its input.
export function runCli(args, stdin = "") {
  const r = spawnSync(cli, args, {cwd: source, input: stdin, maxBuffer: 1 << 30});
  // EPIPE: it ended without reading its input (an unknown puzzle), which is allowed.
  if (r.error && !(r.error.code === "EPIPE" && r.status !== null)) throw r.error;
  return {exitCode: r.status, out: r.stdout, err: r.stderr};
}

/// The module's result and the command line's are the same bytes with the same exit code.
export function assertSame(result, native, what) {
  const bytes = (text) => Buffer.from(text, "utf8");
  assert.deepEqual(
      {exitCode: result.exitCode, out: result.out, err: result.err},
      {exitCode: native.exitCode, out: native.out.toString("utf8"), err: native.err.toString("utf8")},
      what);
  assert.ok(bytes(result.out).equals(native.out), `${what}: stdout bytes differ`);
  assert.ok(bytes(result.err).equals(native.err), `${what}: stderr bytes differ`);
}

/// Every example: {puzzle, name (the path from the source tree), input, expected, plan}.
export function examples() {
  const list = [];
  const root = join(source, "examples");
  for (const puzzle of readdirSync(root).sort())
    for (const file of readdirSync(join(root, puzzle)).sort()) {
      if (!file.endsWith(".in")) continue;
      const base = `examples/${puzzle}/${file.slice(0, -3)}`;
      const read = (suffix) => {
        try {
          return readFileSync(join(source, base + suffix), "utf8");
        } catch {
          return null;
        }
      };
      list.push({puzzle, name: `${base}.in`, input: read(".in"), expected: read(".out"),
                 plan: read(".plan"), base});
    }
  return list;
}

/// A wrong answer made from a right one: the first number on its first line one larger, the
/// winner of the first line swapped, or a jump where there is none. The verdict is whatever
/// the checker says; the tests compare it with the command line's and require that it is not
/// "accepted".
export function wrongAnswer(answer) {
  const lines = answer.split("\n");
  if (lines[0] === "impossible")
    lines[0] = "1 2";
  else if (/^(white|black)/.test(lines[0]))
    lines[0] = lines[0].startsWith("white") ? lines[0].replace("white", "black")
                                             : lines[0].replace("black", "white");
  else
    lines[0] = lines[0].replace(/-?\d+/, (n) => String(Number(n) + 1));
  return lines.join("\n");
}
