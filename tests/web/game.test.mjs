// A pawn chess game on the playground in headless Chromium, as a player plays one: 8x8 under
// chess rules against the engine, every white move by clicks on the board (the best move of
// the page's table), at least ten moves a side. Each position, move name and value is checked
// against the command line's show --json; so are the record (1. a3 b6 2. ...), back, forward
// and a click on a move of the record, the last move's mark, the engine's announced reply, a
// refused click (the library's reason, the board unchanged) and FEN text out and in. axe-core
// audits each state; screenshots at 1280 and 390 px go to build/web-screenshots/.
import assert from "node:assert/strict";
import {join} from "node:path";
import {test} from "node:test";

import {audit, audited} from "./accessibility.mjs";
import {browserSession, desktop, phone, shots} from "./browser_session.mjs";
import {runCli} from "./support.mjs";

const browser = browserSession();

// Four pawns a side on 8x8: black wins in 20 plies with perfect play (show --json), so the
// game lasts ten moves a side.
const start = ["........", "pp....pp", "........", "........", "........", "........", "PP....PP", "........"];

function cliShow(rows, side, ep = null) {
  const input = `1\n${side} to move${ep ? `, en passant ${ep}` : ""}\n${rows.join("\n")}\n`;
  return JSON.parse(runCli(["show", "pawnchess", "--json", "--rules", "chess", "--size", "8x8"], input).out).cases[0];
}

const open = (viewport) => browser.open(`pawnchess.html#board=${start.join("/")}&rules=chess`, viewport);

const settled = (page) => page.waitForFunction(() => !document.querySelector("#solve").disabled &&
    !document.querySelector("#result").hidden);
const rowsOf = (page) => page.evaluate(() => [...document.querySelectorAll("#board > [role=row]")].map((row) =>
  [...row.children].map((cell) => cell.querySelector("button").dataset.symbol).join("")));
const marked = (page, name) => page.evaluate((n) => [...document.querySelectorAll(`#board button.${n}`)].map((b) =>
  ({row: Number(b.dataset.row), col: Number(b.dataset.col)})), name);
const click = (page, s) => page.click(`#board button[data-row="${s.row}"][data-col="${s.col}"]`);
const sameSquares = (a, b) => JSON.stringify([...a].map(JSON.stringify).sort()) === JSON.stringify([...b].map(JSON.stringify).sort());

/// The record as shown: "1. a3 b6 2. ..." from the numbers and the move buttons.
const recordText = (page) => page.evaluate(() => [...document.querySelectorAll("#record li")].map((li) =>
  [...li.children].map((x) => x.textContent).join(" ")).join(" "));

