// Pawn chess analysis that never leaves the page with nothing: the starts the project has
// solved come at once from data/pawnchess-starts.json (written from the solver's checkpoints
// by scripts/pawnchess_start_data.sh); any other position is searched by the module's kept
// solver a step at a time (pawnchessAnalysis), each step showing what is proven so far (the
// bounds of the position and of each move, show --known --json's case) with the search's
// progress, until the exact values arrive. Cancel stops between two steps and keeps both what
// is shown and the solver's table.

const stepMs = 300;

// The solved starts, read once: [{rules: "uva" | "chess-loss" | "chess-draw", case, search}].
let solvedStarts = null;
async function starts() {
  if (!solvedStarts) {
    solvedStarts = fetch(new URL("../data/pawnchess-starts.json", import.meta.url))
                       .then((r) => (r.ok ? r.json() : {starts: []}))
                       .then((d) => d.starts, () => []);
  }
  return solvedStarts;
}

/// The entry of the data for the position of `board` (rows), `side` to move and en passant
/// square `ep` (or none) under these rules ({rules, case, search}), or null. The data's cases
/// hold the same fields as show --json's, so no call of the module is needed to compare.
export async function solvedStart(board, side, ep, options) {
  const rules = options.rules === "chess" ? `chess-${options.stalemate ?? "draw"}` : "uva";
  return (await starts()).find(({rules: r, case: c}) => r === rules && c.to_move === side &&
      (c.en_passant ?? null) === (ep ?? null) && c.board.join("/") === board.join("/")) ?? null;
}

const plural = (n, one, many) => `${n} ${n === 1 ? one : many}`;

/// An outcome ({winner, plies, winner_moves} or {draw}) in the page's unit: "white wins in
/// 17 moves" (the winner's moves, as chess players count) or "in 33 plies".
export function outcomeText(v, unit) {
  if (v.draw) return "draw";
  if (v.plies === 0) return `${v.winner} has won`;
  const count = unit === "plies" ? plural(v.plies, "ply", "plies") : plural(v.winner_moves, "move", "moves");
  return `${v.winner} wins in ${count}`;
}

/// What bounds prove (show --known --json's fields for `toMove`: lo and hi, its worst and best
/// outcome, null where nothing is known), in the page's unit, as the library words them in
/// plies: "white wins in 9 to 15 moves", "black wins within 22 moves", "a draw or white wins",
/// "not known".
export function boundsText(b, toMove, unit) {
  if (b.draw || b.plies !== undefined) return outcomeText(b, unit);
  const count = (v) => (unit === "plies" ? v.plies : v.winner_moves);
  const noun = (n) => (unit === "plies" ? (n === 1 ? "ply" : "plies") : n === 1 ? "move" : "moves");
  const other = toMove === "white" ? "black" : "white";
  const {lo, hi} = b;
  const winsFor = (v, side) => v && !v.draw && v.winner === side && v.plies > 0;
  // The side to move wins: within lo's count, and in no fewer than hi's.
  if (winsFor(lo, toMove)) {
    if (winsFor(hi, toMove) && hi.plies !== lo.plies && hi.plies > 1)
      return `${toMove} wins in ${count(hi)} to ${count(lo)} ${noun(count(lo))}`;
    return `${toMove} wins within ${count(lo)} ${noun(count(lo))}`;
  }
  if (winsFor(hi, other)) {
    if (winsFor(lo, other) && lo.plies !== hi.plies && lo.plies > 2)
      return `${other} wins in ${count(lo)} to ${count(hi)} ${noun(count(hi))}`;
    return `${other} wins within ${count(hi)} ${noun(count(hi))}`;
  }
  if (lo?.draw) return `a draw or ${toMove} wins`;
  if (hi?.draw) return `a draw or ${other} wins`;
  return "not known";
}

/// "12 s, 34.5 M positions: step 2: white wins in 33 or better for white? (first moves 1/16 >
/// 2/16)": the search's progress as the library reports it, with the time since it began.
function progressText(r, seconds) {
  const millions = (r.positions / 1e6).toFixed(1);
  const where = r.path ? ` (moves under way ${r.path})` : "";
  return `Searching: ${Math.round(seconds)} s, ${millions} M positions searched${r.stage && r.stage !== "done" ? `; ${r.stage}${where}` : ""}.`;
}

/// Runs one analysis after another on the page's solver thread; a new one supersedes the one
/// under way (after its current step).
export class SteppedAnalysis {
  /// shown: {partial(case, note), done(case), failed(message), progress(text), busy(on)}.
  constructor(client, shown) {
    this.client = client;
    this.shown = shown;
    this.run = 0;
    this.stopAsked = false;
    this.active = false;
  }

  /// Analyses the position of `text` (a judge's text of options.size, or a FEN line) under
  /// `options` ({size, rules, stalemate}), from its first step (0 ms: what is known at once).
  async start(text, options) {
    const run = ++this.run;
    this.stopAsked = false;
    this.active = true;
    this.shown.busy(true);
    const began = performance.now();
    let step = 0;
    try {
      for (;;) {
        const r = await this.client.call("pawnchessAnalysis", text, options, step);
        if (run !== this.run) return;
        if (r.done) return this.shown.done(r.case);
        const seconds = (performance.now() - began) / 1000;
        this.shown.partial(r.case, progressText(r, seconds));
        if (this.stopAsked) {
          return this.shown.progress(`Stopped after ${Math.round(seconds)} s: what is shown was proven; Solve goes on from there.`);
        }
        step = stepMs;
      }
    } catch (e) {
      if (run === this.run && !e.cancelled) this.shown.failed(`boardsolve stopped: ${e.message}`);
    } finally {
      if (run === this.run) {
        this.active = false;
        this.shown.busy(false);
      }
    }
  }

  /// Stops the analysis under way after its current step; false if none is.
  stop() {
    if (!this.active) return false;
    this.stopAsked = true;
    return true;
  }

  /// Forgets the analysis under way (its position is no longer on the board).
  forget() {
    ++this.run;
    if (this.active) {
      this.active = false;
      this.shown.busy(false);
    }
  }
}
