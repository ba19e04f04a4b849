// The browser tests' shared state and helpers. The tests are the
// `*.test.mjs` files beside this one, one concern each, run by Node's test
// runner side by side, each file in its own process with its own game
// server, browser and page (set up here by `before`, closed by `after`):
//
//   TICTACTOE_WEB_DIR=<built page> TICTACTOE_SERVER=<tictactoe-server> \
//     node --test --test-concurrency=3 web/tests/browser/*.test.mjs
//
// The page is the web build (.ci/web-build) in Debian's Chromium with
// software WebGL, served by the game server. Screenshots and figures go to
// $TICTACTOE_TEST_OUT (default: beside the page); TICTACTOE_CHROMIUM names
// the browser (default /usr/bin/chromium). Any console error fails a test.
//
// Also here: the helpers more than one file uses: the live region read,
// Tab pressed to a control, a round started, a fresh browser profile, a
// move chosen on 3 x 3, the computer's thinking timed.

import { after, before } from "node:test";
import assert from "node:assert/strict";
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, startServer as startServerAt } from "../chromium.mjs";

export const DIST = process.env.TICTACTOE_WEB_DIR;
export const OUT = resolve(process.env.TICTACTOE_TEST_OUT ?? join(DIST ?? ".", "..", "browser-test"));
export const VIEWPORT = { width: 1280, height: 800 };
export const BROWSER = process.env.TICTACTOE_CHROMIUM ?? "/usr/bin/chromium";
export const SERVER = process.env.TICTACTOE_SERVER;
export const startServer = (dir, port = 0) => startServerAt(SERVER, dir, port);

// Set by `before`; importers see each as it is when they read it.
export let server, context, page;
let profile;
export const problems = [];

before(async () => {
  assert.ok(DIST, "set TICTACTOE_WEB_DIR to the built page (.ci/web-build makes it)");
  assert.ok(existsSync(BROWSER), `no browser at ${BROWSER}: install chromium or set TICTACTOE_CHROMIUM`);
  // Shared by the files running side by side: emptied by whoever starts
  // them (.ci/test), never here.
  mkdirSync(OUT, { recursive: true });
  assert.ok(SERVER && existsSync(SERVER), "set TICTACTOE_SERVER to the tictactoe-server binary (cargo build --no-default-features --features server --bin tictactoe-server)");
  server = await startServer(DIST);
  profile = mkdtempSync(join(tmpdir(), "tictactoe-chromium-"));
  context = await chromium.launchPersistentContext(profile, {
    executablePath: BROWSER,
    headless: true,
    viewport: VIEWPORT,
    args: CHROMIUM_ARGS,
    // Pages here are always fetched: a service worker would answer the
    // requests the failure tests replace (its own test makes a context).
    serviceWorkers: "block",
  });
  page = context.pages()[0] ?? (await context.newPage());
  page.on("console", (msg) => {
    if (msg.type() === "error") {
      problems.push(`console error: ${msg.text()} (${msg.location().url ?? "?"})`);
    }
  });
  page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
  await recordAnnouncements(context);
});

