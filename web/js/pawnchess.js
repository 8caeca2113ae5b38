// Pawn chess (UVa 10838): the page's description, and what only this page does: the rules
// (UVa's or chess's, with a stalemate a draw or a loss), the value of every legal move (a
// tablebase probe), a game on the board with its record (1. b4 f5 2. f4), back and forward,
// the engine's replies, FEN text in and out, and the principal line. Every position, value,
// move name and refusal comes from the library (show --json, and the module's playState with
// the game's moves): the page never applies a rule itself.
import {startPage} from "./page.js";
import {boundsText, outcomeText, solvedStart, SteppedAnalysis} from "./pawnchess_analysis.js";

const $ = (id) => document.getElementById(id);
const capitalised = (s) => s[0].toUpperCase() + s.slice(1);

const plural = (n, one, many) => `${n} ${n === 1 ? one : many}`;

// The value of a position or a move as show --json gives it, {winner, plies} or {draw: true},
// in the page's unit. The library counts plies (a move of either side) to the end of the game;
// chess players count the winner's moves, which the library gives too (winner_moves).
const valueText = (v, unit = countUnit) => outcomeText(v, unit);
let countUnit = "moves";

// A row of the moves table: the move's name, its value in words (`kind`: win, loss, draw or
// unknown, a word and a colour), and a button that makes it.
function tableRow(page, m, kind, said) {
  const row = document.createElement("tr");
  row.className = kind;
  const name = document.createElement("td");
  name.textContent = m.notation;
  name.title = m.move;
  const value = document.createElement("td");
  value.className = "value";
  value.textContent = kind === "win" || kind === "loss" ? `${kind} · ${said}` : said;
  const cell = document.createElement("td");
  const play = document.createElement("button");
  play.type = "button";
  play.textContent = "Move";
  play.setAttribute("aria-label", `Make the move ${m.notation}`);
  play.addEventListener("click", () => playMove(page, {from: m.from, to: m.to}));
  cell.append(play);
  row.append(name, value, cell);
  return row;
}

// A move's value as the side to move sees it: a win, a draw or a loss, from this position.
const moveRow = (page, c, m) =>
  tableRow(page, m, m.draw ? "draw" : m.winner === c.to_move ? "win" : "loss", valueText(m));

// A move's proven bounds while the search goes on (show --known --json's move): the words,
// and the colour of a win or a loss once the bounds say which.
function boundsRow(page, c, m) {
  const exact = m.draw || m.plies !== undefined;
  const mover = (v) => v && !v.draw && v.winner === c.to_move;
  const foe = (v) => v && !v.draw && v.winner !== c.to_move;
  const kind = exact ? (m.draw ? "draw" : m.winner === c.to_move ? "win" : "loss")
                     : mover(m.lo) ? "win" : foe(m.hi) ? "loss" : "unknown";
  // A move not proven worse than the position's exact value may be as good: "at best" that.
  const asGood = !exact && (c.plies !== undefined || c.draw) && m.hi && JSON.stringify(m.hi) === JSON.stringify(c.lo);
  return tableRow(page, m, kind, asGood ? `not known (at best: ${outcomeText(m.hi, countUnit)})` : boundsText(m, c.to_move, countUnit));
}

// A line of moves from a position with `toMove` to move, numbered as chess players number
// it: "1. d2 d7", "2. e2 c7" (or "1... d7" when black moves first), an item a move number.
function lineItems(moves, toMove) {
  const items = [];
  let number = 1;
  moves.forEach((m, k) => {
    const white = (k % 2 === 0) === (toMove === "white");
    if (white || k === 0) {
      const item = document.createElement("li");
      item.textContent = `${number}.${white ? "" : ".."} ${m.notation}`;
      items.push(item);
    } else {
      items.at(-1).textContent += ` ${m.notation}`;
    }
    if (!white) ++number;
  });
  return items;
}

let selected = null;
let playing = false;  // play mode: clicks make moves of the game

