// Cubist's embed: a <cubist-puzzle> element for blog posts and other pages.
//
//   <script src="https://…/cubist/embed.js" defer></script>
//   <cubist-puzzle example="soma" solve solution="3" build height="320"></cubist-puzzle>
//
// The puzzle comes from one of: example="name", src="file.json|.txt|.xmpuzzle",
// share="share code", or the puzzle written inside the element (JSON or
// the text format, best inside <script type="text/plain">).
//   solve         solve when shown, and show the solution asked for
//   solution="N"  which solution to show, from 1
//   build         offer building the solution step by step
//   disassemble   check that each solution comes apart, say how, and offer
//                 taking it apart move by move
//   turns         with disassemble: pieces may turn too, a quarter or a
//                 half, where solid cubes with sharp edges clear each other
//   height="N"    the 3D view's height in CSS pixels (320 by default)
//   from-hash     read p=CODE, s=N, solve, build, disassemble and turns
//                 from the page address (embed.html, the frame form,
//                 uses it)
// Changing an attribute later shows the puzzle again as it now says.
//
// Each element draws inside its own shadow root, so that neither the
// page's styles nor its own leak across. Nothing is loaded until an
// element comes near the screen; then every element on the page shares
// one compiled cubist.wasm and one pool of workers (cubist.js).
"use strict";
(function () {
  if (window.customElements.get("cubist-puzzle")) return;
  const script = document.currentScript;
  const base = new URL(".", (script && script.src) || location.href);
  const url = (name) => new URL(name, base).href;

  const STYLE = `
:host { display: block; box-sizing: border-box; max-width: 100%;
  border: 1px solid #8886; border-radius: 8px; padding: 8px; margin: 1em 0;
  font: 15px/1.4 system-ui, sans-serif; color: #1a202c; background: #fff; text-align: left; }
:host([hidden]) { display: none; }
* { box-sizing: border-box; }
.shell { display: flex; flex-direction: column; height: 100%; }
.head { display: flex; gap: 8px; align-items: baseline; justify-content: space-between; margin: 0 2px 6px; }
.name { font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
a { color: #2b6cb0; font-size: 13px; white-space: nowrap; }
canvas { display: block; width: 100%; height: var(--height, 320px); flex: 1 1 auto; min-height: 120px;
  border-radius: 6px; background: #f5f7fa; touch-action: none; cursor: grab; }
canvas[hidden] { display: none; }
canvas:focus-visible { outline: 2px solid #2b6cb0; outline-offset: 2px; }
.bar { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; margin-top: 6px; }
button { font: inherit; font-size: 14px; margin: 0; padding: 3px 10px; border-radius: 4px;
  border: 1px solid #2b6cb0; background: #2b6cb0; color: #fff; cursor: pointer; }
button:disabled { opacity: 0.5; cursor: default; }
[hidden] { display: none !important; }
.pos { min-width: 4em; text-align: center; font-variant-numeric: tabular-nums; }
.status { margin: 6px 2px 0; min-height: 1.4em; font-size: 13px; color: #4a5568; }
`;
  const SHELL = `
<div class="head"><span class="name">Cubist puzzle</span><a class="open" target="_blank" rel="noopener">Open in Cubist</a></div>
<canvas class="view" aria-label="The puzzle in 3D: drag or use the arrow keys to turn it; press it, then use the wheel to zoom"></canvas>
<div class="bar">
  <button class="solve">Solve</button>
  <button class="prev" hidden aria-label="Previous solution">◀</button>
  <span class="pos" hidden></span>
  <button class="next" hidden aria-label="Next solution">▶</button>
  <button class="build" hidden disabled>Build it</button>
  <button class="apart" hidden disabled>Take it apart</button>
  <button class="step-prev" hidden aria-label="Take the last piece out">◀ Step</button>
  <button class="step-next" hidden aria-label="Place the next piece">Step ▶</button>
</div>
<p class="status" role="status">The puzzle loads when you scroll to it.</p>`;

  // loadScript adds a script of Cubist's unless the page has it already.
  function loadScript(name, present) {
    if (present()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const s = document.createElement("script");
      s.src = url(name);
      s.onload = resolve;
      s.onerror = () => reject(new Error("could not load " + name));
      document.head.appendChild(s);
    });
  }

  // loadGo loads Cubist's wasm_exec.js and keeps its Go class as
  // window.CubistGo, leaving window.Go as the host page had it: a page
  // running a Go program of its own keeps its own runtime, and ours does
  // not take its.
  function loadGo() {
    if (window.CubistGo) return Promise.resolve();
    const had = Object.prototype.hasOwnProperty.call(window, "Go");
    const hosts = window.Go;
    return new Promise((resolve, reject) => {
      const s = document.createElement("script");
      s.src = url("wasm_exec.js");
      s.onload = () => {
        window.CubistGo = window.Go;
        if (had) window.Go = hosts;
        else delete window.Go;
        resolve();
      };
      s.onerror = () => reject(new Error("could not load wasm_exec.js"));
      document.head.appendChild(s);
    });
  }

  // runtime loads the solver once for the whole page: the worker pool
  // (pool.js, search.js, cubist.js) and, on this thread, the same compiled module, which
  // defines cubistEmbed.
  let runtime = null;
  function loadRuntime() {
    if (!runtime) {
      runtime = (async () => {
        await loadGo();
        await loadScript("pool.js", () => !!window.CubistPool);
        await loadScript("search.js", () => !!window.CubistSearch);
        await loadScript("cubist.js", () => !!window.Cubist);
        await window.Cubist.local();
        return window.cubistEmbed;
      })();
    }
    return runtime;
  }

  const observer = new IntersectionObserver((entries) => {
    for (const e of entries) {
      if (e.isIntersecting) {
        observer.unobserve(e.target);
        if (e.target.shell.getAttribute("data-state") === "waiting") e.target.load();
      }
    }
  }, { rootMargin: "200px" });

  class CubistPuzzle extends HTMLElement {
    static get observedAttributes() {
      return ["example", "src", "share", "solve", "solution", "build", "disassemble", "turns", "height"];
    }

    connectedCallback() {
      if (!this.shadowRoot) {
        const style = document.createElement("style");
        style.textContent = STYLE;
        this.attachShadow({ mode: "open" }).append(style);
        this.fresh();
        if (this.hasAttribute("from-hash")) addEventListener("hashchange", () => this.changed());
      }
      observer.observe(this);
    }

    // An element taken out of the page stops its search, and starts again
    // from the beginning if it is put back.
    disconnectedCallback() {
      observer.unobserve(this);
      if (this.shell.getAttribute("data-state") !== "waiting") this.fresh();
    }

    // fresh puts a new, empty shell into the shadow root and stops the old
    // one's search; the old shell's code can then only write to itself.
    fresh() {
      const shell = document.createElement("div");
      shell.className = "shell";
      shell.setAttribute("data-state", "waiting");
      shell.innerHTML = SHELL;
      if (this.shell) this.shell.replaceWith(shell);
      else this.shadowRoot.append(shell);
      this.shell = shell;
      if (this.abort) this.abort.abort();
      this.abort = new AbortController();
      this.applyHeight();
    }

    applyHeight() {
      const height = parseInt(this.getAttribute("height"), 10);
      if (height > 0) this.shell.style.setProperty("--height", Math.min(height, 4000) + "px");
      else this.shell.style.removeProperty("--height");
    }

    attributeChangedCallback(name, old, value) {
      if (!this.shell || old === value) return;
      if (name === "height") return this.applyHeight();
      this.changed();
    }

    // changed shows the puzzle again after its attributes or, in the frame
    // form, the address changed; an element still waiting to be scrolled
    // to reads them when it loads.
    changed() {
      if (this.shell.getAttribute("data-state") === "waiting") return;
      this.fresh();
      this.load();
    }

    options() {
      const o = {
        example: this.getAttribute("example") || "",
        share: this.getAttribute("share") || "",
        src: this.getAttribute("src") || "",
        inline: "",
        solve: this.hasAttribute("solve"),
        build: this.hasAttribute("build"),
        disassemble: this.hasAttribute("disassemble"),
        turns: this.hasAttribute("turns"),
        solution: parseInt(this.getAttribute("solution"), 10) || 1,
        app: url("index.html"),
        signal: this.abort.signal,
      };
      // Text inside the element is its puzzle only when no other source
      // is named; otherwise it is what browsers without scripts show.
      if (!o.example && !o.share && !o.src) o.inline = this.textContent;
      if (this.hasAttribute("from-hash")) {
        const h = new URLSearchParams(location.hash.slice(1));
        o.share = h.get("p") || "";
        o.solution = parseInt(h.get("s"), 10) || o.solution;
        o.solve = o.solve || h.has("solve") || h.has("s");
        o.build = o.build || h.has("build");
        o.disassemble = o.disassemble || h.has("disassemble") || h.has("turns");
        o.turns = o.turns || h.has("turns");
        o.inline = "";
      }
      return o;
    }

    async load() {
      const status = this.shell.querySelector(".status");
      this.shell.setAttribute("data-state", "loading");
      status.textContent = "Loading…";
      try {
        const opts = this.options();
        const embed = await loadRuntime();
        if (opts.src) {
          const address = new URL(opts.src, document.baseURI).href;
          const r = await fetch(address);
          if (!r.ok) throw new Error("could not fetch " + opts.src + ": " + r.status + " " + r.statusText);
          opts.file = new Uint8Array(await r.arrayBuffer());
          opts.fileName = opts.src;
        }
        embed.mount(this.shell, opts);
      } catch (err) {
        this.shell.setAttribute("data-state", "error");
        status.textContent = "Cannot show this puzzle: " + (err && err.message || err);
      }
    }
  }

  customElements.define("cubist-puzzle", CubistPuzzle);
})();
