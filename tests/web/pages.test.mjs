// The playground's pages in headless Chromium, used as a person uses them: generate a seeded
// board, solve it, step to the end, paste a bad file, play pawn chess against the engine;
// every answer and message the page shows must be the native command line's. Screenshots
// of each page, at desktop and phone width, go to build/web-screenshots/ to be looked at.
// axe-core audits every state the tests bring a page to (accessibility.mjs): a serious or
// critical violation fails the test that reached it.
// Needs playwright-core (tests/web/package.json; it drives Debian's chromium, never a
// browser of its own) and the environment of tests/web/CMakeLists.txt.
import assert from "node:assert/strict";
import {join} from "node:path";
import {test} from "node:test";

import {audit, audited} from "./accessibility.mjs";
import {browserSession, desktop, phone as phoneWidth, shots} from "./browser_session.mjs";
import {runCli} from "./support.mjs";

const browser = browserSession();

async function open(puzzle, hash = "", viewport = desktop) {
  const page = await browser.open(`${puzzle}.html${hash}`, viewport);
  await audit(page, `${puzzle}: ${hash ? "opened from an address" : "fresh"}`);
  return page;
}

const text = (page, selector) => page.locator(selector).textContent();
/// The SVG text the stepper shows, as the library wrote it.
const shownPicture = (page) => page.evaluate(() => document.querySelector("#stepper .picture").source);

/// Sets the size fields, the kind and the seed, then generates and waits for the board.
async function generate(page, {rows, cols, kind, seed}) {
  await page.fill("#rows", String(rows));
  if (cols !== undefined && (await page.isVisible("#cols"))) await page.fill("#cols", String(cols));
  await page.selectOption("#kind", kind);
  await page.fill("#seed", String(seed));
  await page.click("#generate");
  await page.waitForFunction(() => document.querySelector("#text").value.length > 0);
  await page.waitForFunction(() => !document.querySelector("#solve").disabled);
}

async function solve(page) {
  await page.click("#solve");
  await page.waitForSelector("#result:not([hidden])");
  await page.waitForFunction(() => !document.querySelector("#solve").disabled);
}

/// The board in the editor, rows of symbols: the grid's rows of cells, each one button.
function editorRows(page) {
  return page.evaluate(() => [...document.querySelectorAll("#board > [role=row]")].map((row) =>
    [...row.children].map((cell) => cell.querySelector("button").dataset.symbol).join("")));
}

const grids = [
  {puzzle: "captures", size: {rows: 7, cols: 9}, kind: "random", seed: 4, cli: ["--size", "7x9"]},
  {puzzle: "kingjump", size: {rows: 10}, kind: "trail", seed: 3, cli: ["--size", "10"]},
  {puzzle: "toggle", size: {rows: 6, cols: 7}, kind: "random", seed: 5, cli: ["--size", "6x7"]},
];