// Edit or play mode, shown on the mode buttons.
function setPlaying(on) {
  playing = on;
  $("mode-play").setAttribute("aria-pressed", String(on));
  $("mode-edit").setAttribute("aria-pressed", String(!on));
  $("edit-help").textContent = on ? playHelp : editHelp;
  // Setting up (the size, what a click places, Clear) is editing: in play the results come
  // right after the board, the game and the rules.
  $("edit-controls").hidden = on;
}
const playHelp = "Play: click a pawn of the side to move, then the square it goes to (or use the arrow keys and Enter). A move the rules do not allow is refused, with the reason.";
let editHelp = "";

// A call of the module's game functions, beside the page's own runs: Solve and Cancel show
// whether anything is still under way when it ends.
async function gameCall(page, ...args) {
  try {
    return await page.client.call(...args);
  } finally {
    $("solve").disabled = page.client.busy || Boolean(analysis?.active);
    $("cancel").disabled = !page.client.busy && !analysis?.active;
  }
}

// The FEN line of the board in the editor, from the library.
let fenAsked = 0;
async function showFen(page) {
  const asked = ++fenAsked;
  try {
    const s = await gameCall(page, "playState", "pawnchess", pawnchess.toText(page.state.board, page.state), [], playOptions(page.state));
    if (asked === fenAsked) $("fen").value = s.fen;
  } catch {
    if (asked === fenAsked) $("fen").value = "";
  }
}

// A position from a FEN line, under the page's rules; the library's message if it reads none.
async function loadFen(page) {
  try {
    const s = await gameCall(page, "playState", "pawnchess", $("fen").value, [], playOptions(page.state));
    forgetGame(page);
    setPosition(page, s.board, s.toMove, s.enPassant);
    $("rows").value = String(s.board.length);
    $("cols").value = String(s.board[0].length);
    say(`Position set: ${s.toMove} to move.`);
  } catch (e) {
    say(`FEN ${e.message}`, "refused");
  }
}

const chess = (state) => state.rules === "chess";

// The game: the position it started from (its judge's text), the moves played ({from, to},
// 1-based squares) and how many of them lead to the position on the board (back and forward
// move `at`; a move played after going back replaces the ones after it). The library replays
// them (playState) for every position, record and refusal.
const game = {text: null, moves: [], at: 0, state: null, record: []};
let applying = false;  // a position of the game going onto the board, not an edit

const playOptions = (state) => ({size: `${state.board.length}x${state.board[0].length}`,
                                 ...(chess(state) ? {rules: "chess", stalemate: state.stalemate === "loss" ? "loss" : "draw"} : {})});

function say(text, kind = "") {
  $("game-message").textContent = text;
  $("game-message").className = `status ${kind}`.trim();
}

// Shows the position: its board, its side to move and its en passant square (or none).
function setPosition(page, board, side, enPassant) {
  page.state.side = side;
  $("side").value = side;
  applying = true;
  try {
    page.setBoard(board);
  } finally {
    applying = false;
  }
  if (enPassant) page.state.ep = enPassant;
  showEnPassant(page);
  page.save();
}

function newGame(page) {
  forgetGame(page);
  game.text = pawnchess.toText(page.state.board, page.state);
  game.options = playOptions(page.state);
}

function forgetGame(page) {
  game.text = null;
  game.moves = [];
  game.at = 0;
  game.state = null;
  game.record = [];
  showRecord(page);
}

const playState = (page, moves) => gameCall(page, "playState", "pawnchess", game.text, moves, game.options);

// The record, numbered as chess players number it: each item a move number, white's move and
// black's reply, each a button that goes back (or forward) to the position after it.
function showRecord(page) {
  const entries = game.record;
  const items = [];
  entries.forEach((m, k) => {
    if (m.side === "white" || k === 0) {
      const item = document.createElement("li");
      const number = document.createElement("span");
      number.textContent = m.side === "white" ? `${m.number}.` : `${m.number}...`;
      item.append(number);
      items.push(item);
    }
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = m.notation;
    button.setAttribute("aria-label", `${m.number}${m.side === "white" ? "." : "..."} ${m.side} ${m.notation}`);
    if (k + 1 === game.at) button.setAttribute("aria-current", "step");
    button.addEventListener("click", () => goTo(page, k + 1));
    items.at(-1).append(button);
  });
  $("record").replaceChildren(...items);
  $("record-empty").hidden = game.moves.length > 0;
  $("game-start").disabled = game.at === 0;
  $("game-back").disabled = game.at === 0;
  $("game-forward").disabled = game.at >= game.moves.length;
  $("undo").disabled = game.at === 0;
}

