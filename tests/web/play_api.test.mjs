// The module's calls for playing by hand (playState, bestMove, solveFrom) against the command
// line, on seeded boards of gen: the command line's answer, played move by move, is legal and
// reaches the goal; the rest from the start has the command line's count; following bestMove
// reaches the goal in that count; a move the rules forbid is refused with a reason.
import assert from "node:assert/strict";
import {test} from "node:test";

import {boardsolve, runCli} from "./support.mjs";

/// The command line's answer to a one-board input as moves of the module: [] and -1 if none.
function cliAnswer(puzzle, input) {
  const lines = runCli(["solve", puzzle, ...(puzzle === "toggle" ? ["--plan"] : [])], input).out.toString().trim().split("\n");
  if (puzzle === "kingjump") {
    if (lines[0] === "impossible") return {count: -1, moves: []};
    const squares = lines.map((l) => l.split(" ").map(Number)).map(([row, col]) => ({row, col}));
    return {count: squares.length - 1, moves: squares.slice(1).map((to, i) => ({from: squares[i], to}))};
  }
  const count = Number(lines[0]);
  const moves = lines.slice(1).map((l) => l.split(" ")).map(([r, c, x]) =>
    (puzzle === "toggle" ? {row: Number(r), col: Number(c), type: Number(x)} : {row: Number(r), col: Number(c), dir: x}));
  return {count, moves};
}

const boards = [
  {puzzle: "toggle", args: ["--size", "5x5"], impossible: true},
  {puzzle: "captures", args: ["--size", "6x6"]},
  {puzzle: "kingjump", args: ["--size", "8"]},
  {puzzle: "kingjump", args: ["--size", "8", "--kind", "random"], impossible: true},
];

for (const {puzzle, args, impossible} of boards) {
  test(`${puzzle} ${args.join(" ")}: the command line's answer played, the rest and the hints`, async () => {
    let solvable = 0;
    for (let seed = 1; seed <= 12; ++seed) {
      const input = runCli(["gen", puzzle, ...args, "--seed", String(seed)]).out.toString();
      const native = cliAnswer(puzzle, input);
      const what = `${puzzle} seed ${seed}`;
      assert.equal((await boardsolve.solveFrom(puzzle, input, [])).count, native.count, `${what}: the optimum`);
      if (native.count < 0) {
        assert.equal(await boardsolve.bestMove(puzzle, input, []), null, `${what}: no hint without an answer`);
        continue;
      }
      ++solvable;
      const played = await boardsolve.playState(puzzle, input, native.moves);
      assert.equal(played.refused, null, `${what}: the command line's moves are legal`);
      assert.equal(played.played, native.count);
      assert.equal(played.goal, true, `${what}: they reach the goal`);
      const moves = [];
      let state = await boardsolve.playState(puzzle, input, moves);
      while (!state.goal) {
        const best = await boardsolve.bestMove(puzzle, input, moves);
        assert.ok(best && moves.length < native.count, `${what}: a hint within the optimum`);
        assert.ok(state.legal.some((m) => JSON.stringify(m) === JSON.stringify(best)), `${what}: the hint is legal`);
        moves.push(best);
        state = await boardsolve.playState(puzzle, input, moves);
        assert.equal((await boardsolve.solveFrom(puzzle, input, moves)).count, native.count - moves.length);
      }
      assert.equal(moves.length, native.count, `${what}: the hints take the optimum`);
    }
    if (impossible) assert.ok(solvable < 12, "some boards without an answer");
    else assert.equal(solvable, 12, "every board has an answer");
  });
}

test("a move the rules forbid is refused with the library's reason, and stops the replay", async () => {
  const toggle = "1\n2 2\nWB\nBB\n";
  const twice = await boardsolve.playState("toggle", toggle, [{row: 1, col: 1, type: 1}, {row: 1, col: 1, type: 1}]);
  assert.deepEqual(twice.refused, {index: 1, reason: "(1,1) is already pressed: undo that move to take it back"});
  assert.equal(twice.played, 1);
  const mixed = await boardsolve.playState("toggle", toggle, [{row: 1, col: 1, type: 1}, {row: 1, col: 2, type: 2}]);
  assert.match(mixed.refused.reason, /^row 1 already has type 1 moves/);
  const captures = await boardsolve.playState("captures", "1\n3\n.O.\nO.O\n...\n", [{row: 3, col: 1, dir: "R"}]);
  assert.equal(captures.refused.reason, "(3,1) is empty: a capture needs a pawn to make it");
  assert.deepEqual(captures.board, [".O.", "O.O", "..."]);
  await assert.rejects(boardsolve.playState("toggle", "1\n2 2\nXX\nBB\n", []), /boardsolve: 3:1: /);
  await assert.rejects(boardsolve.playState("pawnchess", "1\n....\n", []), /not played by hand/);
});
