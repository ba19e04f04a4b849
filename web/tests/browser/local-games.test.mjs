// A game on one device: set up by keyboard and played by numpad and
// clicks, with a hint and an undo.

import { test } from "node:test";
import assert from "node:assert/strict";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import {
  OUT,
  VIEWPORT,
  announced,
  board,
  choose,
  page,
  problems,
  server,
  tabTo,
  waitFor,
} from "./harness.mjs";

/** The centre of a 3 x 3 board's square, in the page's CSS pixels. */
async function squareCentre(number) {
  const b = await board();
  const cell = b.side / b.n;
  const row = 2 - Math.floor((number - 1) / 3);
  const col = (number - 1) % 3;
  return { x: b.x + (col + 0.5) * cell, y: b.y + (row + 0.5) * cell, cell };
}

/** A small patch of a square between its centre and lower right corner:
 * on an X's arm, clear of the square's number. */
async function squarePatch(number) {
  const { x, y, cell } = await squareCentre(number);
  const size = Math.max(2, Math.round(cell * 0.08));
  return page.screenshot({ clip: { x: x + cell * 0.18, y: y + cell * 0.18, width: size, height: size } });
}

async function clickSquare(number) {
  const { x, y } = await squareCentre(number);
  // As a hand would: the pointer arrives, then presses. Right after a
  // window resize the game has not seen the pointer yet.
  await page.mouse.move(x, y);
  await page.waitForTimeout(100);
  await page.mouse.click(x, y);
}

test("the page plays a whole game in Chromium", async () => {
  const navigated = Date.now();
  await page.goto(`${server.base}/`);
  await page.waitForSelector("body[data-ready]", { timeout: 120000 });
  const firstFrameMs = Date.now() - navigated;
  console.log(`first frame: ${firstFrameMs} ms after navigation`);
  assert.equal(await page.locator("#loading").count(), 0, "the loading indicator is gone");
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(OUT, "menu.png") });

  // The page fills the visible height, under a phone's address bar too.
  const height = await page.evaluate(() => {
    for (const sheet of document.styleSheets) {
      for (const rule of sheet.cssRules) {
        if (rule.selectorText === "html, body") return rule.style.height;
      }
    }
    return null;
  });
  assert.equal(height, "100dvh");

  // The menu, with the keyboard alone: Tab to a choice (its name is
  // announced), Space to take it (the new choices are announced).
  await page.locator("#game").focus();
  let mark = (await announced()).length;
  await tabTo("Human vs Human");
  await page.keyboard.press("Space");
  await waitFor(/Menu: Human vs Human,/, mark);
  mark = (await announced()).length;
  await tabTo("Human vs Computer");
  await page.keyboard.press("Space");
  await waitFor(/Menu: Human vs Computer, Medium, you go first/, mark);
  mark = (await announced()).length;
  await tabTo("Impossible");
  await page.keyboard.press("Enter");
  await waitFor(/Menu: Human vs Computer, Impossible, you go first, 3 x 3/, mark);
  await page.screenshot({ path: join(OUT, "menu-impossible.png") });
  mark = (await announced()).length;
  await tabTo("Start");
  await page.keyboard.press("Space");
  await waitFor(/Round 1\. Score: you 0 won, 0 lost, 0 drawn/, mark);
  await waitFor(/Your turn \(X\)/, mark);

  // The game: numpad keys for the first moves, clicks after.
  const marks = {};
  let threats = 0;
  let result;
  for (let turn = 0; turn < 5 && !result; turn++) {
    const { square, threat } = choose(marks);
    mark = (await announced()).length;
    const before = turn === 0 ? await squarePatch(square) : undefined;
    if (turn < 2) await page.keyboard.press(`Numpad${square}`);
    else await clickSquare(square);
    await waitFor(new RegExp(`You took square ${square}\\b`), mark);
    marks[square] = "X";
    if (turn === 1) await page.screenshot({ path: join(OUT, "game.png") });
    const reply = await waitFor(/Computer took square \d|You win|The computer wins|It's a draw/, mark);
    if (before) {
      // The board's meshes are drawn: the X changed its square's pixels.
      assert.ok(!(await squarePatch(square)).equals(before), `no X drawn on square ${square}`);
    }
    const took = /Computer took square (\d)/.exec(reply);
    if (took) {
      const square = Number(took[1]);
      assert.ok(!marks[square], `the computer took an occupied square ${square}`);
      marks[square] = "O";
      if (threat) {
        threats += 1;
        assert.equal(square, threat, `the computer did not block square ${threat}`);
      }
    }
    const all = (await announced()).slice(mark).join(" ");
    result = /(You win!|The computer wins|It's a draw)/.exec(all)?.[1];
  }
  assert.ok(result, "the round ended with a result");
  assert.notEqual(result, "You win!", "Impossible does not lose");
  assert.ok(threats >= 1, "the game made at least one threat for the computer to block");
  // The score follows the result in the same announcement.
  const score = await waitFor(/(?:wins|a draw)\b.*Score: you 0 won, \d lost, \d drawn/, mark);
  const [, lost, drawn] = /(\d) lost, (\d) drawn/.exec(score).map(Number);
  assert.equal(lost + drawn, 1);
  await page.waitForTimeout(500);
  await page.screenshot({ path: join(OUT, "end.png") });

  // Play again with Enter: a fresh board, the score carried over.
  mark = (await announced()).length;
  await page.keyboard.press("Enter");
  await waitFor(new RegExp(`Round 2\\. Score: you 0 won, ${lost} lost, ${drawn} drawn`), mark);
  await waitFor(/Your turn \(X\)/, mark);

  // A phone-sized window and back: the board stays whole and clickable.
  const round2 = {};
  for (const size of [{ width: 390, height: 844 }, VIEWPORT]) {
    const before = await page.getAttribute("#game", "data-board");
    await page.setViewportSize(size);
    // The board moved for the new size, and lies whole inside the window.
    await page.waitForFunction(
      ([w, h, before]) => {
        const value = document.getElementById("game").dataset.board;
        const [x, y, side] = value.split(" ").map(Number);
        return value !== before && x >= 0 && y >= 0 && x + side <= w && y + side <= h && side > 0.5 * Math.min(w, h - 300);
      },
      [size.width, size.height, before],
      { timeout: 10000 },
    );
    const { square } = choose(round2);
    mark = (await announced()).length;
    await clickSquare(square);
    await waitFor(new RegExp(`You took square ${square}\\b`), mark);
    round2[square] = "X";
    if (size.width === 390) await page.screenshot({ path: join(OUT, "phone.png") });
    const reply = await waitFor(/Computer took square \d/, mark);
    round2[Number(/Computer took square (\d)/.exec(reply)[1])] = "O";
  }

  // The coach: a hint for the player to move, then one undo, both heard
  // in the live region.
  mark = (await announced()).length;
  await page.keyboard.press("h");
  await waitFor(/Hint for X: (square \d (keeps the draw|wins \(X wins|holds out longest)|squares [\d, or]+ (keep the draw|win \(X wins|hold out longest)|any square (keeps the draw|wins \(X wins|holds out longest))/, mark);
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(OUT, "hint.png") });
  mark = (await announced()).length;
  await page.keyboard.press("u");
  await waitFor(/Undid O \d and X \d/, mark);
  await waitFor(/Your turn \(X\)/, mark);

  writeFileSync(join(OUT, "timings.json"), JSON.stringify({ firstFrameMs }, null, 2));
  assert.deepEqual(problems, [], "no console errors or uncaught exceptions");
});