// The game after its first `at` moves, on the board, analysed; `said` announced.
async function showGame(page, state, said = "") {
  game.state = state;
  setPosition(page, state.board, state.toMove, state.enPassant);
  const last = state.lastMove && game.at > 0 ? [[state.lastMove.from.row - 1, state.lastMove.from.col - 1], [state.lastMove.to.row - 1, state.lastMove.to.col - 1]] : [];
  page.editor.mark("last", last, "the last move");
  $("fen").value = state.fen;
  showRecord(page);
  say(state.winner ? `${said} ${state.winner === "draw" ? "The game is drawn." : `${capitalised(state.winner)} has won.`}`.trim() : said);
  await page.solve();
}

async function goTo(page, at) {
  if (at < 0 || at > game.moves.length) return;
  game.at = at;
  const state = await playState(page, game.moves.slice(0, at));
  const m = at > 0 ? game.record[at - 1] : null;
  await showGame(page, state, m ? `After ${m.number}${m.side === "white" ? "." : "..."} ${m.notation}.` : "The start of the game.");
}

// Plays `m` ({from, to}) if the library accepts it, else says why not; then the engine's reply
// when playing against it.
async function playMove(page, m, byEngine = false) {
  selected = null;
  page.editor.mark("selected", []);
  page.editor.mark("target", []);
  if (game.text === null) newGame(page);
  const moves = [...game.moves.slice(0, game.at), m];
  const state = await playState(page, moves);
  if (state.refused) return say(`Refused: ${state.refused.reason}.`, "refused"), false;
  game.moves = moves;
  game.at = moves.length;
  game.record = state.recordMoves;
  const played = state.recordMoves.at(-1);
  const who = byEngine ? `The engine (${played.side}) replied ${played.notation}.` : `${capitalised(played.side)} played ${played.notation}.`;
  await showGame(page, state, who);
  const c = page.current;
  // The engine's reply: the best move once the values are exact, or the first move of the
  // proven line while only bounds are known (none if no line is proven yet).
  const best = c && (c.known !== undefined ? c.known_line[0] : c.moves[0]);
  if (!byEngine && $("versus").checked && best && c.to_move === page.state.engine)
    await playMove(page, {from: best.from, to: best.to}, true);
  return true;
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
  analyse: (page) => analyse(page),
  cancel: () => analysis.stop(),
  // After the board is set: the side to move and the en passant square of the address or of
  // a loaded case (the rules of a case are the page's, which read it).
  restore(page, source) {
    page.state.side = source.to_move ?? source.side ?? page.state.side ?? "white";
    $("side").value = page.state.side;
    const ep = source.en_passant ?? source.ep;
    if (ep && chess(page.state)) page.state.ep = ep;
    showEnPassant(page);
  },
  // A board edited by hand, or another side to move, has no en passant square, and starts
  // no game yet; its FEN line comes from the library.
  edited(page) {
    delete page.state.ep;
    if (!$("en-passant")) return;
    showEnPassant(page);
    if (applying) return;
    analysis?.forget();
    forgetGame(page);
    page.editor.mark("last", []);
    say("");
    showFen(page);
  },
  summary: (c) => `${capitalised(c.to_move)} to move: ${valueText(c)}${c.draw || c.plies ? " with perfect play." : "."}`,
  solved: () => true,
  wholeLabel: (c) => (c.principal_line.length ? `the principal line, ${c.principal_line.length} plies` : "the position"),
  stepLabel: (c, k, n) => {
    if (k === 0) return n ? `the position (${n} plies to the end)` : "the position";
    const m = c.principal_line[k - 1];
    const side = (k % 2 === 1) === (c.to_move === "white") ? "white" : "black";
    return `${k}. ${side} ${m.notation}`;
  },
  render(page, c) {
    shownBounds = null;
    $("analysis").hidden = false;
    $("analysis-note").hidden = true;
    $("steps-heading").hidden = false;
    $("stepper").hidden = false;
    $("line-heading").textContent = "Principal line";
    $("moves").tBodies[0].replaceChildren(...c.moves.map((m) => moveRow(page, c, m)));
    $("line").replaceChildren(...lineItems(c.principal_line, c.to_move));
    $("count-plies").setAttribute("aria-pressed", String(countUnit === "plies"));
    $("engine-move").disabled = c.moves.length === 0;
    setPlaying(true);
    showRecord(page);
  },
  // In play mode (after a solve) a click picks a pawn that can move, then where it goes; any
  // other click is a move the library refuses with its reason: it never edits the board.
  onSquare(page, r, c) {
    const shown = page.current;
    if (!playing || $("result").hidden || !shown) return false;
    const at = (s) => s.row === r + 1 && s.col === c + 1;
    const square = (row, col) => ({row: row + 1, col: col + 1});
    const from = shown.moves.filter((x) => at(x.from));
    if (selected && !from.length) {
      playMove(page, {from: square(...selected), to: square(r, c)});
      return true;
    }
    if (!from.length) {
      // A pawn of the side to move that cannot move is asked to step; any other square to
      // move from itself: the library says what stops it.
      const own = page.state.board[r][c] === (shown.to_move === "white" ? "P" : "p");
      const ahead = shown.to_move === "white" ? r - 1 : r + 1;
      playMove(page, {from: square(r, c), to: own && ahead >= 0 && ahead < page.state.board.length ? square(ahead, c) : square(r, c)});
      return true;
    }
    selected = [r, c];
    page.editor.mark("selected", [[r, c]], "selected to move");
    page.editor.mark("target", from.map((x) => [x.to.row - 1, x.to.col - 1]), "the selected pawn can move here");
    return true;
  },
};

