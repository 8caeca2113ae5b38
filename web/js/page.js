// What every puzzle page does: edit, generate, load, solve in the worker with progress and
// cancel, show the answer, the explanation and the library's pictures step by step, and keep
// the board in the page address. A puzzle module (captures.js, ...) passes its `puzzle`
// description; pawnchess.js adds its move table through the `render` hook.
import {BoardEditor} from "./board_editor.js";
import {PlayMode} from "./play.js";
import {SolverClient} from "./solver_client.js";
import {Stepper} from "./stepper.js";
import {readState, writeState} from "./url_state.js";

const $ = (id) => document.getElementById(id);

/// The description (<desc>) of an SVG picture of the library, "" if none.
function described(svg) {
  if (!svg) return "";
  const desc = new DOMParser().parseFromString(svg, "text/html").querySelector("desc");
  return desc ? desc.textContent.trim() : "";
}

/// `puzzle`: {name, square (one size for rows and columns), minSide, maxRows, maxCols,
/// defaultSize, example? (the board of the first view), defaultKind? (the generator's first choice), play? (play mode: play.js), blank(rows, cols, state) -> rows, toText(rows, state) -> judge text,
/// options(state), genOptions(state)? (gen's options beyond seed, size and kind), symbols,
/// names, glyphs, keys, dark(r, c), fixed(r, c), coordinates(r, c, rows)? (board_editor.js),
/// empty(rows, cols)? (what Clear gives, with a "Start position" button for blank), place?
/// (the symbols a click may place, chosen in a radio group), freshOnResize? (a new size is the
/// blank board of that size, keeping no old square), summary(case), stepLabel(case, k, n),
/// render(page, case)?, explained(page, case)? (after the pictures and their words are shown), onSquare(page, r, c)?, restore(page, source)? (what goes with a board,
/// from the address or a loaded case, after the board is set), edited(page)? (the board or the
/// side to move changed), extraState?}.
export async function startPage(puzzle) {
  const page = new Page(puzzle);
  await page.init();
  return page;
}

export class Page {
  constructor(puzzle) {
    this.puzzle = puzzle;
    this.state = {};
    this.client = new SolverClient((line) => (this.status(line.trim())));
    this.editor = new BoardEditor($("board"), puzzle, {
      onChange: (rows) => this.edited(rows),
      onSquare: (r, c) => {
        if (this.play?.active) return this.play.click(r, c), true;
        return puzzle.onSquare ? puzzle.onSquare(this, r, c) : false;
      },
    });
    // Frame 0 is the whole solution; frame k + 1 the board after k moves.
    this.stepper = new Stepper($("stepper"), (k, n) =>
        k === 0 ? puzzle.wholeLabel(this.current) : puzzle.stepLabel(this.current, k - 1, n - 1));
    this.current = null;
  }

  async init() {
    const p = this.puzzle;
    for (const id of ["rows", "cols"]) {
      $(id).min = String(p.minSide ?? 1);
      $(id).max = String(id === "rows" ? p.maxRows : p.maxCols);
    }
    if (p.square) {
      $("cols-label").hidden = true;
      $("rows").previousSibling.textContent = "Side ";
    }
    $("resize").addEventListener("click", () => this.resize());
    // Clear: the puzzle's empty board where it has one (pawn chess), else its blank one; the
    // start position: the rules' start of the chosen size.
    $("clear").addEventListener("click", () => this.setBoard((p.empty ?? p.blank)(this.rowsCount(), this.colsCount(), this.state)));
    if (p.empty) {
      $("start-position").hidden = false;
      $("start-position").addEventListener("click", () => this.resize(true));
    }
    if (p.place) this.placeChoice();
    $("generate").addEventListener("click", () => this.generate());
    $("load-text").addEventListener("click", () => this.load($("text").value, "<stdin>"));
    $("file").addEventListener("change", async (e) => {
      const file = e.target.files[0];
      if (file) this.load(await file.text(), file.name);
    });
    $("case").addEventListener("change", () => this.pickCase(Number($("case").value)));
    $("solve").addEventListener("click", () => this.solve());
    // A puzzle whose analysis goes on in steps stops it between two (keeping what it proved);
    // any other call ends with its worker.
    $("cancel").addEventListener("click", () => this.puzzle.cancel?.(this) || this.client.cancel());

    document.querySelector(`nav a[href="${p.name}.html"]`)?.setAttribute("aria-current", "page");
    // A link to this page with another board after '#' (the address writes itself by
    // replaceState, which fires no hashchange).
    window.addEventListener("hashchange", () => location.reload());
    this.editHelp = $("edit-help").textContent;
    if (p.play) {
      this.play = new PlayMode(this);
      $("mode-row").hidden = false;
      $("play-type-row").hidden = !p.play.typeChoice;
      $("mode-edit").addEventListener("click", () => this.setMode(false));
      $("mode-play").addEventListener("click", () => this.setMode(true));
    }

    const saved = readState();
    const rows = saved.board && this.valid(saved.board) ? saved.board : p.example ?? p.blank(...(p.defaultSizeOf?.(saved) ?? p.defaultSize), saved);
    this.state = {...saved, board: rows};
    this.setBoard(rows);
    if (p.restore) {
      p.restore(this, saved);
      this.save();
    }
    try {
      const all = await this.client.call("puzzles");
      const mine = all.find((x) => x.name === p.name);
      $("kind").replaceChildren(...mine.genKinds.map((k) => new Option(k, k)));
      if (saved.kind ?? p.defaultKind) $("kind").value = saved.kind ?? p.defaultKind;
    } catch (e) {
      this.fail("solve-error", `boardsolve could not start: ${e.message}`);
    }
    if (saved.solve !== undefined) this.solve();
    if (this.play && saved.mode === "play") {
      this.play.resume = saved.moves;
      await this.setMode(true);
    }
  }

