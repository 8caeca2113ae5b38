// Pawn captures (CodeChef ADAPWN): the page's description of the puzzle.
import {startPage} from "./page.js";
import {showKey} from "./picture_key.js";

const at = (r, c) => (m) => m.row === r + 1 && m.col === c + 1;
const plural = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;

// The key to the certificate picture, in the picture's own marks (on a light square).
const square = '<rect class="square light" width="40" height="40"/>';
const key = [
  {mark: `${square}<line class="attack" x1="6" y1="34" x2="34" y2="6"/>`, selector: ".attack:not(.matching)",
   words: "Grey line: an attack, a pawn that can take another."},
  {mark: `${square}<line class="attack matching" x1="6" y1="34" x2="34" y2="6"/>`, selector: ".attack.matching",
   words: "Green line: an attack of the matching. No two share a pawn, so each needs a capture of its own."},
  {mark: `${square}<circle class="forced" cx="20" cy="20" r="14"/>`, selector: ".forced",
   words: "Orange ring: a forced pawn. It attacks a pawn that can never move, so it must capture."},
  {mark: `${square}<circle class="cover" cx="20" cy="20" r="14"/>`, selector: ".cover",
   words: "Blue ring: the other capturers. With the forced ones they touch every attack (the cover)."},
  {mark: `${square}<circle class="stuck" cx="20" cy="20" r="14"/>`, selector: ".stuck",
   words: "Dashed ring: a pawn that attacks nothing and can never move."},
];

export const captures = {
  name: "captures",
  maxRows: 100,
  maxCols: 100,
  defaultSize: [6, 6],
  example: ["...OOO", "O...OO", "...O.O", ".O.OOO", "...OO.", "O.OOOO"],
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
  // A click picks a pawn that can capture, the next one the pawn it takes (diagonally above).
  play: {
    help: "Play: click a pawn (or Enter on it), then the pawn it takes, up and left or up and right. " +
        "The game ends when no pawn attacks another.",
    unsolvable: "",
    stuck: "No capture is left.",
    click(play, r, c) {
      const s = play.selected?.at;
      if (s && r === s[0] - 1 && Math.abs(c - s[1]) === 1)
        return {move: {row: s[0] + 1, col: s[1] + 1, dir: c < s[1] ? "L" : "R"}};
      const mine = play.state.legal.filter(at(r, c));
      if (mine.length)
        return {select: [r, c], targets: mine.map((m) => [r - 1, m.dir === "L" ? c - 1 : c + 1]),
                said: `The pawn on (${r + 1},${c + 1}) is selected: click the pawn it takes.`};
      return {move: {row: r + 1, col: c + 1, dir: "L"}};  // not a capture: the library says why
    },
    marks: () => ({}),
    describe: (m) => `the pawn on (${m.row},${m.col}) takes (${m.row - 1},${m.dir === "L" ? m.col - 1 : m.col + 1})`,
    squares: (m) => [[m.row - 1, m.col - 1], [m.row - 2, m.dir === "L" ? m.col - 2 : m.col]],
  },
  summary: (c) => {
    const {forced, matching} = c.certificate;
    return `${plural(c.count, "capture")}: ${forced.length} forced + ${matching.length} for a matching of disjoint attacks, so no fewer can do.`;
  },
  solved: () => true,
  explained: () => showKey({id: "certificate-key", anchor: document.getElementById("certificate"),
                             picture: document.getElementById("certificate"), svgClass: "captures",
                             entries: key, label: "Key to the picture"}),
  wholeLabel: (c) => `the whole solution: ${plural(c.count, "capture")}, numbered`,
  stepLabel: (c, k, n) => {
    if (k === 0) return `start (${plural(n, "capture")})`;
    const m = c.captures[k - 1];
    return `move ${k} of ${n}: ${m.row} ${m.col} ${m.direction}`;
  },
};

export const start = () => startPage(captures);