// The analysis of the position on the board (pawnchess_analysis.js): the solved starts' data
// at once, else the kept solver's search a step at a time, each step's proven bounds shown.
let analysis = null;
let shownBounds = null;  // the proven bounds on show while the exact values are not known
let solvedData = null;   // the solved start's data entry on show, if it is one

// The bounds proven so far: the position's and every move's (in the rules' order), the line
// as far as it is proven, and `note` (the search's progress, or where the data comes from).
function showBounds(page, c, note) {
  shownBounds = {c, note};
  page.current = c;
  $("result").hidden = false;
  const exact = c.plies !== undefined || c.draw;
  const source = solvedData ? "proven by the project's search" : "proven so far";
  $("summary").textContent = `${capitalised(c.to_move)} to move: ${boundsText(c, c.to_move, countUnit)}${exact ? " with perfect play" : ""} (${source}).`;
  $("analysis").hidden = false;
  $("moves").tBodies[0].replaceChildren(...c.moves.map((m) => boundsRow(page, c, m)));
  $("line").replaceChildren(...lineItems(c.known_line, c.to_move));
  $("line-heading").textContent = c.known_line.length ? `Principal line, proven for ${plural(c.known_line.length, "ply", "plies")}` : "Principal line: not yet proven";
  $("count-plies").setAttribute("aria-pressed", String(countUnit === "plies"));
  $("engine-move").disabled = c.known_line.length === 0;
  $("steps-heading").hidden = true;
  $("stepper").hidden = true;
  $("analysis-note").hidden = !note;
  $("analysis-note").textContent = note;
  setPlaying(true);
  showRecord(page);
}

// How long a search of a board this size may take, from the project's own solves.
function sizeNote(c) {
  if (c.rows * c.cols < 49) return "";
  return "A position this large near the start may take the solver minutes to hours (the project's searches of the 8x8 starts took from 18 minutes to 7.5 hours on two cores): the bounds above are proven as the search goes, and Cancel keeps them.";
}

