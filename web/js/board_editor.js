// The board editor: one button per square, in the puzzle's own symbols (the judge format's
// characters). A click or a key cycles a square through the puzzle's symbols; dragging paints
// the symbol of the first square touched; arrow keys move between squares (one tab stop for
// the whole board). Rows are strings, row 1 on top, as in the input formats.

export class BoardEditor {
  /// `puzzle`: {symbols, names, glyphs, fixed(r, c) -> symbol or null, dark(r, c)};
  /// onChange(rows) after every edit; onSquare(r, c) replaces editing when it returns true.
  constructor(element, puzzle, {onChange = () => {}, onSquare = () => false} = {}) {
    this.element = element;
    this.puzzle = puzzle;
    this.onChange = onChange;
    this.onSquare = onSquare;
    this.rows = [];
    this.focus = [0, 0];
    this.painting = null;
    element.setAttribute("role", "grid");
    element.addEventListener("keydown", (e) => this.key(e));
    window.addEventListener("pointerup", () => (this.painting = null));
  }

  /// Shows `rows` (strings of symbols), all of one length.
  set(rows) {
    this.rows = rows.slice();
    const cols = rows.length ? rows[0].length : 0;
    const cell = Math.max(18, Math.min(44, Math.floor(520 / Math.max(rows.length, cols, 1))));
    this.element.style.setProperty("--cell", `${cell}px`);
    this.element.style.gridTemplateColumns = `repeat(${cols}, var(--cell))`;
    this.element.replaceChildren();
    this.element.setAttribute("aria-rowcount", String(rows.length));
    this.element.setAttribute("aria-colcount", String(cols));
    this.focus = [Math.min(this.focus[0], rows.length - 1), Math.min(this.focus[1], cols - 1)];
    for (let r = 0; r < rows.length; ++r)
      for (let c = 0; c < cols; ++c) this.element.append(this.square(r, c));
    this.refresh();
  }

  square(r, c) {
    const button = document.createElement("button");
    button.type = "button";
    button.dataset.row = String(r + 1);
    button.dataset.col = String(c + 1);
    if (this.puzzle.dark(r, c)) button.classList.add("dark");
    button.addEventListener("pointerdown", (e) => {
      if (e.button !== 0) return;
      this.focus = [r, c];
      if (this.onSquare(r, c)) return;
      if (this.puzzle.fixed(r, c) !== null) return;
      this.painting = this.next(this.rows[r][c]);
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
    if (this.puzzle.fixed(r, c) === null) this.setSymbol(r, c, this.next(this.rows[r][c]));
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
    return this.element.children[r * this.rows[0].length + c];
  }

  refreshSquare(r, c) {
    const button = this.buttonAt(r, c);
    const symbol = this.rows[r][c];
    button.textContent = this.puzzle.glyphs[symbol] ?? "";
    button.dataset.symbol = symbol;
    button.setAttribute("aria-label", `row ${r + 1}, column ${c + 1}: ${this.puzzle.names[symbol]}`);
    button.tabIndex = r === this.focus[0] && c === this.focus[1] ? 0 : -1;
  }

  refresh() {
    for (let r = 0; r < this.rows.length; ++r)
      for (let c = 0; c < this.rows[r].length; ++c) this.refreshSquare(r, c);
  }

  /// Marks squares with a class (e.g. "selected", "target"); [] clears it.
  mark(className, squares) {
    for (const b of this.element.querySelectorAll(`.${className}`)) b.classList.remove(className);
    for (const [r, c] of squares) this.buttonAt(r, c)?.classList.add(className);
  }

  key(e) {
    const moves = {ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1]};
    const [r, c] = this.focus;
    if (moves[e.key]) {
      const [dr, dc] = moves[e.key];
      const nr = Math.max(0, Math.min(this.rows.length - 1, r + dr));
      const nc = Math.max(0, Math.min(this.rows[0].length - 1, c + dc));
      this.focus = [nr, nc];
      this.buttonAt(r, c).tabIndex = -1;
      const target = this.buttonAt(nr, nc);
      target.tabIndex = 0;
      target.focus();
      e.preventDefault();
      return;
    }
    const symbol = this.puzzle.keys?.[e.key];
    if (symbol !== undefined && this.puzzle.fixed(r, c) === null) {
      this.setSymbol(r, c, symbol);
      e.preventDefault();
    }
  }
}
