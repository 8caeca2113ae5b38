// The checkers king jump (USACO DEC08 "winchk"): the page's description. Kings and checkers
// stand on the dark squares, '-' marks the light ones, which no piece uses.
import {startPage} from "./page.js";

const sq = (s) => [s.row - 1, s.col - 1];
const same = (s, r, c) => s.row === r + 1 && s.col === c + 1;

export const kingjump = {
  name: "kingjump",
  square: true,
  maxRows: 100,
  maxCols: 100,
  defaultSize: [8, 8],
  example: ["-+-+-+-+", "+-+-+-+-", "-o-o-+-+", "+-+-+-+-", "-o-o-o-+", "+-+-+-+-", "-o-o-o-+", "K-+-+-+-"],
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
  // A click picks a king, the next one where it lands; once it has jumped, every click is its
  // next jump, until no checker is left.
  play: {
    help: "Play: click a king (or Enter on it), then the square beyond a checker next to it to jump. " +
        "It jumps on from there: one king takes every checker in one move of jumps.",
    unsolvable: "No king can capture every checker on this board; jumps can still be tried.",
    stuck: "No chain of jumps from here takes every checker: undo a jump or restart.",
    click(play, r, c) {
      const {trail, legal, board} = play.state;
      if (!trail.length && board[r][c] === "K")
        return {select: [r, c], targets: legal.filter((j) => same(j.from, r, c)).map((j) => sq(j.to)),
                said: `The king on (${r + 1},${c + 1}) is selected: click where it lands.`};
      const king = trail.length ? trail[trail.length - 1] : play.selected && {row: play.selected.at[0] + 1, col: play.selected.at[1] + 1};
      const from = king && !same(king, r, c) ? king : {row: r + 1, col: c + 1};
      return {move: {from, to: {row: r + 1, col: c + 1}}};  // the library decides
    },
    marks(play) {
      const {trail, legal} = play.state;
      if (!trail.length) return {};
      return {selected: [sq(trail[trail.length - 1])], target: legal.map((j) => sq(j.to))};
    },
    describe: (j) => `(${j.from.row},${j.from.col}) jumps to (${j.to.row},${j.to.col})`,
    squares: (j) => [sq(j.from), sq(j.to)],
  },
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
