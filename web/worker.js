// The playground's solver thread: runs the boardsolve module's functions off the page's
// thread, so that a long search never freezes the page. Messages in: {id, fn, args};
// messages out: {id, progress} for each line the library writes on stderr while it works
// (pawnchess's progress lines), then {id, result} or {id, error}. Cancelling is the page's
// business: it terminates this worker and starts another.
import * as boardsolve from "./boardsolve.mjs";

const functions = {
  solve: boardsolve.solve,
  show: boardsolve.show,
  gen: boardsolve.gen,
  verify: boardsolve.verify,
  puzzles: boardsolve.puzzles,
  playState: boardsolve.playState,
  bestMove: boardsolve.bestMove,
  solveFrom: boardsolve.solveFrom,
  pawnchessAnalysis: boardsolve.pawnchessAnalysis,
};

self.onmessage = async ({data: {id, fn, args}}) => {
  try {
    const call = functions[fn];
    if (!call) throw new Error(`no function '${fn}'`);
    const last = args.length - 1;
    if (last >= 0 && args[last] && typeof args[last] == "object" && !Array.isArray(args[last]))
      args[last] = {...args[last], onStderr: (text) => self.postMessage({id, progress: text})};
    self.postMessage({id, result: await call(...args)});
  } catch (e) {
    self.postMessage({id, error: String(e && e.message ? e.message : e)});
  }
};
