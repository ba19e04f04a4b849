// A whole match by keyboard alone: the title screen, the board's squares
// as buttons, sound from the first key.

import { test } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { OUT, announced, freshPage, pickBoard, playSquares, server, tabTo, waitFor } from "./harness.mjs";

const sounds = (tab) => tab.evaluate(() => Number(document.body.dataset.sounds ?? "0"));

test("a whole match by keyboard alone: the title screen, the board's squares as buttons, sound from the first key", async () => {
  const { tab, issues, console: logged, close } = await freshPage();
  try {
    await tab.goto(`${server.base}/`);
    await tab.waitForSelector("body[data-ready]", { timeout: 120000 });
    await tab.waitForTimeout(300);
    // The page describes every key, from the game's own keymap.
    const howTo = await tab.locator("#how-to-play").textContent();
    assert.match(howTo, /U or Ctrl\+Z: Undo/);
    assert.match(howTo, /1–9: Play a square on 3 x 3/);
    // No sound, and no complaint about it, before the player does anything.
    assert.equal(await tab.evaluate(() => document.body.dataset.audio), undefined);
    await tab.locator("#game").focus();
    let mark = (await announced(tab)).length;
    await tabTo("Human vs Human", tab);
    await tab.keyboard.press("Space");
    await waitFor(/Menu: Human vs Human,/, mark, 15000, tab);
    const audio = await tab.evaluate(() => document.body.dataset.audio);
    console.log(`audio after the first key: ${audio}`);
    assert.ok(["running", "suspended"].includes(audio), `the first key starts the audio (${audio})`);
    await pickBoard("3 x 3", tab);
    await tab.screenshot({ path: join(OUT, "title-keyboard.png") });
    mark = (await announced(tab)).length;
    await tabTo("Start", tab);
    await tab.keyboard.press("Space");
    await waitFor(/Player 1's turn \(X\)/, mark, 15000, tab);

    // Round one by the number keys, each move and the win heard.
    const before = await sounds(tab);
    mark = (await announced(tab)).length;
    await playSquares(["Numpad7", "Numpad4", "Numpad8", "Numpad5", "Numpad9"], tab);
    await waitFor(/Player 1 wins!/, mark, 15000, tab);
    await tab.waitForTimeout(1200);
    await tab.screenshot({ path: join(OUT, "result-card.png") });
    assert.equal(await sounds(tab), before + 6, "five moves and the win each made a sound");

    // The result card: Tab reaches Play again.
    mark = (await announced(tab)).length;
    await tabTo("Play again", tab);
    await tab.keyboard.press("Space");
    await waitFor(/Round 2\./, mark, 15000, tab);
    // M mutes: the next moves are silent.
    mark = (await announced(tab)).length;
    await tab.keyboard.press("m");
    await waitFor(/Sound off/, mark, 15000, tab);
    const muted = await sounds(tab);

    // Round two through the page's buttons, as a screen reader plays.
    const grid = tab.getByRole("group", { name: "Board, 3 by 3" });
    assert.equal(await grid.getByRole("button").count(), 9);
    mark = (await announced(tab)).length;
    const squares = [[7, "top left"], [4, "left"], [8, "top"], [5, "centre"], [9, "top right"]];
    // The first by Tab alone: from the board through the panel's controls
    // to the board's buttons.
    await tab.locator("#game").focus();
    let reached = null;
    for (let presses = 0; presses < 40 && !reached; presses++) {
      await tab.keyboard.press("Tab");
      await tab.waitForTimeout(200);
      reached = await tab.evaluate(() =>
        document.activeElement?.closest("#board-grid") ? document.activeElement.getAttribute("aria-label") : null,
      );
    }
    assert.equal(reached, "Square 7, top left, empty", "Tab reaches the board's first button");
    await tab.screenshot({ path: join(OUT, "grid-tab-focus.png") });
    for (const [i, [n, place]] of squares.entries()) {
      const button = grid.getByRole("button", { name: `Square ${n}, ${place}, empty` });
      if (i > 0) await button.focus();
      await tab.keyboard.press("Enter");
      const mark = i % 2 === 0 ? "X" : "O";
      await grid.getByRole("button", { name: `Square ${n}, ${place}, ${mark}` }).waitFor({ timeout: 10000 });
      if (i === 0) {
        // Escape gives the keyboard back to the board, its cursor on the
        // square just played: the arrows go on from there.
        const before = (await announced(tab)).length;
        await tab.keyboard.press("Escape");
        assert.equal(await tab.evaluate(() => document.activeElement?.id), "game", "Escape on a square's button returns to the board");
        await tab.keyboard.press("ArrowRight");
        await waitFor(/Square 8, top, empty/, before, 10000, tab);
      }
    }
    await waitFor(/Player 1 wins!/, mark, 15000, tab);
    await tab.screenshot({ path: join(OUT, "grid-focus.png") });
    // Tab from the last button goes back to the board.
    await grid.getByRole("button").last().focus();
    await tab.keyboard.press("Tab");
    assert.equal(await tab.evaluate(() => document.activeElement?.id), "game", "Tab from the last square returns to the board");
    // So does Escape from any of them.
    await grid.getByRole("button").first().focus();
    await tab.keyboard.press("Escape");
    assert.equal(await tab.evaluate(() => document.activeElement?.id), "game", "Escape on a square's button returns to the board");
    assert.equal(await sounds(tab), muted, "muted: no sound");

    // Back to the menu from the card, still by keyboard.
    await tab.locator("#game").focus();
    await tab.waitForTimeout(1000);
    mark = (await announced(tab)).length;
    await tabTo("Menu (Esc)", tab);
    await tab.keyboard.press("Enter");
    await waitFor(/Menu: /, mark, 15000, tab);
    assert.deepEqual(issues, [], "no console errors");
    const autoplay = logged.filter((line) => /AudioContext/i.test(line));
    assert.deepEqual(autoplay, [], "no autoplay warning");
  } finally {
    await close();
  }
});
