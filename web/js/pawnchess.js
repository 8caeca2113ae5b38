// Pawn chess (UVa 10838): the page's description, and what only this page does: the rules
// (UVa's or chess's, with a stalemate a draw or a loss), the value of every legal move (a
// tablebase probe), playing moves on the board, the engine's replies, undo and the principal
// line. Every position and value comes from the library (show --json): the page never applies
// a rule itself; the en passant square a double step leaves comes with the move's board.
import {startPage} from "./page.js";

const $ = (id) => document.getElementById(id);
const capitalised = (s) => s[0].toUpperCase() + s.slice(1);

const plural = (n, one, many) => `${n} ${n === 1 ? one : many}`;

// The value of a position or a move as show --json gives it, {winner, plies} or {draw: true},
// in the page's unit. The library counts plies (a move of either side) to the end of the game;
// chess players count the winner's moves, so a win in p plies is a win in ceil(p / 2) moves:
// the winner's move ends the game, and the winner moved first exactly when p is odd.
function valueText(v, unit = countUnit) {
  if (v.draw) return "draw";
  if (v.plies === 0) return `${v.winner} has won`;
  const count = unit === "plies" ? plural(v.plies, "ply", "plies") : plural(Math.ceil(v.plies / 2), "move", "moves");
  return `${v.winner} wins in ${count}`;
}
let countUnit = "moves";

// A move's value as the side to move sees it: a win, a draw or a loss, in plies from this
// position.
function moveRow(page, c, m) {
  const row = document.createElement("tr");
  row.className = m.draw ? "draw" : m.winner === c.to_move ? "win" : "loss";
  const name = document.createElement("td");
  name.textContent = m.move;
  const value = document.createElement("td");
  value.className = "value";
  value.textContent = m.draw ? "draw" : `${row.className} · ${valueText(m)}`;
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

const chess = (state) => state.rules === "chess";

// The name of the square on `row` (1-based from the top) and `col` of a board of `rows` rows:
// "c3", as the library names squares.

// Shows the position: its board, its side to move and its en passant square (or none).
function setPosition(page, board, side, enPassant) {
  page.state.side = side;
  $("side").value = side;
  page.setBoard(board);
  if (enPassant) page.state.ep = enPassant;
  showEnPassant(page);
  page.save();
}

function showEnPassant(page) {
  $("en-passant").hidden = !page.state.ep;
  $("en-passant").textContent = page.state.ep ? `en passant ${page.state.ep}` : "";
}

function showRules(state) {
  $("rules").value = chess(state) ? "chess" : "uva";
  $("stalemate").value = state.stalemate === "loss" ? "loss" : "draw";
  $("stalemate-label").hidden = !chess(state);
  $("rules-help").hidden = !chess(state);
}

async function playMove(page, m) {
  history.push({board: page.state.board, side: page.state.side, ep: page.state.ep});
  selected = null;
  page.editor.mark("selected", []);
  page.editor.mark("target", []);
  setPosition(page, m.board, page.state.side === "white" ? "black" : "white", m.en_passant);
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
  // The library's square names (square_name): files a, b, ... from the left, rank 1 at the
  // bottom.
  coordinates: (r, c, rows) => ({file: String.fromCharCode(97 + c), rank: String(rows - r)}),
  empty: (rows, cols) => Array.from({length: rows}, () => ".".repeat(cols)),
  place: ["P", "p", "."],
  freshOnResize: true,
  // 8 x 8 under chess rules (the game chess players know), 4 x 4 under UVa's.
  defaultSizeOf: (state) => (chess(state) ? [8, 8] : [4, 4]),
  fixed: () => null,
  // The start of the rules: pawns on the home rows (UVa), or a row in front of them (chess,
  // from 4 rows on, as gen --kind start --rules chess).
  blank(rows, cols, state = {}) {
    const [black, white] = chess(state) && rows >= 4 ? [1, rows - 2] : [0, rows - 1];
    return Array.from({length: rows}, (_, r) => (r === black ? "p" : r === white ? "P" : ".").repeat(cols));
  },
  toText(rows, state) {
    const side = state.side === "black" ? "black" : "white";
    const line = state.ep ? `${side} to move, en passant ${state.ep}\n` : side === "black" ? "black to move\n" : "";
    return `1\n${line}${rows.join("\n")}\n`;
  },
  genOptions: (state) => (chess(state) ? {rules: "chess"} : {}),
  options: (state) => ({
    size: `${state.board.length}x${state.board[0].length}`,
    memory: "256M",
    ...(chess(state) ? {rules: "chess", stalemate: state.stalemate === "loss" ? "loss" : "draw"} : {}),
  }),
  textAnswers: false,
  // After the board is set: the side to move and the en passant square of the address or of
  // a loaded case (the rules of a case are the page's, which read it).
  restore(page, source) {
    page.state.side = source.to_move ?? source.side ?? page.state.side ?? "white";
    $("side").value = page.state.side;
    const ep = source.en_passant ?? source.ep;
    if (ep && chess(page.state)) page.state.ep = ep;
    showEnPassant(page);
  },
  // A board edited by hand, or another side to move, has no en passant square.
  edited(page) {
    delete page.state.ep;
    if ($("en-passant")) showEnPassant(page);
  },
  summary: (c) => `${capitalised(c.to_move)} to move: ${valueText(c)}${c.draw || c.plies ? " with perfect play." : "."}`,
  solved: () => true,
  wholeLabel: (c) => (c.principal_line.length ? `the principal line, ${c.principal_line.length} plies` : "the position"),
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
    $("count-plies").setAttribute("aria-pressed", String(countUnit === "plies"));
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
    page.editor.mark("selected", [[r, c]], "selected to move");
    page.editor.mark("target", from.map((x) => [x.to.row - 1, x.to.col - 1]), "the selected pawn can move here");
    return true;
  },
};