/** Records every text the live region shows, in order, in each page. */
export function recordAnnouncements(browserContext) {
  return browserContext.addInitScript(() => {
    window.__announced = [];
    document.addEventListener("DOMContentLoaded", () => {
      const region = document.getElementById("announcer");
      new MutationObserver(() => window.__announced.push(region.textContent)).observe(region, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    });
  });
}

after(async () => {
  await context?.close();
  await server?.stop();
  if (profile) rmSync(profile, { recursive: true, force: true });
});

export const announced = (tab = page) => tab.evaluate(() => window.__announced.slice());

/** Waits for an announcement matching `pattern` at or after index `from`. */
export async function waitFor(pattern, from = 0, timeout = 15000, tab = page) {
  const start = Date.now();
  for (;;) {
    const all = await announced(tab);
    const hit = all.slice(from).find((text) => pattern.test(text));
    if (hit) return hit;
    if (Date.now() - start > timeout) {
      assert.fail(`no announcement matched ${pattern} within ${timeout} ms; got:\n${all.slice(from).join("\n")}`);
    }
    await tab.waitForTimeout(50);
  }
}

/** Presses Tab until the control whose name starts with `label` has the focus. */
export async function tabTo(label, tab = page) {
  for (let presses = 0; presses < 40; presses++) {
    const mark = (await announced(tab)).length;
    await tab.keyboard.press("Tab");
    // As long as any announcement may take: on a loaded machine (three
    // browsers, the cluster test, a computer thinking) 5 s was once short.
    const focus = await waitFor(/, (option|button|checkbox|text field|slider|section)/, mark, 15000, tab);
    if (focus.split(". ").some((part) => part.startsWith(label))) return;
  }
  assert.fail(`Tab never reached ${label}`);
}

export async function board() {
  const value = await page.getAttribute("#game", "data-board");
  const [x, y, side, n] = value.split(" ").map(Number);
  return { x, y, side, n };
}

/** From the title screen, by keyboard: two players on this device, and
 * their first round started. */
export async function startTwoPlayerRound(tab = page) {
  let mark = (await announced(tab)).length;
  await tabTo("Human vs Human", tab);
  await tab.keyboard.press("Space");
  await waitFor(/Menu: Human vs Human,/, mark, 15000, tab);
  mark = (await announced(tab)).length;
  await tabTo("Start", tab);
  await tab.keyboard.press("Space");
  await waitFor(/Round 1\./, mark, 15000, tab);
}

/** Plays 3 x 3 squares by their keys ("Numpad7", "7"), each once the one
 * before is in: keys that land in one frame get "One move at a time", and
 * a loaded machine's frames can be slower than any fixed pause. */
export async function playSquares(keys, tab = page) {
  for (const key of keys) {
    const square = key.replace(/^Numpad/, "");
    const before = (await announced(tab)).length;
    await tab.keyboard.press(key);
    await waitFor(new RegExp(`took square ${square}\\b`), before, 15000, tab);
  }
}

/** Opens the title screen's settings sheet by keyboard, picks the board
 * `label` ("3 x 3") and closes the sheet again with Escape. */
export async function pickBoard(label, tab = page) {
  await tabTo("Change…", tab);
  await tab.keyboard.press("Space");
  await tab.waitForTimeout(150);
  await tabTo(label, tab);
  await tab.keyboard.press("Space");
  await tab.waitForTimeout(150);
  await tab.keyboard.press("Escape");
  await tab.waitForTimeout(150);
}

/** Escape to the menu, waiting until it is there (a Tab pressed while the
 * screen changes belongs to neither screen). */
export async function toMenu(tab = page) {
  const mark = (await announced(tab)).length;
  await tab.keyboard.press("Escape");
  const said = await waitFor(/Menu: |Leave this round\?|Leave the room\?/, mark, 15000, tab);
  // A round in play asks first: Enter leaves.
  if (/Leave/.test(said)) {
    await tab.keyboard.press("Enter");
    await waitFor(/Menu: /, mark, 15000, tab);
  }
}

export const LINES = [[7, 8, 9], [4, 5, 6], [1, 2, 3], [7, 4, 1], [8, 5, 2], [9, 6, 3], [7, 5, 3], [9, 5, 1]];

/** The square that completes a line for `mark`, if any. */
function completing(marks, mark) {
  for (const line of LINES) {
    const mine = line.filter((s) => marks[s] === mark).length;
    const empty = line.filter((s) => !marks[s]);
    if (mine === 2 && empty.length === 1) return empty[0];
  }
  return undefined;
}

/** Our move: win, else block, else make a threat, else the best free square. */
export function choose(marks) {
  const free = (s) => !marks[s];
  const win = completing(marks, "X");
  if (win) return { square: win };
  const block = completing(marks, "O");
  if (block) return { square: block };
  for (const s of [5, 1, 3, 7, 9, 2, 4, 6, 8].filter(free)) {
    const threat = completing({ ...marks, [s]: "X" }, "X");
    if (threat) return { square: s, threat };
  }
  return { square: [5, 1, 3, 7, 9, 2, 4, 6, 8].find(free) };
}

/** A console listener that keeps each "Impossible chose ..." timing. */
export function thoughtsInto(thoughts) {
  return (msg) => {
    const hit = /Impossible chose \S+ after ([\d.]+) ms of thought in (\d+) frame\(s\), at most ([\d.]+) ms in one(?:, (\d+) iterations \((\d+) a second\))?/.exec(msg.text());
    if (hit) {
      thoughts.push({ ms: Number(hit[1]), frames: Number(hit[2]), slice: Number(hit[3]), iterations: Number(hit[4] ?? 0), rate: Number(hit[5] ?? 0) });
    }
  };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Median and worst thinking time, most frames, longest single frame. */
export function summary(thoughts) {
  const ms = thoughts.map((t) => t.ms).sort((a, b) => a - b);
  return {
    moves: ms.length,
    medianMs: ms[Math.floor(ms.length / 2)],
    worstMs: ms[ms.length - 1],
    mostFrames: Math.max(...thoughts.map((t) => t.frames)),
    longestFrameMs: Math.max(...thoughts.map((t) => t.slice)),
    // Ultimate's tree search: its median iterations a move and a second.
    ...(thoughts.some((t) => t.iterations) && {
      medianIterations: median(thoughts.map((t) => t.iterations)),
      medianIterationsPerSecond: median(thoughts.map((t) => t.rate)),
    }),
  };
}

/** A fresh profile with its own options (a phone, a colour scheme), its
 * console problems collected; `close` removes it. */
// A phone of `size` CSS pixels with two device pixels to each, touch and
// mobile emulation. Chromium's emulation alone reports the canvas's
// device-pixel size as its CSS size (winit sizes the canvas from it);
// forcing the scale factor makes both agree.
export function phonePage(size) {
  return freshPage({
    viewport: size,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    args: [...CHROMIUM_ARGS, "--force-device-scale-factor=2"],
  });
}

// Opens the page with `settings` saved as the settings sheet saves them,
// and waits until the game is ready.
export async function openWith(tab, settings) {
  await tab.goto(`${server.base}/`);
  await tab.evaluate((text) => localStorage.setItem("tictactoe.settings.ron", text), settings);
  await tab.reload();
  await tab.waitForSelector("body[data-ready]", { timeout: 120000 });
}

export async function freshPage(options = {}) {
  const dir = mkdtempSync(join(tmpdir(), "tictactoe-chromium-"));
  const ctx = await chromium.launchPersistentContext(dir, {
    executablePath: BROWSER,
    headless: true,
    viewport: VIEWPORT,
    args: CHROMIUM_ARGS,
    ...options,
  });
  await recordAnnouncements(ctx);
  const tab = ctx.pages()[0] ?? (await ctx.newPage());
  const issues = [];
  const console = [];
  tab.on("console", (msg) => {
    console.push(`${msg.type()}: ${msg.text()}`);
    if (msg.type() === "error") issues.push(`console error: ${msg.text()}`);
  });
  tab.on("pageerror", (error) => issues.push(`uncaught: ${error.message}`));
  return {
    tab,
    issues,
    console,
    close: async () => {
      await ctx.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The interface's geometry the game publishes (platform/web_geometry.rs). */
export async function ui(tab) {
  return JSON.parse(await tab.getAttribute("#game", "data-ui"));
}
