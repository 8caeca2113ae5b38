// The JavaScript module in headless Chromium: a page (smoke.html) imports it, solves,
// verifies and shows an example of each puzzle, and reports back through run_page.py; the
// results must be the native command line's bytes. Needs python3 and chromium.
import assert from "node:assert/strict";
import {execFileSync} from "node:child_process";
import {dirname, join} from "node:path";
import {test} from "node:test";
import {fileURLToPath} from "node:url";

import {assertSame, runCli, source} from "./support.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const moduleDir = dirname(process.env.BOARDSOLVE_MODULE);

/// The report of `page` (under tests/web/), the module served at /module/ and the examples
/// at /examples/.
function runPage(page) {
  const report = execFileSync("python3", [
    join(here, "run_page.py"), "--timeout", "120", "--mount", `/module=${moduleDir}`,
    "--mount", `/examples=${join(source, "examples")}`, here, page,
  ], {encoding: "utf8", stdio: ["ignore", "pipe", "inherit"]});
  return JSON.parse(report);
}

test("Chromium solves, verifies and shows an example of each puzzle with the module", () => {
  const examples = ["captures/statement", "kingjump/ring", "pawnchess/statement", "toggle/shapes"];
  const r = runPage(`smoke.html?examples=${examples.join(",")}`);
  assert.equal(r.error, undefined, r.error);
  assert.match(r.userAgent, /HeadlessChrome/);
  assert.deepEqual(r.results.map((x) => x.example), examples);
  for (const {example, solve, verify, show} of r.results) {
    const puzzle = example.split("/")[0];
    const [input, output] = [`examples/${example}.in`, `examples/${example}.out`];
    assertSame(solve, runCli(["solve", puzzle, input]), `${example}: solve`);
    assert.equal(verify.exitCode, 0);
    assertSame(verify, runCli(["verify", puzzle, input, output]), `${example}: verify`);
    assertSame(show, runCli(["show", puzzle, input]), `${example}: show`);
  }
});
