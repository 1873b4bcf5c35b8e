// Cubist's page bootstrap: window.Cubist, the solver's JavaScript API.
//
// The Go program (cubist.wasm) is compiled once and handed to a pool of Web
// Workers (worker.js, started by pool.js, which loads first). A search is split into jobs by the solver itself;
// the pool hands the jobs out to idle workers, adds up their counts, and
// streams progress and solutions to the caller.
//
//   await Cubist.ready
//   await Cubist.count(puzzle, {signal, onProgress, workers})
//     -> {puzzle, solutions, distinct, distinct_mirror, nodes, seconds, complete}
//   await Cubist.solve(puzzle, {limit, keep, every, disassemble, signal, onProgress, onSolution, workers})
//     -> {puzzle, solutions: [...], found, complete, counts, fraction, reason, notes, nodes, seconds}
//   With disassemble: true (count takes it too), the counts have a
//   disassemble object, {solutions, distinct, distinct_mirror, max_level},
//   counting the solutions that come apart, as `cubist solve --disassemble`
//   prints it; and each solution has a disassembly: {apart, gave_up,
//   positions, level, moves, separations, stuck, plan: [{pieces, by, out}]}.
//   A search stopped by its signal, or by a limit, resolves with what it
//   found so far and complete: false; its counts are partial.
//   Solutions come in the solver's own order, the same for any number of
//   workers; onSolution(solution, index) is called for each kept one.
//   await Cubist.mirrorFixes(puzzle) -> names of pieces whose mirror image makes it solvable
//   await Cubist.readFile(bytes, name) -> {puzzle, warnings}; Cubist.writeFile(puzzle, kind) -> bytes
//   await Cubist.shareCode(puzzle) -> code; Cubist.canonical(puzzle or code) -> JSON text
//   await Cubist.stl(puzzle, {size, clearance}) -> {data: zip bytes, warnings}
//   These last run on the page's thread, and do not wait behind a search.
//
// puzzle is a puzzle object in the canonical JSON format, or a share code.
"use strict";
(function () {
  const MAX_WORKERS = 16;
  // By default one core is left to the page, so that it keeps drawing and
  // taking input at full speed during a long solve.
  let workerCount = Math.max(1, Math.min((navigator.hardwareConcurrency || 2) - 1, 8));

  const { modulePromise, getSlots } = window.CubistPool;

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
    const text = typeof puzzle === "string" ? puzzle : JSON.stringify(puzzle);
    const n = Math.max(1, Math.min(opts.workers || workerCount, MAX_WORKERS));
    const pool = await getSlots(n);
    if (signal && signal.aborted) throw abortError();
    let plan = lastPlan.plan;
    if (lastPlan.text !== text) {
      // Preparing a big search takes a while; a stop meanwhile ends it
      // at once, with nothing found.
      const stopped = new Promise((resolve) => signal && signal.addEventListener("abort", () => resolve(null), { once: true }));
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
    const apart = opts.disassemble ? { solutions: 0, distinct: 0, mirror: 0, mirrorNull: false, level: 0 } : null;
    // addApart adds a worker's counts of solutions that come apart to sum.
    const addApart = (sum, d) => {
      if (!sum || !d) return;
      sum.solutions += d.solutions;
      sum.distinct += d.distinct;
      sum.level = Math.max(sum.level, d.max_level);
      if (d.distinct_mirror === null) sum.mirrorNull = true;
      else sum.mirror += d.distinct_mirror;
    };
    const apartCounts = (sum) => sum && {
      solutions: sum.solutions, distinct: sum.distinct,
      distinct_mirror: sum.mirrorNull ? null : sum.mirror, max_level: sum.level,
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
        const request = { puzzle: plan.canonical, first, count: size, emit, limit, keep: Math.max(1, keep), disassemble: !!apart };
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

  // local runs cubist.wasm once on the page's thread, for quick work that
  // must not wait behind a search (files, share codes, STL files) and for
  // drawing embedded puzzles; on the app's page, started with role "app",
  // the same instance runs the editor. It resolves to the instance's
  // cubistWorker; the instance also defines cubistEmbed. wasm_exec.js must
  // be loaded: its Go class is taken from window.CubistGo, where embed.js
  // keeps it apart from a host page's own, or else from window.Go.
  let localInstance = null;
  let localMemory = null;
  function local(role) {
    if (!localInstance) {
      localInstance = modulePromise.then(async (module) => {
        const go = new (window.CubistGo || window.Go)();
        go.argv = ["cubist", role || "page"];
        const instance = await WebAssembly.instantiate(module, go.importObject);
        localMemory = instance.exports.mem;
        go.run(instance);
        if (!window.cubistWorker || !window.cubistEmbed) throw new Error("the solver did not start");
        return window.cubistWorker;
      });
    }
    return localInstance;
  }

  // callLocal calls a function of the page's own solver instance, turning
  // an {error} result into a rejection.
  async function callLocal(name, ...args) {
    const w = await local();
    const r = w[name](...args);
    if (r && r.error !== undefined) throw new Error(r.error);
    return r;
  }

  const Cubist = {
    ready: modulePromise.then(() => getSlots(1)).then(() => true),

    // module is the compiled cubist.wasm, which the workers run, and
    // local on the page's thread.
    module: modulePromise,

    // count resolves to exactly what `cubist solve --count --json` prints.
    async count(puzzle, opts) {
      const r = await search(puzzle, opts, "none");
      return r.counts;
    },

    // solve resolves to the solutions found (the first `keep`, 1000 by
    // default), one per class under rotation unless opts.every is set.
    async solve(puzzle, opts) {
      opts = opts || {};
      const r = await search(puzzle, opts, opts.every ? "all" : "distinct");
      return {
        puzzle: r.plan.puzzle,
        solutions: r.kept,
        found: r.found,
        complete: r.complete,
        counts: r.counts,
        fraction: r.fraction,
        reason: r.plan.reason,
        notes: r.plan.notes,
        nodes: r.counts.nodes,
        seconds: r.counts.seconds,
      };
    },

    // mirrorFixes resolves, for a puzzle with no solution, to the names of
    // the pieces whose mirror image would make it solvable.
    async mirrorFixes(puzzle) {
      const text = typeof puzzle === "string" ? puzzle : JSON.stringify(puzzle);
      return exclusive(async () => {
        const [slot] = await getSlots(1);
        const r = await slot.call("mirrorFixes", { puzzle: text });
        return r.pieces;
      });
    },

    // readFile reads a puzzle file of any format Cubist knows (bytes as a
    // Uint8Array, or text), by the name's extension or else its content,
    // and resolves to {puzzle: canonical JSON text, warnings}.
    async readFile(data, name) {
      const bytes = typeof data === "string" ? new TextEncoder().encode(data) : data;
      return callLocal("readFile", bytes, name || "");
    },

    // writeFile resolves to the puzzle as a file of a kind: "json", "txt",
    // "xmpuzzle" (BurrTools, gzipped) or "xml", as a Uint8Array.
    async writeFile(puzzle, kind) {
      return (await callLocal("writeFile", puzzle, kind)).data;
    },

    // shareCode resolves to the puzzle's share code, for links: #p=CODE.
    async shareCode(puzzle) {
      return (await callLocal("shareCode", puzzle)).code;
    },

    // canonical resolves to the puzzle, or the puzzle of a share code, as
    // canonical JSON text.
    async canonical(puzzle) {
      return (await callLocal("canonical", puzzle)).puzzle;
    },

    // stl resolves to {data: a zip of one STL file per piece, warnings}.
    // size is the cube size in millimetres (20 by default), clearance how
    // far each face is moved in (0.1 by default).
    async stl(puzzle, opts) {
      opts = opts || {};
      const size = opts.size === undefined ? 20 : opts.size;
      const clearance = opts.clearance === undefined ? 0.1 : opts.clearance;
      return callLocal("stl", puzzle, size, clearance);
    },

    // local(role) resolves to the program running on the page's thread;
    // the embed draws puzzles with it, and the app's page starts it with
    // role "app" to run the editor.
    local,

    // workers is the size of the worker pool used by default.
    get workers() {
      return workerCount;
    },
    set workers(n) {
      workerCount = Math.max(1, Math.min(Math.floor(n) || 1, MAX_WORKERS));
    },

    // stop ends every running search's workers at once; the searches
    // reject. Searches after it start new workers.
    stop() {
      window.CubistPool.stopAll();
    },

    debug: {
      // failWorker makes one worker fail, to check that searches report it.
      failWorker(i) {
        const s = window.CubistPool.live()[i || 0];
        if (s) s.worker.postMessage({ type: "fail" });
      },
      // memory resolves to the bytes of WebAssembly memory the program
      // holds on the page's thread and in each live worker.
      async memory() {
        const workers = await Promise.all(window.CubistPool.live().map((s) => s.call("memory", {})));
        return { page: localMemory ? localMemory.buffer.byteLength : 0, workers };
      },
    },
  };

  window.Cubist = Cubist;
})();
