// Play mode: the board as a game, played by clicks or Enter on the focused square. The page
// holds the start board's text and the moves made; every move is checked and made by the
// library (playState of the module, in the worker), which also gives the hint (bestMove), the
// rest of an optimal answer (solveFrom) and the optimum. A refused move shows the library's
// reason and changes nothing. A puzzle's `play` description turns a square into a move:
// {help, unsolvable, stuck (words for no answer), noun? (["press", "presses"]: what a move is
// called; default ["move", "moves"]), click(play, r, c) -> {move} or
// {select: [r, c], targets: [[r, c]], said} or {},
// marks(play) -> {className: [[r, c]]}, describe(move) -> words, squares(move) -> [[r, c]]}.

const $ = (id) => document.getElementById(id);

// The moves made, in the address: "2.2.2_2.5.2" (toggle row.col.type), "5.1.R" (a capture),
// "8.1.6.3" (a jump from.to), "3.4" (a press of the lights).
const moveText = (m) => (m.from ? [m.from.row, m.from.col, m.to.row, m.to.col] : [m.row, m.col, m.type ?? m.dir])
    .filter((part) => part !== undefined).join(".");
function moveOf(text) {
  const p = text.split(".");
  const n = p.map(Number);
  if (p.length === 4) return {from: {row: n[0], col: n[1]}, to: {row: n[2], col: n[3]}};
  if (p.length === 2) return {row: n[0], col: n[1]};
  return /^\d+$/.test(p[2]) ? {row: n[0], col: n[1], type: n[2]} : {row: n[0], col: n[1], dir: p[2]};
}
const validMoveText = (text) => /^\d+\.\d+(\.(\d+\.\d+|[12LR]))?$/.test(text);

const capital = (word) => word[0].toUpperCase() + word.slice(1);

export class PlayMode {
  constructor(page) {
    this.page = page;
    this.rules = page.puzzle.play;
    this.noun = this.rules.noun ?? ["move", "moves"];
    this.active = false;
    this.moves = [];
    this.undone = [];
    this.selected = null;
    this.state = null;
    this.working = 0;
    this.queue = Promise.resolve();
    for (const [id, action] of [["play-undo", "undo"], ["play-redo", "redo"], ["play-restart", "restart"],
                                ["play-hint", "hint"], ["play-rest", "rest"]])
      $(id).addEventListener("click", () => this.task(() => this[action]()));
  }

  /// Runs `action` after the actions before it (a quick second click waits for the first
  /// move), #play carrying data-busy until all are done (for tests and styles).
  task(action) {
    ++this.working;
    $("play").dataset.busy = "true";
    const run = async () => {
      try {
        return await action();
      } catch (e) {
        this.announce(e.cancelled ? "Cancelled." : `boardsolve stopped: ${e.message}`, "refused");
      } finally {
        if (--this.working === 0) delete $("play").dataset.busy;
      }
    };
    this.queue = this.queue.then(run);
    return this.queue;
  }

  /// "3 moves", "1 more move" (with `before` "more "), in the puzzle's word for a move.
  counted(n, before = "") {
    return `${n} ${before}${this.noun[n === 1 ? 0 : 1]}`;
  }

  call(fn, moves) {
    return this.page.client.call(fn, this.page.puzzle.name, this.text, moves);
  }

  /// Starts a game on the page's board, or leaves play mode.
  setActive(on) {
    return this.task(() => this.activate(on));
  }

  async activate(on) {
    this.active = on;
    $("mode-play").setAttribute("aria-pressed", String(on));
    $("mode-edit").setAttribute("aria-pressed", String(!on));
    $("play").hidden = !on;
    $("edit-controls").hidden = on;
    $("edit-help").textContent = on ? this.rules.help : this.page.editHelp;
    if (on) return this.newGame();
    this.clearMarks();
    this.page.editor.set(this.page.state.board);
  }

  start() {
    return this.task(() => this.newGame());
  }

  async newGame() {
    this.text = this.page.puzzle.toText(this.page.state.board, this.page.state);
    this.moves = [];
    this.undone = [];
    this.optimum = undefined;
    // Moves from the address, once: as many as the library accepts.
    const resumed = (this.resume ?? "").split("_").filter(validMoveText).map(moveOf);
    this.resume = undefined;
    if (resumed.length) {
      const state = await this.call("playState", resumed);
      this.moves = resumed.slice(0, state.refused ? state.refused.index : resumed.length);
    }
    await this.show(this.moves);
    this.optimum = (await this.call("solveFrom", [])).count;
    this.announce(this.optimum < 0 ? this.rules.unsolvable : this.state.goal ? `Already solved: no ${this.noun[0]} needed.` : "");
  }

