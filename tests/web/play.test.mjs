// Play mode in headless Chromium: toggle, captures and king jump played to the goal by clicks
// (and Enter), with undo, redo, restart, the hint and "Solve from here"; a refused move shows
// the library's reason and changes nothing; the count at the goal and the optimum are the
// command line's, and the moves played pass its verify. The first view of each page is a
// solvable board, and at a phone's width the whole board fits with the results under it.
// Screenshots of each page in play mode go to build/web-screenshots/. axe-core audits every
// state reached (accessibility.mjs).
import assert from "node:assert/strict";
import {mkdirSync, writeFileSync} from "node:fs";
import {join} from "node:path";
import {test} from "node:test";

import {audit, audited} from "./accessibility.mjs";
import {idle, marked, rowsOf, text} from "./board_queries.mjs";
import {browserSession, desktop, phone, shots} from "./browser_session.mjs";
import {boardsolve, runCli, source} from "./support.mjs";

const browser = browserSession();
const open = (puzzle, viewport = desktop, hash = "") => browser.open(`${puzzle}.html${hash}`, viewport);

async function clickSquare(page, [r, c]) {
  await page.click(`#board button[data-row="${r + 1}"][data-col="${c + 1}"]`);
  await idle(page);
}

const judgeText = {
  toggle: (rows) => `1\n${rows.length} ${rows[0].length}\n${rows.join("\n")}\n`,
  captures: (rows) => `1\n${rows.length} ${rows[0].length}\n${rows.join("\n")}\n`,
  kingjump: (rows) => `${rows.length}\n${rows.join("\n")}\n`,
};

/// The command line's optimum: toggle's count (-1: none), the number of captures, the number
/// of jumps (-1: impossible).
function cliOptimum(puzzle, input) {
  const out = runCli(["solve", puzzle], input).out.toString();
  if (puzzle === "kingjump") return out.startsWith("impossible") ? -1 : out.trim().split("\n").length - 1;
  return Number(out.split("\n")[0]);
}

/// The moves played, as an answer file of the command line.
function answerOf(puzzle, moves) {
  if (puzzle === "toggle") return `${moves.length}\n${moves.map((m) => `${m.row} ${m.col} ${m.type}`).join("\n")}\n`;
  if (puzzle === "captures") return `${moves.length}\n${moves.map((m) => `${m.row} ${m.col} ${m.dir}`).join("\n")}\n`;
  const squares = [moves[0].from, ...moves.map((j) => j.to)];
  return squares.map((s) => `${s.row} ${s.col}`).join("\n") + "\n";
}

/// The squares to click for `move`: toggle its cell; a capture its pawn then the pawn taken; a
/// jump its king (unless that king is already jumping) then where it lands.
function clicksFor(puzzle, move, jumping) {
  if (puzzle === "toggle") return [[move.row - 1, move.col - 1]];
  if (puzzle === "captures") return [[move.row - 1, move.col - 1], [move.row - 2, move.dir === "L" ? move.col - 2 : move.col]];
  const to = [move.to.row - 1, move.to.col - 1];
  return jumping ? [to] : [[move.from.row - 1, move.from.col - 1], to];
}

async function playMove(page, puzzle, move, jumping) {
  if (puzzle === "toggle") await page.selectOption("#play-type", String(move.type));
  for (const square of clicksFor(puzzle, move, jumping)) await clickSquare(page, square);
}

/// A move that the library refuses on the start board, the squares to click for it, and the
/// move as the library sees it.
function refusedMove(puzzle, rows, legal) {
  if (puzzle === "toggle") {
    const m = legal[0];
    return {clicks: [[m.row - 1, m.col - 1], [m.row - 1, m.col - 1]], pressedFirst: m};
  }
  if (puzzle === "captures") {
    const r = rows.findIndex((row) => row.includes("."));
    const c = rows[r].indexOf(".");
    return {clicks: [[r, c]], move: {row: r + 1, col: c + 1, dir: "L"}};
  }
  // A king, then an empty square where no jump of it lands.
  const j = legal[0];
  const lands = (a, b) => legal.some((x) => x.to.row === a + 1 && x.to.col === b + 1);
  const r = rows.findIndex((row, a) => [...row].some((s, b) => s === "+" && !lands(a, b)));
  const c = [...rows[r]].findIndex((s, b) => s === "+" && !lands(r, b));
  return {clicks: [[j.from.row - 1, j.from.col - 1], [r, c]], move: {from: j.from, to: {row: r + 1, col: c + 1}}};
}

