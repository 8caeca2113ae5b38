// The Lights Out page in headless Chromium: its first view is a solvable board; play mode
// plays it to the goal by clicks and Enter, with undo, redo, restart, the hint (one press of
// an optimal answer, marked on the board) and "Solve from here", every count checked against
// `boardsolve solve lightsout` and the presses played against its verify; the rules under the
// board (stencil, topology) go into the text the library reads, and the generator makes what
// `gen` makes; a board without a solution shows the certificate in words; at a phone's width
// the whole board fits and the results sit right under it. axe-core audits every state
// (accessibility.mjs); screenshots at 1280 and 390 px go to build/web-screenshots/.
import assert from "node:assert/strict";
import {mkdtempSync, writeFileSync} from "node:fs";
import {tmpdir} from "node:os";
import {join} from "node:path";
import {test} from "node:test";

import {audit, audited} from "./accessibility.mjs";
import {idle, marked, rowsOf, text} from "./board_queries.mjs";
import {browserSession, phone, shots} from "./browser_session.mjs";
import {runCli} from "./support.mjs";

const browser = browserSession();

const button = ([r, c]) => `#board button[data-row="${r + 1}"][data-col="${c + 1}"]`;

async function press(page, cell) {
  await page.click(button(cell));
  await idle(page);
}

const judgeText = (rows, stencil = "plus", topology = "plane") =>
  `1\n${rows.length} ${rows[0].length} ${stencil} ${topology}\n${rows.join("\n")}\n`;

/// The command line's answer: {count, cells (the presses, or the certificate's cells)}.
function cliAnswer(input) {
  const lines = runCli(["solve", "lightsout"], input).out.toString().trim().split("\n");
  const cells = [];
  lines.slice(1).forEach((row, r) => [...row].forEach((s, c) => s === "#" && cells.push([r, c])));
  return {count: Number(lines[0]), cells};
}

const movesShown = async (page) => Number(/^Presses: (\d+)$/.exec(await text(page, "#play-count"))[1]);

