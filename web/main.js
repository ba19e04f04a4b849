// Starts the game, or explains why it cannot run here. Whatever stops it
// (no WebGL2, its files failing to load, a failure after it started) takes
// the loading screen down and says why: the page never waits for ever.
// Once the game runs, a service worker keeps its files for offline play.

// winit leaves the start-up call by throwing this on purpose.
const CONTROL_FLOW = "Using exceptions for control flow";

// The wasm's size in bytes, written here by .ci/web-build (the download may
// be compressed, so its Content-Length says less).
const WASM_BYTES = 0;

function progress(text) {
  const line = document.getElementById("progress");
  if (line) line.textContent = text;
}

// The wasm, counted as it arrives, for the progress line.
async function fetchCounted(url) {
  const response = await fetch(url);
  if (!response.ok || !response.body || !WASM_BYTES || typeof TransformStream !== "function") {
    return response;
  }
  let loaded = 0;
  let shown = -1;
  const counted = response.body.pipeThrough(
    new TransformStream({
      transform(chunk, controller) {
        loaded += chunk.byteLength;
        const percent = Math.min(99, Math.floor((100 * loaded) / WASM_BYTES));
        if (percent !== shown) {
          shown = percent;
          progress(pageWords("page-loading-percent", { percent }));
        }
        controller.enqueue(chunk);
      },
      flush() {
        progress(pageWords("page-starting"));
      },
    }),
  );
  return new Response(counted, { headers: { "Content-Type": "application/wasm" } });
}

function hasWebGL2() {
  try {
    return !!document.createElement("canvas").getContext("webgl2");
  } catch {
    return false;
  }
}

function showFallback(message, heading) {
  document.getElementById("loading")?.remove();
  const fallback = document.getElementById("fallback");
  if (message) fallback.querySelector("p").textContent = message;
  if (heading) fallback.querySelector("h2").textContent = heading;
  fallback.hidden = false;
  document.body.dataset.failed = "true";
}

function describe(error) {
  const text = error instanceof Error ? error.message || error.name : String(error);
  // A WebAssembly trap: the game stopped itself on an internal error.
  if (/^(RuntimeError: )?unreachable/.test(text)) return pageWords("page-internal-error");
  return text || pageWords("page-unknown-error");
}

function failed(error) {
  if (String(error).includes(CONTROL_FLOW)) return false;
  const started = document.body.dataset.ready === "true";
  showFallback(
    started
      ? pageWords("page-stopped", { reason: describe(error) })
      : pageWords("page-not-started", { reason: describe(error) }),
    pageWords(started ? "page-stopped-heading" : "page-no-webgl-heading"),
  );
  return true;
}

// A failure after start-up (a lost GPU adapter, a panic) arrives here.
window.addEventListener("error", (event) => {
  if (failed(event.error ?? event.message)) event.preventDefault();
});
window.addEventListener("unhandledrejection", (event) => {
  if (failed(event.reason)) event.preventDefault();
});

async function start() {
  if (!hasWebGL2()) {
    showFallback();
    return;
  }
  let init;
  try {
    ({ default: init } = await import("./tictactoe.js"));
  } catch (error) {
    showFallback(pageWords("page-not-loaded", { reason: describe(error) }));
    return;
  }
  performance.mark("tictactoe: wasm requested");
  try {
    await init({ module_or_path: fetchCounted(new URL("tictactoe_bg.wasm", import.meta.url)) });
  } catch (error) {
    performance.mark("tictactoe: running");
    if (!failed(error)) {
      document.getElementById("game").focus();
    }
    return;
  }
  document.getElementById("game").focus();
}

// Keeps the game's files for the next visit, offline too. A new release
// is fetched whole in the background; the page then offers to reload into
// it (never a mix of old and new files).
async function keepForOffline() {
  if (!("serviceWorker" in navigator) || !window.isSecureContext) return;
  let registration;
  try {
    registration = await navigator.serviceWorker.register("sw.js");
  } catch (error) {
    console.warn(`Offline play is not available: ${describe(error)}`);
    return;
  }
  // A browser may refuse workers without saying why (a policy, a test).
  if (!registration) return;
  const offer = (worker) => {
    const bar = document.getElementById("update");
    if (!bar || !navigator.serviceWorker.controller) return;
    bar.hidden = false;
    document.getElementById("reload").onclick = () => {
      navigator.serviceWorker.addEventListener("controllerchange", () => location.reload());
      worker.postMessage("take over");
    };
  };
  if (registration.waiting) offer(registration.waiting);
  registration.addEventListener("updatefound", () => {
    const worker = registration.installing;
    worker?.addEventListener("statechange", () => {
      if (worker.state === "installed") offer(worker);
    });
  });
  // A page left open for days still hears of a release.
  setInterval(() => registration.update().catch(() => {}), 60 * 60 * 1000);
}

start();

// Once the game has drawn (it marks the page ready), so that keeping its
// files never competes with starting it.
new MutationObserver((_, observer) => {
  if (document.body.dataset.ready === "true") {
    observer.disconnect();
    // Never a reason to stop the game: offline play is extra.
    setTimeout(() => keepForOffline().catch((error) => console.warn(`Offline play is not available: ${describe(error)}`)), 1000);
  }
}).observe(document.body, { attributes: true, attributeFilter: ["data-ready"] });
