// Cubist's design search on the worker pool: Cubist.design, added to
// window.Cubist (cubist.js loads first).
//
//   await Cubist.design(puzzle, {seconds, seed, minLevel, holes, minSize, maxSize,
//                                pieces, box, workers, signal, onVariant, onProgress})
//     -> {tried, seconds, met, stopped, usedUp}
//
// Each worker runs one chain of variants of the puzzle (wasm/api's
// DesignRequest: the same seed, a chain of its own), so that the same seed
// and workers try the same variants as `cubist design --seed`. Variants
// stream to onVariant(text) as each worker finds them: a variant as JSON
// text ({puzzle, solutions, distinct, distinct_mirror, classes,
// comes_apart, level, moves, changed, solution}). onProgress({tried,
// seconds}) gives the variants tried by all workers. The search ends when a
// worker meets the goal, when the seconds are up, or on the signal; the
// workers are then stopped, and later searches start new ones. It ends
// early, usedUp, once every worker has tried all the variants it can reach.
// With pieces (2 or more) it designs from nothing: the puzzle's target, or
// the box "XxYxZ" given as box (puzzle is then left aside), is cut at random by
// the seed into that many pieces, and the search starts from the cut.
//
//   Cubist.warmDesign(seconds)
//
// fetches and compiles the design program, and runs a short hidden search
// on it (for seconds, warmSeconds by default, or until the first design
// starts; once a visit), so that the
// first design of a visit runs optimised code from its start. The Design
// panel calls it when it opens.
"use strict";
(function () {
  const { getSlots } = window.CubistPool;
  const { exclusive } = window.CubistSearch;

  async function design(puzzle, opts) {
    opts = opts || {};
    const text = opts.box ? "" : await window.CubistSearch.puzzleText(puzzle);
    const seconds = opts.seconds === undefined ? 60 : opts.seconds;
    if (!(seconds > 0)) throw new Error("give the time to search, more than 0 seconds");
    const signal = opts.signal;
    return exclusive(async () => {
      const started = performance.now();
      const n = Math.max(1, Math.min(opts.workers || window.CubistSearch.workers, 16));
      const pool = await getSlots(n, "design");
      const tried = new Array(n).fill(0);
      let ended = null;
      const end = new Promise((resolve) => { ended = resolve; });
      const timer = setTimeout(() => ended({ met: false, stopped: false }), seconds * 1000);
      const onAbort = () => ended({ met: false, stopped: true });
      if (signal) {
        if (signal.aborted) onAbort();
        signal.addEventListener("abort", onAbort, { once: true });
      }
      let running = n;
      let usedUp = 0;
      let failure = null;
      pool.forEach((slot, chain) => {
        const request = {
          puzzle: text, seed: opts.seed || 1, chain,
          min_level: opts.minLevel || 0, holes: opts.holes || 0, min_size: opts.minSize || 0, max_size: opts.maxSize || 0,
          pieces: opts.pieces || 0, box: opts.box || "",
        };
        const onEvent = (kind, payload) => {
          if (kind === "variant" && opts.onVariant) opts.onVariant(payload);
          if (kind === "progress") {
            tried[chain] = payload.tried;
            if (opts.onProgress) {
              opts.onProgress({ tried: tried.reduce((a, b) => a + b, 0), seconds: (performance.now() - started) / 1000 });
            }
          }
        };
        slot.call("design", { request }, onEvent).then(
          (r) => {
            tried[chain] = r.tried;
            running--;
            if (r.used_up) usedUp++;
            if (r.met || running === 0) ended({ met: r.met, stopped: false });
          },
          (err) => {
            failure = failure || err;
            running--;
            ended({ met: false, stopped: false });
          },
        );
      });
      const how = await end;
      clearTimeout(timer);
      if (signal) signal.removeEventListener("abort", onAbort);
      // The workers still searching are stopped; the next search starts
      // new ones.
      for (const s of pool) s.terminate();
      if (failure && !how.met && !how.stopped && failure.message !== "stopped") throw failure;
      return {
        tried: tried.reduce((a, b) => a + b, 0),
        seconds: (performance.now() - started) / 1000,
        met: how.met,
        stopped: how.stopped,
        usedUp: !how.met && !how.stopped && usedUp === n,
      };
    });
  }

  // warmSeconds is how long warmDesign's search runs. Measured on a
  // 2-core machine, the page's first short design took 2.4 s after a
  // 0.5 s search on another box, and 1.5 s, the time of later designs,
  // after 1.5 s of such searches.
  const warmSeconds = 1.5;

  // warmRequest designs from a box of a shape designers seldom ask for,
  // at a level it never meets, so that it runs its whole time.
  const warmRequest = {
    puzzle: "", box: "4x4x3", pieces: 5, seed: 1, chain: 0, min_level: 99, holes: 1, min_size: 0, max_size: 0,
  };

  window.Cubist.design = design;
  window.Cubist.warmDesign = (seconds) =>
    window.CubistPool.warm("design", "design", { request: warmRequest }, seconds || warmSeconds);
})();