for (const g of grids) {
  test(`${g.puzzle}: a generated board, solved and stepped to the goal, as the command line`, async () => {
    const page = await open(g.puzzle);
    await generate(page, {...g.size, kind: g.kind, seed: g.seed});
    const generated = runCli(["gen", g.puzzle, "--seed", String(g.seed), "--kind", g.kind, ...g.cli]);
    assert.equal(await page.inputValue("#text"), generated.out.toString(), "the same board as gen");
    await solve(page);
    const native = runCli(["solve", g.puzzle], generated.out);
    await page.waitForFunction(() => document.querySelector("#answer-text").textContent.length > 0);
    await audit(page, `${g.puzzle}: solved`);
    assert.equal(await text(page, "#answer-text"), native.out.toString(), "the answer of solve");
    const shown = runCli(["show", g.puzzle], generated.out);
    assert.equal(await text(page, "#show-text"), shown.out.toString(), "the explanation of show");

    // The last step is the goal, drawn by the library as the command line draws it.
    await page.click("[data-step=last]");
    const last = await shownPicture(page);
    const pictures = JSON.parse(runCli(["show", g.puzzle, "--json", "--svg"], generated.out).out);
    const steps = pictures.cases[0].svg.steps;
    assert.equal(last, steps[steps.length - 1], "the last picture is the library's");
    const c = pictures.cases[0];
    if (g.puzzle === "toggle") assert.equal((last.match(/class="square white"/g) ?? []).length, 0, "all black");
    if (g.puzzle === "kingjump") assert.equal((last.match(/piece checker/g) ?? []).length, 0, "no checker left");
    if (g.puzzle === "captures") {
      const pawns = c.board.join("").split("O").length - 1;
      assert.equal((last.match(/class="piece pawn"/g) ?? []).length, pawns - c.count);
    }
    if (steps.length > 1) assert.match(await text(page, ".step-label"), new RegExp(` ${steps.length - 1} of ${steps.length - 1}`));
    await audit(page, `${g.puzzle}: the last step`);
    await page.click("[data-step=first]");
    assert.equal(await shownPicture(page), c.svg.solution, "the whole solution first");
    await page.click("[data-step=forward]");
    assert.equal(await shownPicture(page), steps[0], "then the start");
    await audit(page, `${g.puzzle}: a step`);

    // The address keeps the board: opening it again shows the same board.
    const rows = await editorRows(page);
    const again = await open(g.puzzle, new URL(page.url()).hash);
    assert.deepEqual(await editorRows(again), rows);
    await page.screenshot({path: join(shots, `${g.puzzle}.png`), fullPage: true});
    assert.deepEqual(page.problems, []);
    await again.close();
    await page.close();
  });

  test(`${g.puzzle}: a bad file shows the command line's message`, async () => {
    const page = await open(g.puzzle);
    const bad = g.puzzle === "kingjump" ? "3\n-+-\n+x+\n-+-\n" : "1\n2 2\nXX\n..\n";
    await page.fill("#text", bad);
    await page.click("#load-text");
    await page.waitForFunction(() => document.querySelector("#load-error").textContent.length > 0);
    const native = runCli(["solve", g.puzzle], bad);
    assert.equal(native.exitCode, 2);
    assert.equal(await text(page, "#load-error"), native.err.toString());
    await audit(page, `${g.puzzle}: an error shown`);
    await page.close();
  });
}

test("pawnchess: a bad file shows the command line's message", async () => {
  const page = await open("pawnchess");
  const bad = "1\n....\n.pp.\n.Px.\n....\n";
  await page.fill("#text", bad);
  await page.click("#load-text");
  await page.waitForFunction(() => document.querySelector("#load-error").textContent.length > 0);
  const native = runCli(["solve", "pawnchess", "--size", "4x4"], bad);
  assert.equal(native.exitCode, 2);
  assert.equal(await text(page, "#load-error"), native.err.toString());
  await audit(page, "pawnchess: an error shown");
  await page.close();
});

/// The board's one tab stop: [row, column] of the square with tabindex 0, and whether it has
/// the focus; and how many squares are tab stops.
const tabStop = (page) => page.evaluate(() => {
  const stops = [...document.querySelectorAll("#board button")].filter((b) => b.tabIndex === 0);
  const b = stops[0];
  return {at: [Number(b.dataset.row), Number(b.dataset.col)], focused: document.activeElement === b,
          stops: stops.length, label: b.getAttribute("aria-label")};
});

test("captures: the board is a grid of rows of cells, used by keyboard; the certificate", async () => {
  const page = await open("captures", "#board=...%2F.O.%2FO.O");
  const roles = await page.evaluate(() => {
    const board = document.querySelector("#board");
    return {grid: board.getAttribute("role"),
            rows: [...board.children].map((row) => [row.getAttribute("role"),
              ...[...row.children].map((cell) => `${cell.getAttribute("role")}:${cell.querySelectorAll("button").length}`)])};
  });
  assert.deepEqual(roles, {grid: "grid", rows: Array(3).fill(["row", "gridcell:1", "gridcell:1", "gridcell:1"])});
  // From the page's start: the brand, the five puzzles' links, the Edit and Play buttons, the board.
  await page.keyboard.press("Tab");
  for (let i = 0; i < 8; ++i) await page.keyboard.press("Tab");
  assert.deepEqual(await tabStop(page), {at: [1, 1], focused: true, stops: 1, label: "row 1, column 1: empty"});
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Space");
  assert.deepEqual(await editorRows(page), [".O.", ".O.", "O.O"]);
  assert.deepEqual(await tabStop(page), {at: [1, 2], focused: true, stops: 1, label: "row 1, column 2: pawn"});
  await page.keyboard.press("End");
  assert.deepEqual((await tabStop(page)).at, [1, 3]);
  await page.keyboard.press("Control+End");
  assert.deepEqual(await tabStop(page), {at: [3, 3], focused: true, stops: 1, label: "row 3, column 3: pawn"});
  await page.keyboard.press("ArrowDown");  // the edge stops it
  await page.keyboard.press("Home");
  assert.deepEqual((await tabStop(page)).at, [3, 1]);
  await page.keyboard.press("Control+Home");
  await page.keyboard.press("Delete");  // a key that sets a square, the empty one here
  assert.deepEqual(await tabStop(page), {at: [1, 1], focused: true, stops: 1, label: "row 1, column 1: empty"});
  await page.keyboard.press("Tab");  // the board is one tab stop: the next one is the size field
  assert.equal(await page.evaluate(() => document.activeElement.id), "rows");
  await audit(page, "captures: edited by keyboard");
  await solve(page);
  const cert = await page.innerHTML("#certificate");
  assert.match(cert, /class="boardsolve captures certificate"/);
  await audit(page, "captures: solved, with the certificate");
  await page.close();
});

