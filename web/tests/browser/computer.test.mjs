// The computer at Impossible in the browser: against itself and against
// random clicks on 4 x 4 and 5 x 5, each of its moves timed (the figures
// go to computer-timings.json and computer-random-timings.json).

import { test } from "node:test";
import assert from "node:assert/strict";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import {
  OUT,
  announced,
  board,
  page,
  pickBoard,
  problems,
  server,
  summary,
  tabTo,
  thoughtsInto,
  toMenu,
  waitFor,
} from "./harness.mjs";

test("Impossible plays itself on 4 x 4 and 5 x 5 in the browser, and its thinking is timed", async () => {
  const thoughts = [];
  const listen = thoughtsInto(thoughts);
  page.on("console", listen);
  const timings = {};
  await page.goto(`${server.base}/`);
  await page.waitForSelector("body[data-ready]", { timeout: 120000 });
  await page.locator("#game").focus();
  for (const [board, label] of [
    ["4 x 4", "4x4"],
    ["5 x 5", "5x5"],
  ]) {
    thoughts.length = 0;
    let mark = (await announced()).length;
    await tabTo("Computer vs Computer");
    await page.keyboard.press("Space");
    await tabTo("Impossible");
    await page.keyboard.press("Space");
    await pickBoard(board);
    await waitFor(/Menu: Computer vs Computer, Impossible/, mark);
    mark = (await announced()).length;
    // Start's own key: the computer's play is this file's subject, the
    // walk to the button is the keyboard test's.
    await page.keyboard.press("Enter");
    const end = await waitFor(/wins!|It's a draw/, mark, 120000);
    assert.match(end, /It's a draw/, "perfect play against itself draws");
    await page.screenshot({ path: join(OUT, `cvc-${label}.png`) });
    assert.ok(thoughts.length >= 15, `${thoughts.length} moves timed`);
    timings[label] = summary(thoughts);
    console.log(`${label} in the browser: ${JSON.stringify(timings[label])}`);
    await toMenu();
  }
  page.off("console", listen);
  writeFileSync(join(OUT, "computer-timings.json"), JSON.stringify(timings, null, 2));
  assert.deepEqual(problems, [], "no console errors or uncaught exceptions");
});

/** Clicks the square named like "c3" (column letter, row from the bottom). */
async function clickNamed(name) {
  const b = await board();
  const cell = b.side / b.n;
  const col = name.charCodeAt(0) - 97;
  const row = b.n - Number(name.slice(1));
  const [x, y] = [b.x + (col + 0.5) * cell, b.y + (row + 0.5) * cell];
  await page.mouse.move(x, y);
  await page.waitForTimeout(50);
  await page.mouse.click(x, y);
}

test("Impossible answers random clicks on 4 x 4 and 5 x 5 in the browser, timed", async () => {
  const thoughts = [];
  const listen = thoughtsInto(thoughts);
  page.on("console", listen);
  const timings = {};
  let seed = 12345;
  const random = (n) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
  for (const [boardLabel, label, n] of [
    ["4 x 4", "4x4", 4],
    ["5 x 5", "5x5", 5],
  ]) {
    thoughts.length = 0;
    let mark = (await announced()).length;
    await tabTo("Human vs Computer");
    await page.keyboard.press("Space");
    await tabTo("Impossible");
    await page.keyboard.press("Space");
    await pickBoard(boardLabel);
    await waitFor(/Menu: Human vs Computer, Impossible, you go first/, mark);
    mark = (await announced()).length;
    // Start's own key: the computer's play is this file's subject, the
    // walk to the button is the keyboard test's.
    await page.keyboard.press("Enter");
    await waitFor(/Your turn \(X\)/, mark);
    // One game a board: Impossible never loses to any of the clicks.
    const taken = new Set();
    for (;;) {
      const free = [];
      for (let c = 0; c < n; c++) {
        for (let r = 1; r <= n; r++) {
          const name = String.fromCharCode(97 + c) + r;
          if (!taken.has(name)) free.push(name);
        }
      }
      const square = free[random(free.length)];
      mark = (await announced()).length;
      await clickNamed(square);
      await waitFor(new RegExp(`You took ${square}\\b`), mark);
      taken.add(square);
      const reply = await waitFor(/Computer took [a-e]\d|You win|The computer wins|It's a draw/, mark, 30000);
      const all = (await announced()).slice(mark).join(" ");
      assert.doesNotMatch(all, /You win/, "Impossible does not lose");
      if (/The computer wins|It's a draw/.test(all)) break;
      taken.add(/Computer took ([a-e]\d)/.exec(reply)[1]);
      const after = (await announced()).slice(mark).join(" ");
      if (/The computer wins|It's a draw/.test(after)) break;
    }
    await page.screenshot({ path: join(OUT, `random-${label}.png`) });
    // Play again starts the next round.
    mark = (await announced()).length;
    await page.keyboard.press("Enter");
    await waitFor(/Your turn \(X\)/, mark);
    assert.ok(thoughts.length >= 3, `${thoughts.length} moves timed`);
    timings[label] = summary(thoughts);
    console.log(`${label} against random clicks in the browser: ${JSON.stringify(timings[label])}`);
    await toMenu();
  }
  page.off("console", listen);
  writeFileSync(join(OUT, "computer-random-timings.json"), JSON.stringify(timings, null, 2));
  assert.deepEqual(problems, [], "no console errors or uncaught exceptions");
});
