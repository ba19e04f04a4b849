// A game goes on when the server it was on is lost: three game servers
// sharing Redis behind HAProxy, two browsers playing through the balancer.

import { test } from "node:test";
import assert from "node:assert/strict";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, installed, startCluster } from "../chromium.mjs";
import {
  BROWSER,
  DIST,
  OUT,
  SERVER,
  VIEWPORT,
  announced,
  problems,
  recordAnnouncements,
  tabTo,
  waitFor,
} from "./harness.mjs";

test("a game goes on when the server it was on is lost (three servers, Redis, HAProxy)", async (t) => {
  const missing = ["redis-server", "redis-cli", "haproxy"].filter((program) => !installed(program));
  if (missing.length > 0) {
    // CI installs them (.ci/test); a developer's machine may not have them.
    assert.ok(!process.env.CI, `CI needs ${missing.join(", ")} for this test`);
    t.skip(`needs ${missing.join(", ")}`);
    return;
  }
  const cluster = await startCluster(SERVER, DIST);
  const browser = await chromium.launch({ executablePath: BROWSER, headless: true, args: CHROMIUM_ARGS });
  try {
    const player = async () => {
      const context = await browser.newContext({ viewport: VIEWPORT, serviceWorkers: "block" });
      await recordAnnouncements(context);
      const tab = await context.newPage();
      tab.on("pageerror", (error) => problems.push(`uncaught in the cluster's game: ${error.message}`));
      return tab;
    };
    // Ann opens a room through the balancer, Bob opens its link.
    const ann = await player();
    await ann.goto(`${cluster.base}/`);
    await ann.waitForSelector("body[data-ready]", { timeout: 120000 });
    await waitFor(/Menu: /, 0, 15000, ann);
    await ann.locator("#game").focus();
    let mark = (await announced(ann)).length;
    await tabTo("Online", ann);
    await ann.keyboard.press("Space");
    await waitFor(/Menu: Online/, mark, 15000, ann);
    mark = (await announced(ann)).length;
    await tabTo("Create a room", ann);
    await ann.keyboard.press("Space");
    const opened = await waitFor(/Room ([A-Z]{7}) is open/, mark, 15000, ann);
    const code = /Room ([A-Z]{7}) is open/.exec(opened)[1];
    const bob = await player();
    await bob.goto(`${cluster.base}/?room=${code}`);
    await bob.waitForSelector("body[data-ready]", { timeout: 120000 });
    await waitFor(new RegExp(`Joined room ${code}`), 0, 15000, bob);
    await waitFor(/Your turn \(X\)/, mark, 15000, ann);

    const play = async (tab, square) => {
      const other = tab === ann ? bob : ann;
      const mine = (await announced(tab)).length;
      const theirs = (await announced(other)).length;
      await tab.locator("#game").focus();
      await tab.keyboard.press(`Numpad${square}`);
      await waitFor(new RegExp(`You took square ${square}\\b`), mine, 15000, tab);
      await waitFor(new RegExp(`took square ${square}\\b`), theirs, 15000, other);
    };
    await play(ann, 7);
    await play(bob, 4);

    // The server that holds the room dies mid-round.
    const owner = cluster.owner(code);
    assert.ok(owner, `Redis names the server that holds room ${code}`);
    const marks = [(await announced(ann)).length, (await announced(bob)).length];
    const lost = Date.now();
    cluster.kill(owner);
    await waitFor(/Lost the connection to the server/, marks[0], 15000, ann);
    await waitFor(/Lost the connection to the server/, marks[1], 15000, bob);
    await ann.screenshot({ path: join(OUT, "cluster-node-lost.png") });
    // Both come back by themselves to another server, which took the room over.
    await waitFor(/Reconnected|Back in room/, marks[0], 30000, ann);
    await waitFor(/Reconnected|Back in room/, marks[1], 30000, bob);
    const back = Date.now() - lost;
    const successor = cluster.owner(code);
    assert.ok(successor && successor !== owner, `another server holds room ${code} now`);
    writeFileSync(join(OUT, "cluster-takeover.txt"), `room ${code}: ${owner.name} killed, ${successor.name} took it over; both players back ${back} ms after the kill\n`);
    await ann.waitForTimeout(300);
    await ann.screenshot({ path: join(OUT, "cluster-resumed.png") });

    // The round goes on from the same board: X's top row needs square 7
    // from before the loss.
    await play(ann, 8);
    await play(bob, 5);
    await play(ann, 9);
    await waitFor(/You win/, marks[0], 15000, ann);
    await waitFor(/Player 1 wins/, marks[1], 15000, bob);
    await ann.waitForTimeout(300);
    await ann.screenshot({ path: join(OUT, "cluster-won.png") });
  } catch (error) {
    writeFileSync(join(OUT, "cluster-logs.txt"), cluster.logs());
    throw error;
  } finally {
    await browser.close();
    cluster.stop();
  }
});
