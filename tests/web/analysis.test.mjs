// Pawn chess analysis that never leaves the page with nothing. The data of the solved 8x8
// starts (web/data/pawnchess-starts.json) holds together with the rules and the command line;
// each start shows its proven values within a second of Solve; an 8x8 position nobody has
// solved shows a proven bound or the search's progress within a second, Cancel keeps what was
// proven and Solve goes on from it; and every bound the page shows on the way to a value holds
// for the value the command line finds. axe-core audits each state; screenshots at 1280 and
// 390 px go to build/web-screenshots/.
import assert from "node:assert/strict";
import {readFileSync} from "node:fs";
import {join} from "node:path";
import {test} from "node:test";

import {audit} from "./accessibility.mjs";
import {browserSession, phone, shots} from "./browser_session.mjs";
import {boardsolve, runCli, source} from "./support.mjs";

const browser = browserSession();
const data = JSON.parse(readFileSync(join(source, "web", "data", "pawnchess-starts.json"), "utf8"));
// The rule sets whose 8x8 start the project has solved and whose finished checkpoint wrote
// the data (runs/README.md).
const solved = ["uva", "chess-loss", "chess-draw"];
const ruleOptions = {uva: [], "chess-loss": ["--rules", "chess", "--stalemate", "loss"],
                     "chess-draw": ["--rules", "chess", "--stalemate", "draw"]};
const moduleOptions = (rules) => (rules === "uva" ? {size: "8x8"} : {size: "8x8", rules: "chess", stalemate: rules.slice(6)});
const hashOf = (rules) => (rules === "uva" ? "" : `&rules=chess&stalemate=${rules.slice(6)}`);

// The board rows of a judge's text of one case.
const boardRows = (text) => text.split("\n").filter((line) => /^[.Pp]+$/.test(line));

function cliStart(rules) {
  const text = runCli(["gen", "pawnchess", "--kind", "start", "--size", "8x8", ...ruleOptions[rules]]).out.toString();
  const known = JSON.parse(runCli(["show", "pawnchess", "--known", "--json", "--size", "8x8", ...ruleOptions[rules]], text).out);
  return {text, rows: boardRows(text), known: known.cases[0]};
}

test("the data of the solved starts: the solver's output for each start, holding together", async () => {
  assert.equal(data.written_by, "scripts/pawnchess_start_data.sh");
  assert.deepEqual(data.starts.map((s) => s.rules), solved);
  for (const {rules, case: c, search} of data.starts) {
    const start = cliStart(rules);
    // The start itself, and every legal move of it, as the command line has them.
    for (const field of ["rows", "cols", "board", "to_move", "fen", "rules", "stalemate"])
      assert.deepEqual(c[field], start.known[field], `${rules}: ${field}`);
    assert.deepEqual(c.moves.map((m) => m.move), start.known.moves.map((m) => m.move), `${rules}: the moves`);
    assert.ok(c.plies > 0 && c.lo.plies === c.plies && c.hi.plies === c.plies, `${rules}: an exact value`);
    assert.ok(search.positions > 1e8 && search.seconds > 60, `${rules}: a search's totals`);
    // No move is proven better than the start's value, and some move keeps it.
    const exact = c.moves.filter((m) => m.plies !== undefined);
    assert.ok(exact.some((m) => m.winner === c.winner && m.plies === c.plies), `${rules}: a best move`);
    for (const m of c.moves)
      assert.ok(!(m.lo && m.lo.winner === c.winner && m.lo.plies < c.plies), `${rules}: ${m.move} better than the start`);
    // The known line is legal, starts with a best move, and ends the game if it is whole.
    const line = c.known_line.map((m) => ({from: m.from, to: m.to}));
    assert.ok(line.length >= 2 && line.length <= c.plies, `${rules}: the line's length`);
    assert.ok(exact.some((m) => m.move === c.known_line[0].move && m.plies === c.plies), `${rules}: the line's first move`);
    const played = await boardsolve.playState("pawnchess", c.fen, line, moduleOptions(rules));
    assert.equal(played.refused, null, `${rules}: the line is legal`);
    if (line.length === c.plies) assert.equal(played.winner, c.winner, `${rules}: the whole line wins`);
  }
});

