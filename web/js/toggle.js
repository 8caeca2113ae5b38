// The toggle board (TopCoder SRM 581 "YetAnotherBoardGame"): the page's description.
import {startPage} from "./page.js";
import {showKey} from "./picture_key.js";

const $ = (id) => document.getElementById(id);
const at = (r, c) => (m) => m.row === r + 1 && m.col === c + 1;

// The key to the picture of a board without a plan: the two sets of the library's reason.
const square = (colour) => `<rect class="square ${colour}" width="40" height="40"/>`;
const key = [
  {mark: `${square("white")}<circle class="hollow-set" cx="20" cy="20" r="12"/>`, selector: ".hollow-set",
   words: "Ring: the set for type 1 moves. Every type 1 move toggles an even number of them, and an odd number are white."},
  {mark: `${square("black")}<circle class="solid-set" cx="20" cy="20" r="6"/>`, selector: ".solid-set",
   words: "Dot: the set for type 2 moves, the same for type 2 moves."},
];

export const toggle = {
  name: "toggle",
  maxRows: 24,
  maxCols: 24,
  // Every 6 x 6 board has a solution, so the generator's boards at the first size do.
  defaultSize: [6, 6],
  example: ["BWBBWB", "WWWWWW", "BWBWWB", "BBBBWW", "BWBBWB", "BBWBBW"],
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
  // A click presses the square with the type its row or column has, or the chosen type where
  // both are free; the library refuses a press that mixes types.
  play: {
    help: "Play: click a square (or Enter on it) to press it: type 1 toggles its four neighbours, type 2 them " +
        "and itself. A row or column keeps the type of its first press; undo takes a press back.",
    typeChoice: true,
    unsolvable: "No set of moves makes this board all black (the answer is -1; Solve shows why); presses can still be tried.",
    stuck: "No plan that keeps the presses made turns the board all black: undo a press.",
    click(play, r, c) {
      const here = play.state.legal.filter(at(r, c));
      const chosen = Number($("play-type").value);
      const fixed = play.state.rowTypes[r] || play.state.colTypes[c];
      const type = here.length === 1 ? here[0].type : here.length ? chosen : fixed || chosen;
      return {move: {row: r + 1, col: c + 1, type}};
    },
    marks: (play) => Object.fromEntries([1, 2].map((t) =>
        [`pressed-${t}`, play.moves.filter((m) => m.type === t).map((m) => [m.row - 1, m.col - 1])])),
    describe: (m) => `press row ${m.row}, column ${m.col}, type ${m.type}`,
    squares: (m) => [[m.row - 1, m.col - 1]],
  },
  summary: (c) =>
    c.solvable ? `${c.count} move${c.count === 1 ? "" : "s"} make the board all black (-1 would mean none can).`
               : "-1: no set of moves makes this board all black (why: below the picture).",
  solved: (c) => c.solvable,
  explained: (page, c) => showKey({id: "reason-key", anchor: document.getElementById("stepper"),
                                   picture: document.getElementById("stepper"), svgClass: "toggle",
                                   entries: key, label: "Key to the picture", show: !c.solvable}),
  wholeLabel: (c) => (c.solvable ? `the plan: ${c.count} moves (1, 2: a move of that type)` : "the board"),
  stepLabel: (c, k, n) => {
    if (k === 0) return `start (${n} moves)`;
    const m = c.plan[k - 1];
    return `move ${k} of ${n}: row ${m.row}, column ${m.col}, type ${m.type}${k === n ? " (all black)" : ""}`;
  },
};

export const start = () => startPage(toggle);
