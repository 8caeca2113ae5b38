// The rules of a Lights Out press under the board: the stencil (plus, cross, or any cells of
// the 3 x 3 around the pressed cell, as nine check boxes) and the topology (plane or torus).
// They live in the page address (stencil=plus|cross|nine symbols 0 and 1, topology=plane|torus),
// in the library's own names, and a change is a new board for the solver and the game.

const $ = (id) => document.getElementById(id);

const named = {plus: "010111010", cross: "010101010"};
const places = ["above left", "above", "above right", "left", "the pressed cell", "right",
                "below left", "below", "below right"];

/// The nine symbols of a stencil's name ("plus", "cross" or nine 0 and 1), or null.
function maskOf(name) {
  if (named[name]) return named[name];
  return /^[01]{9}$/.test(name ?? "") ? name : null;
}

export class StencilChoice {
  constructor(page) {
    this.page = page;
    $("stencil-controls").hidden = false;
    const grid = $("stencil-cells");
    this.boxes = places.map((place, i) => {
      const label = document.createElement("label");
      const box = document.createElement("input");
      box.type = "checkbox";
      box.dataset.bit = String(i);
      box.setAttribute("aria-label", place);
      box.addEventListener("change", () => this.changed(this.typedMask()));
      label.append(box);
      grid.append(label);
      return box;
    });
    $("stencil").addEventListener("change", () => {
      const mask = maskOf($("stencil").value);
      if (mask) this.changed(mask);
      else this.boxes[0].focus();  // "any": the boxes say which cells
    });
    $("topology").addEventListener("change", () => this.changed(this.mask));
  }

  /// The rules of `source` (the address, or a case the library read), plus on the plane if none.
  restore(source) {
    this.show(maskOf(source.stencil) ?? named.plus, source.topology === "torus" ? "torus" : "plane");
    this.write();
  }

  show(mask, topology) {
    this.mask = mask;
    this.boxes.forEach((box, i) => (box.checked = mask[i] === "1"));
    $("stencil").value = Object.keys(named).find((n) => named[n] === mask) ?? "custom";
    $("topology").value = topology;
  }

  typedMask() {
    return this.boxes.map((box) => (box.checked ? "1" : "0")).join("");
  }

  /// The stencil's name as the library writes it.
  get name() {
    return Object.keys(named).find((n) => named[n] === this.mask) ?? this.mask;
  }

  write() {
    this.page.state.stencil = this.name;
    this.page.state.topology = $("topology").value;
  }

  changed(mask) {
    this.show(mask, $("topology").value);
    this.write();
    this.page.setBoard(this.page.state.board);  // forgets the answer; a game starts afresh
  }

  /// What a press toggles, in words.
  words() {
    const wrap = $("topology").value === "torus" ? ", across the edges (a torus)" : "";
    if (this.name === "plus") return `the cell and its four neighbours${wrap}`;
    if (this.name === "cross") return `its four neighbours, not itself${wrap}`;
    const cells = places.filter((_, i) => this.mask[i] === "1");
    return cells.length ? `${cells.join(", ")}${wrap}` : "nothing (no cell of the stencil is chosen)";
  }
}