test("lightsout: the first view played to the goal by hand, with undo, redo, the hint and the rest", async () => {
  const page = await browser.open("lightsout.html");
  await audit(page, "lightsout: fresh");
  const start = await rowsOf(page);
  const input = judgeText(start);
  const optimum = cliAnswer(input);
  assert.ok(optimum.count >= 5, `the first view is solvable and takes a few presses (${optimum.count})`);

  await page.click("#mode-play");
  await idle(page);
  assert.equal(await movesShown(page), 0);
  assert.match(await text(page, "#edit-help"), /the cell and its four neighbours/);
  await audit(page, "lightsout: play mode");

  // A press toggles the plus, as the command line's board after it says: the rest is one fewer.
  const [first, ...rest] = optimum.cells;
  await press(page, first);
  assert.equal(await movesShown(page), 1);
  assert.deepEqual(await marked(page, "pressed"), [first]);
  assert.equal(cliAnswer(judgeText(await rowsOf(page))).count, optimum.count - 1);
  assert.match(await text(page, "#play-message"), new RegExp(`^Press 1: row ${first[0] + 1}, column ${first[1] + 1}\\.$`));

  // A press outside the answer, undone, redone, undone: the board follows each.
  const afterFirst = await rowsOf(page);
  const wrong = start.flatMap((row, r) => [...row].map((_, c) => [r, c]))
      .find(([r, c]) => !optimum.cells.some(([a, b]) => a === r && b === c));
  await press(page, wrong);
  assert.equal(await movesShown(page), 2);
  assert.equal(cliAnswer(judgeText(await rowsOf(page))).count, optimum.count);  // 2 away: wrong + 1 fewer
  await page.click("#play-undo");
  await idle(page);
  assert.deepEqual(await rowsOf(page), afterFirst);
  assert.equal(await movesShown(page), 1);
  await page.click("#play-redo");
  await idle(page);
  assert.equal(await movesShown(page), 2);
  await audit(page, "lightsout: a press redone");
  await page.click("#play-undo");
  await idle(page);
  assert.deepEqual(await rowsOf(page), afterFirst);
  assert.equal(await page.isDisabled("#play-redo"), false);

  // The hint: one cell of an optimal answer from here (the answer is unique on 6 x 6 plus),
  // marked on the board; pressed from the keyboard, the rest is one fewer.
  await page.click("#play-hint");
  await idle(page);
  const hint = await marked(page, "hint");
  assert.equal(hint.length, 1);
  assert.ok(rest.some(([r, c]) => r === hint[0][0] && c === hint[0][1]), `the hint ${hint} is one of ${rest}`);
  assert.match(await text(page, "#play-message"), /^Hint: row \d+, column \d+\.$/);
  await audit(page, "lightsout: a hint shown");
  await page.screenshot({path: join(shots, "lightsout-hint-1280.png"), fullPage: true});
  await page.focus(button(hint[0]));
  await page.keyboard.press("Enter");
  await idle(page);
  assert.equal(await movesShown(page), 2);
  assert.equal(cliAnswer(judgeText(await rowsOf(page))).count, optimum.count - 2);

  // Solve from here: the command line's count for the board now, one item a press.
  await page.click("#play-rest");
  await idle(page);
  const left = cliAnswer(judgeText(await rowsOf(page)));
  assert.equal(await page.locator("#play-rest-list li").count(), left.count);
  assert.match(await text(page, "#play-message"), new RegExp(`^${left.count} more presses from here, at the fewest:$`));

  // The rest by clicks, then the solved moment: the count beside the command line's optimum.
  const pressed = [first, hint[0]];
  for (const cell of left.cells) {
    await press(page, cell);
    pressed.push(cell);
  }
  assert.equal(await movesShown(page), optimum.count);
  assert.ok((await rowsOf(page)).every((row) => !row.includes("#")), "every light off");
  assert.equal(await text(page, "#play-message"),
               `Solved in ${optimum.count} presses; the fewest possible is ${optimum.count}.`);
  await audit(page, "lightsout: solved by hand");
  await page.screenshot({path: join(shots, "lightsout-play-1280.png"), fullPage: true});

  // The presses played pass the command line's verify.
  const grid = start.map((row, r) => [...row].map((_, c) => (pressed.some(([a, b]) => a === r && b === c) ? "#" : ".")).join(""));
  const answer = `${pressed.length}\n${grid.join("\n")}\n`;
  const dir = mkdtempSync(join(tmpdir(), "lightsout-"));
  writeFileSync(join(dir, "in"), input);
  writeFileSync(join(dir, "out"), answer);
  const verdict = runCli(["verify", "lightsout", join(dir, "in"), join(dir, "out")]);
  assert.equal(verdict.exitCode, 0, verdict.out.toString());

  // Restart: the start board, no move, nothing to undo.
  await page.click("#play-restart");
  await idle(page);
  assert.deepEqual(await rowsOf(page), start);
  assert.equal(await movesShown(page), 0);
  assert.equal(await page.isDisabled("#play-undo"), true);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("lightsout: the stencil and topology go into the text; the generator makes what gen makes", async () => {
  const page = await browser.open("lightsout.html");
  await page.selectOption("#stencil", "cross");
  await page.selectOption("#topology", "torus");
  assert.match(page.url(), /stencil=cross/);
  assert.match(page.url(), /topology=torus/);
  await page.fill("#rows", "5");
  await page.fill("#cols", "7");
  await page.selectOption("#kind", "planted");
  await page.fill("#seed", "4");
  await page.click("#generate");
  await page.waitForFunction(() => document.querySelector("#text").value.length > 0);
  await page.waitForFunction(() => !document.querySelector("#solve").disabled);
  const made = runCli(["gen", "lightsout", "--kind", "planted", "--size", "5x7", "--seed", "4",
                       "--stencil", "cross", "--topology", "torus", "--density", "0.3"]);
  assert.equal(await page.inputValue("#text"), made.out.toString());
  await page.click("#solve");
  await page.waitForSelector("#result:not([hidden])");
  await page.waitForFunction(() => document.querySelector("#answer-text").textContent.length > 0);
  const native = runCli(["solve", "lightsout"], made.out);
  assert.equal(await text(page, "#answer-text"), native.out.toString());
  const count = Number(native.out.toString().split("\n")[0]);
  assert.match(await text(page, "#summary"), new RegExp(`^${count} press(es)? turn every light off`));
  await audit(page, "lightsout: cross on the torus, generated and solved");

  // Any cells of the 3 x 3: the boxes name the stencil as the library writes it.
  await page.selectOption("#stencil", "custom");
  await page.check('#stencil-cells input[data-bit="0"]');
  assert.match(page.url(), /stencil=110101010/);
  assert.equal(await page.inputValue("#stencil"), "custom");
  await page.uncheck('#stencil-cells input[data-bit="0"]');
  assert.equal(await page.inputValue("#stencil"), "cross");
  await audit(page, "lightsout: a stencil of any cells");
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("lightsout: a board without a solution shows the certificate in words", async () => {
  const rows = ["#....", ".....", ".....", ".....", "....."];
  for (const [viewport, width] of [[undefined, 1280], [phone, 390]]) {
    const page = await browser.open(`lightsout.html#board=${rows.join("/")}`, viewport);
    await page.click("#solve");
    await page.waitForSelector("#result:not([hidden])");
    const native = cliAnswer(judgeText(rows));
    assert.equal(native.count, -1);
    assert.equal(await text(page, "#summary"), "-1: no set of presses turns every light off (why: under the picture).");
    const lit = native.cells.filter(([r, c]) => rows[r][c] === "#").length;
    assert.equal(lit % 2, 1);
    const why = await text(page, "#why-text");
    assert.match(why, /The outlined cells are a certificate: every press toggles an even number of them/);
    assert.ok(why.endsWith(` Here ${lit} of them ${lit === 1 ? "is" : "are"} lit, out of ${native.cells.length}: ` +
        "a press changes an even number of them, so the number lit stays odd whatever is pressed, " +
        "and they can never all be off."), why);
    // The outlined cells are the command line's certificate.
    const outlined = await page.evaluate(() => document.querySelectorAll("#stepper .picture .certificates .certificate").length);
    assert.equal(outlined, native.cells.length);
    assert.equal(await page.locator("#certificate-key").isVisible(), true);
    await audit(page, `lightsout: no solution, at ${width} px`);
    await page.screenshot({path: join(shots, `lightsout-unsolvable-${width}.png`), fullPage: true});
    // Play mode says so, and the hint has nothing to give.
    await page.click("#mode-play");
    await idle(page);
    assert.match(await text(page, "#play-message"), /^No set of presses turns every light off/);
    await page.close();
  }
});

test("lightsout: at a phone's width the board fits and the results sit under it", async () => {
  const page = await browser.open("lightsout.html", phone);
  await page.click("#mode-play");
  await idle(page);
  await page.click("#play-hint");
  await idle(page);
  const hint = await marked(page, "hint");
  await press(page, hint[0]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `${overflow} px wider than the screen`);
  const box = await page.locator("#board").boundingBox();
  assert.ok(box.x >= 0 && box.x + box.width <= 390, `the board spans ${box.x} to ${box.x + box.width}`);
  const message = await page.locator("#play-count").boundingBox();
  assert.ok(message.y >= box.y + box.height && message.y - (box.y + box.height) < 120,
            `the move counter is ${message.y - box.y - box.height} px under the board`);
  await audit(page, "lightsout: playing at a phone's width");
  await page.screenshot({path: join(shots, "lightsout-play-390.png"), fullPage: true});
  await page.click("#mode-edit");
  await page.click("#solve");
  await page.waitForSelector("#result:not([hidden])");
  const summary = await page.locator("#summary").boundingBox();
  assert.ok(summary.y > box.y + box.height, "the answer comes after the board");
  await page.screenshot({path: join(shots, "lightsout-solved-390.png"), fullPage: true});
  assert.deepEqual(page.problems, []);
  await page.close();
});

// Last: every state above was audited, so none is left out silently.
test("axe-core audited every state of the Lights Out page the tests reach", () => {
  const states = ["fresh", "play mode", "a press redone", "a hint shown", "solved by hand",
                  "cross on the torus, generated and solved", "a stencil of any cells",
                  "no solution, at 1280 px", "no solution, at 390 px", "playing at a phone's width"];
  assert.deepEqual(states.map((s) => `lightsout: ${s}`).filter((s) => !audited.has(s)), []);
});