  restart() {
    this.moves = [];
    this.undone = [];
    return this.show([], "Back at the start.");
  }

  undo() {
    if (!this.moves.length) return;
    this.undone.push(this.moves.pop());
    return this.show(this.moves, `${capital(this.noun[0])} undone.`);
  }

  redo() {
    if (!this.undone.length) return;
    this.moves.push(this.undone.pop());
    return this.show(this.moves, `${capital(this.noun[0])} redone.`);
  }

  /// Plays `move` if the library accepts it, else shows its reason.
  async try(move) {
    const next = [...this.moves, move];
    const state = await this.call("playState", next);
    if (state.refused) {
      this.announce(`Refused: ${state.refused.reason}.`, "refused");
      return false;
    }
    this.moves = next;
    this.undone = [];
    await this.show(next, `${capital(this.noun[0])} ${next.length}: ${this.rules.describe(move)}.`, state);
    return true;
  }

  /// Shows the game after `moves`: the board, the counter, the marks and, at the goal, the
  /// player's count beside the optimum.
  async show(moves, message = "", state = undefined) {
    this.state = state ?? (await this.call("playState", moves));
    this.selected = null;
    if (moves.length) this.page.state.moves = moves.map(moveText).join("_");
    else delete this.page.state.moves;
    this.page.save();
    this.page.editor.set(this.state.board);
    this.refreshMarks();
    $("play-count").textContent = `${capital(this.noun[1])}: ${moves.length}`;
    $("play-undo").disabled = moves.length === 0;
    $("play-redo").disabled = this.undone.length === 0;
    $("play-restart").disabled = moves.length === 0;
    $("play-rest-list").replaceChildren();
    if (this.state.goal && moves.length > 0) {
      const best = this.optimum ?? (await this.call("solveFrom", [])).count;
      this.announce(`Solved in ${this.counted(moves.length)}; the fewest possible is ${best}.`, "solved");
      return;
    }
    this.announce(message);
  }

  announce(text, kind = "") {
    const box = $("play-message");
    box.textContent = text;
    box.className = `status ${kind}`.trim();
  }

  clearMarks() {
    for (const name of ["selected", "target", "hint", "pressed", "pressed-1", "pressed-2"]) this.page.editor.mark(name, []);
  }

  refreshMarks(hint = null) {
    this.clearMarks();
    const marks = this.rules.marks(this);
    for (const [name, squares] of Object.entries(marks)) this.page.editor.mark(name, squares, spoken[name]);
    if (this.selected) {
      this.page.editor.mark("selected", [this.selected.at], spoken.selected);
      this.page.editor.mark("target", this.selected.targets, spoken.target);
    }
    if (hint) this.page.editor.mark("hint", this.rules.squares(hint), spoken.hint);
  }

  /// A square clicked or activated from the keyboard in play mode.
  click(r, c) {
    return this.task(() => this.clicked(r, c));
  }

  async clicked(r, c) {
    if (!this.state) return;
    const what = await this.rules.click(this, r, c);
    if (what.move) return this.try(what.move);
    this.selected = what.select ? {at: what.select, targets: what.targets} : null;
    this.refreshMarks();
    if (what.select) this.announce(what.said ?? "");
  }

  async hint() {
    const move = await this.call("bestMove", this.moves);
    if (!move) return this.announce(this.state.goal ? "Solved: nothing left to do." : this.rules.stuck);
    this.refreshMarks(move);
    this.announce(`Hint: ${this.rules.describe(move)}.`, "hint");
  }

  async rest() {
    const {count, moves} = await this.call("solveFrom", this.moves);
    const list = $("play-rest-list");
    if (count < 0) return list.replaceChildren(), this.announce(this.rules.stuck);
    list.replaceChildren(...moves.map((m) => {
      const item = document.createElement("li");
      item.textContent = this.rules.describe(m);
      return item;
    }));
    this.announce(count === 0 ? "Nothing left to do." : `${this.counted(count, "more ")} from here, at the fewest:`);
  }
}

const spoken = {
  selected: "selected",
  target: "a move goes here",
  hint: "the hint",
  pressed: "pressed",
  "pressed-1": "pressed, type 1",
  "pressed-2": "pressed, type 2",
};
