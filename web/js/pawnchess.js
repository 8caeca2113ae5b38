// Pawn chess (UVa 10838): the page's description, and what only this page does: the value of
// every legal move (a tablebase probe), playing moves on the board, the engine's replies,
// undo and the principal line. Every position and value comes from the library (show --json):
// the page never applies a rule itself.
import {startPage} from "./page.js";

const $ = (id) => document.getElementById(id);
const capitalised = (s) => s[0].toUpperCase() + s.slice(1);

function valueText(winner, plies) {
  return plies === 0 ? `${winner} has won` : `${winner} wins in ${plies}`;
}

// A move's value as the side to move sees it: a win or a loss, in plies from this position.
function moveRow(page, c, m) {
  const row = document.createElement("tr");
  row.className = m.winner === c.to_move ? "win" : "loss";
  const name = document.createElement("td");
  name.textContent = m.move;
  const value = document.createElement("td");
  value.className = "value";
  value.textContent = `${m.winner === c.to_move ? "win" : "loss"} · ${valueText(m.winner, m.plies)}`;
  const cell = document.createElement("td");
  const play = document.createElement("button");
  play.type = "button";
  play.textContent = "Play";
  play.setAttribute("aria-label", `Play ${m.move}`);
  play.addEventListener("click", () => playMove(page, m));
  cell.append(play);
  row.append(name, value, cell);
  return row;
}

const history = [];
let selected = null;

async function playMove(page, m) {
  history.push({board: page.state.board, side: page.state.side});
  selected = null;
  page.editor.mark("selected", []);
  page.editor.mark("target", []);
  page.state.side = page.state.side === "white" ? "black" : "white";
  $("side").value = page.state.side;
  page.setBoard(m.board);
  await page.solve();
  const c = page.current;
  if ($("versus").checked && c && c.moves.length && c.to_move === page.state.engine) playMove(page, c.moves[0]);
}

export const pawnchess = {
  name: "pawnchess",
  minSide: 2,
  maxRows: 8,
  maxCols: 8,
  defaultSize: [4, 4],
  symbols: [".", "P", "p"],
  names: {".": "empty", "P": "white pawn", "p": "black pawn"},
  glyphs: {".": "", "P": "♙", "p": "♟"},
  keys: {".": ".", "Delete": ".", "P": "P", "w": "P", "p": "p", "b": "p"},
  dark(r, c) {
    return (r + c) % 2 === 1;
  },
  fixed: () => null,
  blank: (rows, cols) => Array.from({length: rows}, (_, r) =>
      (r === 0 ? "p" : r === rows - 1 ? "P" : ".").repeat(cols)),
  toText: (rows, state) => `1\n${state.side === "black" ? "black to move\n" : ""}${rows.join("\n")}\n`,
  options: (state) => ({size: `${state.board.length}x${state.board[0].length}`, memory: "256M"}),
  textAnswers: false,
  restore(page, source) {
    page.state.side = source.to_move ?? source.side ?? page.state.side ?? "white";
    $("side").value = page.state.side;
  },
  summary: (c) => `${capitalised(c.to_move)} to move: ${valueText(c.winner, c.plies)}` +
      (c.plies ? ` (${c.plies} move${c.plies === 1 ? "" : "s"} of both sides with perfect play).` : "."),
  solved: () => true,
  wholeLabel: (c) => (c.plies ? `the principal line, ${c.plies} plies` : "the position"),
  stepLabel: (c, k, n) => {
    if (k === 0) return n ? `the position (${n} plies to the end)` : "the position";
    const m = c.principal_line[k - 1];
    const side = (k % 2 === 1) === (c.to_move === "white") ? "white" : "black";
    return `${k}. ${side} ${m.move}`;
  },
  render(page, c) {
    $("analysis").hidden = false;
    $("moves").tBodies[0].replaceChildren(...c.moves.map((m) => moveRow(page, c, m)));
    $("line").replaceChildren(...c.principal_line.map((m) => {
      const item = document.createElement("li");
      item.textContent = m.move;
      return item;
    }));
    $("engine-move").disabled = c.moves.length === 0;
    $("undo").disabled = history.length === 0;
  },
  // With an analysis on screen, a click picks a pawn that can move, then where it goes.
  onSquare(page, r, c) {
    const analysis = page.current;
    if ($("result").hidden || !analysis) return false;
    const at = (s) => s.row === r + 1 && s.col === c + 1;
    if (selected) {
      const m = analysis.moves.find((x) => at(x.to) && x.from.row === selected[0] + 1 && x.from.col === selected[1] + 1);
      if (m) {
        playMove(page, m);
        return true;
      }
    }
    const from = analysis.moves.filter((x) => at(x.from));
    if (!from.length) {
      selected = null;
      page.editor.mark("selected", []);
      page.editor.mark("target", []);
      return false;
    }
    selected = [r, c];
    page.editor.mark("selected", [[r, c]]);
    page.editor.mark("target", from.map((x) => [x.to.row - 1, x.to.col - 1]));
    return true;
  },
};

export async function start() {
  let page = null;
  $("side-row").hidden = false;
  $("side").addEventListener("change", () => {
    if (!page) return;
    page.state.side = $("side").value;
    page.edited(page.state.board);
  });
  page = await startPage(pawnchess);
  $("engine-move").addEventListener("click", () => page.current?.moves.length && playMove(page, page.current.moves[0]));
  $("versus").addEventListener("change", () => {
    page.state.engine = page.state.side === "white" ? "black" : "white";
  });
  // Against the engine, undo goes back to the last position where it was your move.
  $("undo").addEventListener("click", async () => {
    let last = history.pop();
    while (last && $("versus").checked && last.side === page.state.engine && history.length) last = history.pop();
    if (!last) return;
    page.state.side = last.side;
    $("side").value = last.side;
    page.setBoard(last.board);
    await page.solve();
  });
}
