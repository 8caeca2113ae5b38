// The module's calls for playing by hand (playState, bestMove, solveFrom) against the command
// line, on seeded boards of gen (lightsout's on the plane and a torus too): the command line's answer, played move by move, is legal and
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
  if (puzzle === "lightsout") {  // the count, then the presses (or the certificate) as rows
    const presses = [];
    if (count > 0)
      lines.slice(1).forEach((row, r) => [...row].forEach((s, c) => s === "#" && presses.push({row: r + 1, col: c + 1})));
    return {count, moves: presses};
  }
  const moves = lines.slice(1).map((l) => l.split(" ")).map(([r, c, x]) =>
    (puzzle === "toggle" ? {row: Number(r), col: Number(c), type: Number(x)} : {row: Number(r), col: Number(c), dir: x}));
  return {count, moves};
}

const boards = [
  {puzzle: "toggle", args: ["--size", "5x5"], impossible: true},
  {puzzle: "captures", args: ["--size", "6x6"]},
  {puzzle: "kingjump", args: ["--size", "8"]},
  {puzzle: "kingjump", args: ["--size", "8", "--kind", "random"], impossible: true},
  {puzzle: "lightsout", args: ["--size", "5x5"], impossible: true},
  {puzzle: "lightsout", args: ["--size", "4x6", "--stencil", "cross", "--topology", "torus", "--kind", "planted"]},
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
  await assert.rejects(boardsolve.playState("lightsout", "1\n....\n", []), /boardsolve: 2:1: expected the row count R/);
  await assert.rejects(boardsolve.playState("nosuch", "1\n....\n", []), /not played by hand/);
});

// Pawn chess: the command line's principal line (show --json) played move by move through the
// module, each position's legal moves, names, FEN and value as the command line gives them.
const pawnBoards = [
  {args: ["--size", "4x4", "--kind", "random"], options: {size: "4x4"}},
  {args: ["--size", "5x5", "--kind", "playout", "--rules", "chess"], options: {size: "5x5", rules: "chess"}},
  {args: ["--size", "6x5", "--kind", "playout", "--rules", "chess", "--stalemate", "loss"], options: {size: "6x5", rules: "chess", stalemate: "loss"}},
];
const cliArgs = (o) => ["--size", o.size, ...(o.rules ? ["--rules", o.rules] : []), ...(o.stalemate ? ["--stalemate", o.stalemate] : [])];
const fromTo = (m) => ({from: m.from, to: m.to});

for (const {args, options} of pawnBoards) {
  test(`pawnchess ${args.join(" ")}: the principal line played, every position as show --json gives it`, async () => {
    for (let seed = 1; seed <= 6; ++seed) {
      const input = runCli(["gen", "pawnchess", ...args, "--seed", String(seed)]).out.toString();
      const what = `seed ${seed}`;
      const shown = (text) => JSON.parse(runCli(["show", "pawnchess", "--json", ...cliArgs(options)], text).out).cases[0];
      const first = shown(input);
      const line = first.principal_line.map(fromTo);
      const rest = await boardsolve.solveFrom("pawnchess", input, [], options);
      // A principal line: as long as the command line's (ties may pick other moves), and it ends the game.
      assert.equal(rest.count, line.length, `${what}: the rest is as long as the principal line`);
      assert.equal((await boardsolve.playState("pawnchess", input, rest.moves, options)).goal, true, `${what}: the rest ends the game`);
      if (!first.draw) assert.equal(rest.count, first.plies, `${what}: as long as the value's plies`);
      for (let k = 0; k <= line.length; ++k) {
        const state = await boardsolve.playState("pawnchess", input, line.slice(0, k), options);
        assert.equal(state.refused, null, `${what}: the principal line is legal`);
        // The position after k moves, as the command line reads it from its FEN.
        const c = shown(`1\n${state.toMove === "black" || state.enPassant ? `${state.toMove} to move${state.enPassant ? `, en passant ${state.enPassant}` : ""}\n` : ""}${state.board.join("\n")}\n`);
        assert.equal(state.fen, c.fen, `${what} ply ${k}: the FEN line`);
        const keys = (moves) => moves.map((m) => JSON.stringify(fromTo(m))).sort();
        assert.deepEqual(keys(state.legal), keys(c.moves), `${what} ply ${k}: the legal moves`);
        for (const m of c.moves) {
          const i = state.legal.findIndex((x) => JSON.stringify(x) === JSON.stringify(fromTo(m)));
          assert.equal(state.notation[i], m.notation, `${what} ply ${k}: the move's name`);
        }
        assert.equal(state.goal, c.moves.length === 0, `${what} ply ${k}: the end of the game`);
        if (state.goal) assert.equal(state.winner, c.draw ? "draw" : c.winner);
        // From the FEN line alone the module finds the same position.
        const again = await boardsolve.playState("pawnchess", state.fen, [], options);
        assert.deepEqual([again.board, again.toMove, again.enPassant], [state.board, state.toMove, state.enPassant]);
        if (!state.goal) {
          const best = await boardsolve.bestMove("pawnchess", input, line.slice(0, k), options);
          const valued = c.moves.find((m) => JSON.stringify(fromTo(m)) === JSON.stringify(best));
          assert.ok(valued, `${what} ply ${k}: the best move is legal`);
          assert.deepEqual([valued.winner, valued.plies, valued.draw], [c.moves[0].winner, c.moves[0].plies, c.moves[0].draw], `${what} ply ${k}: the best move keeps the value`);
        }
      }
      const end = await boardsolve.playState("pawnchess", input, line, options);
      assert.equal(end.recordMoves.length, line.length);
      assert.equal(end.recordMoves.map((m) => m.notation).join(" "), first.principal_line.map((m) => m.notation).join(" "));
    }
  });
}

