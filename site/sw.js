// Cubist's service worker: keeps every file the page needs, so that after
// one visit Cubist loads and solves with no network; the icons and the
// programs with turns and with design once they have been fetched (LATER). The embed's own files
// (embed.js, embed.html) are not fetched ahead: a first visit of the page
// does not need them, and a page that embeds a puzzle fetches them itself. Each build has its own
// cache, named by version.js; a new build waits until the page asks it to
// take over ("reload for the new version"), then removes the old cache.
"use strict";
importScripts("version.js");

const CACHE = "cubist-" + self.CUBIST_VERSION;
const FILES = [
  "index.html",
  "style.css",
  "pool.js",
  "search.js",
  "design.js",
  "cubist.js",
  "worker.js",
  "wasm_exec.js",
  "cubist.wasm",
  "version.js",
  "manifest.webmanifest",
];

// Kept the first time they are fetched, not ahead: a first visit needs
// neither the icons, which only installing the app asks for, nor the
// programs that take puzzles apart with turns and that design.
const LATER = ["icon-192.png", "icon-512.png", "cubist-turns.wasm", "cubist-design.wasm"];

// Some servers answer index.html with a redirect to the folder; a
// redirected response cannot answer a page load, so keep a plain copy.
async function plain(response) {
  if (!response.redirected) return response;
  const body = await response.blob();
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
}

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    await Promise.all(FILES.map(async (file) => {
      // "no-cache" asks the server whether the copy the page just
      // downloaded is still current: the answer is a short 304, not the
      // file again.
      const response = await fetch(new Request(file, { cache: "no-cache" }));
      if (!response.ok) throw new Error(file + ": " + response.status);
      await cache.put(file, await plain(response));
    }));
    // The folder's address serves the same page: one download for both.
    await cache.put("./", await cache.match("index.html"));
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith("cubist-") && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("message", (event) => {
  if (event.data === "take-over") self.skipWaiting();
});

// Files come from this build's cache first; anything else from the network.
self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== location.origin) return;
  const later = LATER.includes(new URL(request.url).pathname.split("/").pop());
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    const hit = await cache.match(request, { ignoreSearch: true });
    if (hit) return hit;
    const response = await fetch(request);
    if (later && response.ok) await cache.put(request, response.clone());
    return response;
  })());
});
