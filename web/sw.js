// Keeps one release of the game's files, so that after one visit the game
// starts without the network (online play excepted: it needs the server).
//
// .ci/web-build writes this release's version and every file's SHA-256
// below. A release is taken whole or not at all: installing fetches every
// file afresh, checks each against its digest, and fails (keeping the old
// release) if any differs, as when the server is caught mid-deploy. The
// new release waits until the page asks it to take over (its "Reload"),
// so a page never runs on a mix of old and new files.

const VERSION = "dev";
const FILES = [];
const CACHE = `tictactoe-${VERSION}`;
// Files fetched only when the game asks for them (the fonts for names in
// other scripts): kept once fetched, by digest, across releases.
const LATER = [];
const LATER_CACHE = "tictactoe-later";
const laterKey = ([path, digest]) => `${path}?sha256=${digest}`;

function hex(buffer) {
  return [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      for (const [path, digest] of FILES) {
        const response = await fetch(path, { cache: "reload" });
        if (!response.ok) throw new Error(`${path}: ${response.status}`);
        const body = await response.clone().arrayBuffer();
        const got = hex(await crypto.subtle.digest("SHA-256", body));
        if (got !== digest) throw new Error(`${path} is not from release ${VERSION}`);
        await cache.put(path, response);
      }
    })().catch(async (error) => {
      await caches.delete(CACHE);
      throw error;
    }),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith("tictactoe-") && name !== CACHE && name !== LATER_CACHE) await caches.delete(name);
      }
      if (await caches.has(LATER_CACHE)) {
        const later = await caches.open(LATER_CACHE);
        const wanted = new Set(LATER.map((file) => new URL(laterKey(file), self.registration.scope).href));
        for (const request of await later.keys()) {
          if (!wanted.has(request.url)) await later.delete(request);
        }
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("message", (event) => {
  if (event.data === "take over") self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  const scope = new URL(self.registration.scope);
  if (request.method !== "GET" || url.origin !== scope.origin || !url.pathname.startsWith(scope.pathname)) {
    return;
  }
  // The page itself, whatever its query (a room link is "/?room=…").
  const path = request.mode === "navigate" ? "index.html" : url.pathname.slice(scope.pathname.length);
  const later = LATER.find(([file]) => file === path);
  if (later) {
    event.respondWith(fetchOnce(request, later));
    return;
  }
  if (!FILES.some(([file]) => file === path)) return;
  event.respondWith(
    (async () => {
      const kept = await (await caches.open(CACHE)).match(path);
      return kept ?? fetch(request);
    })(),
  );
});

// A file of LATER: the kept copy, else the network's, kept if it is the
// one this release names.
async function fetchOnce(request, file) {
  const cache = await caches.open(LATER_CACHE);
  const key = laterKey(file);
  const kept = await cache.match(key);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) {
    const body = await response.clone().arrayBuffer();
    if (hex(await crypto.subtle.digest("SHA-256", body)) === file[1]) await cache.put(key, response.clone());
  }
  return response;
}
