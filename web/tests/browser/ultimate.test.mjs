// Ultimate in the browser: a whole game by number keys against Impossible,
// and another through the board's buttons, read from their labels.

import { test } from "node:test";
import assert from "node:assert/strict";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import {
  LINES,
  OUT,
  VIEWPORT,
  announced,
  page,
  pickBoard,
  problems,
  server,
  startTwoPlayerRound,
  summary,
  tabTo,
  thoughtsInto,
  toMenu,
  waitFor,
} from "./harness.mjs";

/** Ultimate as the page's board buttons say it: each square's board,
 * square (numpad numbers), mark, and where the next move goes ("any", a
 * board's number, or null once the game is over). */
async function ultimateSquares(tab) {
  const labels = await tab.$$eval("#board-grid button", (buttons) =>
    buttons.map((b) => [b.dataset.square, b.getAttribute("aria-label") ?? ""]),
  );
  return labels.map(([at, label]) => {
    const hit = /^Board (\d), square (\d), (X|O|empty)(?:; you play in (any open board|board (\d)))?$/.exec(label);
    assert.ok(hit, `an Ultimate square's label: ${label}`);
    return {
      at,
      board: Number(hit[1]),
      square: Number(hit[2]),
      mark: hit[3] === "empty" ? null : hit[3],
      next: hit[4] === undefined ? null : hit[5] ? Number(hit[5]) : "any",
    };
  });
}

/** The legal squares, worked out here from the marks: a small board is
 * closed when won or full. */
function ultimateLegal(squares) {
  const next = squares[0].next;
  if (next === null) return [];
  const closed = new Set();
  for (let b = 1; b <= 9; b++) {
    const marks = {};
    for (const s of squares.filter((s) => s.board === b && s.mark)) marks[s.square] = s.mark;
    const won = LINES.some((line) => line.every((q) => marks[q] === "X") || line.every((q) => marks[q] === "O"));
    if (won || Object.keys(marks).length === 9) closed.add(b);
  }
  return squares.filter((s) => !s.mark && !closed.has(s.board) && (next === "any" || s.board === next));
}

test("a whole Ultimate game by number keys against Impossible, and another by the board's buttons", async () => {
  const thoughts = [];
  const listen = thoughtsInto(thoughts);
  page.on("console", listen);
  // From a fresh load on the title screen, whatever ran before (or
  // nothing, run on its own with --test-name-pattern).
  await page.goto(`${server.base}/`);
  await page.waitForSelector("body[data-ready]", { timeout: 120000 });
  await page.locator("#game").focus();
  let mark = (await announced()).length;
  await tabTo("Human vs Computer");
  await page.keyboard.press("Space");
  await tabTo("Impossible");
  await page.keyboard.press("Space");
  await pickBoard("Ultimate");
  await waitFor(/Menu: Human vs Computer, Impossible, you go first, Ultimate/, mark);
  mark = (await announced()).length;
  await page.keyboard.press("Enter"); // Start's own key
  await waitFor(/Your turn \(X\)/, mark);
  await page.locator("#game").focus();
  // By number keys: the board, then its square, unless the last move sent us.
  let moves = 0;
  let end;
  for (let turn = 0; turn < 60 && !end; turn++) {
    const squares = await ultimateSquares(page);
    const legal = ultimateLegal(squares);
    assert.ok(legal.length > 0, "a move is left while the game goes on");
    const pick = legal[0];
    mark = (await announced()).length;
    if (squares[0].next === "any") {
      await page.keyboard.press(`Digit${pick.board}`);
      await waitFor(new RegExp(`Board ${pick.board}: now its square`), mark);
    }
    await page.keyboard.press(`Digit${pick.square}`);
    await waitFor(new RegExp(`You took board ${pick.board}, square ${pick.square}\\b`), mark);
    moves++;
    const reply = await waitFor(/Computer took board \d, square \d|You win|The computer wins|It's a draw/, mark, 30000);
    if (moves === 8) await page.screenshot({ path: join(OUT, "ultimate-mid-game.png") });
    end = /(You win!|The computer wins|It's a draw)/.exec((await announced()).slice(mark).join(" "))?.[1] ?? (/Computer took/.test(reply) ? undefined : reply);
  }
  assert.ok(end, "the game ended");
  await page.waitForTimeout(1000);
  await page.screenshot({ path: join(OUT, "ultimate-end.png") });
  // How long it thought, and its longest frame of thought: figures for
  // .ci/bench, not a test (files run side by side here).
  const timings = summary(thoughts);
  console.log(`Ultimate by keys: ${moves} moves of ours, ${end}; Impossible in the browser: ${JSON.stringify(timings)}`);
  writeFileSync(join(OUT, "ultimate-timings.json"), JSON.stringify(timings, null, 2));
  assert.ok(thoughts.length >= moves - 1, `${thoughts.length} of the computer's moves timed`);
  // The page keeps drawing while it thinks: a long thought is spread over frames.
  for (const t of thoughts.filter((t) => t.ms > 100)) {
    assert.ok(t.frames > 1, `${t.ms} ms of thought in one frame`);
  }
  page.off("console", listen);

  // By the board's buttons, two players, each taking the first legal
  // square, on a phone's screen.
  await toMenu();
  await page.setViewportSize({ width: 390, height: 844 });
  mark = (await announced()).length;
  await startTwoPlayerRound();
  let played = 0;
  end = undefined;
  for (let turn = 0; turn < 81 && !end; turn++) {
    const legal = ultimateLegal(await ultimateSquares(page));
    assert.ok(legal.length > 0, "a move is left while the game goes on");
    const pick = legal[0];
    mark = (await announced()).length;
    await page.locator(`#board-grid button[data-square="${pick.at}"]`).focus();
    await page.keyboard.press("Enter");
    await waitFor(new RegExp(`took board ${pick.board}, square ${pick.square}\\b`), mark);
    played++;
    end = /(wins!|It's a draw)/.exec((await announced()).slice(mark).join(" "))?.[1];
    if (played === 20) await page.screenshot({ path: join(OUT, "ultimate-phone-mid-game.png") });
  }
  assert.ok(end, "the game by buttons ended");
  const [finalSquares] = [await ultimateSquares(page)];
  assert.equal(finalSquares.filter((s) => s.mark).length, played, "every press is one mark");
  await page.waitForTimeout(500);
  await page.screenshot({ path: join(OUT, "ultimate-phone-end.png") });
  await page.setViewportSize(VIEWPORT);
  console.log(`Ultimate by the board's buttons: ${played} moves, ${end}`);
  // The page's own error handler takes what would reach the console.
  assert.equal(await page.evaluate(() => document.body.dataset.failed), undefined, "the game never stopped");
  // Back to the title screen for the tests after, from the canvas (Esc on
  // the board's buttons hands the keys back to it instead).
  await page.locator("#game").focus();
  await toMenu();
  assert.deepEqual(problems, [], "no console errors or uncaught exceptions");
});