for (const rules of solved) {
  test(`${rules}: the 8x8 start shows its proven values within a second`, async () => {
    const entry = data.starts.find((s) => s.rules === rules).case;
    const start = cliStart(rules);
    const page = await browser.open(`pawnchess.html#board=${start.rows.join("/")}${hashOf(rules)}`);
    const clicked = Date.now();
    await page.click("#solve");
    await page.waitForFunction(() => /\(proven by the project's search\)/.test(document.querySelector("#summary").textContent));
    const waited = Date.now() - clicked;
    assert.ok(waited < 1000, `${waited} ms to the proven values`);
    const moves = (entry.plies + 1) / 2;
    assert.equal(await page.textContent("#summary"), `White to move: white wins in ${moves} moves with perfect play (proven by the project's search).`);
    const table = await page.$$eval("#moves tbody tr", (rows) => rows.map((r) => [r.children[0].textContent, r.children[1].textContent]));
    assert.deepEqual(table.map(([n]) => n), entry.moves.map((m) => m.notation));
    for (const [k, m] of entry.moves.entries())
      if (m.plies !== undefined) assert.equal(table[k][1], `win · white wins in ${moves} moves`, m.notation);
      else assert.match(table[k][1], /^not known/, m.notation);
    // The line numbered as chess players number it: "1. d2 d7", "2. e2 c7", ...
    const numbered = [];
    entry.known_line.forEach((m, k) => (k % 2 ? (numbered[numbered.length - 1] += ` ${m.notation}`) : numbered.push(`${k / 2 + 1}. ${m.notation}`)));
    assert.deepEqual(await page.$$eval("#line li", (items) => items.map((i) => i.textContent)), numbered);
    assert.match(await page.textContent("#analysis-note"), /Proven by the project's own search of this start/);
    assert.equal(await page.isVisible("#search-anyway"), true);
    assert.equal(await page.isDisabled("#solve"), false);
    await audit(page, `pawnchess: the solved ${rules} start`);
    await page.screenshot({path: join(shots, `pawnchess-solved-${rules}.png`), fullPage: true});
    // "Search anyway" searches the start here, as any other position.
    await page.click("#search-anyway");
    await page.waitForFunction(() => /^Searching: \d+ s/.test(document.querySelector("#status").textContent) &&
                                     /\(proven so far\)/.test(document.querySelector("#summary").textContent));
    await page.click("#cancel");
    await page.waitForFunction(() => /^Stopped after/.test(document.querySelector("#status").textContent));
    const small = await browser.open(`pawnchess.html#board=${start.rows.join("/")}${hashOf(rules)}`, phone);
    await small.click("#solve");
    await small.waitForFunction(() => /proven by/.test(document.querySelector("#summary").textContent));
    const overflow = await small.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `${overflow} px wider than the screen`);
    await small.screenshot({path: join(shots, `pawnchess-solved-${rules}-phone.png`), fullPage: true});
    assert.deepEqual([...page.problems, ...small.problems], []);
    await small.close();
    await page.close();
  });
}

const searched = (page) => page.evaluate(() => {
  const m = /Searching: (\d+) s, ([\d.]+) M positions/.exec(document.querySelector("#status").textContent);
  return m ? Number(m[2]) : null;
});

test("an 8x8 position nobody has solved: a bound or progress within a second, Cancel keeps it, Solve goes on", async () => {
  // UVa's start after 1. a2: black to move.
  const rows = ["pppppppp", "........", "........", "........", "........", "........", "P.......", ".PPPPPPP"];
  const page = await browser.open(`pawnchess.html#board=${rows.join("/")}&side=black`);
  const clicked = Date.now();
  await page.click("#solve");
  await page.waitForFunction(() => /proven so far/.test(document.querySelector("#summary").textContent) &&
                                   /^Searching: \d+ s/.test(document.querySelector("#status").textContent));
  const waited = Date.now() - clicked;
  assert.ok(waited < 1000, `${waited} ms to the first proven bounds and progress`);
  assert.match(await page.textContent("#summary"), /^Black to move: .* \(proven so far\)\.$/);
  assert.match(await page.textContent("#analysis-note"), /minutes to hours/);
  // The search goes on: more positions, then Cancel stops it between two steps.
  await page.waitForFunction(() => /Searching: \d+ s, [1-9][\d.]* M positions/.test(document.querySelector("#status").textContent));
  const before = await searched(page);
  await page.click("#cancel");
  await page.waitForFunction(() => /^Stopped after \d+ s: what is shown was proven/.test(document.querySelector("#status").textContent));
  assert.equal(await page.isDisabled("#solve"), false);
  assert.equal(await page.isDisabled("#cancel"), true);
  assert.equal(await page.isHidden("#result"), false, "what was proven stays on the page");
  assert.equal((await page.$$("#moves tbody tr")).length, 8);
  await audit(page, "pawnchess: a search stopped, its bounds kept");
  await page.screenshot({path: join(shots, "pawnchess-stopped.png"), fullPage: true});
  // Solve again goes on with the same table: its count goes on from where it was.
  await page.click("#solve");
  await page.waitForFunction((n) => {
    const m = /Searching: \d+ s, ([\d.]+) M positions/.exec(document.querySelector("#status").textContent);
    return m && Number(m[1]) > n;
  }, before);
  assert.ok((await searched(page)) > before);
  await page.click("#cancel");
  await page.waitForFunction(() => !document.querySelector("#solve").disabled);
  assert.deepEqual(page.problems, []);
  await page.close();
});

/// True if `said` (a value as the page words it, in moves) holds for `value`, an outcome of show
/// --json ({winner, winner_moves} or {draw}) of a position or move with white to move.
function holds(said, value) {
  const text = said.replace(/^(win|loss) · /, "");
  const wins = (side, test) => !value.draw && value.winner === side && test(value.winner_moves);
  let m;
  if (text === "not known" || text === "draw") return text === "not known" || Boolean(value.draw);
  // A move as good as a drawn position at best: no win for its mover (white here).
  if (text === "not known (at best: draw)") return Boolean(value.draw) || value.winner !== "white";
  if ((m = /^not known \(at best: (white|black) wins in (\d+) moves?\)$/.exec(text)))
    return !wins(m[1], (n) => n < Number(m[2]));
  if ((m = /^a draw or (white|black) wins$/.exec(text))) return Boolean(value.draw) || wins(m[1], () => true);
  if ((m = /^(white|black) wins within (\d+) moves?$/.exec(text))) return wins(m[1], (n) => n <= Number(m[2]));
  if ((m = /^(white|black) wins in (\d+) to (\d+) moves$/.exec(text)))
    return wins(m[1], (n) => n >= Number(m[2]) && n <= Number(m[3]));
  if ((m = /^(white|black) wins in (\d+) moves?$/.exec(text))) return wins(m[1], (n) => n === Number(m[2]));
  throw new Error(`unexpected wording: ${said}`);
}

test("every bound shown on the way holds for the value the command line finds, and then the value shows", async () => {
  // The 7x6 start under chess rules: a draw, a few seconds of search here.
  const text = runCli(["gen", "pawnchess", "--kind", "start", "--size", "7x6", "--rules", "chess"]).out.toString();
  const rows = boardRows(text);
  const exact = JSON.parse(runCli(["show", "pawnchess", "--json", "--size", "7x6", "--rules", "chess"], text).out).cases[0];
  assert.equal(exact.draw, true);
  const page = await browser.open(`pawnchess.html#board=${rows.join("/")}&rules=chess`);
  // What the page shows each time its table changes: the summary and each move's value.
  await page.evaluate(() => {
    window.shown = [];
    const record = () => window.shown.push({
      summary: document.querySelector("#summary").textContent,
      moves: [...document.querySelectorAll("#moves tbody tr")].map((r) => [r.children[0].textContent, r.children[1].textContent]),
    });
    new MutationObserver(record).observe(document.querySelector("#moves tbody"), {childList: true});
  });
  await page.click("#solve");
  await page.waitForFunction(() => document.querySelector("#summary").textContent === "White to move: draw with perfect play.");
  const shown = await page.evaluate(() => window.shown);
  const partial = shown.filter((s) => s.summary.endsWith("(proven so far)."));
  assert.ok(partial.length >= 2, `${partial.length} partial results shown`);
  const byNotation = new Map(exact.moves.map((m) => [m.notation, m]));
  for (const s of partial) {
    const said = s.summary.replace(/^White to move: /, "").replace(/( with perfect play)? \(proven so far\)\.$/, "");
    assert.ok(holds(said, exact), `the position: ${said}`);
    assert.deepEqual(s.moves.map(([n]) => n).sort(), [...byNotation.keys()].sort());
    for (const [notation, value] of s.moves) assert.ok(holds(value, byNotation.get(notation)), `${notation}: ${value} against ${JSON.stringify(byNotation.get(notation))}`);
  }
  assert.ok(partial.some((s) => s.moves.some(([, v]) => v !== "not known")), "something proven on the way");
  const table = await page.$$eval("#moves tbody tr td:first-child", (cells) => cells.map((c) => c.textContent));
  assert.deepEqual(table, exact.moves.map((m) => m.notation), "then every move's exact value, best first");
  assert.equal(await page.isVisible("#stepper"), true);
  await audit(page, "pawnchess: exact values after the proven bounds");
  assert.deepEqual(page.problems, []);
  await page.close();
});
