// pawnchess under chess rules (options rules and stalemate) against the native command line:
// every example of examples/pawnchess/chess/ with the options of its NAME.args through solve,
// verify and show; gen's chess families; the values of the 5x5 start; the options' errors.
// Every comparison is of bytes and exit codes.
import assert from "node:assert/strict";
import {readdirSync, readFileSync} from "node:fs";
import {join} from "node:path";
import {describe, test} from "node:test";

import {assertSame, boardsolve, runCli, source} from "./support.mjs";

/// examples/pawnchess/chess/NAME.in: {name, input, expected, args (the CLI's), options (ours)}.
function chessExamples() {
  const dir = "examples/pawnchess/chess";
  return readdirSync(join(source, dir)).filter((f) => f.endsWith(".in")).sort().map((file) => {
    const base = `${dir}/${file.slice(0, -3)}`;
    const read = (suffix) => readFileSync(join(source, base + suffix), "utf8");
    const args = read(".args").trim().split(/\s+/);
    const options = {};
    for (let i = 0; i < args.length; i += 2) {
      assert.match(args[i], /^--(rules|stalemate|size)$/, `${base}.args`);
      options[args[i].slice(2)] = args[i + 1];
    }
    return {name: `${base}.in`, base, input: read(".in"), expected: read(".out"), args, options};
  });
}

const examples = chessExamples();

test("every chess example is read", () => {
  assert.deepEqual(examples.map((e) => e.base.split("/").pop()),
                   ["breakthrough", "en-passant", "four-rows", "start-5x5-stalemate-loss", "start-5x5"]);
});

for (const ex of examples) {
  describe(ex.name, () => {
    test("solve: the expected answer, as the command line gives it", async () => {
      const r = await boardsolve.solve("pawnchess", ex.input, {name: ex.name, ...ex.options});
      assert.equal(r.exitCode, 0);
      assert.equal(r.out, ex.expected);
      assertSame(r, runCli(["solve", "pawnchess", ...ex.args, ex.name]), "solve");
      const json = await boardsolve.solve("pawnchess", ex.input, {name: ex.name, json: true, ...ex.options});
      assert.equal(JSON.parse(json.out).cases[0].rules, "chess");
      assertSame(json, runCli(["solve", "pawnchess", "--json", ...ex.args, ex.name]), "solve --json");
    });

    test("show, with every move, and as JSON with pictures", async () => {
      const r = await boardsolve.show("pawnchess", ex.input, {name: ex.name, ...ex.options});
      assert.equal(r.exitCode, 0);
      assertSame(r, runCli(["show", "pawnchess", ...ex.args, ex.name]), "show");
      const moves = await boardsolve.show("pawnchess", ex.input, {name: ex.name, moves: true, ...ex.options});
      assert.match(moves.out, /every move, best first/);
      assertSame(moves, runCli(["show", "pawnchess", "--moves", ...ex.args, ex.name]), "show --moves");
      const pictures = await boardsolve.show("pawnchess", ex.input,
                                             {name: ex.name, json: true, svg: true, ...ex.options});
      assertSame(pictures, runCli(["show", "pawnchess", "--json", "--svg", ...ex.args, ex.name]),
                 "show --json --svg");
    });

    test("verify accepts the expected answer", async () => {
      const out = `${ex.base}.out`;
      const r = await boardsolve.verify("pawnchess", ex.input, ex.expected,
                                        {inputName: ex.name, outputName: out, ...ex.options});
      assert.equal(r.exitCode, 0);
      assertSame(r, runCli(["verify", "pawnchess", ...ex.args, ex.name, out]), "verify");
    });

    test("under UVa's rules the same text gives other bytes", async () => {
      const r = await boardsolve.solve("pawnchess", ex.input, {size: ex.options.size});
      assert.notDeepEqual([r.exitCode, r.out], [0, ex.expected]);
      assertSame(r, runCli(["solve", "pawnchess", "--size", ex.options.size], ex.input), "uva");
    });
  });
}

test("the 5x5 chess start: a draw, and white (11) when a stalemate loses", async () => {
  const start = await boardsolve.gen("pawnchess", {kind: "start", size: "5x5", rules: "chess"});
  assertSame(start, runCli(["gen", "pawnchess", "--kind", "start", "--size", "5x5", "--rules", "chess"]), "gen");
  assert.equal(start.out, "1\n\n.....\nppppp\n.....\nPPPPP\n.....\n");
  const draw = await boardsolve.solve("pawnchess", start.out, {size: "5x5", rules: "chess"});
  assert.equal(draw.out, "draw\n");
  const loss = await boardsolve.solve("pawnchess", start.out, {size: "5x5", rules: "chess", stalemate: "loss"});
  assert.equal(loss.out, "white (11)\n");
  assert.equal((await boardsolve.solve("pawnchess", start.out, {size: "5x5"})).out, "white (9)\n");
});

test("gen's chess families, as the command line", async () => {
  for (const kind of ["start", "playout", "random"])
    for (const seed of [1, 9]) {
      const r = await boardsolve.gen("pawnchess", {kind, seed, cases: 3, size: "6x5", rules: "chess"});
      assert.equal(r.exitCode, 0);
      assertSame(r, runCli(["gen", "pawnchess", "--kind", kind, "--seed", String(seed), "--cases", "3",
                            "--size", "6x5", "--rules", "chess"]), `gen ${kind} ${seed}`);
    }
});

test("bad rules are refused in the command line's words, and run nothing", async () => {
  const text = "1\n....\n....\n....\n....\n";
  const calls = [
    (o) => boardsolve.solve("pawnchess", text, o),
    (o) => boardsolve.show("pawnchess", text, o),
    (o) => boardsolve.verify("pawnchess", text, "black (0)\n", o),
    (o) => boardsolve.gen("pawnchess", o),
  ];
  for (const call of calls) {
    await assert.rejects(call({rules: "Chess"}),
                         {name: "RangeError", message: "boardsolve: rules: Chess not in {uva,chess}"});
    await assert.rejects(call({rules: "chess", stalemate: "lose"}),
                         {name: "RangeError", message: "boardsolve: stalemate: lose not in {draw,loss}"});
    await assert.rejects(call({rules: 1}), TypeError);
  }
  // The command line's own words, after its option's name.
  assert.match(runCli(["solve", "pawnchess", "--rules", "Chess"], text).err.toString(),
               /^boardsolve: --rules: Chess not in \{uva,chess\}\n/);
  assert.match(runCli(["solve", "pawnchess", "--rules", "chess", "--stalemate", "lose"], text).err.toString(),
               /^boardsolve: --stalemate: lose not in \{draw,loss\}\n/);
  // What the library refuses is a result, as the command line's.
  const r = await boardsolve.solve("pawnchess", text, {stalemate: "loss"});
  assert.equal(r.exitCode, 2);
  assertSame(r, runCli(["solve", "pawnchess", "--stalemate", "loss"], text), "stalemate without chess");
});