test("the pages fit a phone's width", async () => {
  for (const puzzle of ["index", "captures", "kingjump", "pawnchess", "toggle", "lightsout"]) {
    const page = await browser.open(`${puzzle}.html`, phoneWidth);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `${puzzle}: ${overflow} px wider than the screen`);
    await audit(page, `${puzzle}: at a phone's width`);
    await page.screenshot({path: join(shots, `${puzzle}-phone.png`), fullPage: true});
    await page.close();
  }
});

/// The CLI's value of a pawn chess position, as "white (7)" or "draw"; `rules`: its options
/// (["--rules", "chess"]), `ep` the en passant square.
function nativeValue(rows, side, rules = [], ep = undefined) {
  const input = `1\n${side} to move${ep ? `, en passant ${ep}` : ""}\n${rows.join("\n")}\n`;
  const size = `${rows.length}x${rows[0].length}`;
  return runCli(["solve", "pawnchess", "--size", size, ...rules], input).out.toString().trim();
}

/// The squares [row, column] (row 1 on top) of a pawn chess move such as "b1-b2" or "c3xd4",
/// on a board of `rows` rows.
function squaresOf(move, rows) {
  const m = /^([a-h])(\d)[-x]([a-h])(\d)/.exec(move);
  assert.ok(m, move);
  const square = (file, rank) => [rows - Number(rank) + 1, file.charCodeAt(0) - 96];
  return [square(m[1], m[2]), square(m[3], m[4])];
}

/// Moves the board's focus to square [row, column] with the arrow keys.
async function keyTo(page, [row, col]) {
  await page.focus("#board button[tabindex='0']");
  const {at} = await tabStop(page);
  const presses = [[row - at[0], "ArrowDown", "ArrowUp"], [col - at[1], "ArrowRight", "ArrowLeft"]];
  for (const [n, more, less] of presses)
    for (let i = 0; i < Math.abs(n); ++i) await page.keyboard.press(n > 0 ? more : less);
  const stop = await tabStop(page);
  assert.deepEqual([stop.at, stop.focused, stop.stops], [[row, col], true, 1]);
}

