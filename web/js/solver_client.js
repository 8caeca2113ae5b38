// The page's side of the solver thread (worker.js): calls that return promises, progress
// lines as they come, and cancel, which ends the thread at once and starts a fresh one.

export class SolverClient {
  /// onProgress(text): a line the library wrote on stderr during the current call.
  constructor(onProgress = () => {}) {
    this.onProgress = onProgress;
    this.pending = new Map();
    this.nextId = 1;
    this.start();
  }

  start() {
    this.worker = new Worker(new URL("../worker.js", import.meta.url), {type: "module"});
    this.worker.onmessage = ({data}) => {
      const call = this.pending.get(data.id);
      if (!call) return;
      if (data.progress !== undefined) return this.onProgress(data.progress);
      this.pending.delete(data.id);
      if (data.error !== undefined) call.reject(new Error(data.error));
      else call.resolve(data.result);
    };
    this.worker.onerror = (event) => {
      event.preventDefault();
      this.failAll(new Error(event.message || "the solver stopped"));
      this.start();
    };
  }

  /// Runs boardsolve's `fn` ("solve", "show", "gen", "verify", "puzzles") with `args`.
  call(fn, ...args) {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, {resolve, reject});
      this.worker.postMessage({id, fn, args});
    });
  }

  /// Whether a call is under way.
  get busy() {
    return this.pending.size > 0;
  }

  /// Stops every call under way (they reject with a "cancelled" error) and starts afresh.
  cancel() {
    this.worker.terminate();
    const error = new Error("cancelled");
    error.cancelled = true;
    this.failAll(error);
    this.start();
  }

  failAll(error) {
    for (const call of this.pending.values()) call.reject(error);
    this.pending.clear();
  }
}
