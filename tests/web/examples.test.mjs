// The JavaScript module against the native command line on every file of examples/: solve,
// verify (the right answer, with a jury answer, a wrong answer), show, and bad input made
// from each example. Every comparison is of bytes and exit codes.
import assert from "node:assert/strict";
import {mkdtempSync, rmSync, writeFileSync} from "node:fs";
import {tmpdir} from "node:os";
import {join} from "node:path";
import {after, describe, test} from "node:test";

import {assertSame, boardsolve, examples, runCli, wrongAnswer} from "./support.mjs";

const work = mkdtempSync(join(tmpdir(), "boardsolve-web-"));
after(() => rmSync(work, {recursive: true, force: true}));

for (const ex of examples()) {
  describe(ex.name, () => {
    test("solve: the expected answer, as the command line gives it", async () => {
      const r = await boardsolve.solve(ex.puzzle, ex.input, {name: ex.name, threads: 1});
      assert.equal(r.out, ex.expected);
      assertSame(r, runCli(["solve", ex.puzzle, ex.name]), "solve");
    });

    test("solve from standard input", async () => {
      const r = await boardsolve.solve(ex.puzzle, new TextEncoder().encode(ex.input));
      assertSame(r, runCli(["solve", ex.puzzle], ex.input), "solve <stdin>");
    });

    if (ex.plan !== null)
      test("solve with plan", async () => {
        const r = await boardsolve.solve(ex.puzzle, ex.input, {name: ex.name, plan: true});
        assert.equal(r.out, ex.plan);
        assertSame(r, runCli(["solve", ex.puzzle, "--plan", ex.name]), "solve --plan");
      });

    test("verify accepts the expected answer, with and without a jury answer", async () => {
      const out = `${ex.base}.out`;
      const names = {inputName: ex.name, outputName: out};
      const r = await boardsolve.verify(ex.puzzle, ex.input, ex.expected, names);
      assert.equal(r.exitCode, 0);
      assertSame(r, runCli(["verify", ex.puzzle, ex.name, out]), "verify");
      const jury = await boardsolve.verify(ex.puzzle, ex.input, ex.expected,
                                           {...names, answer: ex.expected, answerName: out});
      assertSame(jury, runCli(["verify", ex.puzzle, ex.name, out, out]), "verify with jury");
    });

    test("verify rejects a wrong answer as the command line does", async () => {
      const wrong = wrongAnswer(ex.expected);
      const path = join(work, `${ex.puzzle}-${ex.base.split("/").pop()}.wrong`);
      writeFileSync(path, wrong);
      const r = await boardsolve.verify(ex.puzzle, ex.input, wrong,
                                        {inputName: ex.name, outputName: path});
      assert.notEqual(r.exitCode, 0);
      assertSame(r, runCli(["verify", ex.puzzle, ex.name, path]), "verify wrong");
    });

    test("show", async () => {
      const r = await boardsolve.show(ex.puzzle, ex.input, {name: ex.name});
      assert.equal(r.exitCode, 0);
      assertSame(r, runCli(["show", ex.puzzle, ex.name]), "show");
    });

    test("bad input: the command line's message on standard input", async () => {
      const trimmed = ex.input.trimEnd();
      const inputs = [
        trimmed.slice(0, -1) + "@\n",                            // a wrong last symbol
        ex.input.slice(0, Math.floor(ex.input.length / 2)),      // cut in the middle
        "",                                                      // empty
      ];
      for (const input of inputs) {
        const r = await boardsolve.solve(ex.puzzle, input);
        assert.equal(r.exitCode, 2, JSON.stringify(input));
        assert.match(r.err, /^boardsolve: <stdin>:\d+:\d+: /);
        assertSame(r, runCli(["solve", ex.puzzle], input), `bad input ${JSON.stringify(input)}`);
        const out = `${ex.base}.out`;
        const v = await boardsolve.verify(ex.puzzle, input, ex.expected,
                                          {inputName: "<stdin>", outputName: out});
        assert.equal(v.exitCode, 3);
        assertSame(v, runCli(["verify", ex.puzzle, "-", out], input), "verify bad input");
      }
    });
  });
}
