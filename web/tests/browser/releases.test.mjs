// Releases and stopping: the page offline after one visit, a new release
// on the same address taken whole, and a clean stop on SIGTERM.

import { test } from "node:test";
import assert from "node:assert/strict";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { DIST, OUT, announced, freshPage, playSquares, startServer, startTwoPlayerRound, tabTo, waitFor } from "./harness.mjs";

/** The game's files this page's service worker keeps, by cache name. */
const kept = (tab) =>
  tab.evaluate(async () => {
    const all = {};
    for (const name of await caches.keys()) {
      all[name] = (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname);
    }
    return all;
  });

/** Waits until the page's service worker keeps a release whole. */
async function waitUntilKept(tab) {
  for (let tries = 0; tries < 200; tries++) {
    const caches = await kept(tab);
    const names = Object.keys(caches).filter((name) => name !== "tictactoe-later");
    if (names.length === 1 && caches[names[0]].length >= 9 && (await tab.evaluate(() => !!navigator.serviceWorker.controller))) {
      return names[0];
    }
    await tab.waitForTimeout(100);
  }
  assert.fail(`no release kept: ${JSON.stringify(await kept(tab))}`);
}

/** A second release of the page in a new folder: `change` edits its files,
 * which are then stamped as the build stamps them. */
function nextRelease(change) {
  const dir = mkdtempSync(join(tmpdir(), "tictactoe-release-"));
  cpSync(DIST, dir, { recursive: true });
  // Precompressed copies would still hold the old text.
  for (const file of readdirSync(dir)) {
    if (/\.(br|gz)$/.test(file) && !file.startsWith("tictactoe_bg.wasm")) rmSync(join(dir, file));
  }
  change(dir);
  execFileSync(process.execPath, [resolve(import.meta.dirname, "../../tools/stamp.mjs"), dir]);
  return dir;
}

test("after one visit the game plays offline, and a new release is taken whole", async () => {
  const first = await startServer(DIST);
  const port = Number(new URL(first.base).port);
  const { tab, issues, close } = await freshPage();
  let second;
  let release;
  try {
    await tab.goto(`${first.base}/`);
    await tab.waitForSelector("body[data-ready]", { timeout: 120000 });
    const cache = await waitUntilKept(tab);
    assert.equal((await kept(tab))["tictactoe-later"], undefined, "no font fetched for Latin names");
    // A name in Japanese: its font is fetched, and kept apart from the release.
    await tab.evaluate(() =>
      localStorage.setItem("tictactoe.settings.ron", '(version: 1, name1: "さくら")'),
    );
    await tab.reload();
    await tab.waitForFunction(() => document.body.dataset.fonts === "Han", null, { timeout: 60000 });
    const fontKept = () => kept(tab).then((all) => all["tictactoe-later"]?.length === 1);
    for (let tries = 0; tries < 100 && !(await fontKept()); tries++) await tab.waitForTimeout(100);
    assert.deepEqual((await kept(tab))["tictactoe-later"], ["/fonts/noto-sans-cjk-han.otf"]);

    // The network gone (the server too), the page starts from what it kept.
    await first.stop();
    await tab.context().setOffline(true);
    await tab.reload();
    await tab.waitForSelector("body[data-ready]", { timeout: 120000 });
    await tab.waitForFunction(() => document.body.dataset.fonts === "Han", null, { timeout: 30000 });
    await tab.locator("#game").focus();
    let mark = (await announced(tab)).length;
    await startTwoPlayerRound(tab);
    // X takes the left column (7, 4, 1 on the numpad), O two of the middle.
    await playSquares(["7", "8", "4", "5", "1"], tab);
    await waitFor(/wins/, mark, 15000, tab);
    await tab.screenshot({ path: join(OUT, "offline-round.png") });
    // Online play says it needs the network.
    mark = (await announced(tab)).length;
    await tab.keyboard.press("Escape");
    await waitFor(/Menu: /, mark, 15000, tab);
    await tabTo("Online", tab);
    await tab.keyboard.press("Space");
    mark = (await announced(tab)).length;
    await tabTo("Create a room", tab);
    await tab.keyboard.press("Space");
    await waitFor(/Online play needs the network, and this device is offline/, mark, 15000, tab);
    await tab.context().setOffline(false);

    // A new release on the same address: the page offers it, and after
    // the reload every file is the new one.
    release = nextRelease((dir) => {
      const html = join(dir, "index.html");
      writeFileSync(html, readFileSync(html, "utf8").replace('<html lang="en">', '<html lang="en" data-release="2">'));
      const css = join(dir, "style.css");
      writeFileSync(css, readFileSync(css, "utf8") + "\n/* release 2 */\n");
    });
    second = await startServer(release, port);
    await tab.reload();
    await tab.waitForSelector("body[data-ready]", { timeout: 120000 });
    await tab.waitForSelector("#update:not([hidden])", { timeout: 30000 });
    assert.equal(await tab.getAttribute("html", "data-release"), null, "still the first release until asked");
    await tab.screenshot({ path: join(OUT, "update-offered.png") });
    await tab.click("#reload");
    await tab.waitForFunction(() => document.documentElement.dataset.release === "2", null, { timeout: 30000 });
    await tab.waitForSelector("body[data-ready]", { timeout: 120000 });
    const now = await kept(tab);
    const releases = Object.keys(now).filter((name) => name !== "tictactoe-later");
    assert.deepEqual(releases.length, 1, JSON.stringify(now));
    assert.notEqual(releases[0], cache, "the old release is gone");
    assert.deepEqual(now["tictactoe-later"], ["/fonts/noto-sans-cjk-han.otf"], "the same font is kept across releases");
    const style = await tab.evaluate(() => fetch("style.css").then((r) => r.text()));
    assert.match(style, /release 2/);
    assert.deepEqual(issues, []);
  } finally {
    await close();
    await second?.stop();
    if (release) rmSync(release, { recursive: true, force: true });
  }
});

test("the server stops cleanly on SIGTERM", async () => {
  const own = await startServer(DIST);
  const { code, err } = await own.stop();
  assert.equal(code, 0, err);
  assert.match(err, /stopping: telling every player/);
  assert.match(err, /stopped/);
});
