// A whole game by touch on three phones: every control big enough and in
// its place, the board whole.

import { test } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { OUT, announced, choose, phonePage, server, waitFor } from "./harness.mjs";

/** The geometry once nothing moves (the result card drops in and shakes
 * for a while, longer on a loaded machine): the same for half a second. */
async function settledUi(tab) {
  let last = await tab.getAttribute("#game", "data-ui");
  for (let tries = 0; tries < 40; tries++) {
    await tab.waitForTimeout(500);
    const now = await tab.getAttribute("#game", "data-ui");
    if (now === last) return JSON.parse(now);
    last = now;
  }
  assert.fail(`the interface never settled: ${last}`);
}

/** Checks what a phone player gets: taps that are big enough, text big
 * enough, nothing under anything else or off the side of the screen. */
function checkTouchLayout(layout, size, where) {
  assert.ok(layout.smallestText >= 14, `${where}: text at ${layout.smallestText} px`);
  const boxes = layout.controls;
  assert.ok(boxes.length > 0, `${where}: no controls`);
  for (const [x, y, , , fullX, , fullW, fullH] of boxes) {
    assert.ok(fullW >= 44 && fullH >= 44, `${where}: a control of ${fullW} x ${fullH} at ${x},${y}`);
    // Scrolling may hide a control above or below, never at the sides.
    assert.ok(fullX >= -0.5 && fullX + fullW <= size.width + 0.5, `${where}: a control cut off at the side: ${fullX} (${fullW} wide)`);
  }
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const [ax, ay, aw, ah] = boxes[i];
      const [bx, by, bw, bh] = boxes[j];
      const overlap = Math.max(0, Math.min(ax + aw, bx + bw) - Math.max(ax, bx)) *
        Math.max(0, Math.min(ay + ah, by + bh) - Math.max(ay, by));
      // A card holding its buttons is not two targets on top of each other.
      const inside = (x, y, w, h, X, Y, W, H) => x >= X - 0.5 && y >= Y - 0.5 && x + w <= X + W + 0.5 && y + h <= Y + H + 0.5;
      const nested = inside(ax, ay, aw, ah, bx, by, bw, bh) || inside(bx, by, bw, bh, ax, ay, aw, ah);
      assert.ok(overlap < 1 || nested, `${where}: controls overlap: ${boxes[i]} and ${boxes[j]}`);
    }
  }
}

async function tapCentre(tab, [x, y, w, h]) {
  await tab.touchscreen.tap(x + w / 2, y + h / 2);
}

for (const size of [{ width: 360, height: 640 }, { width: 390, height: 844 }, { width: 844, height: 390 }]) {
  test(`a whole game by touch on a ${size.width} x ${size.height} phone`, async () => {
    const { tab, issues, close } = await phonePage(size);
    const name = `phone-${size.width}x${size.height}`;
    try {
      await tab.goto(`${server.base}/`);
      await tab.waitForSelector("body[data-ready]", { timeout: 120000 });
      let layout = await settledUi(tab);
      await tab.screenshot({ path: join(OUT, `${name}-menu.png`) });
      checkTouchLayout(layout, size, `${name} menu`);
      let mark = (await announced(tab)).length;
      await tapCentre(tab, layout.landmarks.start);
      await waitFor(/Your turn \(X\)/, mark, 15000, tab);
      checkTouchLayout(await settledUi(tab), size, `${name} game`);
      // The canvas has two device pixels per CSS pixel, as on a phone.
      const canvas = await tab.evaluate(() => [document.getElementById("game").width, innerWidth]);
      assert.equal(canvas[0], 2 * canvas[1], `${name}: canvas ${canvas[0]} px for ${canvas[1]} CSS px`);
      const [x, y, side, n] = (await tab.getAttribute("#game", "data-board")).split(" ").map(Number);
      assert.ok(x >= 0 && y >= 0 && x + side <= size.width && y + side <= size.height, `${name}: the board is whole`);
      assert.ok(side / n >= 44, `${name}: squares of ${side / n} px`);
      // Medium against us, tapped square by square.
      const marks = {};
      let result;
      for (let turn = 0; turn < 5 && !result; turn++) {
        const { square } = choose(marks);
        const row = 2 - Math.floor((square - 1) / 3);
        const col = (square - 1) % 3;
        mark = (await announced(tab)).length;
        await tab.touchscreen.tap(x + (col + 0.5) * (side / n), y + (row + 0.5) * (side / n));
        await waitFor(new RegExp(`You took square ${square}\\b`), mark, 15000, tab);
        marks[square] = "X";
        const reply = await waitFor(/Computer took square \d|You win|The computer wins|It's a draw/, mark, 15000, tab);
        const took = /Computer took square (\d)/.exec(reply);
        if (took) marks[Number(took[1])] = "O";
        const all = (await announced(tab)).slice(mark).join(" ");
        result = /(You win!|The computer wins|It's a draw)/.exec(all)?.[1];
      }
      assert.ok(result, `${name}: the game ended`);
      await tab.waitForTimeout(1000);
      layout = await settledUi(tab);
      await tab.screenshot({ path: join(OUT, `${name}-end.png`) });
      checkTouchLayout(layout, size, `${name} end`);
      const again = layout.landmarks["play-again"];
      assert.ok(again && again[1] >= 0 && again[1] + again[3] <= size.height, `${name}: Play again is on screen`);
      mark = (await announced(tab)).length;
      await tapCentre(tab, layout.landmarks.menu);
      await waitFor(/Menu: /, mark, 15000, tab);
      assert.deepEqual(issues, []);
    } finally {
      await close();
    }
  });
}
