// Cubist solver worker: runs the Go program (cubist.wasm) off the page's
// thread. The page sends the compiled module once, then prepare and run
// requests; see wasm/api for what the Go side does.
"use strict";
// CUBIST_BASE is set when a page on another site started this worker.
importScripts((self.CUBIST_BASE || "") + "wasm_exec.js");

let ready = null;
let memory = null; // the program's linear memory

function start(module) {
  const go = new Go();
  go.argv = ["cubist", "worker"];
  return WebAssembly.instantiate(module, go.importObject).then((instance) => {
    memory = instance.exports.mem;
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
        // Counting the Soma cube once spares the page's first search the
        // cost of the solver's code running for the first time; the
        // compiled module's code is shared, so the page asks only a
        // program's first worker to: as it starts, or later with a
        // "warmUp" message (pool.js).
        if (m.warmUp) self.cubistWorker.warmUp();
      },
      (err) => postMessage({ type: "crash", error: String(err && err.message || err) }),
    );
    return;
  }
  ready.then(() => {
    if (m.type === "warmUp") {
      self.cubistWorker.warmUp();
    } else if (m.type === "prepare") {
      reply(m.id, self.cubistWorker.prepare(m.puzzle));
    } else if (m.type === "mirrorFixes") {
      reply(m.id, self.cubistWorker.mirrorFixes(m.puzzle));
    } else if (m.type === "memory") {
      reply(m.id, memory.buffer.byteLength);
    } else if (m.type === "design") {
      const onEvent = (kind, payload) => postMessage({ type: kind, id: m.id, payload });
      reply(m.id, self.cubistWorker.design(m.request, onEvent));
    } else if (m.type === "run") {
      const onEvent = (kind, payload) => postMessage({ type: kind, id: m.id, payload });
      reply(m.id, self.cubistWorker.run(m.request, onEvent));
    }
  });
};