async function analyse(page) {
  $("solve-error").textContent = "";
  $("search-anyway").hidden = true;
  solvedData = null;
  const text = pawnchess.toText(page.state.board, page.state);
  const options = playOptions(page.state);
  if (!page.searchAnyway) {
    const solved = await solvedStart(page.state.board, page.state.side ?? "white", page.state.ep, options);
    if (solved) {
      analysis.forget();
      solvedData = solved;
      const hours = (solved.search.seconds / 3600).toFixed(1);
      showBounds(page, solved.case, `Proven by the project's own search of this start (${(solved.search.positions / 1e9).toFixed(1)} billion positions, ${hours} hours of search on two cores; docs/pawnchess-results.md), read from its table: the start's value, each first move as far as the table proves it, and the principal line. A search from scratch takes that long here too.`);
      $("search-anyway").hidden = false;
      page.status("");
      return;
    }
  }
  page.searchAnyway = false;
  await analysis.start(text, options);
}

// Other rules: the start of the new rules at their default size (8 x 8 for chess), so no
// pawn of the old board is left on the new one. The stalemate convention alone keeps the board.
function changeRules(page) {
  const before = chess(page.state);
  page.state.rules = $("rules").value;
  if (chess(page.state)) page.state.stalemate = $("stalemate").value;
  else delete page.state.stalemate;
  showRules(page.state);
  if (chess(page.state) === before) return page.edited(page.state.board);
  page.setBoard(pawnchess.blank(...pawnchess.defaultSizeOf(page.state), page.state));
}

export async function start() {
  let page = null;
  // The analysis calls the page's solver thread once the page has one.
  const clientProxy = {call: (...args) => page.client.call(...args)};
  $("side-row").hidden = false;
  $("rules-row").hidden = false;
  $("game").hidden = false;
  $("mode-row").hidden = false;
  editHelp = $("edit-help").textContent;
  $("side").addEventListener("change", () => {
    if (!page) return;
    page.state.side = $("side").value;
    page.edited(page.state.board);
  });
  for (const id of ["rules", "stalemate"]) $(id).addEventListener("change", () => page && changeRules(page));
  const saved = new URLSearchParams(location.hash.slice(1));
  showRules({rules: saved.get("rules"), stalemate: saved.get("stalemate")});
  analysis = new SteppedAnalysis(clientProxy, {
    partial: (c, progress) => {
      showBounds(page, c, sizeNote(c));
      page.status(progress);
    },
    done: (c) => page.present(c),
    failed: (message) => {
      page.fail("solve-error", message);
      page.status("");
    },
    progress: (text) => page.status(text),
    busy: (on) => {
      $("solve").disabled = on;
      $("cancel").disabled = !on;
      if (on) page.status("Working…");
    },
  });
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
    if (shownBounds) return showBounds(page, shownBounds.c, shownBounds.note);
    if (!page.current) return;
    $("summary").textContent = pawnchess.summary(page.current);
    pawnchess.render(page, page.current);
  });
  $("engine-move").addEventListener("click", () => {
    const c = page.current;
    const best = c && (c.known !== undefined ? c.known_line[0] : c.moves[0]);
    if (best) playMove(page, {from: best.from, to: best.to}, true);
  });
  $("game-start").addEventListener("click", () => goTo(page, 0));
  $("game-back").addEventListener("click", () => goTo(page, game.at - 1));
  $("game-forward").addEventListener("click", () => goTo(page, game.at + 1));
  $("load-fen").addEventListener("click", () => loadFen(page));
  $("search-anyway").addEventListener("click", () => {
    page.searchAnyway = true;
    page.solve();
  });
  $("fen").addEventListener("keydown", (e) => e.key === "Enter" && loadFen(page));
  $("mode-edit").addEventListener("click", () => {
    setPlaying(false);
    selected = null;
    page.editor.mark("selected", []);
    page.editor.mark("target", []);
  });
  $("mode-play").addEventListener("click", () => (page.current && !$("result").hidden ? setPlaying(true) : page.solve()));
  showFen(page);
  $("versus").addEventListener("change", () => {
    page.state.engine = page.state.side === "white" ? "black" : "white";
  });
  // Against the engine, undo goes back to the last position where it was your move.
  $("undo").addEventListener("click", () => {
    let at = game.at - 1;
    while (at > 0 && $("versus").checked && game.record[at]?.side === page.state.engine) --at;
    if (at >= 0) goTo(page, at);
  });
}