for (const puzzle of ["toggle", "captures", "kingjump"]) {
  test(`${puzzle}: played to the goal by clicks, with undo, redo, the hint and the command line's optimum`, async () => {
    const page = await open(puzzle);
    const start = await rowsOf(page);
    const input = judgeText[puzzle](start);
    const optimum = cliOptimum(puzzle, input);
    assert.ok(optimum > 1, `the first view is a solvable board with something to do (optimum ${optimum})`);
    assert.equal(await page.getAttribute(`nav a[href="${puzzle}.html"]`, "aria-current"), "page");

    await page.click("#mode-play");
    await idle(page);
    assert.equal(await page.getAttribute("#mode-play", "aria-pressed"), "true");
    assert.equal(await page.isVisible("#edit-controls"), false, "no editing in play mode");
    assert.equal(await text(page, "#play-count"), "Moves: 0");
    await audit(page, `${puzzle}: play mode`);
    const legal = (await boardsolve.playState(puzzle, input, [])).legal;

    // A refused move: the library's reason, the board and the count unchanged.
    const bad = refusedMove(puzzle, start, legal);
    let expected;
    if (bad.pressedFirst) {
      await playMove(page, puzzle, bad.pressedFirst, false);
      assert.equal(await text(page, "#play-count"), "Moves: 1");
      const afterOne = await rowsOf(page);
      await clickSquare(page, bad.clicks[1]);
      expected = (await boardsolve.playState(puzzle, input, [bad.pressedFirst, bad.pressedFirst])).refused.reason;
      assert.deepEqual(await rowsOf(page), afterOne, "a refused press changes nothing");
      assert.equal(await text(page, "#play-count"), "Moves: 1");
    } else {
      for (const square of bad.clicks) await clickSquare(page, square);
      expected = (await boardsolve.playState(puzzle, input, [bad.move])).refused.reason;
      assert.equal(await text(page, "#play-count"), "Moves: 0");
    }
    assert.ok(expected.length > 0);
    assert.equal(await text(page, "#play-message"), `Refused: ${expected}.`);
    assert.equal(await page.getAttribute("#play-message", "aria-live"), "polite");
    await audit(page, `${puzzle}: a move refused`);
    if (bad.pressedFirst) {
      await page.click("#play-restart");
      await idle(page);
    }
    assert.deepEqual(await rowsOf(page), start, "restart: the start board");
    assert.equal(await text(page, "#play-count"), "Moves: 0");

    // The hint is the library's best move, marked on the board; played, undone, redone.
    const played = [];
    const hint = async () => {
      await page.click("#play-hint");
      await idle(page);
      const best = await boardsolve.bestMove(puzzle, input, played);
      assert.ok(best, "a best move before the goal");
      const squares = puzzle === "toggle" ? [[best.row - 1, best.col - 1]]
          : puzzle === "captures" ? clicksFor(puzzle, best, false)
          : [[best.from.row - 1, best.from.col - 1], [best.to.row - 1, best.to.col - 1]];
      const sort = (list) => list.map(String).sort();
      assert.deepEqual(sort(await marked(page, "hint")), sort(squares), "the hint marked on the board");
      assert.match(await text(page, "#play-message"), /^Hint: /);
      return best;
    };
    const first = await hint();
    await audit(page, `${puzzle}: a hint shown`);
    await playMove(page, puzzle, first, false);
    played.push(first);
    const afterFirst = await rowsOf(page);
    assert.deepEqual(afterFirst, (await boardsolve.playState(puzzle, input, played)).board);
    assert.notDeepEqual(afterFirst, start);
    assert.equal(await text(page, "#play-count"), "Moves: 1");
    await page.click("#play-undo");
    await idle(page);
    assert.deepEqual(await rowsOf(page), start, "undo");
    assert.equal(await text(page, "#play-count"), "Moves: 0");
    await page.click("#play-redo");
    await idle(page);
    assert.deepEqual(await rowsOf(page), afterFirst, "redo");
    assert.equal(await text(page, "#play-count"), "Moves: 1");

    // The address keeps the game: opened again, the same board after the same move.
    const again = await open(puzzle, desktop, new URL(page.url()).hash);
    await idle(again);
    assert.equal(await text(again, "#play-count"), "Moves: 1");
    assert.deepEqual(await rowsOf(again), afterFirst);
    await again.close();

    // Solve from here: the rest of an optimal answer, as many moves as the command line's
    // optimum of the board as it stands (king jump: the checkers left).
    await page.click("#play-rest");
    await idle(page);
    const rest = await page.locator("#play-rest-list li").count();
    assert.equal(rest, optimum - 1);
    if (puzzle === "captures") assert.equal(cliOptimum(puzzle, judgeText[puzzle](afterFirst)), rest);
    await audit(page, `${puzzle}: the rest shown`);

    // The rest by hints, the first from the keyboard (Enter on the focused square) for toggle.
    while (!(await page.locator("#play-message.solved").count())) {
      assert.ok(played.length < optimum, "the hints reach the goal in the optimum");
      const best = await hint();
      if (puzzle === "toggle" && played.length === 1) {
        await page.selectOption("#play-type", String(best.type));
        await page.focus("#board button[tabindex='0']");
        const [r, c] = [best.row - 1, best.col - 1];
        const at = await page.evaluate(() => {
          const b = document.querySelector("#board button[tabindex='0']");
          return [Number(b.dataset.row) - 1, Number(b.dataset.col) - 1];
        });
        for (let i = at[0]; i < r; ++i) await page.keyboard.press("ArrowDown");
        for (let i = at[0]; i > r; --i) await page.keyboard.press("ArrowUp");
        for (let i = at[1]; i < c; ++i) await page.keyboard.press("ArrowRight");
        for (let i = at[1]; i > c; --i) await page.keyboard.press("ArrowLeft");
        await page.keyboard.press("Enter");
        await idle(page);
      } else {
        await playMove(page, puzzle, best, puzzle === "kingjump" && played.length > 0);
      }
      played.push(best);
      assert.equal(await text(page, "#play-count"), `Moves: ${played.length}`);
    }
    assert.equal(await text(page, "#play-message"),
                 `Solved in ${optimum} move${optimum === 1 ? "" : "s"}; the fewest possible is ${optimum}.`);
    const goal = await rowsOf(page);
    assert.equal(cliOptimum(puzzle, judgeText[puzzle](goal)), 0, "the command line sees nothing left to do");
    await audit(page, `${puzzle}: solved by hand`);
    await page.screenshot({path: join(shots, `${puzzle}-play.png`), fullPage: true});

    // The moves played are an optimal answer by the command line's verify.
    const answer = answerOf(puzzle, played);
    const checked = verifyWithCli(puzzle, input, answer);
    assert.equal(checked.exitCode, 0, checked.out + checked.err);

    // Back to edit mode: the start board, editable again.
    await page.click("#mode-edit");
    await idle(page);
    assert.deepEqual(await rowsOf(page), start);
    assert.equal(await page.isVisible("#edit-controls"), true);
    assert.deepEqual(page.problems, []);
    await page.close();
  });

  test(`${puzzle}: at a phone's width the whole board fits, the results under it`, async () => {
    const page = await open(puzzle, phone);
    await page.click("#mode-play");
    await idle(page);
    const fit = await page.evaluate(() => {
      const board = document.querySelector("#board").getBoundingClientRect();
      const panel = document.querySelector("#board-panel").getBoundingClientRect();
      const results = document.querySelector("#solve-panel").getBoundingClientRect();
      const b = document.querySelector("#board");
      return {right: board.right, panelRight: panel.right, width: window.innerWidth, scroll: b.scrollWidth - b.clientWidth,
              page: document.documentElement.scrollWidth - window.innerWidth, gap: results.top - panel.bottom};
    });
    assert.ok(fit.scroll <= 0, `the board scrolls sideways by ${fit.scroll} px`);
    assert.ok(fit.right <= fit.panelRight, `the board ends at ${fit.right}, its panel at ${fit.panelRight}`);
    assert.ok(fit.page <= 0, `the page is ${fit.page} px wider than the screen`);
    assert.ok(fit.gap >= 0 && fit.gap < 40, `the results start ${fit.gap} px under the board's panel`);
    await audit(page, `${puzzle}: play mode at a phone's width`);
    await page.screenshot({path: join(shots, `${puzzle}-play-phone.png`), fullPage: true});
    await page.close();
  });
}

