// Service worker: precache every file of the site on install, then serve
// from the cache first, so that after one visit the site works offline.
// It reports precache progress to the open pages, which show it as
// "fetching the runtime". A new build changes sw-assets.js (its cache name is
// a content hash), so the browser installs the new worker and re-precaches.
importScripts("./sw-assets.js"); // self.ASSET_LIST, self.ASSET_BYTES, self.CACHE_NAME

const CACHE = self.CACHE_NAME;

async function tell(message) {
  const clients = await self.clients.matchAll({ includeUncontrolled: true, type: "window" });
  for (const c of clients) c.postMessage(message);
}

async function precache() {
  const cache = await caches.open(CACHE);
  const total = Object.values(self.ASSET_BYTES).reduce((a, b) => a + b, 0);
  let done = 0;
  let lastTold = 0;
  // A few files at a time: progress stays smooth and the big wasm does not wait behind small files.
  const queue = [...self.ASSET_LIST];
  async function worker() {
    while (queue.length) {
      const url = queue.shift();
      const cached = await cache.match(url);
      if (!cached) {
        const resp = await fetch(url, { cache: "no-cache" });
        if (!resp.ok) throw new Error(`could not fetch ${url}: HTTP ${resp.status}`);
        await cache.put(url, resp);
      }
      done += self.ASSET_BYTES[url] || 0;
      const now = Date.now();
      if (now - lastTold > 100 || !queue.length) {
        lastTold = now;
        tell({ type: "precache-progress", done, total });
      }
    }
  }
  await Promise.all([worker(), worker(), worker(), worker()]);
  await tell({ type: "precache-progress", done: total, total });
}

self.addEventListener("install", (event) => {
  event.waitUntil(precache().then(() => self.skipWaiting()).catch((err) => {
    tell({ type: "precache-error", message: String(err) });
    throw err;
  }));
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    const names = await caches.keys();
    await Promise.all(names.filter((n) => n.startsWith("pygame-") && n !== CACHE).map((n) => caches.delete(n)));
    await self.clients.claim();
  })());
});

self.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  if (url.origin !== self.location.origin || event.request.method !== "GET") return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    const scope = new URL(self.registration.scope);
    let path = "./" + url.pathname.slice(scope.pathname.length);
    if (path === "./") path = "./index.html";
    const hit = (await cache.match(path)) || (await cache.match(event.request, { ignoreSearch: true }));
    if (hit) return hit;
    return fetch(event.request);
  })());
});
