// Every control Tab reaches scrolled into sight, on a desktop's screen and
// a phone's.

import { test } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { OUT, VIEWPORT, freshPage, playSquares, server, startTwoPlayerRound, tabTo, ui } from "./harness.mjs";

/** Whether a control (as `ui(tab).focused` gives it: where it takes taps,
 * clipped to what shows, then all of it) shows whole. */
const whole = ([x, y, w, h, fx, fy, fw, fh]) =>
  w > 0 && h > 0 && Math.abs(x - fx) < 1 && Math.abs(y - fy) < 1 && Math.abs(w - fw) < 1 && Math.abs(h - fh) < 1;

/** Tabs through the interface's controls until the focus leaves the
 * canvas or comes round again, checking that each control is scrolled
 * into sight; returns how many it saw. */
async function tabThroughInSight(tab, where) {
  const seen = new Set();
  let first = null;
  for (let presses = 0; presses < 60; presses++) {
    await tab.keyboard.press("Tab");
    if ((await tab.evaluate(() => document.activeElement?.id)) !== "game") break;
    let focused = null;
    for (let tries = 0; tries < 30 && !(focused && whole(focused)); tries++) {
      await tab.waitForTimeout(100);
      focused = (await ui(tab)).focused;
    }
    if (!focused) continue;
    if (!whole(focused)) await tab.screenshot({ path: join(OUT, `out-of-sight-${where.replaceAll(" ", "-")}.png`) });
    assert.ok(whole(focused), `${where}: Tab ${presses + 1} reached a control that does not show whole: ${JSON.stringify(focused)}`);
    const key = JSON.stringify(focused);
    if (key === first) break;
    first ??= key;
    seen.add(key);
  }
  return seen.size;
}

for (const size of [VIEWPORT, { width: 390, height: 844 }]) {
  test(`every control Tab reaches is scrolled into sight on ${size.width} x ${size.height}`, async () => {
    const { tab, issues, close } = await freshPage({ viewport: size });
    const name = `${size.width}x${size.height}`;
    try {
      await tab.goto(`${server.base}/`);
      await tab.waitForSelector("body[data-ready]", { timeout: 120000 });
      await tab.locator("#game").focus();
      const title = await tabThroughInSight(tab, `${name} title screen`);
      // The settings sheet, the longest list of controls.
      await tabTo("Change…", tab);
      await tab.keyboard.press("Space");
      await tab.waitForTimeout(300);
      const sheet = await tabThroughInSight(tab, `${name} settings`);
      await tab.screenshot({ path: join(OUT, `focus-in-sight-${name}.png`) });
      // Escape closes the sheet wherever its focus is (Tab to its Done
      // button would walk the whole sheet again).
      await tab.keyboard.press("Escape");
      await tab.waitForTimeout(300);
      // A game with a few moves in its list.
      await tab.locator("#game").focus();
      await startTwoPlayerRound(tab);
      await playSquares(["Numpad7", "Numpad4", "Numpad8", "Numpad5", "Numpad6"], tab);
      const game = await tabThroughInSight(tab, `${name} game`);
      console.log(`${name}: ${title} controls on the title screen, ${sheet} in the settings, ${game} in a game, each in sight`);
      assert.ok(title >= 3 && sheet >= 10 && game >= 3, "Tab reached the controls");
      assert.deepEqual(issues, []);
    } finally {
      await close();
    }
  });
}
