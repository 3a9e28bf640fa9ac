// The service worker: it keeps one version of the bundle on the device so
// the game starts without a network once it has been loaded. build.sh
// puts the bundle's version (a hash of every file it ships) and the
// wasm's version into this file, so a new build is a new worker.
//
// Updates: a new worker installs in the background (fetching the new
// files into a cache of its own) and then waits. It never calls
// skipWaiting and never reloads a page: the browser activates it when no
// page of the old version is left, so the next start uses it and no game
// in progress is ever swapped under the player. Online, the page itself
// is always asked of the network first, so a reload online already
// starts the newest version; its versioned files are other URLs, and the
// old worker passes them to the network.
"use strict";
const VERSION = "__BUNDLE_VERSION__";
const WASM_VERSION = "__WASM_VERSION__";
const CACHE = "aladdin-" + VERSION;
const FILES = [
  "./",
  "wasm_exec.js?v=" + WASM_VERSION,
  "aladdin.wasm?v=" + WASM_VERSION,
  "manifest.webmanifest",
  "icon-192.png",
  "icon-512.png",
  "icon-maskable-512.png",
  "apple-touch-icon.png",
];
// The loader reads this header to say the game comes from the device,
// not over the network.
const FROM_CACHE = "X-Aladdin-From-Cache";

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    await Promise.all(FILES.map(async (url) => {
      // A versioned file never changes under its URL: take it from an
      // older version's cache rather than fetching the wasm again.
      if (url.includes("?v=")) {
        const old = await caches.match(url, { ignoreVary: true });
        if (old) return cache.put(url, old);
      }
      // "no-cache": revalidate with the server, never an HTTP-cached page
      // of another version.
      const resp = await fetch(url, { cache: "no-cache" });
      if (!resp.ok) throw new Error(url + ": " + resp.status);
      return cache.put(url, resp);
    }));
  })());
});

self.addEventListener("activate", (event) => {
  // Only now, with no page of the old version open, is its cache freed.
  event.waitUntil((async () => {
    for (const key of await caches.keys()) {
      if (key.startsWith("aladdin-") && key !== CACHE) await caches.delete(key);
    }
  })());
});

async function fromCache(request) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(request, { ignoreVary: true });
  if (!hit) return null;
  const headers = new Headers(hit.headers);
  headers.set(FROM_CACHE, VERSION);
  return new Response(hit.body, { status: hit.status, statusText: hit.statusText, headers });
}

self.addEventListener("fetch", (event) => {
  const req = event.request;
  const url = new URL(req.url);
  if (req.method !== "GET" || url.origin !== self.location.origin) return;
  if (req.mode === "navigate") {
    // The page: the network's newest, else this version's copy.
    event.respondWith(fetch(req).catch(async (err) => {
      const page = await fromCache("./");
      if (page) return page;
      throw err;
    }));
    return;
  }
  // Everything else: this version's copy, else the network.
  event.respondWith(fromCache(req).then((hit) => hit || fetch(req)));
});
