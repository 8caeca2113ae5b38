// The options of the JavaScript module are the ones the library declares: for each function
// and puzzle, optionNames() gives the files' names, the common options and the puzzle's own
// that `boardsolve --list-options` lists for every face, and no other puzzle's; the module
// accepts each of them and refuses an option only another puzzle declares; and a declared
// choice is refused in the command line's words.
import assert from "node:assert/strict";
import {test} from "node:test";

import {boardsolve, runCli} from "./support.mjs";

const functions = ["solve", "verify", "gen", "show"];
const files = {solve: ["name"], verify: ["inputName", "outputName", "answer", "answerName"], gen: [],
               show: ["name"]};

// [{owner, sub, name, type, choices}] of the options declared for every face.
function declared() {
  const r = runCli(["--list-options"]);
  assert.equal(r.exitCode, 0);
  return r.out.toString().trim().split("\n").map((line) => line.split(" "))
      .filter((words) => words[4] === "every-face")
      .map(([owner, sub, name, type, , , ...choices]) => ({owner, sub, name, type, choices}));
}

const puzzles = (await boardsolve.puzzles()).map((p) => p.name);

test("each function takes exactly the declared options of its puzzle", async () => {
  const all = declared();
  assert.ok(all.length >= 20);
  for (const command of functions)
    for (const puzzle of puzzles) {
      const own = all.filter((d) => d.sub === command && (d.owner === "common" || d.owner === puzzle));
      const want = [...new Set([...files[command], ...own.map((d) => d.name)]), "onStderr"];
      assert.deepEqual([...await boardsolve.optionNames(command, puzzle)].sort(), want.sort(),
                       `${command} ${puzzle}`);
    }
});

test("an option only another puzzle declares is refused, naming what the puzzle takes", async () => {
  const all = declared();
  let refused = 0;
  for (const d of all.filter((o) => o.owner !== "common" && functions.includes(o.sub)))
    for (const puzzle of puzzles) {
      if (all.some((o) => o.sub === d.sub && o.name === d.name && (o.owner === puzzle || o.owner === "common")))
        continue;
      const names = (await boardsolve.optionNames(d.sub, puzzle)).filter((n) => n !== "onStderr");
      const call = {
        solve: (o) => boardsolve.solve(puzzle, "", o),
        show: (o) => boardsolve.show(puzzle, "", o),
        verify: (o) => boardsolve.verify(puzzle, "", "", o),
        gen: (o) => boardsolve.gen(puzzle, o),
      }[d.sub];
      await assert.rejects(call({[d.name]: undefined}), {
        name: "TypeError",
        message: `boardsolve: ${d.sub} has no option '${d.name}' (it has: ${names.join(", ")})`,
      });
      ++refused;
    }
  assert.ok(refused > 0);
});

test("a declared choice is refused in the command line's words", async () => {
  for (const d of declared().filter((o) => o.type === "choice" && o.sub === "solve"))
    await assert.rejects(boardsolve.solve(d.owner, "", {[d.name]: "nothing"}), {
      name: "RangeError",
      message: `boardsolve: ${d.name}: nothing not in {${d.choices.join(",")}}`,
    });
});
