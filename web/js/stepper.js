// Steps through the pictures of a solution: back, forward, play and a slider, and the keys
// Home, End, Left and Right on the controls. Frame k is the board after k moves; the
// pictures are the library's SVG, shown as they come.

export class Stepper {
  /// `root` holds the controls (data-step="first|back|play|forward|last", input[type=range],
  /// .step-label) and a .picture for the SVG; label(k, count) names frame k.
  constructor(root, label) {
    this.root = root;
    this.label = label;
    this.frames = [];
    this.index = 0;
    this.timer = null;
    this.picture = root.querySelector(".picture");
    this.slider = root.querySelector("input[type=range]");
    this.caption = root.querySelector(".step-label");
    this.playButton = root.querySelector("[data-step=play]");
    const actions = {
      first: () => this.go(0),
      back: () => this.go(this.index - 1),
      forward: () => this.go(this.index + 1),
      last: () => this.go(this.frames.length - 1),
      play: () => this.toggle(),
    };
    for (const [name, action] of Object.entries(actions))
      root.querySelector(`[data-step=${name}]`).addEventListener("click", action);
    this.slider.addEventListener("input", () => this.go(Number(this.slider.value)));
    root.addEventListener("keydown", (e) => {
      if (e.target.tagName === "INPUT") return;
      const keys = {ArrowLeft: actions.back, ArrowRight: actions.forward, Home: actions.first, End: actions.last};
      if (keys[e.key]) {
        keys[e.key]();
        e.preventDefault();
      }
    });
  }

  /// Shows `frames` (SVG texts), from frame `start`.
  load(frames, start = 0) {
    this.stop();
    this.frames = frames;
    this.slider.max = String(Math.max(0, frames.length - 1));
    this.root.hidden = frames.length === 0;
    this.go(start);
  }

  go(k) {
    if (!this.frames.length) return;
    this.index = Math.max(0, Math.min(this.frames.length - 1, k));
    this.picture.innerHTML = this.frames[this.index];
    this.picture.source = this.frames[this.index];  // the library's bytes, for tests
    this.slider.value = String(this.index);
    this.caption.textContent = this.label(this.index, this.frames.length - 1);
    for (const name of ["first", "back"])
      this.root.querySelector(`[data-step=${name}]`).disabled = this.index === 0;
    for (const name of ["forward", "last"])
      this.root.querySelector(`[data-step=${name}]`).disabled = this.index === this.frames.length - 1;
    if (this.index === this.frames.length - 1) this.stop();
  }

  toggle() {
    if (this.timer) return this.stop();
    if (this.index === this.frames.length - 1) this.go(0);
    this.timer = setInterval(() => this.go(this.index + 1), 700);
    this.playButton.textContent = "Pause";
    this.playButton.setAttribute("aria-pressed", "true");
  }

  stop() {
    clearInterval(this.timer);
    this.timer = null;
    this.playButton.textContent = "Play";
    this.playButton.setAttribute("aria-pressed", "false");
  }
}
