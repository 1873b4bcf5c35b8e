// Cubist's page bootstrap: window.Cubist, the solver's JavaScript API.
//
// The Go program (cubist.wasm) is compiled once and handed to a pool of Web
// Workers (worker.js, started by pool.js, which loads first); search.js
// runs searches on the pool, and this file is the API around them.
//
//   await Cubist.ready
//   await Cubist.count(puzzle, {signal, onProgress, workers})
//     -> {puzzle, solutions, distinct, distinct_mirror, nodes, seconds, complete}
//   await Cubist.solve(puzzle, {limit, keep, every, disassemble, rotations, bevel, signal, onProgress, onSolution, workers})
//     -> {puzzle, solutions: [...], found, complete, counts, fraction, reason, notes, nodes, seconds}
//   With disassemble: true (count takes it too), the counts have a
//   disassemble object, {solutions, distinct, distinct_mirror, max_level,
//   levels}, counting the solutions that come apart, as `cubist solve
//   --disassemble` prints it (levels: classes by BurrTools' notation, such
//   as {"3.5.16.6.4": 1}); and each solution has a disassembly: {apart,
//   gave_up, positions, level, moves, separations, notation, stuck, plan:
//   [{pieces, by, out, turn}]}, notation being the level in BurrTools'
//   notation. With rotations: true, groups of cubes may also turn, a
//   quarter or a half about an axis, where the solid cubes clear each
//   other (bevel: how much, in cube widths, a 45° bevel takes off each
//   face at the edges along the axis; 0 by default); a move that turns has
//   turn: {axis, quarters, through} and counts as one move.
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
  const { modulePromise, getSlots } = window.CubistPool;
  const CubistSearch = window.CubistSearch;
  const { search, exclusive } = CubistSearch;

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
    const r = await w[name](...args);
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
      const text = await CubistSearch.puzzleText(puzzle);
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
      return CubistSearch.workers;
    },
    set workers(n) {
      CubistSearch.workers = n;
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
