// The board editor: an ARIA grid of rows of cells, one button per square, in the puzzle's own
// symbols (the judge format's characters). A click places the chosen symbol (the brush), or
// with none chosen cycles a square through the puzzle's symbols; a key sets its symbol;
// dragging paints the symbol of the first square touched; arrow keys, Home and End (with Ctrl:
// the first and last square) move between squares, one tab stop for the whole board (a roving
// tabindex). Rows are strings, row 1 on top, as in the input formats.

export class BoardEditor {
  /// `puzzle`: {symbols, names, glyphs, fixed(r, c) -> symbol or null, dark(r, c),
  /// coordinates(r, c, rows)? -> {rank, file} (the square's names, drawn and spoken)};
  /// onChange(rows) after every edit; onSquare(r, c) replaces editing when it returns true.
  constructor(element, puzzle, {onChange = () => {}, onSquare = () => false} = {}) {
    this.element = element;
    this.puzzle = puzzle;
    this.onChange = onChange;
    this.onSquare = onSquare;
    this.rows = [];
    this.buttons = [];  // buttons[r][c]
    this.marks = {};    // className -> what a screen reader hears of it, from mark()
    this.focus = [0, 0];
    this.painting = null;
    this.locked = false;  // true in play mode: the keys that set a square do nothing
    this.brush = null;    // the symbol a click places, or null: a click cycles the symbols
    element.setAttribute("role", "grid");
    element.addEventListener("keydown", (e) => this.key(e));
    window.addEventListener("pointerup", () => (this.painting = null));
  }

  /// Shows `rows` (strings of symbols), all of one length.
  set(rows) {
    const focused = this.element.contains(document.activeElement);
    this.rows = rows.slice();
    const cols = rows.length ? rows[0].length : 0;
    const cell = Math.max(18, Math.min(44, Math.floor(520 / Math.max(rows.length, cols, 1))));
    this.element.style.setProperty("--cell", `${cell}px`);
    this.element.style.setProperty("--cols", String(Math.max(cols, 1)));
    this.element.setAttribute("aria-rowcount", String(rows.length));
    this.element.setAttribute("aria-colcount", String(cols));
    this.focus = [Math.max(0, Math.min(this.focus[0], rows.length - 1)), Math.max(0, Math.min(this.focus[1], cols - 1))];
    this.buttons = rows.map((_, r) => Array.from({length: cols}, (_, c) => this.square(r, c)));
    this.element.replaceChildren(...this.buttons.map((buttons, r) => {
      const row = document.createElement("div");
      row.setAttribute("role", "row");
      row.setAttribute("aria-rowindex", String(r + 1));
      row.append(...buttons.map((button, c) => {
        const cell = document.createElement("div");
        cell.setAttribute("role", "gridcell");
        cell.setAttribute("aria-colindex", String(c + 1));
        cell.append(button);
        return cell;
      }));
      return row;
    }));
    this.refresh();
    if (focused && rows.length) this.buttonAt(...this.focus).focus();  // a move played from the keyboard
  }

  square(r, c) {
    const button = document.createElement("button");
    button.type = "button";
    button.dataset.row = String(r + 1);
    button.dataset.col = String(c + 1);
    if (this.puzzle.dark(r, c)) button.classList.add("dark");
    // Coordinates as a chess board has them, inside the squares: ranks down the first column,
    // files along the last row (drawn by the style sheet from these attributes).
    const names = this.puzzle.coordinates?.(r, c, this.rows.length);
    if (names && c === 0) button.dataset.rank = names.rank;
    if (names && r === this.rows.length - 1) button.dataset.file = names.file;
    button.addEventListener("pointerdown", (e) => {
      if (e.button !== 0) return;
      this.moveFocus(r, c, false);
      if (this.onSquare(r, c)) return;
      if (this.puzzle.fixed(r, c) !== null) return;
      this.painting = this.brush ?? this.next(this.rows[r][c]);
      this.paint(r, c);
      button.releasePointerCapture?.(e.pointerId);
    });
    button.addEventListener("pointerenter", () => {
      if (this.painting !== null && this.puzzle.fixed(r, c) === null) this.paint(r, c);
    });
    button.addEventListener("click", (e) => {
      if (e.detail === 0) this.activate(r, c);  // Enter or Space on a focused square
    });
    return button;
  }