  /// Play mode (true) or edit mode; the address keeps it.
  async setMode(play) {
    this.editor.locked = play;
    if (play) {
      this.state.mode = "play";
    } else {
      delete this.state.mode;
      delete this.state.moves;
    }
    this.save();
    await this.play.setActive(play);
  }

  valid(rows) {
    const p = this.puzzle;
    const width = rows[0]?.length ?? 0;
    return rows.length >= (p.minSide ?? 1) && rows.length <= p.maxRows && width >= (p.minSide ?? 1) &&
        width <= p.maxCols && rows.every((r) => r.length === width && [...r].every((s) => p.names[s])) &&
        (!p.square || width === rows.length);
  }

  rowsCount() {
    return Number($("rows").value);
  }
  colsCount() {
    return this.puzzle.square ? this.rowsCount() : Number($("cols").value);
  }

  /// Shows `rows` in the editor and the address, and forgets the last answer.
  setBoard(rows) {
    this.editor.set(rows);
    $("rows").value = String(rows.length);
    $("cols").value = String(rows[0].length);
    this.edited(rows);
  }

  edited(rows) {
    this.puzzle.edited?.(this);
    this.state.board = rows;
    delete this.state.solve;
    delete this.state.moves;
    this.save();
    $("result").hidden = true;
    this.stepper.stop();
    if (this.play?.active) this.play.start();  // a board generated or loaded: a new game
  }

  save() {
    writeState(this.state);
  }

  /// A radio group choosing what a click on the board places (the editor's brush).
  placeChoice() {
    const p = this.puzzle;
    const group = $("place-row");
    group.hidden = false;
    for (const symbol of p.place) {
      const label = document.createElement("label");
      const input = document.createElement("input");
      input.type = "radio";
      input.name = "place";
      input.value = symbol;
      input.checked = symbol === p.place[0];
      input.addEventListener("change", () => (this.editor.brush = symbol));
      const glyph = p.glyphs[symbol] ? `${p.glyphs[symbol]} ` : "";
      label.append(input, `${glyph}${p.names[symbol]}`);
      group.append(label);
    }
    this.editor.brush = p.place[0];
  }

  /// The board at the chosen size: the old squares kept where they fit, or (`fresh`, and always
  /// for a puzzle with `freshOnResize`) the blank board of that size alone.
  resize(fresh = false) {
    const p = this.puzzle;
    const rows = this.rowsCount(), cols = this.colsCount();
    const min = p.minSide ?? 1;
    if (!(rows >= min && rows <= p.maxRows && cols >= min && cols <= p.maxCols)) {
      this.fail("load-error", `the size must be from ${min} to ${p.maxRows} rows and ${min} to ${p.maxCols} columns`);
      return;
    }
    const blank = p.blank(rows, cols, this.state);
    if (fresh || p.freshOnResize) return this.setBoard(blank);
    const old = this.state.board;
    const kept = blank.map((row, r) => [...row].map((s, c) =>
        (r < old.length && c < old[0].length && p.fixed(r, c) === null ? old[r][c] : s)).join(""));
    this.setBoard(kept);
  }

  fail(where, message) {
    $(where).textContent = message;
  }

  status(text) {
    $("status").textContent = text;
  }

