// axe-core's verdict on each screen: the menu, the statistics, a game,
// the result card and the review.

import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { OUT, announced, freshPage, playSquares, server, startTwoPlayerRound, tabTo, waitFor } from "./harness.mjs";

/** axe-core's verdict on the page as it is: every violation, by rule and
 * the elements it names. Run through the debugging protocol, which the
 * page's Content-Security-Policy does not govern. */
const AXE = readFileSync(resolve(import.meta.dirname, "../../node_modules/axe-core/axe.min.js"), "utf8");
async function axeViolations(tab) {
  await tab.evaluate(AXE);
  return tab.evaluate(async () => {
    const result = await window.axe.run(document);
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  });
}

test("axe finds nothing in the menu, the statistics, a game, the result card and the review", async () => {
  const { tab, issues, close } = await freshPage();
  try {
    await tab.goto(`${server.base}/`);
    await tab.waitForSelector("body[data-ready]", { timeout: 120000 });
    await tab.locator("#game").focus();
    const found = {};
    found.menu = await axeViolations(tab);

    let mark = (await announced(tab)).length;
    await tabTo("Statistics", tab);
    await tab.keyboard.press("Space");
    await tab.waitForTimeout(300);
    found.statistics = await axeViolations(tab);
    await tab.keyboard.press("Escape");
    await tab.waitForTimeout(300);

    mark = (await announced(tab)).length;
    await startTwoPlayerRound(tab);
    await tab.keyboard.press("7");
    await waitFor(/took square 7/, mark, 15000, tab);
    found.game = await axeViolations(tab);
    await playSquares(["8", "4", "5", "1"], tab);
    await waitFor(/wins/, mark, 15000, tab);
    await tab.waitForTimeout(300);
    found.result = await axeViolations(tab);
    mark = (await announced(tab)).length;
    await tab.keyboard.press("v");
    await waitFor(/\(\d+ of \d+\)/, mark, 15000, tab);
    found.review = await axeViolations(tab);
    await tab.screenshot({ path: join(OUT, "axe-review.png") });
    assert.deepEqual(found, { menu: [], statistics: [], game: [], result: [], review: [] });
    assert.deepEqual(issues, []);
  } finally {
    await close();
  }
});