/// `boardsolve verify` of `answer` for `input`, both through files the command line reads.
function verifyWithCli(puzzle, input, answer) {
  const dir = join(source, "build", "web-play-test");
  mkdirSync(dir, {recursive: true});
  const files = {input: join(dir, `${puzzle}.in`), answer: join(dir, `${puzzle}.out`)};
  writeFileSync(files.input, input);
  writeFileSync(files.answer, answer);
  return runCli(["verify", puzzle, files.input, files.answer]);
}

for (const puzzle of ["toggle", "captures", "kingjump"]) {
  test(`${puzzle}: the generator's first boards at the page's size and kind have answers`, async () => {
    const page = await open(puzzle);
    const rows = await page.inputValue("#rows");
    const size = puzzle === "kingjump" ? rows : `${rows}x${await page.inputValue("#cols")}`;
    const kind = await page.inputValue("#kind");
    for (const seed of [1, 2, 3]) {
      const gen = runCli(["gen", puzzle, "--size", size, "--kind", kind, "--seed", String(seed)]);
      assert.ok(cliOptimum(puzzle, gen.out) > 0, `gen ${puzzle} --kind ${kind} --size ${size} --seed ${seed}`);
    }
    await page.close();
  });
}

test("a link differing only after # loads its board", async () => {
  const page = await open("captures");
  const board = ["O.O", ".O.", "..."];
  await page.evaluate((hash) => (location.hash = hash), `board=${board.join("/")}`);
  await page.waitForFunction((rows) => [...document.querySelectorAll("#board > [role=row]")].map((row) =>
    [...row.children].map((cell) => cell.querySelector("button").dataset.symbol).join("")).join("/") === rows,
  board.join("/"));
  await page.waitForFunction(() => document.querySelector("#kind option"));
  assert.deepEqual(await rowsOf(page), board);
  await page.close();
});