  /// Runs a boardsolve call in the worker, with the page showing that it works; null if it was
  /// cancelled or failed (the reason shown in `errorBox`).
  async run(errorBox, fn, ...args) {
    $("cancel").disabled = false;
    $("solve").disabled = true;
    $(errorBox).textContent = "";
    this.status("Working…");
    try {
      return await this.client.call(fn, ...args);
    } catch (e) {
      this.status(e.cancelled ? "Cancelled." : "");
      if (!e.cancelled) this.fail(errorBox, `boardsolve stopped: ${e.message}`);
      return null;
    } finally {
      $("cancel").disabled = !this.client.busy;
      $("solve").disabled = this.client.busy;
    }
  }

  async generate() {
    const size = this.puzzle.square ? String(this.rowsCount()) : `${this.rowsCount()}x${this.colsCount()}`;
    const kind = $("kind").value;
    const r = await this.run("load-error", "gen", this.puzzle.name,
                             {seed: $("seed").value, size, kind, ...this.puzzle.genOptions?.(this.state)});
    if (!r) return;
    if (r.exitCode !== 0) return this.fail("load-error", r.err), this.status("");
    $("text").value = r.out;
    await this.load(r.out, "<stdin>");
    this.state.kind = kind;
    this.save();
  }

  /// Reads `text` as boardsolve does (its errors shown as the command line prints them), then
  /// takes its first case into the editor.
  async load(text, name) {
    const r = await this.run("load-error", "solve", this.puzzle.name, text,
                             {...this.puzzle.options(this.state), name, json: true});
    if (!r) return;
    this.status("");
    if (r.exitCode !== 0) return this.fail("load-error", r.err);
    this.cases = JSON.parse(r.out).cases;
    $("case-label").hidden = this.cases.length < 2;
    $("case").replaceChildren(...this.cases.map((_, i) => new Option(`${i + 1} of ${this.cases.length}`, String(i))));
    this.pickCase(0);
  }

  pickCase(index) {
    const c = this.cases[index];
    this.setBoard(c.board);
    if (this.puzzle.restore) {
      this.puzzle.restore(this, c);
      this.save();
    }
  }

  /// Solves the board in the editor: the answer as the command line prints it, the
  /// explanation of `show`, and the pictures of every step.
  /// Solves the board on the editor (a puzzle with its own analysis, pawn chess, runs that)
  /// and shows show --json --svg's case.
  async solve() {
    if (this.puzzle.analyse) return this.puzzle.analyse(this);
    const text = this.puzzle.toText(this.state.board, this.state);
    const options = this.puzzle.options(this.state);
    const drawn = await this.run("solve-error", "show", this.puzzle.name, text, {...options, json: true, svg: true});
    if (!drawn) return;
    if (drawn.exitCode !== 0) return this.fail("solve-error", drawn.err), this.status("");
    this.present(JSON.parse(drawn.out).cases[0]);
    if (!this.puzzle.textAnswers) return;
    const answer = await this.run("solve-error", "solve", this.puzzle.name, text, options);
    const shown = answer && (await this.run("solve-error", "show", this.puzzle.name, text, options));
    this.status("");
    $("answer-text").textContent = answer ? answer.out + answer.err : "";
    $("show-text").textContent = shown ? shown.out + shown.err : "";
  }

  /// Shows `current`, a case of show --json --svg: the summary, the puzzle's own part, the
  /// pictures step by step and the library's explanations.
  present(current) {
    this.current = current;
    this.state.solve = "";
    this.save();
    $("result").hidden = false;
    $("summary").textContent = this.puzzle.summary(this.current);
    if (this.puzzle.render) this.puzzle.render(this, this.current);
    const svg = this.current.svg;
    const solved = this.puzzle.solved(this.current);
    this.stepper.load(solved ? [svg.solution, ...svg.steps] : [svg.solution]);
    $("stepper").querySelector(".stepper").hidden = !solved || svg.steps.length === 0;
    $("steps-heading").textContent = solved ? "Step by step" : "Why not";
    $("explanation").open = !solved;
    $("certificate-box").hidden = !svg.certificate;
    $("certificate").innerHTML = svg.certificate ?? "";
    // The library's own words under its pictures: why no fewer moves do, or why none does.
    $("certificate-text").textContent = described(svg.certificate);
    $("why-text").textContent = solved ? "" : described(svg.solution);
    $("why-text").hidden = solved || !$("why-text").textContent;
    if (this.puzzle.explained) this.puzzle.explained(this, this.current);
    this.status("");
  }
}
