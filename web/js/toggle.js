// The toggle board (TopCoder SRM 581 "YetAnotherBoardGame"): the page's description.
import {startPage} from "./page.js";

export const toggle = {
  name: "toggle",
  maxRows: 24,
  maxCols: 24,
  defaultSize: [5, 5],
  symbols: ["B", "W"],
  names: {B: "black", W: "white"},
  glyphs: {B: "", W: ""},
  keys: {b: "B", B: "B", w: "W", W: "W"},
  dark: () => false,
  fixed: () => null,
  blank: (rows, cols) => Array.from({length: rows}, () => "B".repeat(cols)),
  toText: (rows) => `1\n${rows.length} ${rows[0].length}\n${rows.join("\n")}\n`,
  options: () => ({}),
  textAnswers: true,
  summary: (c) =>
    c.solvable ? `${c.count} move${c.count === 1 ? "" : "s"} make the board all black (-1 would mean none can).`
               : "-1: no set of moves makes this board all black (see the explanation below).",
  solved: (c) => c.solvable,
  wholeLabel: (c) => (c.solvable ? `the plan: ${c.count} moves (1, 2: a move of that type)` : "the board"),
  stepLabel: (c, k, n) => {
    if (k === 0) return `start (${n} moves)`;
    const m = c.plan[k - 1];
    return `move ${k} of ${n}: row ${m.row}, column ${m.col}, type ${m.type}${k === n ? " (all black)" : ""}`;
  },
};

export const start = () => startPage(toggle);
