// How bench/web times the module's solve, in Node and in Chromium alike: each sample repeats
// solve until at least 20 ms have passed (a browser's clock is coarse: 0.1 ms in Chromium)
// and counts the mean of that sample; the figure is the median of the samples.
// bench/web/solve_timer.cpp times the native solve the same way.
export const sampleMs = 20;

export async function timeSolve(solve, puzzle, text, samples, options = {}) {
  const once = async () => {
    const r = await solve(puzzle, text, {...options, threads: 1});
    if (r.exitCode !== 0) throw new Error(r.err);
    return r;
  };
  const first = await once();  // loads the module; then one warm-up
  await once();
  const means = [];
  for (let s = 0; s < samples; ++s) {
    let count = 0;
    const start = performance.now();
    let elapsed = 0;
    do {
      await once();
      ++count;
      elapsed = performance.now() - start;
    } while (elapsed < sampleMs);
    means.push(elapsed / count);
  }
  means.sort((a, b) => a - b);
  return {puzzle, samples, median_ms: means[samples >> 1], min_ms: means[0],
          out_bytes: first.out.length};
}
