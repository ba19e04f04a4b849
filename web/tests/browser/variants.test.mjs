// The games beside the classic one: misère played by keys on a small
// phone in Russian (the longest words), its result saying whose line
// lost, the card on screen; Qubic against Impossible by the board's
// buttons, its layers named as a screen reader hears them, the coach's
// hint and analysis asked for on the way, with the computer's thinking
// times printed (a figure, not a limit); Notakto against Impossible on a
// phone, every mark said as X.

import { test } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { OUT, announced, freshPage, openWith, phonePage, summary, thoughtsInto, ui, waitFor } from "./harness.mjs";

test("misère on a 360 x 640 phone in Russian: a line loses, and the result says whose", async () => {
  const size = { width: 360, height: 640 };
  const phone = await phonePage(size);
  const { tab } = phone;
  try {
    await openWith(tab, '(version: 1, mode: human_vs_human, board: misere, language: "ru", name1: "Аня", name2: "Борис")');
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

test("Qubic against Impossible by the board's buttons, layer by layer, with the coach's hint and analysis", async () => {
  const desk = await freshPage();
  const { tab } = desk;
  const thoughts = [];
  tab.on("console", thoughtsInto(thoughts));
  try {
    await openWith(tab, '(version: 1, mode: human_vs_computer, difficulty: impossible, board: qubic, language: "en")');
    await waitFor(/Qubic: 4 x 4 x 4/, 0, 15000, tab);
    await tab.keyboard.press("Enter");
    await waitFor(/Round 1\./, 0, 15000, tab);
    let end;
    for (let turn = 0; turn < 32 && !end; turn++) {
      const squares = await tab.$$eval("#board-grid button", (buttons) =>
        buttons.map((b) => [b.dataset.square, b.getAttribute("aria-label") ?? ""]),
      );
      assert.equal(squares.length, 64, "a button for each of the cube's points");
      const parsed = squares.map(([at, label]) => {
        const hit = /^Layer ([1-4]), square ([a-d][1-4]), (X|O|empty)$/.exec(label);
        assert.ok(hit, `a Qubic point's label: ${label}`);
        return { at, name: `${hit[1]}${hit[2]}`, empty: hit[3] === "empty" };
      });
      const pick = parsed.find((s) => s.empty);
      const mark = (await announced(tab)).length;
      await tab.locator(`#board-grid button[data-square="${pick.at}"]`).focus();
      await tab.keyboard.press("Enter");
      await waitFor(new RegExp(`You took ${pick.name}\\b`), mark, 15000, tab);
      const said = await waitFor(/Computer took \d[a-d]\d|You win!|The computer wins|It's a draw/, mark, 15000, tab);
      end = /You win!|The computer wins|It's a draw/.exec((await announced(tab)).slice(mark).join(" "))?.[0];
      if (turn === 6) await tab.screenshot({ path: join(OUT, "qubic-mid-game.png") });
      if (turn === 2) {
        // The coach on Qubic: the hint is the computer's move and why; the
        // analysis comes on (and goes off again, for the game's timing).
        await tab.locator("#game").focus();
        const asked = (await announced(tab)).length;
        await tab.keyboard.press("h");
        await waitFor(/Hint for X: \d[a-d]\d (wins by force|blocks a line one short of four|is the computer's choice)/, asked, 15000, tab);
        await tab.keyboard.press("a");
        await waitFor(/Analysis on: a point shows who wins/, asked, 15000, tab);
        await tab.waitForTimeout(1500);
        await tab.screenshot({ path: join(OUT, "qubic-coach.png") });
        await tab.keyboard.press("a");
        await waitFor(/Analysis off/, asked, 15000, tab);
      }
      assert.ok(said);
    }
    assert.equal(end, "The computer wins", "Impossible beats the first free point every move");
    await tab.waitForTimeout(600);
    await tab.screenshot({ path: join(OUT, "qubic-end.png") });
    console.log(`Qubic, Impossible in the browser: ${JSON.stringify(summary(thoughts))}`);
    assert.deepEqual(desk.issues, []);
  } finally {
    await desk.close();
  }
});

test("Notakto on a 390 x 844 phone against Impossible: every mark an X, and a line loses", async () => {
  const size = { width: 390, height: 844 };
  const phone = await phonePage(size);
  const { tab } = phone;
  try {
    await openWith(tab, '(version: 1, mode: human_vs_computer, difficulty: impossible, board: notakto, language: "en")');
    await waitFor(/Notakto: 3 x 3, both players place X/, 0, 15000, tab);
    await tab.screenshot({ path: join(OUT, "notakto-menu-390x844.png") });
    await tab.keyboard.press("Enter");
    await waitFor(/Round 1\./, 0, 15000, tab);
    let end;
    let labels = [];
    for (let turn = 0; turn < 9 && !end; turn++) {
      // Wait for a turn of ours (the computer may have gone first).
      await waitFor(/Your turn|You win!|The computer wins/, 0, 15000, tab);
      labels = await tab.$$eval("#board-grid button", (buttons) =>
        buttons.map((b) => [b.dataset.square, b.getAttribute("aria-label") ?? ""]),
      );
      end = /You win!|The computer wins/.exec((await announced(tab)).join(" "))?.[0];
      if (end) break;
      const pick = labels.find(([, label]) => label.endsWith(", empty"));
      const mark = (await announced(tab)).length;
      await tab.locator(`#board-grid button[data-square="${pick[0]}"]`).focus();
      await tab.keyboard.press("Enter");
      await waitFor(/You took square \d/, mark, 15000, tab);
      await waitFor(/Computer took square \d|You win!|The computer wins/, mark, 15000, tab);
      end = /You win!|The computer wins/.exec((await announced(tab)).slice(mark).join(" "))?.[0];
    }
    labels = await tab.$$eval("#board-grid button", (buttons) => buttons.map((b) => b.getAttribute("aria-label") ?? ""));
    // Both players' marks are said as X: no square reads O.
    assert.ok(labels.some((l) => l.endsWith(", X")), `marks said as X: ${labels}`);
    assert.ok(!labels.some((l) => l.endsWith(", O")), `no O on a Notakto board: ${labels}`);
    assert.ok(end, "the round ends: Notakto has no draw");
    await waitFor(/made three in a row/, 0, 15000, tab);
    await tab.waitForTimeout(600);
    await tab.screenshot({ path: join(OUT, "notakto-result-390x844.png") });
    const card = (await ui(tab)).landmarks["moment-card"];
    assert.ok(card, "the result card is drawn");
    const [x, y, w, h] = card;
    assert.ok(x >= 0 && y >= 0 && x + w <= size.width + 0.5 && y + h <= size.height + 0.5, `the card ${card} fits the screen`);
    assert.deepEqual(phone.issues, []);
  } finally {
    await phone.close();
  }
});