test("pawnchess: every move's value, and a line played against the engine", async () => {
  const page = await open("pawnchess", "#count=plies");
  await generate(page, {rows: 4, cols: 4, kind: "start", seed: 1});
  await solve(page);
  const read = async () => {
    const summary = await text(page, "#summary");
    const m = /^(White|Black) to move: (white|black) (?:wins in (\d+)|has won)/.exec(summary);
    assert.ok(m, summary);
    return {side: m[1].toLowerCase(), value: `${m[2]} (${m[3] ?? 0})`};
  };
  let shown = await read();
  assert.equal(shown.value, nativeValue(await editorRows(page), shown.side));
  // Each move's value is the value of the position it leads to, one ply longer.
  const moves = await page.locator("#moves tbody tr").count();
  assert.ok(moves > 0);
  await audit(page, "pawnchess: solved");
  await page.check("#versus");
  const values = [];
  for (let ply = 0; ply < 3; ++ply) {
    if ((await page.locator("#moves tbody tr").count()) === 0) break;
    const before = await text(page, "#summary");
    if (ply === 0) {
      // The best move played from the keyboard on the board: its pawn, then where it goes.
      const [from, to] = squaresOf(await page.getAttribute("#moves tbody tr:first-child td:first-child", "title"), 4);
      await keyTo(page, from);
      await page.keyboard.press("Enter");
      assert.match((await tabStop(page)).label, /: white pawn, selected to move$/);
      await keyTo(page, to);
      assert.match((await tabStop(page)).label, /, the selected pawn can move here$/);
      await audit(page, "pawnchess: a pawn selected to move");
      await page.keyboard.press("Enter");
    } else {
      await page.click("#moves tbody tr:first-child button");
    }
    // The engine's reply is the next analysis with white to move again.
    await page.waitForFunction((old) => {
      const summary = document.querySelector("#summary").textContent;
      return !document.querySelector("#solve").disabled && summary !== old &&
          (summary.startsWith("White") || / has won/.test(summary));
    }, before);
    shown = await read();
    if (ply === 0) assert.equal((await tabStop(page)).focused, true, "the board keeps the focus");
    await audit(page, "pawnchess: playing against the engine");
    if (/\(0\)/.test(shown.value)) break;
    assert.equal(shown.side, "white", "the engine replied and it is white's move again");
    values.push(shown.value);
    assert.equal(shown.value, nativeValue(await editorRows(page), shown.side));
  }
  assert.ok(values.length > 0);
  await page.click("#undo");
  await page.waitForFunction(() => !document.querySelector("#solve").disabled);
  await page.screenshot({path: join(shots, "pawnchess.png"), fullPage: true});
  assert.deepEqual(page.problems, []);
  await page.close();
});

/// The summary of a pawn chess page as the CLI writes a value: "white (7)" or "draw".
async function shownValue(page) {
  const summary = await text(page, "#summary");
  const m = /^(White|Black) to move: (?:draw with perfect play\.$|(white|black) (?:wins in (\d+)|has won))/.exec(summary);
  assert.ok(m, summary);
  return {side: m[1].toLowerCase(), value: m[2] ? `${m[2]} (${m[3] ?? 0})` : "draw"};
}

/// Waits for the analysis of the next position after a move: the side to move changed.
async function nextAnalysis(page, side) {
  await page.waitForFunction((old) => !document.querySelector("#solve").disabled &&
      !document.querySelector("#result").hidden && !document.querySelector("#summary").textContent.startsWith(old),
  side[0].toUpperCase() + side.slice(1));
}

/// The moves table as the CLI's show --json gives the moves: [{move, value}], value "white
/// (5)" or "draw", counted from the position shown.
function tableMoves(page) {
  return page.locator("#moves tbody tr").evaluateAll((rows) => rows.map((r) => {
    const value = r.querySelector(".value").textContent;
    const m = /(white|black) (?:wins in (\d+)|has won)/.exec(value);
    return {move: r.cells[0].title, notation: r.cells[0].textContent, value: m ? `${m[1]} (${m[2] ?? 0})` : value};
  }));
}
function nativeMoves(rows, side, rules, ep = undefined) {
  const input = `1\n${side} to move${ep ? `, en passant ${ep}` : ""}\n${rows.join("\n")}\n`;
  const size = `${rows.length}x${rows[0].length}`;
  const c = JSON.parse(runCli(["show", "pawnchess", "--json", "--size", size, ...rules], input).out).cases[0];
  return c.moves.map((m) => ({move: m.move, notation: m.notation, value: m.draw ? "draw" : `${m.winner} (${m.plies})`}));
}

