// The games beside the classic one, as a phone player meets them: misère
// played by keys on a small phone in Russian (the longest words), its
// result saying whose line lost, the card on screen.

import { test } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { CHROMIUM_ARGS } from "../chromium.mjs";
import { OUT, announced, freshPage, server, ui, waitFor } from "./harness.mjs";

test("misère on a 360 x 640 phone in Russian: a line loses, and the result says whose", async () => {
  const size = { width: 360, height: 640 };
  // Two device pixels per CSS pixel, forced as the touch test does.
  const phone = await freshPage({
    viewport: size,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    args: [...CHROMIUM_ARGS, "--force-device-scale-factor=2"],
  });
  const { tab } = phone;
  try {
    await tab.goto(`${server.base}/`);
    await tab.evaluate(() =>
      localStorage.setItem(
        "tictactoe.settings.ron",
        '(version: 1, mode: human_vs_human, board: misere, language: "ru", name1: "Аня", name2: "Борис")',
      ),
    );
    await tab.reload();
    await tab.waitForSelector("body[data-ready]", { timeout: 120000 });
    await waitFor(/Поддавки: 3 x 3/, 0, 15000, tab);
    await tab.screenshot({ path: join(OUT, "misere-menu-360x640.png") });
    await tab.keyboard.press("Enter");
    await waitFor(/Партия 1\./, 0, 15000, tab);
    // X (Аня) takes the top row, Борис the middle one's first two squares,
    // each key once the move before it is said ("Аня: клетка 7").
    for (const [name, square] of [["Аня", 7], ["Борис", 4], ["Аня", 8], ["Борис", 5], ["Аня", 9]]) {
      const before = (await announced(tab)).length;
      await tab.keyboard.press(`Numpad${square}`);
      await waitFor(new RegExp(`${name}: клетка ${square}\\b`), before, 15000, tab);
    }
    await waitFor(/Борис побеждает! X поставил три в ряд/, 0, 15000, tab);
    await tab.waitForTimeout(600);
    await tab.screenshot({ path: join(OUT, "misere-result-360x640.png") });
    const card = (await ui(tab)).landmarks["moment-card"];
    assert.ok(card, "the result card is drawn");
    const [x, y, w, h] = card;
    assert.ok(x >= 0 && y >= 0 && x + w <= size.width + 0.5 && y + h <= size.height + 0.5, `the card ${card} fits the screen`);
    assert.deepEqual(phone.issues, []);
  } finally {
    await phone.close();
  }
});
