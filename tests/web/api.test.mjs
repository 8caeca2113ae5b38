// The JavaScript module's functions and options against the native command line: gen with
// several seeds, sizes and kinds, the options that reach the puzzles, unknown puzzles, and
// what only the module has (its option checks, its memory limit).
import assert from "node:assert/strict";
import {mkdtempSync, rmSync, writeFileSync} from "node:fs";
import {tmpdir} from "node:os";
import {join} from "node:path";
import {describe, test} from "node:test";

import {assertSame, boardsolve, runCli} from "./support.mjs";

const puzzleNames = ["captures", "kingjump", "pawnchess", "toggle", "lightsout"];

describe("gen", () => {
  const seeds = [1, 2, 2026, "18446744073709551615"];
  for (const puzzle of puzzleNames)
    for (const seed of seeds)
      test(`${puzzle} --seed ${seed}`, async () => {
        const r = await boardsolve.gen(puzzle, {seed});
        assert.equal(r.exitCode, 0);
        assert.ok(r.out.length > 0);
        assertSame(r, runCli(["gen", puzzle, "--seed", String(seed)]), "gen");
      });

  test("every kind of every puzzle, with sizes and cases", async () => {
    const sizes = {captures: "7x9", kingjump: "9", pawnchess: "4x5", toggle: "6x5", lightsout: "5x6"};
    for (const p of await boardsolve.puzzles()) {
      for (const kind of p.genKinds) {
        if (kind === "contest-all") continue;  // 5.8 MB, and only on 4x4
        const cases = p.name === "kingjump" ? 1 : 3;
        const options = {seed: 11, kind, size: sizes[p.name], cases};
        const r = await boardsolve.gen(p.name, options);
        const args = ["gen", p.name, "--seed", "11", "--kind", kind, "--size", sizes[p.name],
                      "--cases", String(cases)];
        assertSame(r, runCli(args), args.join(" "));
      }
    }
  });

  test("density, and a BigInt seed", async () => {
    const r = await boardsolve.gen("captures", {seed: 99n, size: 12, density: 0.25});
    assertSame(r, runCli(["gen", "captures", "--seed", "99", "--size", "12", "--density", "0.25"]),
               "gen --density");
  });

  test("a size the puzzle refuses: the command line's message", async () => {
    for (const puzzle of puzzleNames) {
      const r = await boardsolve.gen(puzzle, {size: "0x3"});
      assert.equal(r.exitCode, 2);
      assertSame(r, runCli(["gen", puzzle, "--size", "0x3"]), `${puzzle} --size 0x3`);
    }
  });
});

describe("options reach the puzzles as the command line's do", () => {
  test("pawnchess --size, --moves, --stats", async () => {
    const start = await boardsolve.gen("pawnchess", {kind: "start", size: "3x4"});
    const solved = await boardsolve.solve("pawnchess", start.out, {size: "3x4"});
    assertSame(solved, runCli(["solve", "pawnchess", "--size", "3x4"], start.out), "solve");
    const shown = await boardsolve.show("pawnchess", start.out, {size: "3x4", moves: true});
    assertSame(shown, runCli(["show", "pawnchess", "--size", "3x4", "--moves"], start.out),
               "show --moves");
    const stats = await boardsolve.solve("pawnchess", start.out, {size: "3x4", stats: true});
    assert.equal(stats.out, solved.out);
    assert.match(stats.err, /^case 1: \d+ positions searched/);
  });

  test("texts and names beyond ASCII, as strings and as bytes", async () => {
    const dir = mkdtempSync(join(tmpdir(), "boardsolve-web-é-"));
    try {
      const name = join(dir, "bøard.in");
      for (const input of ["1\n3\n.é.\nO.O\n...\n", "1\n2\nO\u00a0\n.O\n", "1\n1\n\u{1f600}\n"]) {
        writeFileSync(name, input);
        const native = runCli(["solve", "captures", name]);
        assert.equal(native.exitCode, 2);
        assertSame(await boardsolve.solve("captures", input, {name}), native, "string");
        const bytes = new TextEncoder().encode(input);
        assertSame(await boardsolve.solve("captures", bytes, {name}), native, "bytes");
      }
      const latin1 = Uint8Array.from([0x31, 0x0a, 0x31, 0x0a, 0xe9, 0x0a]);  // not UTF-8
      writeFileSync(name, latin1);
      assertSame(await boardsolve.solve("captures", latin1, {name}),
                 runCli(["solve", "captures", name]), "bytes that are not UTF-8");
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });

  test("aliases", async () => {
    const input = "1\n3\n.O.\nO.O\n...\n";
    const r = await boardsolve.solve("adapwn", input);
    assertSame(r, runCli(["solve", "adapwn"], input), "solve adapwn");
  });
});

describe("unknown puzzles", () => {
  for (const name of ["capturs", "chess", ""])
    test(`'${name}'`, async () => {
      assertSame(await boardsolve.solve(name, "1\n"), runCli(["solve", name], "1\n"), "solve");
      assertSame(await boardsolve.show(name, "1\n"), runCli(["show", name], "1\n"), "show");
      assertSame(await boardsolve.gen(name), runCli(["gen", name]), "gen");
    });
});

describe("the module's own API", () => {
  test("puzzles() lists the command line's puzzles in its order", async () => {
    const list = await boardsolve.puzzles();
    assert.deepEqual(list.map((p) => p.name), puzzleNames);
    assert.deepEqual(list.map((p) => p.alias), ["adapwn", "winchk", "uva10838", "srm581", "lights"]);
    const help = runCli(["--help"]).out.toString();
    for (const p of list) assert.ok(help.includes(p.question), p.question);
    assert.equal(list[0].genKinds[0], "random");
  });

  test("version() is the command line's", async () => {
    assert.equal(`boardsolve ${await boardsolve.version()}\n`, runCli(["--version"]).out.toString());
  });

  test("a mistyped option or a bad value is an exception, not a result", async () => {
    await assert.rejects(boardsolve.solve("toggle", "", {plans: true}), TypeError);
    await assert.rejects(boardsolve.gen("toggle", {name: "x"}), TypeError);
    await assert.rejects(boardsolve.gen("toggle", {cases: 0}), RangeError);
    await assert.rejects(boardsolve.gen("toggle", {seed: -1}), RangeError);
    await assert.rejects(boardsolve.gen("toggle", {density: 2}), RangeError);
    await assert.rejects(boardsolve.solve("toggle", 42), TypeError);
  });

  test("a pawnchess memory bound beyond the module's 2 GiB is the usage error, then all is well",
       async () => {
         const start = (await boardsolve.gen("pawnchess", {kind: "start", size: "5x5"})).out;
         const r = await boardsolve.solve("pawnchess", start, {size: "5x5", memory: "3G"});
         assert.deepEqual(r, {
           exitCode: 2,
           out: "",
           // The module's memory (at most 2 GiB) is the "machine" that sysconf reports.
           err: "boardsolve: --memory 3.0 GiB is more than the 2.0 GiB of memory of this machine\n",
         });
         const ok = await boardsolve.solve("pawnchess", start, {size: "5x5"});
         assertSame(ok, runCli(["solve", "pawnchess", "--size", "5x5"], start), "then solve");
       });

  test("calls in parallel give each its own result", async () => {
    const inputs = ["1\n3\n.O.\nO.O\n...\n", "1\n2\nOO\nO.\n", "bad"];
    const results = await Promise.all(inputs.map((t) => boardsolve.solve("captures", t)));
    for (const [i, r] of results.entries())
      assertSame(r, runCli(["solve", "captures"], inputs[i]), `input ${i}`);
  });
});
