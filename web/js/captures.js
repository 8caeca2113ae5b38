// Pawn captures (CodeChef ADAPWN): the page's description of the puzzle.
import {startPage} from "./page.js";

const plural = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;

export const captures = {
  name: "captures",
  maxRows: 100,
  maxCols: 100,
  defaultSize: [6, 6],
  symbols: [".", "O"],
  names: {".": "empty", "O": "pawn"},
  glyphs: {".": "", "O": "♟"},
  keys: {".": ".", "Delete": ".", "o": "O", "O": "O", "p": "O"},
  dark: (r, c) => (r + c) % 2 === 1,
  fixed: () => null,
  blank: (rows, cols) => Array.from({length: rows}, () => ".".repeat(cols)),
  toText: (rows) => `1\n${rows.length} ${rows[0].length}\n${rows.join("\n")}\n`,
  options: () => ({}),
  textAnswers: true,
  summary: (c) => {
    const {forced, matching} = c.certificate;
    return `${plural(c.count, "capture")}: ${forced.length} forced + ${matching.length} for a matching of disjoint attacks, so no fewer can do.`;
  },
  solved: () => true,
  wholeLabel: (c) => `the whole solution: ${plural(c.count, "capture")}, numbered`,
  stepLabel: (c, k, n) => {
    if (k === 0) return `start (${plural(n, "capture")})`;
    const m = c.captures[k - 1];
    return `move ${k} of ${n}: ${m.row} ${m.col} ${m.direction}`;
  },
};

export const start = () => startPage(captures);