test("a game of ten moves a side against the engine, 8x8 chess rules, as the command line plays it", async () => {
  const page = await open(desktop);
  await page.click("#solve");
  await settled(page);
  assert.deepEqual(await rowsOf(page), start);
  assert.equal(await page.inputValue("#fen"), cliShow(start, "white").fen);
  assert.equal(await page.getAttribute("#mode-play", "aria-pressed"), "true", "a solve starts play mode");

  // A click that is no move is refused with the library's reason and edits nothing.
  await click(page, {row: 4, col: 5});
  await page.waitForFunction(() => /^Refused: /.test(document.querySelector("#game-message").textContent));
  assert.equal(await page.textContent("#game-message"), "Refused: there is no pawn on e5.");
  assert.deepEqual(await rowsOf(page), start);
  await click(page, {row: 2, col: 1});
  await page.waitForFunction(() => /black's/.test(document.querySelector("#game-message").textContent));
  assert.equal(await page.textContent("#game-message"), "Refused: the pawn on a7 is black's, and white is to move.");
  await audit(page, "pawnchess game: a move refused");

  await page.check("#versus");
  const positions = [{rows: start, side: "white", ep: null}];  // after each ply
  const notations = [];
  let rows = start;
  for (let moves = 0; ; ++moves) {
    const c = cliShow(rows, "white", positions.at(-1).ep);
    if (c.moves.length === 0) break;
    // White: the best move of the table, by clicks on its pawn and its square.
    const best = c.moves[0];
    assert.equal(await page.getAttribute("#moves tbody tr:first-child td:first-child", "title"), best.move);
    assert.equal(await page.textContent("#moves tbody tr:first-child td:first-child"), best.notation);
    await click(page, best.from);
    assert.ok(sameSquares(await marked(page, "target"), c.moves.filter((m) => JSON.stringify(m.from) === JSON.stringify(best.from)).map((m) => m.to)), "the pawn's squares marked");
    const summary = await page.textContent("#summary");
    await click(page, best.to);
    notations.push(best.notation);
    positions.push({rows: best.board, side: "black", ep: best.en_passant ?? null});
    const reply = cliShow(best.board, "black", best.en_passant ?? null);
    if (reply.moves.length === 0) {
      await page.waitForFunction((n) => document.querySelectorAll("#record button").length === n, notations.length);
      await page.waitForFunction((old) => document.querySelector("#summary").textContent !== old, summary);
      await settled(page);
      break;
    }
    // The engine's reply: a best move of the command line's, announced and marked (the record
    // holds both moves of this round before the message is this round's).
    await page.waitForFunction((n) => document.querySelectorAll("#record button").length === n &&
        /^The engine \(black\) replied /.test(document.querySelector("#game-message").textContent), notations.length + 1);
    await settled(page);
    const said = /^The engine \(black\) replied (.+?)\.( |$)/.exec(await page.textContent("#game-message"))[1];
    const played = reply.moves.find((m) => m.notation === said);
    assert.ok(played, `the engine's ${said} is a legal move`);
    assert.deepEqual([played.winner, played.plies, played.draw], [reply.moves[0].winner, reply.moves[0].plies, reply.moves[0].draw], "the engine keeps the value");
    notations.push(said);
    rows = played.board;
    positions.push({rows, side: "white", ep: played.en_passant ?? null});
    assert.deepEqual(await rowsOf(page), rows);
    assert.ok(sameSquares(await marked(page, "last"), [played.from, played.to]), "the last move marked");
    assert.equal(await page.inputValue("#fen"), cliShow(rows, "white", played.en_passant ?? null).fen);
    if (moves === 2) await audit(page, "pawnchess game: against the engine");
  }
  assert.ok(notations.length >= 20, `${notations.length} plies`);
  assert.match(await page.textContent("#game-message"), /Black has won\.$/);
  // The record, numbered as chess players number it.
  const expected = notations.map((n, i) => (i % 2 === 0 ? `${i / 2 + 1}. ${n}` : n)).join(" ");
  assert.equal(await recordText(page), expected);
  await page.screenshot({path: join(shots, "pawnchess-game.png"), fullPage: true});

  // Back, a move of the record, forward: the positions of the game.
  await page.click("#game-back");
  await page.waitForFunction(() => /^After /.test(document.querySelector("#game-message").textContent));
  await settled(page);
  assert.deepEqual(await rowsOf(page), positions.at(-2).rows);
  await page.click("#record li:nth-child(3) button:nth-of-type(1)");  // 3. white's move
  await page.waitForFunction((n) => document.querySelector("#game-message").textContent === `After 3. ${n}.`, notations[4]);
  await settled(page);
  assert.deepEqual(await rowsOf(page), positions[5].rows);
  assert.equal(await page.getAttribute("#record li:nth-child(3) button:nth-of-type(1)", "aria-current"), "step");
  assert.equal(await page.inputValue("#fen"), cliShow(positions[5].rows, "black", positions[5].ep).fen);
  await page.click("#game-forward");
  await page.waitForFunction((n) => document.querySelector("#game-message").textContent === `After 3... ${n}.`, notations[5]);
  await settled(page);
  assert.deepEqual(await rowsOf(page), positions[6].rows);
  assert.equal(await recordText(page), expected, "going back keeps the moves after it");
  await audit(page, "pawnchess game: back in the record");

  // FEN text in: the position it names, a new game.
  await page.fill("#fen", "8/8/8/2pP4/8/8/8/8 w c6");
  await page.click("#load-fen");
  await page.waitForFunction(() => /^Position set/.test(document.querySelector("#game-message").textContent));
  assert.deepEqual(await rowsOf(page), ["........", "........", "........", "..pP....", "........", "........", "........", "........"]);
  assert.equal(await page.textContent("#en-passant"), "en passant c6");
  assert.equal(await page.isVisible("#record-empty"), true, "a new position, no game yet");
  await page.fill("#fen", "8/8/8/2pP4/8/8/8/8 x c6");
  await page.click("#load-fen");
  await page.waitForFunction(() => /^FEN /.test(document.querySelector("#game-message").textContent));
  assert.match(await page.textContent("#game-message"), /1:20: expected 'w' or 'b' for the side to move, found 'x'/);
  await audit(page, "pawnchess game: FEN text refused");
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("the game at a phone's width: the whole board, the record under it", async () => {
  const page = await open(phone);
  await page.click("#solve");
  await settled(page);
  const c = cliShow(start, "white");
  await click(page, c.moves[0].from);
  await click(page, c.moves[0].to);
  await page.waitForFunction(() => document.querySelectorAll("#record button").length === 1);
  await settled(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `${overflow} px wider than the screen`);
  await audit(page, "pawnchess game: at a phone's width");
  await page.screenshot({path: join(shots, "pawnchess-game-phone.png"), fullPage: true});
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("axe-core audited every state of the game", () => {
  const states = ["pawnchess game: a move refused", "pawnchess game: against the engine", "pawnchess game: back in the record",
                  "pawnchess game: FEN text refused", "pawnchess game: at a phone's width"];
  assert.deepEqual(states.filter((s) => !audited.has(s)), []);
});
