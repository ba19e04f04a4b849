// Where the page's start goes: loads the built page in headless Chromium
// (software WebGL, the CPU slowed as Lighthouse's mobile preset does if
// asked), records a performance trace, and prints every main-thread task
// over 50 ms until the game's first frame, with the start's marks
// ("tictactoe: Bevy built", set by the game and main.js) that fall in
// each, and how much of each task V8 spent compiling the game's functions
// on their first call (it compiles WebAssembly lazily, on the main thread).
// A measurement, not a test.
//
//   TICTACTOE_WEB_DIR=<built page> TICTACTOE_SERVER=<tictactoe-server> \
//     node web/tools/start-trace.mjs [CPU slowdown, default 1] [--eager]
//
// --eager has V8 compile the whole module up front, off the main thread
// (a V8 flag no page can set), to show what the lazy compiling costs.

import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, startServer } from "../tests/chromium.mjs";

const DIST = process.env.TICTACTOE_WEB_DIR;
const SERVER = process.env.TICTACTOE_SERVER;
const args = process.argv.slice(2);
const eager = args.includes("--eager");
const slowdown = Number(args.find((arg) => arg !== "--eager") ?? 1);
if (!DIST || !SERVER) {
  console.error("set TICTACTOE_WEB_DIR and TICTACTOE_SERVER");
  process.exit(2);
}

const server = await startServer(SERVER, DIST);
const browser = await chromium.launch({
  executablePath: process.env.TICTACTOE_CHROMIUM ?? "/usr/bin/chromium",
  args: [...CHROMIUM_ARGS, ...(eager ? ["--js-flags=--no-wasm-lazy-compilation"] : [])],
});
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: "block" });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (slowdown > 1) await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
  await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "blink.user_timing", "v8.wasm"] });
  await page.goto(`${server.base}/`);
  await page.waitForSelector("body[data-ready]", { timeout: 120000 });
  await page.waitForTimeout(500);
  const trace = JSON.parse((await browser.stopTracing()).toString());
  const events = trace.traceEvents ?? trace;
  const main = events.find((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain");
  const onMain = (e) => !main || (e.pid === main.pid && e.tid === main.tid);
  const marks = events
    .filter((e) => e.cat?.includes("blink.user_timing") && e.name.startsWith("tictactoe:") && (e.ph === "R" || e.ph === "I" || e.ph === "n" || e.ph === "b"))
    .map((e) => ({ name: e.name.replace("tictactoe: ", ""), ts: e.ts }));
  const firstFrame = marks.find((m) => m.name === "first frame")?.ts ?? Infinity;
  const navigation = events.find((e) => e.name === "navigationStart")?.ts ?? events.find((e) => onMain(e) && e.ts)?.ts;
  const tasks = events
    .filter((e) => onMain(e) && e.name === "RunTask" && e.ph === "X" && e.dur > 50_000 && e.ts <= firstFrame + 1)
    .sort((a, b) => a.ts - b.ts);
  const compiles = events.filter((e) => onMain(e) && e.name === "wasm.CompileLazy" && e.ph === "X");
  const compiledIn = (task) => {
    const inside = compiles.filter((e) => e.ts >= task.ts && e.ts <= task.ts + task.dur);
    const ms = inside.reduce((sum, e) => sum + e.dur, 0) / 1000;
    return inside.length ? `; compiling ${inside.length} functions on first call: ${ms.toFixed(0)} ms` : "";
  };
  console.log(`CPU slowdown ${slowdown}x${eager ? ", whole module compiled up front" : ""}; first frame ${((firstFrame - navigation) / 1000).toFixed(0)} ms after navigation`);
  for (const task of tasks) {
    const inside = marks.filter((m) => m.ts >= task.ts && m.ts <= task.ts + task.dur).map((m) => m.name);
    console.log(
      `  ${((task.ts - navigation) / 1000).toFixed(0).padStart(6)} ms: task of ${(task.dur / 1000).toFixed(0)} ms${inside.length ? ` (${inside.join(", ")})` : ""}${compiledIn(task)}`,
    );
  }
  for (const m of marks) console.log(`  mark ${m.name} at ${((m.ts - navigation) / 1000).toFixed(0)} ms`);
} finally {
  await browser.close();
  await server.stop();
}
