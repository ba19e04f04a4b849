// A benchmark, not a test: how long the built page takes from navigation to
// the game's first frame in headless Chromium (software WebGL), as the
// median of ten loads, each in a fresh browser context (empty cache).
//
// The page itself notes the moment: the game marks the page ready at the
// end of its first frame, and a MutationObserver reads the page's clock
// (milliseconds since navigation began) as that frame's work ends. Playwright
// notices the mark later, once the page's main thread is free of the next
// frames (software WebGL draws one in about 0.3 s here): that figure is
// printed too, as "seen by the driver".
//
//   TICTACTOE_WEB_DIR=<built page> TICTACTOE_SERVER=<tictactoe-server> \
//     node web/tests/first-frame.mjs [loads]
// Prints one line per load (the first frame, and when the wasm finished
// downloading), then the median; writes them to $TICTACTOE_TEST_OUT/first-frame.json.

import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, startServer } from "./chromium.mjs";

const DIST = process.env.TICTACTOE_WEB_DIR;
const SERVER = process.env.TICTACTOE_SERVER;
const BROWSER = process.env.TICTACTOE_CHROMIUM ?? "/usr/bin/chromium";
const OUT = resolve(process.env.TICTACTOE_TEST_OUT ?? join(DIST ?? ".", "..", "browser-test"));
const LOADS = Number(process.argv[2] ?? 10);

function fail(message) {
  console.error(`first-frame: ${message}`);
  process.exit(1);
}

if (!DIST || !existsSync(join(DIST, "index.html"))) fail("set TICTACTOE_WEB_DIR to the built page (.ci/web-build makes it)");
if (!SERVER || !existsSync(SERVER)) fail("set TICTACTOE_SERVER to the tictactoe-server binary");
if (!existsSync(BROWSER)) fail(`no browser at ${BROWSER}: install chromium or set TICTACTOE_CHROMIUM`);
if (!(LOADS >= 1)) fail(`the number of loads must be 1 or more, not ${process.argv[2]}`);

const server = await startServer(SERVER, DIST);
const base = server.base;

// launch() gives the browser a fresh, temporary profile of its own.
const browser = await chromium.launch({
  executablePath: BROWSER,
  headless: true,
  args: CHROMIUM_ARGS,
});

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const loads = [];
try {
  for (let i = 0; i < LOADS; i++) {
    // A fresh context: nothing cached, not even the compiled wasm.
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.body?.dataset.ready) {
          window.__readyAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, { attributes: true, subtree: true });
    });
    const navigated = Date.now();
    await page.goto(`${base}/`);
    await page.waitForSelector("body[data-ready]", { timeout: 120000 });
    const seenMs = Date.now() - navigated;
    const { firstFrameMs, wasmMs } = await page.evaluate(() => {
      const entry = performance.getEntriesByType("resource").find((e) => e.name.endsWith(".wasm"));
      return { firstFrameMs: Math.round(window.__readyAt), wasmMs: entry ? Math.round(entry.responseEnd) : null };
    });
    loads.push({ firstFrameMs, seenMs, wasmMs });
    console.log(
      `load ${i + 1}: first frame ${firstFrameMs} ms after navigation (the wasm downloaded by ${wasmMs} ms; seen by the driver at ${seenMs} ms)`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}

const result = {
  loads,
  medianFirstFrameMs: median(loads.map((l) => l.firstFrameMs)),
  medianSeenMs: median(loads.map((l) => l.seenMs)),
};
mkdirSync(OUT, { recursive: true });
writeFileSync(join(OUT, "first-frame.json"), JSON.stringify(result, null, 2));
console.log(
  `first frame: median ${result.medianFirstFrameMs} ms after navigation of ${LOADS} loads (seen by the driver: median ${result.medianSeenMs} ms)`,
);
