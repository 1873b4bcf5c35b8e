// Cubist's searches on the worker pool: window.CubistSearch, which
// cubist.js builds window.Cubist's count and solve on. It loads after
// pool.js. A search is split into jobs by the solver itself; the pool's
// idle workers take the jobs in turn, their counts are added up, and
// progress and solutions stream to the caller in the solver's own order.
"use strict";
(function () {
  const MAX_WORKERS = 16;
  // By default one core is left to the page, so that it keeps drawing and
  // taking input at full speed during a long solve.
  let workerCount = Math.max(1, Math.min((navigator.hardwareConcurrency || 2) - 1, 8));

  const { getSlots } = window.CubistPool;

  // The plan of the last puzzle searched: searching it again, with the
  // same text, needs no round trip to prepare it. Workers compile a puzzle
  // they have not seen from the plan's canonical text.
  let lastPlan = { text: null, plan: null };

  function abortError() {
    return new DOMException("the search was cancelled", "AbortError");
  }

  // One search at a time uses the pool; later ones wait their turn.
  let queue = Promise.resolve();
  function exclusive(task) {
    const run = queue.then(task, task);
    queue = run.then(() => {}, () => {});
    return run;
  }

  // puzzleText turns a puzzle into the JSON text the workers read: an
  // object as JSON, and a share code through Cubist.canonical, on the
  // page's thread, which unpacks it with the browser's streams.
  async function puzzleText(puzzle) {
    if (typeof puzzle !== "string") return JSON.stringify(puzzle);
    if (puzzle.trim().startsWith("{")) return puzzle;
    return window.Cubist.canonical(puzzle);
  }

  // search runs a whole search and resolves to its totals and solutions.
  function search(puzzle, opts, emit) {
    opts = opts || {};
    return exclusive(() => runSearch(puzzle, opts, emit));
  }

  // stoppedBeforeStart is the result of a search stopped while it was
  // being prepared: nothing found, and not complete.
  function stoppedBeforeStart(text, started) {
    let name = "";
    try { name = JSON.parse(text).name || ""; } catch (e) { /* a share code */ }
    const counts = {
      puzzle: name, solutions: 0, distinct: 0, distinct_mirror: null, nodes: 0,
      seconds: (performance.now() - started) / 1000, complete: false,
    };
    return { plan: { puzzle: name, reason: "", notes: [] }, counts, complete: false, kept: [], found: 0, fraction: 0 };
  }

  async function runSearch(puzzle, opts, emit) {
    const signal = opts.signal;
    if (signal && signal.aborted) throw abortError();
    const started = performance.now();
    const text = await puzzleText(puzzle);
    const n = Math.max(1, Math.min(opts.workers || workerCount, MAX_WORKERS));
    const turns = !!(opts.disassemble && opts.rotations);
    // Starting workers, and preparing a big search, take a while; a stop
    // meanwhile ends it at once, with nothing found. Workers still
    // starting go on, for the next search.
    const stopped = new Promise((resolve) => signal && signal.addEventListener("abort", () => resolve(null), { once: true }));
    const pool = await Promise.race([getSlots(n, turns ? "turns" : ""), stopped]);
    if (pool === null || (signal && signal.aborted)) return stoppedBeforeStart(text, started);
    let plan = lastPlan.plan;
    if (lastPlan.text !== text) {
      plan = await Promise.race([pool[0].call("prepare", { puzzle: text }), stopped]);
      if (plan === null) {
        for (const s of pool) s.terminate();
        return stoppedBeforeStart(text, started);
      }
      lastPlan = { text, plan };
    }
    const limit = opts.limit || 0;
    const keep = opts.keep === undefined ? 1000 : opts.keep;
    const totals = { solutions: 0, distinct: 0, mirror: 0, mirrorNull: false, nodes: plan.splitNodes };
    const apart = opts.disassemble ? { solutions: 0, distinct: 0, mirror: 0, mirrorNull: false, level: 0, levels: {} } : null;
    // addApart adds a worker's counts of solutions that come apart to sum.
    const addApart = (sum, d) => {
      if (!sum || !d) return;
      sum.solutions += d.solutions;
      sum.distinct += d.distinct;
      sum.level = Math.max(sum.level, d.max_level);
      for (const [k, n] of Object.entries(d.levels || {})) sum.levels[k] = (sum.levels[k] || 0) + n;
      if (d.distinct_mirror === null) sum.mirrorNull = true;
      else sum.mirror += d.distinct_mirror;
    };
    const apartCounts = (sum) => sum && {
      solutions: sum.solutions, distinct: sum.distinct,
      distinct_mirror: sum.mirrorNull ? null : sum.mirror, max_level: sum.level,
      levels: { ...sum.levels },
    };
    const kept = [];
    let found = 0;
    // Solutions are handed out in the order of the solver's jobs, whatever
    // the number of workers, so that "solution 17" is the same on every
    // machine. A chunk of jobs streams its solutions once every chunk
    // before it is done; until then it holds them. No more than `keep` are
    // held or kept in all: past that, the last in order are only counted,
    // as they could never be kept.
    const chunks = []; // in job order: {done, held: [], more: 0}
    let head = 0; // the first chunk not yet done
    let held = 0; // solutions held, in all chunks
    let nextJob = 0;
    let running = 0;
    let weightLeft = plan.weights.reduce((a, b) => a + b, 0); // not yet handed out
    let doneWeight = 1 - weightLeft;
    const current = new Map(); // slot -> {weight, progress}

    return new Promise((resolve, reject) => {
      let finished = false;
      const seconds = () => (performance.now() - started) / 1000;

      const progress = () => {
        let fraction = doneWeight, nodes = totals.nodes, sols = totals.solutions, distinct = totals.distinct;
        for (const c of current.values()) {
          fraction += c.weight * c.progress.fraction;
          nodes += c.progress.nodes;
          sols += c.progress.solutions;
          distinct += c.progress.distinct;
        }
        let mirror = totals.mirrorNull ? null : totals.mirror;
        for (const c of current.values()) {
          if (c.progress.distinct_mirror === null) mirror = null;
          else if (mirror !== null) mirror += c.progress.distinct_mirror || 0;
        }
        const out = { nodes, fraction: Math.min(1, fraction), solutions: sols, distinct, distinct_mirror: mirror, found, seconds: seconds() };
        if (apart) {
          const sum = Object.assign({}, apart);
          for (const c of current.values()) addApart(sum, c.progress.disassemble);
          out.disassemble = apartCounts(sum);
        }
        return out;
      };
      const tick = () => opts.onProgress && opts.onProgress(progress());
      const timer = setInterval(tick, 150);

      const stopWorkers = () => {
        for (const s of pool) s.terminate();
      };
      // A search stopped by its signal ends with what was found so far,
      // marked as not complete.
      const onAbort = () => {
        stopWorkers();
        finish(null, false);
      };
      if (signal) {
        // A stop that came while the search was being prepared counts too.
        if (signal.aborted) return onAbort();
        signal.addEventListener("abort", onAbort);
      }

      function finish(err, complete) {
        if (finished) return;
        finished = true;
        clearInterval(timer);
        if (signal) signal.removeEventListener("abort", onAbort);
        if (err) return reject(err);
        // Unfinished chunks count as far as their last report: a stopped
        // search's counts are those found so far.
        const now = progress();
        const counts = {
          puzzle: plan.puzzle,
          solutions: now.solutions,
          distinct: now.distinct,
          distinct_mirror: now.distinct_mirror,
          nodes: now.nodes,
          seconds: now.seconds,
          complete,
        };
        if (apart) counts.disassemble = now.disassemble;
        current.clear();
        if (opts.onProgress) opts.onProgress(Object.assign(now, complete ? { fraction: 1 } : {}));
        resolve({ plan, counts, complete, kept, found, fraction: now.fraction });
      }

      // release hands out the next solution in order, as the JSON text a
      // worker sent; a null one was only counted.
      function release(text) {
        if (finished) return;
        found++;
        if (text && kept.length < keep) {
          const solution = JSON.parse(text);
          kept.push(solution);
          if (opts.onSolution) opts.onSolution(solution, found - 1);
        }
        if (limit > 0 && found >= limit) {
          stopWorkers();
          finish(null, false);
        }
      }

      // advance moves the head past finished chunks, handing out what each
      // new head holds.
      function advance() {
        while (head < chunks.length) {
          const c = chunks[head];
          held -= c.held.length;
          for (const sol of c.held) release(sol);
          for (; c.more > 0; c.more--) release(null);
          c.held = [];
          if (!c.done) return;
          head++;
        }
      }

      // hold keeps a solution of a chunk behind the head, dropping the last
      // held ones in order while more than `keep` would be held or kept.
      function hold(chunk, solution) {
        let before = kept.length;
        for (let i = head; chunks[i] !== chunk; i++) before += chunks[i].held.length;
        if (chunk.more > 0 || before + chunk.held.length >= keep) {
          chunk.more++;
          return;
        }
        chunk.held.push(solution);
        held++;
        for (let i = chunks.length - 1; i > head && kept.length + held > keep; i--) {
          const c = chunks[i];
          for (; c.held.length > 0 && kept.length + held > keep; held--) {
            c.held.pop();
            c.more++;
          }
        }
      }

      function onEvent(slot, chunk) {
        return (kind, payload) => {
          if (finished) return;
          if (kind === "progress") {
            current.get(slot).progress = payload;
          } else if (kind === "solution") {
            chunk.sent++;
            if (chunk === chunks[head]) release(payload);
            else hold(chunk, payload);
          }
        };
      }

      function dispatch(slot) {
        if (finished) return;
        if (nextJob >= plan.weights.length) {
          if (running === 0) finish(null, true);
          return;
        }
        // Guided scheduling: a chunk is about half of each worker's share
        // of the weight still to hand out, so there are few round trips
        // early and even endings late. The weights are the solver's
        // estimates of each job's share of the tree, and the first jobs
        // often hold most of it: chunks of equal numbers of jobs left one
        // worker with most of the 8x8 pentomino search. One worker takes
        // everything at once: progress comes from inside a chunk.
        const left = plan.weights.length - nextJob;
        const first = nextJob;
        let size = left;
        if (pool.length > 1) {
          const target = weightLeft / (2 * pool.length);
          let acc = 0;
          for (size = 0; size < left && (size === 0 || acc + plan.weights[first + size] <= target); size++) {
            acc += plan.weights[first + size];
          }
        }
        let weight = 0;
        for (let j = first; j < first + size; j++) weight += plan.weights[j];
        weightLeft -= weight;
        nextJob += size;
        running++;
        current.set(slot, { weight, progress: { nodes: 0, fraction: 0, solutions: 0, distinct: 0 } });
        // A chunk need not send more solutions than are kept in all: its
        // later ones come after those, and could only be counted. Nor
        // need it find more than the limit: by the time it is done, that
        // many are found.
        const request = { puzzle: plan.canonical, first, count: size, emit, limit, keep: Math.max(1, keep), disassemble: !!apart, rotations: turns, bevel: opts.bevel || 0 };
        const chunk = { done: false, held: [], more: 0, sent: 0 };
        chunks.push(chunk);
        slot.call("run", { request }, onEvent(slot, chunk)).then((res) => {
          if (finished) return;
          chunk.done = true;
          chunk.more += res.emitted - chunk.sent; // found, and not sent
          running--;
          current.delete(slot);
          doneWeight += weight;
          totals.solutions += res.solutions;
          totals.distinct += res.distinct;
          totals.nodes += res.nodes;
          if (res.distinct_mirror === null) totals.mirrorNull = true;
          else totals.mirror += res.distinct_mirror;
          addApart(apart, res.disassemble);
          advance(); // may reach the limit, and finish
          if (finished) return;
          dispatch(slot);
        }, (err) => {
          stopWorkers();
          finish(err);
        });
      }

      if (plan.weights.length === 0) return finish(null, true);
      for (const slot of pool) dispatch(slot);
    });
  }

  window.CubistSearch = {
    search,
    exclusive,
    puzzleText,
    // workers is the size of the worker pool a search uses by default.
    get workers() {
      return workerCount;
    },
    set workers(n) {
      workerCount = Math.max(1, Math.min(Math.floor(n) || 1, MAX_WORKERS));
    },
  };
})();