test("pawnchess under chess rules: the control, draws, stalemate, a double step and en passant, as the command line", async () => {
  const page = await open("pawnchess", "#count=plies");
  assert.equal(await page.isVisible("#stalemate"), false, "stalemate only under chess rules");
  await page.selectOption("#rules", "chess");
  assert.match(new URL(page.url()).hash, /rules=chess/);
  await page.fill("#rows", "5");
  await page.fill("#cols", "5");
  await page.click("#resize");
  const start = runCli(["gen", "pawnchess", "--kind", "start", "--rules", "chess", "--size", "5x5"]).out.toString();
  assert.deepEqual(await editorRows(page), start.trim().split("\n").slice(2), "the chess start");
  await solve(page);
  const chess = ["--rules", "chess"];
  assert.deepEqual(await shownValue(page), {side: "white", value: "draw"});
  assert.equal(nativeValue(await editorRows(page), "white", chess), "draw");
  assert.deepEqual(await tableMoves(page), nativeMoves(await editorRows(page), "white", chess), "every move's value");

  // A stalemate that loses: white wins in 11.
  await page.selectOption("#stalemate", "loss");
  assert.match(new URL(page.url()).hash, /stalemate=loss/);
  await solve(page);
  const loss = [...chess, "--stalemate", "loss"];
  assert.deepEqual(await shownValue(page), {side: "white", value: "white (11)"});
  assert.equal(nativeValue(await editorRows(page), "white", loss), "white (11)");
  assert.deepEqual(await tableMoves(page), nativeMoves(await editorRows(page), "white", loss));
  await audit(page, "pawnchess: solved under chess rules");

  // A double step leaves an en passant square, which changes the value: black takes c2-c4 at
  // once (examples/pawnchess/chess/en-passant.in, case 1).
  const before = [".....", ".p...", "...p.", ".....", "P.P..", "....."];
  // Another board after '#' of the same page: the page loads it afresh.
  const reloaded = page.waitForEvent("load");
  await page.goto(browser.url(`pawnchess.html#board=${before.join("/")}&rules=chess&count=plies`));
  await reloaded;
  await page.waitForFunction(() => document.querySelector("#kind option"));
  assert.equal(await page.inputValue("#rules"), "chess", "the rules from the address");
  await solve(page);
  assert.deepEqual(await tableMoves(page), nativeMoves(before, "white", chess));
  await page.locator('#moves tbody tr:has(td[title="c2-c4"])').locator("button").click();
  await nextAnalysis(page, "white");
  const after = await editorRows(page);
  assert.deepEqual(after, [".....", ".p...", "..Pp.", ".....", "P....", "....."]);
  assert.match(new URL(page.url()).hash, /ep=c3/);
  assert.equal(await text(page, "#en-passant"), "en passant c3");
  assert.deepEqual(await shownValue(page), {side: "black", value: nativeValue(after, "black", chess, "c3")});
  assert.equal((await shownValue(page)).value, "black (5)");
  assert.notEqual(nativeValue(after, "black", chess), "black (5)", "without the square another value");
  assert.deepEqual(await tableMoves(page), nativeMoves(after, "black", chess, "c3"));
  assert.equal((await tableMoves(page))[0].move, "d4xc3 e.p.");
  assert.equal((await tableMoves(page))[0].notation, "dxc3 e.p.", "the move as chess players write it");
  await audit(page, "pawnchess: an en passant square shown");

  // The address keeps the rules and the square.
  const again = await open("pawnchess", new URL(page.url()).hash);
  assert.deepEqual(await editorRows(again), after);
  assert.equal(await again.inputValue("#rules"), "chess");
  assert.equal(await text(again, "#en-passant"), "en passant c3");
  await again.close();

  // The engine takes en passant; undo brings the square back.
  await page.click("#engine-move");
  await nextAnalysis(page, "black");
  const taken = await editorRows(page);
  assert.deepEqual(taken, [".....", ".p...", ".....", "..p..", "P....", "....."]);
  assert.equal(await page.isVisible("#en-passant"), false);
  assert.deepEqual(await shownValue(page), {side: "white", value: nativeValue(taken, "white", chess)});
  await page.click("#undo");
  await nextAnalysis(page, "white");
  assert.deepEqual(await editorRows(page), after);
  assert.equal(await text(page, "#en-passant"), "en passant c3");
  await audit(page, "pawnchess: a move undone");
  await page.screenshot({path: join(shots, "pawnchess-chess.png"), fullPage: true});
  assert.deepEqual(page.problems, []);

  const phone = await browser.open(`pawnchess.html${new URL(page.url()).hash}`, phoneWidth);
  await phone.waitForSelector("#result:not([hidden])");
  await phone.waitForFunction(() => !document.querySelector("#solve").disabled);
  const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `${overflow} px wider than the screen`);
  await audit(phone, "pawnchess: solved at a phone's width");
  await phone.screenshot({path: join(shots, "pawnchess-chess-phone.png"), fullPage: true});
  await phone.close();
  await page.close();
});

