// Cubist's worker pool: cubist.wasm compiled once, and the Web Workers
// (worker.js) that run it, each a Slot that matches replies to calls.
// cubist.js, loaded after this file, builds window.Cubist on it.
"use strict";
(function () {
  const base = (document.currentScript && document.currentScript.src) || location.href;
  const url = (name) => new URL(name, base).href;

  const compile = (name) => WebAssembly.compileStreaming
    ? WebAssembly.compileStreaming(fetch(url(name)))
    : fetch(url(name)).then((r) => r.arrayBuffer()).then((b) => WebAssembly.compile(b));
  const modulePromise = compile("cubist.wasm");
  // Taking puzzles apart with turns, and the design search, each need a
  // program of their own, cubist-turns.wasm and cubist-design.wasm,
  // fetched the first time they are asked for: a first visit does without.
  const modules = { "": modulePromise };

  // newWorker starts worker.js. A page on another site (a blog post with
  // an embedded puzzle) may not start a worker from Cubist's address, so
  // there the worker is a small script of the page's own that loads it.
  function newWorker() {
    const script = url("worker.js");
    if (new URL(script).origin === location.origin) return new Worker(script);
    const boot = "self.CUBIST_BASE = " + JSON.stringify(url(".")) + "; importScripts(" + JSON.stringify(script) + ");";
    return new Worker(URL.createObjectURL(new Blob([boot], { type: "text/javascript" })));
  }

  // counted notes the programs whose first worker has counted the Soma
  // cube (worker.js), or that have searched: the engine optimises a
  // program's hot code for all its workers at once, so later workers start
  // without. A program other than cubist.wasm counts as its first worker
  // starts, for the search that asked for it; cubist.wasm's first worker
  // starts with the page, and counts at the person's first move of the
  // mouse, key or touch (intent, below): a page opened to solve at once
  // (#...&solve) searches on cold code rather than wait for the count, and
  // a page nobody uses spends nothing on it.
  const counted = {};
  let intent = false;
  const intents = ["pointermove", "pointerdown", "keydown", "wheel"];
  function onIntent() {
    for (const type of intents) removeEventListener(type, onIntent, true);
    intent = true;
    if (counted[""]) return;
    const slot = (slots[""] || []).find((s) => !s.dead);
    if (!slot) return; // the program is still compiling: its first worker counts as it starts
    counted[""] = true;
    slot.worker.postMessage({ type: "warmUp" });
  }
  for (const type of intents) addEventListener(type, onIntent, { capture: true, passive: true });

  // Slot is one worker of a program and the calls waiting on it.
  class Slot {
    constructor(module, program) {
      this.pending = new Map();
      this.nextId = 1;
      this.dead = false;
      this.worker = newWorker();
      this.ready = new Promise((resolve, reject) => {
        this.onReady = resolve;
        this.onStartFail = reject;
      });
      this.worker.onmessage = (e) => this.receive(e.data);
      this.worker.onerror = (e) => {
        e.preventDefault();
        this.fail(e.message || "unknown error");
      };
      this.program = program;
      const warmUp = !counted[program] && (program !== "" || intent);
      this.worker.postMessage({ type: "init", module, warmUp });
      if (warmUp) counted[program] = true;
    }

    receive(m) {
      if (m.type === "ready") return this.onReady();
      if (m.type === "crash") return this.fail(m.error);
      const call = this.pending.get(m.id);
      if (!call) return;
      if (m.type === "result" || m.type === "error") {
        this.pending.delete(m.id);
        if (m.type === "result") call.resolve(m.value);
        else call.reject(new Error(m.error));
      } else if (call.onEvent) {
        call.onEvent(m.type, m.payload);
      }
    }

    call(type, fields, onEvent) {
      counted[this.program] = true;
      return new Promise((resolve, reject) => {
        if (this.dead) return reject(new Error("a solver worker crashed"));
        const id = this.nextId++;
        this.pending.set(id, { resolve, reject, onEvent });
        this.worker.postMessage(Object.assign({ type, id }, fields));
      });
    }

    fail(message) {
      if (this.dead) return;
      this.dead = true;
      this.worker.terminate();
      const err = new Error("a solver worker crashed: " + message);
      this.onStartFail(err);
      for (const call of this.pending.values()) call.reject(err);
      this.pending.clear();
    }

    terminate() {
      this.dead = true;
      this.worker.terminate();
      const err = new Error("stopped");
      for (const call of this.pending.values()) call.reject(err);
      this.pending.clear();
    }
  }

  // slots keeps each program's workers, by its name ("" for cubist.wasm).
  const slots = { "": [] };
  const all = () => [].concat(...Object.values(slots));

  // warmUps keeps each program's warm-up, once a visit: its worker, and
  // its state: "compiling", "running", "done" (its time was up),
  // "stopped" (a search asked for the program's workers) or "failed".
  const warmUps = {};

  // warm starts a worker of a program, hidden from the pool, that runs one
  // call of the given type and fields for some seconds and is then
  // stopped: the engine first runs a program's code as it compiled it
  // quickly, and optimises the functions that run hot, for every worker
  // of the program at once, as they run. The first search that asks for
  // the program's workers stops the warm-up at once, so that it never
  // takes a core from real work.
  function warm(program, type, fields, seconds) {
    if (program in warmUps) return;
    const w = (warmUps[program] = { state: "compiling", slot: null });
    if (!modules[program]) modules[program] = compile("cubist-" + program + ".wasm");
    modules[program].then((module) => {
      if (w.state !== "compiling") return;
      w.state = "running";
      w.slot = new Slot(module, program);
      const end = (state) => {
        if (w.state !== "running") return;
        w.state = state;
        w.slot.terminate();
      };
      w.slot.ready.then(() => w.slot.call(type, fields)).then(() => end("done"), () => end("failed"));
      setTimeout(() => end("done"), seconds * 1000);
    }, () => { w.state = "failed"; });
  }

  // unwarm stops a program's warm-up, or keeps one from starting.
  function unwarm(program) {
    const w = warmUps[program] || (warmUps[program] = { state: "stopped", slot: null });
    if (w.state !== "compiling" && w.state !== "running") return;
    w.state = "stopped";
    if (w.slot) w.slot.terminate();
  }

  // getSlots resolves to n ready workers of a program: "" for cubist.wasm,
  // "turns" for the one that takes puzzles apart with turns, "design" for
  // the one that designs.
  async function getSlots(n, program) {
    program = program || "";
    if (n > 0) unwarm(program);
    if (!modules[program]) modules[program] = compile("cubist-" + program + ".wasm");
    const module = await modules[program];
    const list = (slots[program] || []).filter((s) => !s.dead);
    while (list.length < n) list.push(new Slot(module, program));
    slots[program] = list;
    const use = list.slice(0, n);
    await Promise.all(use.map((s) => s.ready));
    return use;
  }

  window.CubistPool = {
    // modulePromise resolves to the compiled cubist.wasm.
    modulePromise,
    // getSlots resolves to n ready workers, starting those missing.
    getSlots,
    // warm(program, type, fields, seconds) warms a program up once a
    // visit, with one call run on a hidden worker.
    warm,
    // warmUps gives the state of each program's warm-up (see warmUps).
    warmUps: () => Object.fromEntries(Object.entries(warmUps).map(([p, w]) => [p, w.state])),
    // counted tells, by program, whether its workers have counted the
    // Soma cube to warm up or have searched (see counted).
    counted: () => Object.assign({}, counted),
    // live lists the workers that have not crashed or been stopped.
    live: () => all().filter((s) => !s.dead),
    // stopAll ends every worker at once; later calls start new ones.
    stopAll() {
      for (const p of Object.keys(warmUps)) unwarm(p);
      for (const s of all()) s.terminate();
    },
  };
})();