/// The <desc> of an SVG picture of the command line, as a page's text shows it.
function descOf(svg) {
  const m = /<desc>([\s\S]*?)<\/desc>/.exec(svg);
  assert.ok(m, "the picture has a description");
  const entities = {"&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&apos;": "'", "&#39;": "'"};
  return m[1].replace(/&[a-z#0-9]+;/g, (e) => entities[e] ?? e).replace(/\s+/g, " ").trim();
}

for (const {puzzle, board, field} of [
  {puzzle: "captures", board: ["O.O.O", ".O.O.", "O.O.O", ".O.O."], field: "certificate"},
  {puzzle: "kingjump", board: ["-+-+", "+-o-", "-+-+", "+-K-"], field: "solution"},
]) {
  test(`${puzzle}: the library's explanation in words under its picture`, async () => {
    const page = await open(puzzle, desktop, `#board=${board.map(encodeURIComponent).join("/")}`);
    await page.click("#solve");
    await page.waitForSelector("#result:not([hidden])");
    const shown = await text(page, field === "certificate" ? "#certificate-text" : "#why-text");
    const svg = JSON.parse(runCli(["show", puzzle, "--json", "--svg"], judgeText[puzzle](board)).out).cases[0].svg[field];
    assert.equal(shown.replace(/\s+/g, " ").trim(), descOf(svg));
    assert.ok(shown.length > 40);
    await audit(page, `${puzzle}: the explanation shown`);
    await page.close();
  });
}

test("axe-core audited every play-mode state the tests reach", () => {
  const states = [];
  for (const puzzle of ["toggle", "captures", "kingjump"])
    states.push(`${puzzle}: play mode`, `${puzzle}: a move refused`, `${puzzle}: a hint shown`,
                `${puzzle}: the rest shown`, `${puzzle}: solved by hand`, `${puzzle}: play mode at a phone's width`);
  states.push("captures: the explanation shown", "kingjump: the explanation shown");
  assert.deepEqual(states.filter((s) => !audited.has(s)), []);
  assert.deepEqual([...audited].filter((s) => !states.includes(s)), [], "a state this list does not name");
});