test("pawnchess: values in the winner's moves by default, plies one click away", async () => {
  const page = await open("pawnchess");
  await page.selectOption("#rules", "chess");
  await page.fill("#rows", "5");
  await page.fill("#cols", "5");
  await page.click("#resize");
  await page.selectOption("#stalemate", "loss");
  await solve(page);
  const rows = await editorRows(page);
  const loss = ["--rules", "chess", "--stalemate", "loss"];
  assert.equal(nativeValue(rows, "white", loss), "white (11)");
  assert.equal(await text(page, "#summary"), "White to move: white wins in 6 moves with perfect play.");
  // Every move: win, loss or draw in words, best first, in moves: the plies halved, rounded up.
  const native = nativeMoves(rows, "white", loss);
  const inMoves = (value) => value.replace(/^(white|black) \((\d+)\)$/, (_, w, p) =>
    Number(p) === 0 ? `${w} has won` : `${w} wins in ${Math.ceil(p / 2)} move${Math.ceil(p / 2) === 1 ? "" : "s"}`);
  const shown = await page.locator("#moves tbody tr").evaluateAll((trs) =>
    trs.map((r) => ({move: r.cells[0].title, value: r.querySelector(".value").textContent, kind: r.className})));
  assert.deepEqual(shown.map((m) => m.move), native.map((m) => m.move), "best first, as the library orders them");
  assert.deepEqual(shown.map((m) => m.value), native.map((m) => {
    const word = m.value === "draw" ? "" : m.value.startsWith("white") ? "win · " : "loss · ";
    return `${word}${inMoves(m.value)}`;
  }));
  assert.equal(await page.getAttribute("#count-plies", "aria-pressed"), "false");
  await page.click("#count-plies");
  assert.equal(await text(page, "#summary"), "White to move: white wins in 11 plies with perfect play.");
  assert.deepEqual(await tableMoves(page), native);
  assert.equal(await page.getAttribute("#count-plies", "aria-pressed"), "true");
  assert.match(new URL(page.url()).hash, /count=plies/);
  await audit(page, "pawnchess: values in plies");
  await page.click("#count-plies");
  assert.equal(await text(page, "#summary"), "White to move: white wins in 6 moves with perfect play.");
  assert.deepEqual(page.problems, []);
  await page.close();
});

/// The chess start of `size` ("8x8") under `rules` (gen's options), as the command line makes it.
const cliStart = (size, rules = []) =>
  runCli(["gen", "pawnchess", "--kind", "start", "--size", size, ...rules]).out.toString().trim().split("\n").slice(2);

/// The coordinates drawn on the board: the ranks down the first column and the files along the
/// last row, as the style sheet shows them, and the spoken name of the bottom left square.
function coordinates(page) {
  return page.evaluate(() => {
    const drawn = (b, where) => getComputedStyle(b, where).content.replaceAll('"', "");
    const rows = [...document.querySelectorAll("#board > [role=row]")];
    const first = rows.map((row) => row.querySelector("button"));
    const last = [...rows.at(-1).querySelectorAll("button")];
    return {ranks: first.map((b) => drawn(b, "::before")), files: last.map((b) => drawn(b, "::after")),
            corner: last[0].getAttribute("aria-label")};
  });
}

async function place(page, symbol, squares) {
  await page.check(`#place-row input[value="${symbol}"]`);
  for (const [r, c] of squares) await page.click(`#board button[data-row="${r}"][data-col="${c}"]`);
}

