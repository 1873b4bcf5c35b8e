// Cubist solver worker: runs the Go solver (solver.wasm) off the page's
// thread. The page sends the compiled module once, then prepare and run
// requests; see wasm/api for what the Go side does.
"use strict";
// CUBIST_BASE is set when a page on another site started this worker.
importScripts((self.CUBIST_BASE || "") + "wasm_exec.js");

let ready = null;

// The worker counts the Soma cube once as soon as it starts. A page's first
// search otherwise pays for the solver's code running for the first time,
// 100 to 200 ms in Chromium, and the compiled module's code is shared by
// every worker, so the others start warm too.
const WARM_UP = JSON.stringify({
  name: "Soma cube",
  pieces: [
    { name: "V", cells: [[0, 0, 0], [1, 0, 0], [0, 1, 0]] },
    { name: "L", cells: [[0, 0, 0], [1, 0, 0], [2, 0, 0], [0, 1, 0]] },
    { name: "T", cells: [[0, 0, 0], [1, 0, 0], [2, 0, 0], [1, 1, 0]] },
    { name: "Z", cells: [[0, 0, 0], [1, 0, 0], [1, 1, 0], [2, 1, 0]] },
    { name: "A", cells: [[0, 0, 0], [1, 0, 0], [1, 1, 0], [1, 1, 1]] },
    { name: "B", cells: [[0, 0, 1], [1, 0, 1], [1, 1, 1], [1, 1, 0]] },
    { name: "P", cells: [[0, 0, 0], [1, 0, 0], [0, 1, 0], [0, 0, 1]] },
  ],
  target: { box: [3, 3, 3] },
});

function warmUp() {
  const plan = self.cubistWorker.prepare(WARM_UP);
  if (plan.error !== undefined) return;
  const request = { puzzle: plan.canonical, first: 0, count: plan.weights.length, emit: "distinct", limit: 0 };
  self.cubistWorker.run(request, () => {});
}

function start(module) {
  const go = new Go();
  return WebAssembly.instantiate(module, go.importObject).then((instance) => {
    go.run(instance).then(() => {
      postMessage({ type: "crash", error: "the solver stopped unexpectedly" });
    });
    if (!self.cubistWorker) {
      throw new Error("the solver did not start");
    }
  });
}

function reply(id, value) {
  if (value && value.error !== undefined) {
    postMessage({ type: "error", id, error: value.error });
  } else {
    postMessage({ type: "result", id, value });
  }
}

// Anything that goes wrong outside a Go call ends the worker's usefulness:
// tell the page rather than leave its search waiting.
addEventListener("unhandledrejection", (e) => {
  postMessage({ type: "crash", error: String((e.reason && e.reason.message) || e.reason) });
});

onmessage = (event) => {
  const m = event.data;
  if (m.type === "fail") {
    // Cubist.debug.failWorker: lets tests check that the page survives a
    // worker that dies.
    throw new Error("the worker was told to fail");
  }
  if (m.type === "init") {
    ready = start(m.module).then(
      () => {
        postMessage({ type: "ready" });
        warmUp();
      },
      (err) => postMessage({ type: "crash", error: String(err && err.message || err) }),
    );
    return;
  }
  ready.then(() => {
    if (m.type === "prepare") {
      reply(m.id, self.cubistWorker.prepare(m.puzzle));
    } else if (m.type === "mirrorFixes") {
      reply(m.id, self.cubistWorker.mirrorFixes(m.puzzle));
    } else if (m.type === "run") {
      const onEvent = (kind, payload) => postMessage({ type: kind, id: m.id, payload });
      reply(m.id, self.cubistWorker.run(m.request, onEvent));
    }
  });
};
