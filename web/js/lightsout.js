// Lights Out (the toggle board's family): the page's description. The rules of a press, its
// stencil and topology, are chosen under the board (stencil_choice.js) and written into the
// judge's text, so the library reads them as it reads a file.
import {startPage} from "./page.js";
import {showKey} from "./picture_key.js";
import {StencilChoice} from "./stencil_choice.js";

const plural = (n, word, many = `${word}s`) => `${n} ${n === 1 ? word : many}`;

// The key to the picture of a board without a solution: the library's certificate.
const key = [
  {mark: '<rect class="square lit" width="40" height="40"/><rect class="certificate" x="4" y="4" width="32" height="32"/>',
   selector: ".certificate",
   words: "Outlined: the certificate's cells. Every press toggles an even number of them, and an odd number are lit."},
];

let choice = null;  // the stencil and topology controls, made once the page starts

/// How many cells of the certificate are lit on the board (rows of '.' and '#').
function litAmong(c) {
  return c.certificate.filter((s) => c.board[s.row - 1][s.col - 1] === "#").length;
}

export const lightsout = {
  name: "lightsout",
  maxRows: 30,
  maxCols: 30,
  // Every 6 x 6 board of the plus stencil on the plane has exactly one solution; the first
  // view's (gen --kind planted --size 6 --seed 1 --density 0.3) has 8 presses.
  defaultSize: [6, 6],
  example: ["#...##", "##..##", ".#.###", ".##.#.", "#.#..#", "#...##"],
  defaultKind: "planted",
  symbols: [".", "#"],
  names: {".": "off", "#": "on"},
  glyphs: {".": "", "#": ""},
  keys: {".": ".", "0": ".", "Delete": ".", "#": "#", "1": "#"},
  dark: () => false,
  fixed: () => null,
  blank: (rows, cols) => Array.from({length: rows}, () => ".".repeat(cols)),
  toText: (rows, state) =>
    `1\n${rows.length} ${rows[0].length} ${state.stencil ?? "plus"} ${state.topology ?? "plane"}\n${rows.join("\n")}\n`,
  options: () => ({}),
  // Planted boards are the lights of random presses: always solvable; a density of 0.3 makes
  // their fewest presses a handful rather than one or two.
  genOptions: (state) => ({stencil: state.stencil ?? "plus", topology: state.topology ?? "plane",
                           ...(document.getElementById("kind").value === "planted" ? {density: 0.3} : {})}),
  restore(page, source) {
    choice ??= new StencilChoice(page);
    choice.restore(source);
  },
  textAnswers: true,
  play: {
    get help() {
      return `Play: click a cell (or Enter on it) to press it: it toggles ${choice?.words() ?? "the cell and its four neighbours"}. ` +
          "Turn every light off with the fewest presses; a press pressed again takes it back.";
    },
    unsolvable: "No set of presses turns every light off on this board (Solve shows the proof); presses can still be tried.",
    stuck: "No set of presses turns every light off from here, nor from the start: presses never change that.",
    noun: ["press", "presses"],
    click: (play, r, c) => ({move: {row: r + 1, col: c + 1}}),
    marks: (play) => ({pressed: play.state.pressed.map((m) => [m.row - 1, m.col - 1])}),
    describe: (m) => `row ${m.row}, column ${m.col}`,
    squares: (m) => [[m.row - 1, m.col - 1]],
  },
  summary: (c) => {
    if (!c.solvable) return "-1: no set of presses turns every light off (why: under the picture).";
    const sets = c.nullity <= 20 ? String(2 ** c.nullity) : `2^${c.nullity}`;
    const proof = c.nullity === 0 ? "the only set of presses that does" : `the fewest of the ${sets} sets of presses that do`;
    return `${plural(c.count, "press", "presses")} turn every light off: ${proof}${c.optimal ? "" : " (not proven the fewest)"}.`;
  },
  solved: (c) => c.solvable,
  // One picture, no steps: the presses ringed, or the certificate outlined with its key and,
  // after the library's words, the proof with this board's numbers.
  explained(page, c) {
    document.getElementById("steps-heading").textContent = c.solvable ? "The presses" : "Why not";
    showKey({id: "certificate-key", anchor: document.getElementById("stepper"),
             picture: document.getElementById("stepper"), svgClass: "lightsout",
             entries: key, label: "Key to the picture", show: !c.solvable});
    if (c.solvable) return;
    const why = document.getElementById("why-text");
    why.textContent += ` Here ${plural(litAmong(c), "of them is", "of them are")} lit, out of ${c.certificate.length}: ` +
        "a press changes an even number of them, so the number lit stays odd whatever is pressed, " +
        "and they can never all be off.";
    why.hidden = false;
  },
  wholeLabel: (c) => (c.solvable ? `the presses, ringed: ${plural(c.count, "press", "presses")}` : "the board and the certificate"),
  stepLabel: () => "",
};

export const start = () => startPage(lightsout);