test("pawnchess: a coach's set-up: coordinates, the chess start, Clear, the piece to place, new sizes and rules", async () => {
  const page = await open("pawnchess");
  assert.deepEqual(await editorRows(page), cliStart("4x4"), "UVa's 4 x 4 start first");
  assert.deepEqual(await coordinates(page), {ranks: ["4", "3", "2", "1"], files: ["a", "b", "c", "d"],
                                             corner: "a1: white pawn"});

  // Chess rules: the 8 x 8 chess start at once, a to h and 1 to 8.
  await page.selectOption("#rules", "chess");
  assert.deepEqual(await editorRows(page), cliStart("8x8", ["--rules", "chess"]));
  assert.deepEqual([await page.inputValue("#rows"), await page.inputValue("#cols")], ["8", "8"]);
  assert.deepEqual(await coordinates(page), {ranks: ["8", "7", "6", "5", "4", "3", "2", "1"],
                                             files: [..."abcdefgh"], corner: "a1: empty"});
  assert.match(await page.getAttribute('#board button[data-row="7"][data-col="5"]', "aria-label"), /^e2: white pawn$/);
  await audit(page, "pawnchess: the 8x8 chess start with coordinates");
  await page.screenshot({path: join(shots, "pawnchess-setup-start.png"), fullPage: true});

  // Clear empties the board; each click places the chosen piece, one click a pawn.
  await page.click("#clear");
  assert.deepEqual(await editorRows(page), Array(8).fill("........"));
  assert.equal(await page.isChecked('#place-row input[value="P"]'), true, "white pawn chosen first");
  await place(page, "P", [[7, 5], [6, 4], [5, 3]]);
  await place(page, "p", [[2, 4], [2, 6], [3, 6]]);
  await place(page, "P", [[3, 6]]);
  await place(page, ".", [[5, 3]]);
  // d7, f7 black; e2, d3 white; f6 black then white; c4 white then empty: one click each.
  const exercise = ["........", "...p.p..", ".....P..", "........", "........", "...P....", "....P...", "........"];
  assert.deepEqual(await editorRows(page), exercise, "one click a square, no cycling");
  assert.match(new URL(page.url()).hash, new RegExp(`board=${exercise.join("/").replaceAll(".", "\\.")}`));
  await audit(page, "pawnchess: a position set up by hand");

  // A new size is the start of that size, with no pawn of the old board left on it.
  await page.fill("#rows", "5");
  await page.fill("#cols", "6");
  await page.click("#resize");
  assert.deepEqual(await editorRows(page), cliStart("5x6", ["--rules", "chess"]));
  assert.deepEqual((await coordinates(page)).files, [..."abcdef"]);
  await page.click("#clear");
  await place(page, "P", [[5, 1]]);
  await page.click("#start-position");
  assert.deepEqual(await editorRows(page), cliStart("5x6", ["--rules", "chess"]), "one click back to the start");

  // Back to UVa's rules: their 4 x 4 start.
  await page.selectOption("#rules", "uva");
  assert.deepEqual(await editorRows(page), cliStart("4x4"));
  assert.deepEqual(page.problems, []);
  await page.close();

  // At a phone's width the whole 8 x 8 board is on the screen, the h-file too.
  const phone = await open("pawnchess", "", phoneWidth);
  await phone.selectOption("#rules", "chess");
  const right = await phone.evaluate(() => {
    const squares = [...document.querySelectorAll("#board button")];
    return Math.max(...squares.map((b) => b.getBoundingClientRect().right));
  });
  assert.ok(right <= 390, `the board reaches ${right} px on a 390 px screen`);
  assert.equal((await coordinates(phone)).files.at(-1), "h");
  await audit(phone, "pawnchess: the 8x8 chess start at a phone's width");
  await phone.screenshot({path: join(shots, "pawnchess-setup-start-phone.png"), fullPage: true});
  await phone.close();
});

test("index links every page", async () => {
  const page = await browser.open("index.html");
  const links = await page.locator("a.card").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
  assert.deepEqual(links, ["captures.html", "kingjump.html", "pawnchess.html", "toggle.html", "lightsout.html"]);
  await audit(page, "index: fresh");
  await page.screenshot({path: join(shots, "index.png"), fullPage: true});
  await page.close();
});

// Last (node runs a file's tests in order): every state above was audited, so none is left
// out silently.
test("axe-core audited every page in every state the tests reach", () => {
  const states = ["index: fresh", "index: at a phone's width"];
  for (const puzzle of ["captures", "kingjump", "pawnchess", "toggle"])
    states.push(`${puzzle}: fresh`, `${puzzle}: an error shown`, `${puzzle}: at a phone's width`);
  states.push("lightsout: at a phone's width");  // its other states: lightsout.test.mjs
  for (const {puzzle} of grids)
    states.push(`${puzzle}: opened from an address`, `${puzzle}: solved`, `${puzzle}: the last step`, `${puzzle}: a step`);
  states.push("captures: edited by keyboard", "captures: solved, with the certificate", "pawnchess: solved",
              "pawnchess: a pawn selected to move", "pawnchess: playing against the engine",
              "pawnchess: solved under chess rules", "pawnchess: an en passant square shown",
              "pawnchess: opened from an address", "pawnchess: a move undone",
              "pawnchess: solved at a phone's width",
              "pawnchess: the 8x8 chess start with coordinates", "pawnchess: a position set up by hand",
              "pawnchess: the 8x8 chess start at a phone's width", "pawnchess: values in plies");
  assert.deepEqual(states.filter((s) => !audited.has(s)), []);
  assert.deepEqual([...audited].filter((s) => !states.includes(s)), [], "a state this list does not name");
});