// Other rules: the start of the new rules at their default size (8 x 8 for chess), so no
// pawn of the old board is left on the new one. The stalemate convention alone keeps the board.
function changeRules(page) {
  const before = chess(page.state);
  page.state.rules = $("rules").value;
  if (chess(page.state)) page.state.stalemate = $("stalemate").value;
  else delete page.state.stalemate;
  showRules(page.state);
  history.length = 0;
  if (chess(page.state) === before) return page.edited(page.state.board);
  page.setBoard(pawnchess.blank(...pawnchess.defaultSizeOf(page.state), page.state));
}

export async function start() {
  let page = null;
  $("side-row").hidden = false;
  $("rules-row").hidden = false;
  $("side").addEventListener("change", () => {
    if (!page) return;
    page.state.side = $("side").value;
    page.edited(page.state.board);
  });
  for (const id of ["rules", "stalemate"]) $(id).addEventListener("change", () => page && changeRules(page));
  const saved = new URLSearchParams(location.hash.slice(1));
  showRules({rules: saved.get("rules"), stalemate: saved.get("stalemate")});
  page = await startPage(pawnchess);
  if (!chess(page.state)) {
    delete page.state.rules;
    delete page.state.stalemate;
  }
  // Values in the winner's moves, or in plies (the address keeps count=plies).
  countUnit = saved.get("count") === "plies" ? "plies" : "moves";
  if (countUnit === "plies") page.state.count = "plies";
  $("count-plies").addEventListener("click", () => {
    countUnit = countUnit === "plies" ? "moves" : "plies";
    if (countUnit === "plies") page.state.count = "plies";
    else delete page.state.count;
    page.save();
    if (!page.current) return;
    $("summary").textContent = pawnchess.summary(page.current);
    pawnchess.render(page, page.current);
  });
  $("engine-move").addEventListener("click", () => page.current?.moves.length && playMove(page, page.current.moves[0]));
  $("versus").addEventListener("change", () => {
    page.state.engine = page.state.side === "white" ? "black" : "white";
  });
  // Against the engine, undo goes back to the last position where it was your move.
  $("undo").addEventListener("click", async () => {
    let last = history.pop();
    while (last && $("versus").checked && last.side === page.state.engine && history.length) last = history.pop();
    if (!last) return;
    setPosition(page, last.board, last.side, last.ep);
    await page.solve();
  });
}