  next(symbol) {
    const s = this.puzzle.symbols;
    return s[(s.indexOf(symbol) + 1) % s.length];
  }

  activate(r, c) {
    if (this.onSquare(r, c)) return;
    if (this.puzzle.fixed(r, c) === null) this.setSymbol(r, c, this.brush ?? this.next(this.rows[r][c]));
  }

  paint(r, c) {
    if (this.rows[r][c] !== this.painting) this.setSymbol(r, c, this.painting);
  }

  setSymbol(r, c, symbol) {
    const row = this.rows[r];
    this.rows[r] = row.slice(0, c) + symbol + row.slice(c + 1);
    this.refreshSquare(r, c);
    this.onChange(this.rows.slice());
  }

  buttonAt(r, c) {
    return this.buttons[r]?.[c];
  }

  refreshSquare(r, c) {
    const button = this.buttonAt(r, c);
    const symbol = this.rows[r][c];
    button.textContent = this.puzzle.glyphs[symbol] ?? "";
    button.dataset.symbol = symbol;
    const marks = Object.keys(this.marks).filter((m) => button.classList.contains(m)).map((m) => `, ${this.marks[m]}`);
    const names = this.puzzle.coordinates?.(r, c, this.rows.length);
    const where = names ? `${names.file}${names.rank}` : `row ${r + 1}, column ${c + 1}`;
    button.setAttribute("aria-label", `${where}: ${this.puzzle.names[symbol]}${marks.join("")}`);
    button.tabIndex = r === this.focus[0] && c === this.focus[1] ? 0 : -1;
  }

  refresh() {
    for (let r = 0; r < this.rows.length; ++r)
      for (let c = 0; c < this.rows[r].length; ++c) this.refreshSquare(r, c);
  }

  /// Marks squares with a class (e.g. "selected", "target"), which a screen reader hears as
  /// `spoken` after the square's name; [] clears it.
  mark(className, squares, spoken = undefined) {
    this.marks[className] = spoken ?? this.marks[className] ?? className;
    const changed = [...this.element.querySelectorAll(`.${className}`)];
    for (const b of changed) b.classList.remove(className);
    for (const [r, c] of squares) {
      const b = this.buttonAt(r, c);
      if (b) b.classList.add(className), changed.push(b);
    }
    for (const b of changed) this.refreshSquare(Number(b.dataset.row) - 1, Number(b.dataset.col) - 1);
  }

  /// Makes square (r, c) the board's one tab stop, and focuses it if `focus`.
  moveFocus(r, c, focus = true) {
    this.buttonAt(...this.focus)?.setAttribute("tabindex", "-1");
    this.focus = [r, c];
    const target = this.buttonAt(r, c);
    target.tabIndex = 0;
    if (focus) target.focus();
  }

  key(e) {
    if (!this.rows.length) return;
    const [r, c] = this.focus;
    const last = [this.rows.length - 1, this.rows[0].length - 1];
    const moves = {
      ArrowUp: [r - 1, c], ArrowDown: [r + 1, c], ArrowLeft: [r, c - 1], ArrowRight: [r, c + 1],
      Home: e.ctrlKey ? [0, 0] : [r, 0], End: e.ctrlKey ? last : [r, last[1]],
    };
    if (moves[e.key]) {
      const [nr, nc] = moves[e.key];
      this.moveFocus(Math.max(0, Math.min(last[0], nr)), Math.max(0, Math.min(last[1], nc)));
      e.preventDefault();
      return;
    }
    const symbol = this.puzzle.keys?.[e.key];
    if (symbol !== undefined && !this.locked && this.puzzle.fixed(r, c) === null) {
      this.setSymbol(r, c, symbol);
      e.preventDefault();
    }
  }
}
