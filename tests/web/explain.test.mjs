// The explanations a student reads, in headless Chromium: toggle's reason for -1 (the library's
// two parity sets, in words and marked on the picture, with a drawn key) and the key to the
// captures proof picture (swatches in the picture's own colours and shapes, with words), at
// desktop and phone width; the index describes each page's play mode. axe-core must report no
// violation at all in these states.
import assert from "node:assert/strict";
import {test} from "node:test";

import {audit} from "./accessibility.mjs";
import {browserSession, desktop} from "./browser_session.mjs";
import {runCli} from "./support.mjs";

const browser = browserSession();
const open = (puzzle, hash = "", viewport = desktop) => browser.open(`${puzzle}.html${hash}`, viewport);

async function solve(page) {
  await page.click("#solve");
  await page.waitForSelector("#result:not([hidden])");
  await page.waitForFunction(() => !document.querySelector("#solve").disabled);
}

/// axe-core's audit, and not a single violation of any impact.
async function auditClean(page, state) {
  const results = await audit(page, state);
  assert.deepEqual(results.violations.map((v) => `${v.id} (${v.impact})`), [], state);
}

/// The key `id`: per shown entry its words and whether its swatch's mark is painted as the
/// picture under `picture` paints the same mark (stroke, fill, width, dashes).
function keyOf(page, id, picture, selectors) {
  return page.evaluate(({id, picture, selectors}) => {
    const paint = (e) => {
      const s = getComputedStyle(e);
      return [s.stroke, s.fill, s.strokeWidth, s.strokeDasharray, s.opacity].join(" ");
    };
    const list = document.getElementById(id);
    return {
      shown: !list.hidden && list.getBoundingClientRect().width > 0,
      label: list.getAttribute("aria-label"),
      entries: [...list.children].filter((li) => !li.hidden).map((li) => {
        const mark = li.querySelector("svg.swatch > :last-child");
        const selector = selectors.find((s) => mark.matches(s));
        const drawn = document.querySelector(`${picture} svg ${selector}`);
        return {words: li.textContent.trim(), hidden: li.querySelector("svg").getAttribute("aria-hidden"),
                same: paint(mark) === paint(drawn), selector};
      }),
    };
  }, {id, picture, selectors});
}

const rowsText = (rows) => `1\n${rows.length} ${rows[0].length}\n${rows.join("\n")}\n`;

test("toggle: the reason for -1 in words, its squares marked, with a key", async () => {
  const rows = ["BBBB", "WBWB", "BBBB", "BBBB"];
  const native = JSON.parse(runCli(["show", "toggle", "--json"], rowsText(rows)).out).cases[0];
  assert.equal(native.count, -1);
  const squares = (list) => list.map(({row, col}) => `${row},${col}`);
  for (const viewport of [{width: 1280, height: 900}, {width: 390, height: 844}]) {
    const page = await open("toggle", `#board=${rows.join("/")}`, viewport);
    await solve(page);
    assert.match(await page.textContent("#summary"), /^-1: no set of moves/);
    const why = await page.textContent("#why-text");
    assert.ok(await page.isVisible("#why-text"));
    assert.match(why, /the 4 squares ringed\. Every square of the board has an even number of them/);
    assert.match(why, /the 8 squares marked with a dot/);
    assert.match(why, /1 of them is white, an odd number/);
    // The marks of the picture are the library's sets, square for square.
    const marks = await page.evaluate(() => Object.fromEntries(["hollow-set", "solid-set"].map((c) =>
      [c, [...document.querySelectorAll(`#stepper .picture circle.${c}`)].map((e) => `${e.dataset.row},${e.dataset.col}`)])));
    assert.deepEqual(marks, {"hollow-set": squares(native.parity_reason.hollow), "solid-set": squares(native.parity_reason.solid)});
    assert.deepEqual(marks["hollow-set"], ["1,4", "2,3", "3,2", "4,1"]);
    const key = await keyOf(page, "reason-key", "#stepper .picture", [".hollow-set", ".solid-set"]);
    assert.equal(key.shown, true);
    assert.equal(key.label, "Key to the picture");
    assert.deepEqual(key.entries.map((e) => [e.selector, e.hidden, e.same]),
                     [[".hollow-set", "true", true], [".solid-set", "true", true]]);
    assert.match(key.entries[0].words, /^Ring: the set for type 1 moves/);
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), viewport.width);
    await auditClean(page, `toggle: -1 explained at ${viewport.width} px`);
    assert.deepEqual(page.problems, []);
    await page.close();
  }
  // A board with a plan: no reason and no key.
  const page = await open("toggle", "#board=BBW/WWW/BWW");
  await solve(page);
  assert.equal(await page.isVisible("#why-text"), false);
  assert.equal(await page.isVisible("#reason-key"), false);
  assert.equal(await page.locator("#stepper .picture circle.hollow-set").count(), 0);
  await page.close();
});

test("captures: the proof picture has a drawn key in its own colours, at 1280 and 390 px", async () => {
  const selectors = [".attack.matching", ".attack", ".forced", ".cover", ".stuck"];
  for (const viewport of [{width: 1280, height: 900}, {width: 390, height: 844}]) {
    const page = await open("captures", "", viewport);
    await solve(page);
    const key = await keyOf(page, "certificate-key", "#certificate", selectors);
    assert.equal(key.shown, true);
    // The first board's certificate: attacks, a matching, forced, cover and stuck pawns.
    assert.deepEqual(key.entries.map((e) => [e.selector, e.hidden, e.same]),
                     [[".attack", "true", true], [".attack.matching", "true", true], [".forced", "true", true],
                      [".cover", "true", true], [".stuck", "true", true]]);
    assert.match(key.entries[1].words, /^Green line: an attack of the matching/);
    const fits = await page.evaluate(() => {
      const r = document.getElementById("certificate-key").getBoundingClientRect();
      return {right: r.right <= window.innerWidth, page: document.documentElement.scrollWidth};
    });
    assert.deepEqual(fits, {right: true, page: viewport.width});
    await auditClean(page, `captures: the key at ${viewport.width} px`);
    assert.deepEqual(page.problems, []);
    await page.close();
  }
});

test("index: each page's play mode described", async () => {
  const page = await open("index");
  const cards = await page.evaluate(() => Object.fromEntries([...document.querySelectorAll(".card")].map((a) =>
    [a.getAttribute("href"), a.textContent.replace(/\s+/g, " ")])));
  for (const name of ["captures", "kingjump", "toggle", "lightsout"]) assert.match(cards[`${name}.html`], /Play: .*undo, redo, hint/);
  assert.match(cards["pawnchess.html"], /play a game against the perfect opponent, its record numbered .*FEN/);
  assert.match(await page.textContent("main"), /Edit\s+sets up a board; Play\s+makes\s+the puzzle's moves/);
  await auditClean(page, "index");
  await page.close();
});
