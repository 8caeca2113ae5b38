// The WebAssembly module against the native build: solve on the contest-maximum input of
// each puzzle (and with --large, a larger one), one thread, timed in process the same way
// on each side (timing.mjs, solve_timer.cpp): natively, in Node, and in headless Chromium.
// Prints the machine, the commands' versions and a table of figures with the ratios.
//
//   make all && node bench/web/run.mjs [--samples 15] [--rounds 3] [--large]
//
// Rounds alternate the three, and each figure is the best round's median: on a machine that
// others share, the least disturbed round is the truest one (docs/performance.md).
// Paths: BOARDSOLVE_CLI (build/release/boardsolve), BOARDSOLVE_TIMER
// (build/release/bench/bench_solve_timer), BOARDSOLVE_MODULE (build/web/boardsolve.mjs).
import {execFileSync} from "node:child_process";
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from "node:fs";
import {cpus, loadavg, tmpdir} from "node:os";
import {dirname, join, resolve} from "node:path";
import {fileURLToPath, pathToFileURL} from "node:url";
import {parseArgs} from "node:util";

import {timeSolve} from "./timing.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, "../..");
const {values: args} = parseArgs({options: {
  samples: {type: "string", default: "15"},
  rounds: {type: "string", default: "3"},
  large: {type: "boolean", default: false},
}});
const samples = Number(args.samples);
const cli = process.env.BOARDSOLVE_CLI ?? join(root, "build/release/boardsolve");
const timer = process.env.BOARDSOLVE_TIMER ?? join(root, "build/release/bench/bench_solve_timer");
const modulePath = process.env.BOARDSOLVE_MODULE ?? join(root, "build/web/boardsolve.mjs");
const {solve} = await import(pathToFileURL(modulePath).href);

// name, puzzle, gen arguments, board size (pawnchess). The contest maxima as in
// bench/scaling.sh: 10 boards of 100 x 100, a 500 x 500 board, every 4 x 4 contest position,
// 200 boards of 13 x 13.
const inputs = [
  ["captures contest maximum", "captures", "--size 100 --cases 10 --seed 1"],
  ["kingjump contest maximum", "kingjump", "--size 500 --seed 1"],
  ["pawnchess contest maximum", "pawnchess", "--kind contest-all"],
  ["toggle contest maximum", "toggle", "--size 13 --cases 200 --seed 1"],
];
if (args.large)
  inputs.push(
      ["captures random 1000", "captures", "--size 1000 --seed 1"],
      ["kingjump trail 2000", "kingjump", "--size 2000 --seed 1"],
      ["pawnchess start 6x6", "pawnchess", "--kind start --size 6x6", "6x6"],
      ["toggle hard 20", "toggle", "--size 20 --kind hard --seed 1"]);

const work = mkdtempSync(join(tmpdir(), "boardsolve-bench-web-"));
const files = inputs.map(([name, puzzle, genArgs, size], i) => {
  const file = `input-${i}.in`;
  writeFileSync(join(work, file),
                execFileSync(cli, ["gen", puzzle, ...genArgs.split(" ")], {maxBuffer: 1 << 30}));
  return {name, puzzle, genArgs, size, file, text: readFileSync(join(work, file), "utf8")};
});

const best = files.map(() => ({native: Infinity, node: Infinity, chromium: Infinity}));
let userAgent = "";
const loads = [loadavg()[0]];
for (let round = 0; round < Number(args.rounds); ++round) {
  for (const [i, f] of files.entries()) {
    const native = JSON.parse(execFileSync(
        timer, [f.puzzle, join(work, f.file), String(samples), ...(f.size ? [f.size] : [])]));
    best[i].native = Math.min(best[i].native, native.median_ms);
    const node = await timeSolve(solve, f.puzzle, f.text, samples, f.size ? {size: f.size} : {});
    best[i].node = Math.min(best[i].node, node.median_ms);
  }
  const list = files.map((f) => [f.puzzle, f.file, f.size].filter(Boolean).join(":")).join(",");
  const report = JSON.parse(execFileSync("python3", [
    join(root, "tests/web/run_page.py"), "--timeout", "600", "--mount",
    `/module=${dirname(modulePath)}`, "--mount", `/inputs=${work}`, "--mount",
    `/tests=${join(root, "tests/web")}`, here, `bench.html?samples=${samples}&inputs=${list}`,
  ], {encoding: "utf8", stdio: ["ignore", "pipe", "inherit"]}));
  if (report.error) throw new Error(report.error);
  userAgent = report.userAgent;
  for (const [i, r] of report.results.entries())
    best[i].chromium = Math.min(best[i].chromium, r.median_ms);
  loads.push(loadavg()[0]);
}
rmSync(work, {recursive: true, force: true});

const version = (cmd, ...a) => execFileSync(cmd, a, {encoding: "utf8"}).split("\n")[0].trim();
console.log(`machine: ${cpus().length} cores, ${cpus()[0].model}; load average ` +
            `${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)} during the run`);
console.log(`node ${process.version}; ${userAgent.match(/HeadlessChrome\/\S+/)?.[0]}; ` +
            `${version("em++", "--version")}`);
console.log(`${samples} samples of at least 20 ms per figure, best of ${args.rounds} rounds\n`);
console.log("| input | gen | native (1 thread) | Node | Chromium | Node / native | Chromium / native |");
console.log("|---|---|---:|---:|---:|---:|---:|");
const ms = (t) => (t < 10 ? t.toFixed(2) : t.toFixed(1)) + " ms";
for (const [i, f] of files.entries()) {
  const b = best[i];
  console.log(`| ${f.name} | \`${f.puzzle} ${f.genArgs}\` | ${ms(b.native)} | ${ms(b.node)} | ` +
              `${ms(b.chromium)} | ${(b.node / b.native).toFixed(2)} | ` +
              `${(b.chromium / b.native).toFixed(2)} |`);
}