test("pawnchess: the record, a refused move and FEN text, from the 8x8 chess start", async () => {
  const start = "8/pppppppp/8/8/8/8/PPPPPPPP/8 w -";
  const sq = (name) => ({row: 9 - Number(name[1]), col: name.charCodeAt(0) - 96});
  const mv = (text) => ({from: sq(text.slice(0, 2)), to: sq(text.slice(3, 5))});
  const options = {rules: "chess"};
  const game = ["b2-b4", "f7-f5", "f2-f4", "c7-c5", "b4-c5"].map(mv);
  const s = await boardsolve.playState("pawnchess", start, game, options);
  assert.equal(s.record, "1. b4 f5 2. f4 c5 3. bxc5");
  assert.deepEqual(s.recordMoves.map((m) => [m.number, m.side]), [[1, "white"], [1, "black"], [2, "white"], [2, "black"], [3, "white"]]);
  assert.equal(s.fen, "8/pp1pp1pp/8/2P2p2/5P2/8/P1PPP1PP/8 b -");
  assert.deepEqual(s.lastMove, mv("b4-c5"));
  const refused = await boardsolve.playState("pawnchess", start, [mv("b3-b4")], options);
  assert.deepEqual(refused.refused, {index: 0, reason: "there is no pawn on b3"});
  const uva = await boardsolve.playState("pawnchess", "pppp/4/4/PPPP w -", [{from: {row: 4, col: 1}, to: {row: 2, col: 1}}]);
  assert.equal(uva.refused.reason, "under UVa 10838's rules a pawn steps one square at a time");
  const judge = await boardsolve.playState("pawnchess", "1\n" + ["........", "pppppppp", "........", "........", "........", "........", "PPPPPPPP", "........"].join("\n") + "\n", [], {size: "8x8", rules: "chess"});
  assert.equal(judge.fen, start);
  await assert.rejects(boardsolve.playState("pawnchess", "8/pppppppp/8/8/8/8/PPPPPPPP/8 x -", [], options), /1:31: expected 'w' or 'b'/);
  await assert.rejects(boardsolve.playState("pawnchess", start, [], {colour: "white"}), /unknown option 'colour'/);
});

test("lightsout: a press off the board is refused with the library's reason; pressed says which presses are in effect", async () => {
  const lights = "1\n2 3 plus plane\n#..\n...\n";
  const off = await boardsolve.playState("lightsout", lights, [{row: 1, col: 1}, {row: 3, col: 1}]);
  assert.deepEqual(off.refused, {index: 1, reason: "(3,1) is not on the 2 x 3 board"});
  assert.equal(off.played, 1);
  assert.deepEqual(off.board, [".#.", "#.."]);
  assert.deepEqual(off.pressed, [{row: 1, col: 1}]);
  const twice = await boardsolve.playState("lightsout", lights, [{row: 1, col: 1}, {row: 1, col: 1}]);
  assert.deepEqual([twice.board, twice.pressed, twice.played], [["#..", "..."], [], 2]);
});
