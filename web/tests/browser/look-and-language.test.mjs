// The look and the words: the theme following the system, the browser's
// language and the one picked in Settings, names in other scripts and
// their fonts.

import { test } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { OUT, announced, freshPage, server, tabTo, ui, waitFor } from "./harness.mjs";

test("the look follows the system, and the choice is kept", async () => {
  for (const [options, expected] of [
    [{ colorScheme: "light" }, "Light"],
    [{ colorScheme: "dark" }, "Dark"],
    [{ contrast: "more" }, "HighContrast"],
  ]) {
    const { tab, issues, close } = await freshPage(options);
    try {
      await tab.goto(`${server.base}/`);
      await tab.waitForSelector("body[data-ready]", { timeout: 120000 });
      await tab.waitForTimeout(300);
      assert.equal((await ui(tab)).theme, expected, JSON.stringify(options));
      // The loading screen (theme.js) chose as the game did.
      const pageTheme = (name) => name.replace(/([a-z])([A-Z])/g, "$1_$2").toLowerCase();
      assert.equal(await tab.evaluate(() => document.documentElement.dataset.theme), pageTheme(expected));
      await tab.screenshot({ path: join(OUT, `theme-${expected.toLowerCase()}.png`) });
      if (expected === "Light") {
        // Picked by keyboard, saved, and kept over the system's choice.
        await tab.locator("#game").focus();
        await tabTo("Change…", tab);
        await tab.keyboard.press("Space");
        await tabTo("High contrast", tab);
        await tab.keyboard.press("Space");
        await tab.waitForFunction(() => JSON.parse(document.getElementById("game").dataset.ui).theme === "HighContrast");
        await tab.screenshot({ path: join(OUT, "settings-sheet.png") });
        await tab.keyboard.press("Escape");
        await tab.waitForTimeout(150);
        await tab.keyboard.press("Enter");
        await tab.waitForTimeout(600);
        await tab.screenshot({ path: join(OUT, "theme-highcontrast-game.png") });
        await tab.reload();
        await tab.waitForSelector("body[data-ready]", { timeout: 120000 });
        await tab.waitForTimeout(300);
        assert.equal((await ui(tab)).theme, "HighContrast", "the choice outlives a reload");
        assert.equal(await tab.evaluate(() => document.documentElement.dataset.theme), "high_contrast", "the loading screen too");
      }
      assert.deepEqual(issues, []);
    } finally {
      await close();
    }
  }
});

test("the game speaks the browser's language, the choice in Settings wins, and the server's refusals come in it", async () => {
  const { tab, issues, close } = await freshPage({ locale: "es-ES" });
  try {
    await tab.goto(`${server.base}/`);
    await tab.waitForSelector("body[data-ready]", { timeout: 120000 });
    // The page before the game, and the game itself, in Spanish.
    assert.equal(await tab.evaluate(() => document.documentElement.lang), "es");
    assert.equal(await tab.title(), "Tres en raya");
    assert.match(await tab.getAttribute("#game", "aria-label"), /^Tres en raya\./);
    assert.match(await tab.textContent("#how-to-play"), /Enter/);
    assert.doesNotMatch(await tab.textContent("#how-to-play"), /Click or tap/);
    await tab.waitForTimeout(300);
    await tab.screenshot({ path: join(OUT, "language-es-title.png") });
    const mark = (await announced(tab)).length;
    await tab.locator("#game").focus();
    await tab.keyboard.press("Enter");
    await waitFor(/^Ronda 1\. /, mark, 15000, tab);
    await tab.keyboard.press("5");
    await tab.waitForTimeout(1500);
    await tab.screenshot({ path: join(OUT, "language-es-game.png") });
    // A room that does not exist: the server's refusal, worded in Spanish.
    await tab.goto(`${server.base}/?room=BCDFGHJ`);
    await tab.waitForSelector("body[data-ready]", { timeout: 120000 });
    await waitFor(/^No existe la sala BCDFGHJ/, 0, 30000, tab);
    // The player picks Russian (saved as the settings sheet saves it): it
    // wins over the browser's Spanish, the page's words too, from the start.
    await tab.evaluate(() =>
      localStorage.setItem("tictactoe.settings.ron", '(version: 1, mode: human_vs_computer, language: "ru")'),
    );
    await tab.goto(`${server.base}/`);
    await tab.waitForSelector("body[data-ready]", { timeout: 120000 });
    assert.equal(await tab.evaluate(() => document.documentElement.lang), "ru");
    assert.equal(await tab.title(), "Крестики-нолики");
    const russian = (await announced(tab)).length;
    await tab.locator("#game").focus();
    await tab.keyboard.press("Enter");
    await waitFor(/^Партия 1\. /, russian, 15000, tab);
    await tab.waitForTimeout(500);
    await tab.screenshot({ path: join(OUT, "language-ru-game.png") });
    assert.deepEqual(issues, []);
  } finally {
    await close();
  }
});

test("names in Chinese and Arabic are drawn: their fonts are fetched when a name first needs them", async () => {
  const { tab, issues, close } = await freshPage();
  const fonts = [];
  tab.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (path.includes("/fonts/")) fonts.push(path.slice(path.lastIndexOf("/") + 1));
  });
  try {
    await tab.goto(`${server.base}/`);
    await tab.waitForSelector("body[data-ready]", { timeout: 120000 });
    await tab.waitForTimeout(500);
    assert.deepEqual(fonts, [], "no font for other scripts on a first visit with Latin names");
    await tab.evaluate(() =>
      localStorage.setItem(
        "tictactoe.settings.ron",
        '(version: 1, mode: human_vs_human, name1: "山田花子", name2: "علي حسن")',
      ),
    );
    await tab.reload();
    await tab.waitForSelector("body[data-ready]", { timeout: 120000 });
    await tab.waitForFunction(() => document.body.dataset.fonts?.split(" ").length === 2, null, { timeout: 30000 });
    assert.deepEqual(fonts.sort(), ["noto-sans-arabic.ttf", "noto-sans-cjk-han.otf"]);
    assert.equal(await tab.evaluate(() => document.body.dataset.fonts), "Han Arabic");
    await tab.waitForTimeout(300);
    await tab.screenshot({ path: join(OUT, "names-cjk-arabic-title.png") });
    // Human vs Human is the saved choice: Start, and X's first move.
    const mark = (await announced(tab)).length;
    await tab.locator("#game").focus();
    await tabTo("Start", tab);
    await tab.keyboard.press("Space");
    // Announcements stay in reading order.
    await waitFor(/Round 1\. Score: 山田花子 0, علي حسن 0, draws 0\. 山田花子's turn/, mark, 15000, tab);
    await tab.keyboard.press("5");
    await waitFor(/علي حسن's turn/, mark, 15000, tab);
    await tab.waitForTimeout(300);
    await tab.screenshot({ path: join(OUT, "names-cjk-arabic-game.png") });
    assert.deepEqual(issues, []);
  } finally {
    await close();
  }
});
