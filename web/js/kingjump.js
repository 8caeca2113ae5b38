// The checkers king jump (USACO DEC08 "winchk"): the page's description. Kings and checkers
// stand on the dark squares, '-' marks the light ones, which no piece uses.
import {startPage} from "./page.js";

export const kingjump = {
  name: "kingjump",
  square: true,
  maxRows: 100,
  maxCols: 100,
  defaultSize: [8, 8],
  symbols: ["+", "o", "K"],
  names: {"-": "light square, unused", "+": "empty", "o": "checker", "K": "king"},
  glyphs: {"-": "", "+": "", "o": "", "K": ""},
  keys: {"+": "+", ".": "+", "Delete": "+", "o": "o", "O": "o", "k": "K", "K": "K"},
  dark: (r, c) => (r + c) % 2 === 1,
  fixed: (r, c) => ((r + c) % 2 === 0 ? "-" : null),
  blank: (rows) => Array.from({length: rows}, (_, r) =>
      Array.from({length: rows}, (_, c) => ((r + c) % 2 === 0 ? "-" : "+")).join("")),
  toText: (rows) => `${rows.length}\n${rows.join("\n")}\n`,
  options: () => ({}),
  textAnswers: true,
  summary: (c) => {
    if (!c.possible) return "Impossible: no king can capture every checker (the reason is marked on the board).";
    const [k] = c.path;
    return c.jumps === 0 ? `No checker to capture: the king on (${k.row},${k.col}) stays.`
                         : `The king on (${k.row},${k.col}) captures all ${c.jumps} checkers in ${c.jumps} jumps.`;
  },
  solved: (c) => c.possible,
  wholeLabel: (c) => (c.possible ? `the whole trail: ${c.jumps} jumps, numbered` : "the squares the reason names"),
  stepLabel: (c, k, n) => {
    if (k === 0) return `start (${n} jumps)`;
    const [a, b] = [c.path[k - 1], c.path[k]];
    return `jump ${k} of ${n}: (${a.row},${a.col}) → (${b.row},${b.col})`;
  },
};

export const start = () => startPage(kingjump);
