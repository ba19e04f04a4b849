// The built web page in a real browser (Debian's Chromium, software WebGL):
// set up a Human vs Computer (Impossible) game with the keyboard alone, play
// it with numpad keys and clicks, and check what the aria-live region
// announced; two pages play each other online; then the page's failures: a
// missing script, a lost WebGL2. The page is served by the game server.
//
//   TICTACTOE_WEB_DIR=<built page> TICTACTOE_SERVER=<tictactoe-server> \
//     node --test web/tests/browser.test.mjs
// Screenshots and timings go to $TICTACTOE_TEST_OUT (default: beside the
// page). TICTACTOE_CHROMIUM names the browser (default /usr/bin/chromium).

import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, installed, startCluster, startServer as startServerAt } from "./chromium.mjs";

const DIST = process.env.TICTACTOE_WEB_DIR;
const OUT = resolve(process.env.TICTACTOE_TEST_OUT ?? join(DIST ?? ".", "..", "browser-test"));
const VIEWPORT = { width: 1280, height: 800 };
const BROWSER = process.env.TICTACTOE_CHROMIUM ?? "/usr/bin/chromium";
const SERVER = process.env.TICTACTOE_SERVER;
const startServer = (dir, port = 0) => startServerAt(SERVER, dir, port);

let server, context, page, profile;
const problems = [];

before(async () => {
  assert.ok(DIST, "set TICTACTOE_WEB_DIR to the built page (.ci/web-build makes it)");
  assert.ok(existsSync(BROWSER), `no browser at ${BROWSER}: install chromium or set TICTACTOE_CHROMIUM`);
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  assert.ok(SERVER && existsSync(SERVER), "set TICTACTOE_SERVER to the tictactoe-server binary (cargo build --no-default-features --features server --bin tictactoe-server)");
  server = await startServer(DIST);
  profile = mkdtempSync(join(tmpdir(), "tictactoe-chromium-"));
  context = await chromium.launchPersistentContext(profile, {
    executablePath: BROWSER,
    headless: true,
    viewport: VIEWPORT,
    args: CHROMIUM_ARGS,
    // Pages here are always fetched: a service worker would answer the
    // requests the failure tests replace (its own test makes a context).
    serviceWorkers: "block",
  });
  page = context.pages()[0] ?? (await context.newPage());
  page.on("console", (msg) => {
    if (msg.type() === "error") {
      problems.push(`console error: ${msg.text()} (${msg.location().url ?? "?"})`);
    }
  });
  page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
  await recordAnnouncements(context);
});

/** Records every text the live region shows, in order, in each page. */
function recordAnnouncements(browserContext) {
  return browserContext.addInitScript(() => {
    window.__announced = [];
    document.addEventListener("DOMContentLoaded", () => {
      const region = document.getElementById("announcer");
      new MutationObserver(() => window.__announced.push(region.textContent)).observe(region, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    });
  });
}

after(async () => {
  await context?.close();
  await server?.stop();
  if (profile) rmSync(profile, { recursive: true, force: true });
});

const announced = (tab = page) => tab.evaluate(() => window.__announced.slice());

/** Waits for an announcement matching `pattern` at or after index `from`. */
async function waitFor(pattern, from = 0, timeout = 15000, tab = page) {
  const start = Date.now();
  for (;;) {
    const all = await announced(tab);
    const hit = all.slice(from).find((text) => pattern.test(text));
    if (hit) return hit;
    if (Date.now() - start > timeout) {
      assert.fail(`no announcement matched ${pattern} within ${timeout} ms; got:\n${all.slice(from).join("\n")}`);
    }
    await tab.waitForTimeout(50);
  }
}

/** Presses Tab until the control whose name starts with `label` has the focus. */
async function tabTo(label, tab = page) {
  for (let presses = 0; presses < 40; presses++) {
    const mark = (await announced(tab)).length;
    await tab.keyboard.press("Tab");
    const focus = await waitFor(/, (option|button|checkbox|text field|slider|section)/, mark, 5000, tab);
    if (focus.split(". ").some((part) => part.startsWith(label))) return;
  }
  assert.fail(`Tab never reached ${label}`);
}

async function board() {
  const value = await page.getAttribute("#game", "data-board");
  const [x, y, side, n] = value.split(" ").map(Number);
  return { x, y, side, n };
}

/** From the title screen, by keyboard: two players on this device, and
 * their first round started. */
async function startTwoPlayerRound(tab = page) {
  let mark = (await announced(tab)).length;
  await tabTo("Human vs Human", tab);
  await tab.keyboard.press("Space");
  await waitFor(/Menu: Human vs Human,/, mark, 15000, tab);
  mark = (await announced(tab)).length;
  await tabTo("Start", tab);
  await tab.keyboard.press("Space");
  await waitFor(/Round 1\./, mark, 15000, tab);
}

/** Opens the title screen's settings sheet by keyboard, picks the board
 * `label` ("3 x 3") and closes the sheet again with Escape. */
async function pickBoard(label, tab = page) {
  await tabTo("Change…", tab);
  await tab.keyboard.press("Space");
  await tab.waitForTimeout(150);
  await tabTo(label, tab);
  await tab.keyboard.press("Space");
  await tab.waitForTimeout(150);
  await tab.keyboard.press("Escape");
  await tab.waitForTimeout(150);
}

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

const LINES = [[7, 8, 9], [4, 5, 6], [1, 2, 3], [7, 4, 1], [8, 5, 2], [9, 6, 3], [7, 5, 3], [9, 5, 1]];

/** The square that completes a line for `mark`, if any. */
function completing(marks, mark) {
  for (const line of LINES) {
    const mine = line.filter((s) => marks[s] === mark).length;
    const empty = line.filter((s) => !marks[s]);
    if (mine === 2 && empty.length === 1) return empty[0];
  }
  return undefined;
}

/** Our move: win, else block, else make a threat, else the best free square. */
function choose(marks) {
  const free = (s) => !marks[s];
  const win = completing(marks, "X");
  if (win) return { square: win };
  const block = completing(marks, "O");
  if (block) return { square: block };
  for (const s of [5, 1, 3, 7, 9, 2, 4, 6, 8].filter(free)) {
    const threat = completing({ ...marks, [s]: "X" }, "X");
    if (threat) return { square: s, threat };
  }
  return { square: [5, 1, 3, 7, 9, 2, 4, 6, 8].find(free) };
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
  await waitFor(/Hint for X: (squares? [\d, or]+|any square) (keeps the draw|wins \(X wins|holds out longest)/, mark);
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(OUT, "hint.png") });
  mark = (await announced()).length;
  await page.keyboard.press("u");
  await waitFor(/Undid O \d and X \d/, mark);
  await waitFor(/Your turn \(X\)/, mark);

  writeFileSync(join(OUT, "timings.json"), JSON.stringify({ firstFrameMs }, null, 2));
  assert.deepEqual(problems, [], "no console errors or uncaught exceptions");
});

/** A console listener that keeps each "Impossible chose ..." timing. */
function thoughtsInto(thoughts) {
  return (msg) => {
    const hit = /Impossible chose \S+ after ([\d.]+) ms of thought in (\d+) frame\(s\), at most ([\d.]+) ms in one(?:, (\d+) playouts \((\d+) a second\))?/.exec(msg.text());
    if (hit) {
      thoughts.push({ ms: Number(hit[1]), frames: Number(hit[2]), slice: Number(hit[3]), playouts: Number(hit[4] ?? 0), rate: Number(hit[5] ?? 0) });
    }
  };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Median and worst thinking time, most frames, longest single frame. */
function summary(thoughts) {
  const ms = thoughts.map((t) => t.ms).sort((a, b) => a - b);
  return {
    moves: ms.length,
    medianMs: ms[Math.floor(ms.length / 2)],
    worstMs: ms[ms.length - 1],
    mostFrames: Math.max(...thoughts.map((t) => t.frames)),
    longestFrameMs: Math.max(...thoughts.map((t) => t.slice)),
    // Ultimate's tree search: its median playouts a move and a second.
    ...(thoughts.some((t) => t.playouts) && {
      medianPlayouts: median(thoughts.map((t) => t.playouts)),
      medianPlayoutsPerSecond: median(thoughts.map((t) => t.rate)),
    }),
  };
}

test("Impossible plays itself on 4 x 4 and 5 x 5 in the browser, and its thinking is timed", async () => {
  const thoughts = [];
  const listen = thoughtsInto(thoughts);
  page.on("console", listen);
  const timings = {};
  await toMenu();
  for (const [board, label] of [
    ["4 x 4", "4x4"],
    ["5 x 5", "5x5"],
  ]) {
    thoughts.length = 0;
    let mark = (await announced()).length;
    await tabTo("Computer vs Computer");
    await page.keyboard.press("Space");
    await pickBoard(board);
    await waitFor(/Menu: Computer vs Computer, Impossible/, mark);
    mark = (await announced()).length;
    await tabTo("Start");
    await page.keyboard.press("Space");
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

/** Escape to the menu, waiting until it is there (a Tab pressed while the
 * screen changes belongs to neither screen). */
async function toMenu(tab = page) {
  const mark = (await announced(tab)).length;
  await tab.keyboard.press("Escape");
  const said = await waitFor(/Menu: |Leave this round\?|Leave the room\?/, mark, 15000, tab);
  // A round in play asks first: Enter leaves.
  if (/Leave/.test(said)) {
    await tab.keyboard.press("Enter");
    await waitFor(/Menu: /, mark, 15000, tab);
  }
}

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
    await pickBoard(boardLabel);
    await waitFor(/Menu: Human vs Computer, Impossible, you go first/, mark);
    mark = (await announced()).length;
    await tabTo("Start");
    await page.keyboard.press("Space");
    await waitFor(/Your turn \(X\)/, mark);
    for (let game = 0; game < 3; game++) {
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
      mark = (await announced()).length;
      await page.keyboard.press("Enter");
      await waitFor(/Your turn \(X\)/, mark);
    }
    await page.screenshot({ path: join(OUT, `random-${label}.png`) });
    assert.ok(thoughts.length >= 10, `${thoughts.length} moves timed`);
    timings[label] = summary(thoughts);
    console.log(`${label} against random clicks in the browser: ${JSON.stringify(timings[label])}`);
    await toMenu();
  }
  page.off("console", listen);
  writeFileSync(join(OUT, "computer-random-timings.json"), JSON.stringify(timings, null, 2));
  assert.deepEqual(problems, [], "no console errors or uncaught exceptions");
});

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
  await tabTo("Start");
  await page.keyboard.press("Space");
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
  console.log(`Ultimate by keys: ${moves} moves of ours, ${end}; Impossible in the browser: ${JSON.stringify(summary(thoughts))}`);
  assert.ok(thoughts.length >= moves - 1, `${thoughts.length} of the computer's moves timed`);
  for (const t of thoughts) {
    assert.ok(t.slice <= 33, `no frame of thought over 33 ms (${t.slice} ms)`);
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

test("two pages play a round online through the game server", async () => {
  // The friend: another browser profile (its own saved settings).
  const friendProfile = mkdtempSync(join(tmpdir(), "tictactoe-chromium-"));
  const friendContext = await chromium.launchPersistentContext(friendProfile, {
    executablePath: BROWSER,
    headless: true,
    viewport: VIEWPORT,
    args: CHROMIUM_ARGS,
  });
  try {
    await recordAnnouncements(friendContext);
    const friend = friendContext.pages()[0] ?? (await friendContext.newPage());
    friend.on("console", (msg) => {
      if (msg.type() === "error") problems.push(`friend's console error: ${msg.text()}`);
    });

    // The creator, by keyboard, from a fresh page: Online, then Create a room.
    await page.goto(`${server.base}/`);
    await page.waitForSelector("body[data-ready]", { timeout: 120000 });
    await waitFor(/Menu: /);
    await page.locator("#game").focus();
    let mark = (await announced()).length;
    await tabTo("Online");
    await page.keyboard.press("Space");
    const chosen = await waitFor(/Menu: Online/, mark);
    // Earlier tests may have left another board chosen (settings are saved).
    if (!/, 3 x 3/.test(chosen)) {
      mark = (await announced()).length;
      await pickBoard("3 x 3");
      await waitFor(/Menu: Online, you go first, 3 x 3/, mark);
    }
    mark = (await announced()).length;
    await tabTo("Create a room");
    await page.keyboard.press("Space");
    const opened = await waitFor(/Room ([A-Z]{7}) is open/, mark);
    const code = /Room ([A-Z]{7}) is open/.exec(opened)[1];
    assert.doesNotMatch(code, /[01ILO]/, "no look-alike letters");
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(OUT, "online-waiting.png") });

    // The friend opens the room's link: straight into the room. The
    // friend's pages are at the server's IPv6 loopback, so that the two
    // players come from two addresses, as they would across the internet.
    mark = (await announced()).length;
    await friend.goto(`${server.base6}/?room=${code}`);
    await friend.waitForSelector("body[data-ready]", { timeout: 120000 });
    await waitFor(new RegExp(`Joined room ${code}`), 0, 15000, friend);
    await waitFor(/Player 2 joined/, mark);
    await waitFor(/Your turn \(X\)/, mark);

    // Someone else opens the room's watch link: the board, read only.
    const watcher = await friendContext.newPage();
    await watcher.goto(`${server.base6}/?watch=${code}`);
    await watcher.waitForSelector("body[data-ready]", { timeout: 120000 });
    await waitFor(new RegExp(`Watching room ${code}`), 0, 15000, watcher);

    // Moves by numpad on each side; each shows on both pages.
    const script = [
      [page, 7],
      [friend, 4],
      [page, 8],
      [friend, 5],
      [page, 9],
    ];
    for (const [tab, square] of script) {
      const mine = (await announced(tab)).length;
      const other = tab === page ? friend : page;
      const theirs = (await announced(other)).length;
      await tab.locator("#game").focus();
      await tab.keyboard.press(`Numpad${square}`);
      await waitFor(new RegExp(`You took square ${square}\\b`), mine, 15000, tab);
      await waitFor(new RegExp(`Player [12] took square ${square}\\b`), theirs, 15000, other);
    }
    await waitFor(/You win/, 0, 15000, page);
    await waitFor(/Player 1 wins/, 0, 15000, friend);
    await waitFor(/Player 1 wins/, 0, 15000, watcher);
    await watcher.waitForTimeout(300);
    await watcher.screenshot({ path: join(OUT, "online-watcher.png") });
    await watcher.close();
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(OUT, "online-creator.png") });
    await friend.screenshot({ path: join(OUT, "online-friend.png") });

    // The friend closes the tab: the creator hears it. The friend opens the
    // link again within the minute: back in the same seat, same board.
    mark = (await announced()).length;
    await friend.close();
    await waitFor(/Player 2 lost connection/, mark, 15000);
    const again = await friendContext.newPage();
    await again.goto(`${server.base6}/?room=${code}`);
    await again.waitForSelector("body[data-ready]", { timeout: 120000 });
    await waitFor(new RegExp(`Back in room ${code}, in your seat`), 0, 15000, again);
    await waitFor(/Player 2 is back/, mark, 15000);
    await waitFor(/Player 1 wins/, 0, 15000, again);
    await again.screenshot({ path: join(OUT, "online-friend-back.png") });
    await toMenu();

    // Play anyone: both back at the menu, each asks for a quick match on
    // 3 x 3; the first waits on the title screen until the second comes.
    mark = (await announced(again)).length;
    await again.locator("#game").focus();
    await again.keyboard.press("Escape");
    await waitFor(/Menu: Online/, mark, 15000, again);
    mark = (await announced()).length;
    await tabTo("Quick match");
    await page.keyboard.press("Space");
    await waitFor(/Looking for a player for a 3 x 3 game/, mark);
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(OUT, "quick-match-looking.png") });
    const theirs = (await announced(again)).length;
    await tabTo("Quick match", again);
    await again.keyboard.press("Space");
    await waitFor(/Found a player: the game begins/, mark);
    await waitFor(/Found a player: the game begins/, theirs, 15000, again);
    const turn = await waitFor(/turn \(X\)/, mark);
    // A quick match is rated and timed: each name has its rating, and the
    // player to move sees their clock.
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(OUT, "quick-match-paired.png") });
    // Played to the end (leaving would count as abandoning it): X takes
    // the top row.
    const [x, o] = /Your turn/.test(turn) ? [page, again] : [again, page];
    const ratings = [(await announced(x)).length, (await announced(o)).length];
    for (const [tab, square] of [[x, 7], [o, 4], [x, 8], [o, 5], [x, 9]]) {
      const mine = (await announced(tab)).length;
      await tab.locator("#game").focus();
      await tab.keyboard.press(`Numpad${square}`);
      await waitFor(new RegExp(`You took square ${square}\\b`), mine, 15000, tab);
    }
    const won = await waitFor(/Your rating: 1500 → (\d+) \(\+\d+\)/, ratings[0], 15000, x);
    await waitFor(/Your rating: 1500 → \d+ \(-\d+\)/, ratings[1], 15000, o);
    await x.waitForTimeout(1200);
    await x.screenshot({ path: join(OUT, "quick-match-rated.png") });

    // The winner opens the leaderboard from the title screen.
    await toMenu(x);
    mark = (await announced(x)).length;
    await tabTo("Leaderboard", x);
    await x.keyboard.press("Space");
    const rating = /→ (\d+)/.exec(won)[1];
    // One opponent: rated, not yet ranked, and told what it takes.
    await waitFor(new RegExp(`Leaderboard for 3 x 3: nobody is ranked yet; you have ${rating}: play 9 more opponents to be ranked`), mark, 15000, x);
    await x.waitForTimeout(300);
    await x.screenshot({ path: join(OUT, "leaderboard.png") });
    await x.keyboard.press("Escape");
    await toMenu(o);
  } finally {
    await friendContext.close();
    rmSync(friendProfile, { recursive: true, force: true });
  }
  assert.deepEqual(problems, [], "no console errors or uncaught exceptions");
});

/** One GET with the headers given, as sent. */
function get(path, headers = {}) {
  const { hostname, port } = new URL(server.base);
  return new Promise((done, fail) => {
    const req = request({ host: hostname, port, path, headers }, (res) => {
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () => done({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", fail);
    req.setTimeout(5000, () => req.destroy(new Error(`no answer to ${path}`)));
    req.end();
  });
}

test("a finished game's replay link opens its review in another browser", async () => {
  const player = await freshPage();
  const viewer = await freshPage();
  try {
    // Two players on one page: X takes the top row (7 8 9) against 4 5.
    const tab = player.tab;
    await tab.goto(`${server.base}/`);
    await tab.waitForSelector("body[data-ready]", { timeout: 120000 });
    await tab.locator("#game").focus();
    await startTwoPlayerRound(tab);
    let mark = (await announced(tab)).length;
    for (const square of [7, 4, 8, 5, 9]) await tab.keyboard.press(`Numpad${square}`);
    await waitFor(/wins!/, mark, 15000, tab);
    mark = (await announced(tab)).length;
    await tab.keyboard.press("l");
    const copied = await waitFor(/^Copied /, mark, 15000, tab);
    // The live region ends each sentence with a full stop.
    const link = copied.slice("Copied ".length).replace(/\.$/, "");
    assert.match(link, /\/\?replay=3[A-Za-z0-9_-]{5}$/, link);
    assert.ok(link.length <= 80, `${link.length} characters: ${link}`);
    await tab.waitForTimeout(500);
    await tab.screenshot({ path: join(OUT, "replay-copy-link.png") });

    // Someone else opens it: the game's review, from its first move.
    await viewer.tab.goto(link);
    await viewer.tab.waitForSelector("body[data-ready]", { timeout: 120000 });
    await waitFor(/A replay of 5 moves/, 0, 15000, viewer.tab);
    await waitFor(/\(1 of 5\)/, 0, 15000, viewer.tab);
    mark = (await announced(viewer.tab)).length;
    await viewer.tab.locator("#game").focus();
    await viewer.tab.keyboard.press("ArrowRight");
    await waitFor(/\(2 of 5\)/, mark, 15000, viewer.tab);
    await viewer.tab.waitForTimeout(500);
    await viewer.tab.screenshot({ path: join(OUT, "replay-opened.png") });

    // A damaged link says why and leaves the title screen as it was.
    await viewer.tab.goto(`${server.base}/?replay=3AA`);
    await viewer.tab.waitForSelector("body[data-ready]", { timeout: 120000 });
    await waitFor(/This replay link cannot be opened: move 2 of the replay \(square 7\) cannot be played/, 0, 15000, viewer.tab);
    assert.deepEqual([...player.issues, ...viewer.issues], []);
  } finally {
    await player.close();
    await viewer.close();
  }
});

test("a game goes on when the server it was on is lost (three servers, Redis, HAProxy)", async (t) => {
  const missing = ["redis-server", "redis-cli", "haproxy"].filter((program) => !installed(program));
  if (missing.length > 0) {
    // CI installs them (.ci/test); a developer's machine may not have them.
    assert.ok(!process.env.CI, `CI needs ${missing.join(", ")} for this test`);
    t.skip(`needs ${missing.join(", ")}`);
    return;
  }
  const cluster = await startCluster(SERVER, DIST);
  const browser = await chromium.launch({ executablePath: BROWSER, headless: true, args: CHROMIUM_ARGS });
  try {
    const player = async () => {
      const context = await browser.newContext({ viewport: VIEWPORT, serviceWorkers: "block" });
      await recordAnnouncements(context);
      const tab = await context.newPage();
      tab.on("pageerror", (error) => problems.push(`uncaught in the cluster's game: ${error.message}`));
      return tab;
    };
    // Ann opens a room through the balancer, Bob opens its link.
    const ann = await player();
    await ann.goto(`${cluster.base}/`);
    await ann.waitForSelector("body[data-ready]", { timeout: 120000 });
    await waitFor(/Menu: /, 0, 15000, ann);
    await ann.locator("#game").focus();
    let mark = (await announced(ann)).length;
    await tabTo("Online", ann);
    await ann.keyboard.press("Space");
    await waitFor(/Menu: Online/, mark, 15000, ann);
    mark = (await announced(ann)).length;
    await tabTo("Create a room", ann);
    await ann.keyboard.press("Space");
    const opened = await waitFor(/Room ([A-Z]{7}) is open/, mark, 15000, ann);
    const code = /Room ([A-Z]{7}) is open/.exec(opened)[1];
    const bob = await player();
    await bob.goto(`${cluster.base}/?room=${code}`);
    await bob.waitForSelector("body[data-ready]", { timeout: 120000 });
    await waitFor(new RegExp(`Joined room ${code}`), 0, 15000, bob);
    await waitFor(/Your turn \(X\)/, mark, 15000, ann);

    const play = async (tab, square) => {
      const other = tab === ann ? bob : ann;
      const mine = (await announced(tab)).length;
      const theirs = (await announced(other)).length;
      await tab.locator("#game").focus();
      await tab.keyboard.press(`Numpad${square}`);
      await waitFor(new RegExp(`You took square ${square}\\b`), mine, 15000, tab);
      await waitFor(new RegExp(`took square ${square}\\b`), theirs, 15000, other);
    };
    await play(ann, 7);
    await play(bob, 4);

    // The server that holds the room dies mid-round.
    const owner = cluster.owner(code);
    assert.ok(owner, `Redis names the server that holds room ${code}`);
    const marks = [(await announced(ann)).length, (await announced(bob)).length];
    const lost = Date.now();
    cluster.kill(owner);
    await waitFor(/Lost the connection to the server/, marks[0], 15000, ann);
    await waitFor(/Lost the connection to the server/, marks[1], 15000, bob);
    await ann.screenshot({ path: join(OUT, "cluster-node-lost.png") });
    // Both come back by themselves to another server, which took the room over.
    await waitFor(/Reconnected|Back in room/, marks[0], 30000, ann);
    await waitFor(/Reconnected|Back in room/, marks[1], 30000, bob);
    const back = Date.now() - lost;
    const successor = cluster.owner(code);
    assert.ok(successor && successor !== owner, `another server holds room ${code} now`);
    writeFileSync(join(OUT, "cluster-takeover.txt"), `room ${code}: ${owner.name} killed, ${successor.name} took it over; both players back ${back} ms after the kill\n`);
    await ann.waitForTimeout(300);
    await ann.screenshot({ path: join(OUT, "cluster-resumed.png") });

    // The round goes on from the same board: X's top row needs square 7
    // from before the loss.
    await play(ann, 8);
    await play(bob, 5);
    await play(ann, 9);
    await waitFor(/You win/, marks[0], 15000, ann);
    await waitFor(/Player 1 wins/, marks[1], 15000, bob);
    await ann.waitForTimeout(300);
    await ann.screenshot({ path: join(OUT, "cluster-won.png") });
  } catch (error) {
    writeFileSync(join(OUT, "cluster-logs.txt"), cluster.logs());
    throw error;
  } finally {
    await browser.close();
    cluster.stop();
  }
});

test("the server sends precompressed files with the right types, and nothing outside its folder", async () => {
  const br = await get("/tictactoe_bg.wasm", { "accept-encoding": "br, gzip" });
  assert.equal(br.status, 200);
  assert.equal(br.headers["content-type"], "application/wasm", "streaming compilation needs this type");
  assert.equal(br.headers["content-encoding"], "br");
  const gz = await get("/tictactoe_bg.wasm", { "accept-encoding": "gzip" });
  assert.equal(gz.headers["content-encoding"], "gzip");
  assert.ok(gz.body.length > br.body.length, `brotli ${br.body.length} B < gzip ${gz.body.length} B`);
  const plain = await get("/tictactoe_bg.wasm");
  assert.equal(plain.headers["content-encoding"], undefined);
  assert.ok(plain.body.length > gz.body.length);
  // Both copies are made by tools outside cargo (brotli, pigz's zopfli):
  // each must be a standard stream that unpacks to exactly the wasm.
  assert.ok(brotliDecompressSync(br.body).equals(plain.body), "the brotli copy unpacks to the wasm");
  assert.ok(gunzipSync(gz.body).equals(plain.body), "the gzip copy unpacks to the wasm");
  console.log(`wasm on the wire: ${br.body.length} B brotli, ${gz.body.length} B gzip, ${plain.body.length} B plain`);
  for (const path of ["/../Cargo.toml", "/..%2F..%2FCargo.toml", "/%2e%2e/%2e%2e/etc/passwd", "/a%00b", "/%E0%A4%A"]) {
    const res = await get(path);
    assert.ok(res.status === 400 || res.status === 404, `${path}: ${res.status}`);
  }
  assert.equal((await get("/")).status, 200);
});

/** Opens the page in a fresh tab with `prepare` run first; returns the tab. */
async function troubledPage(prepare) {
  const tab = await context.newPage();
  await prepare(tab);
  await tab.goto(`${server.base}/`);
  await tab.waitForSelector("#fallback:not([hidden])", { timeout: 60000 });
  assert.equal(await tab.locator("#loading").count(), 0, "the spinner is gone");
  return tab;
}

test("a game script that fails to load shows the reason, not a spinner", async () => {
  const tab = await troubledPage((tab) =>
    tab.route("**/tictactoe.js", (route) => route.fulfill({ status: 404, body: "gone" })),
  );
  const text = await tab.locator("#fallback p").textContent();
  assert.match(text, /could not be loaded/);
  await tab.screenshot({ path: join(OUT, "fallback-no-script.png") });
  await tab.close();
});

test("losing WebGL2 after the page's check shows the reason, not a spinner", async () => {
  const tab = await troubledPage((tab) =>
    // The page's own check gets a context; the game's renderer gets none.
    tab.addInitScript(() => {
      const real = HTMLCanvasElement.prototype.getContext;
      let calls = 0;
      HTMLCanvasElement.prototype.getContext = function (kind, ...rest) {
        if (kind === "webgl2" && calls++ > 0) return null;
        return real.call(this, kind, ...rest);
      };
    }),
  );
  const text = await tab.locator("#fallback p").textContent();
  assert.match(text, /The game (could not start|stopped)/);
  await tab.screenshot({ path: join(OUT, "fallback-no-webgl.png") });
  await tab.close();
});

/** A fresh profile with its own options (a phone, a colour scheme), its
 * console problems collected; `close` removes it. */
async function freshPage(options = {}) {
  const dir = mkdtempSync(join(tmpdir(), "tictactoe-chromium-"));
  const ctx = await chromium.launchPersistentContext(dir, {
    executablePath: BROWSER,
    headless: true,
    viewport: VIEWPORT,
    args: CHROMIUM_ARGS,
    ...options,
  });
  await recordAnnouncements(ctx);
  const tab = ctx.pages()[0] ?? (await ctx.newPage());
  const issues = [];
  const console = [];
  tab.on("console", (msg) => {
    console.push(`${msg.type()}: ${msg.text()}`);
    if (msg.type() === "error") issues.push(`console error: ${msg.text()}`);
  });
  tab.on("pageerror", (error) => issues.push(`uncaught: ${error.message}`));
  return {
    tab,
    issues,
    console,
    close: async () => {
      await ctx.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The interface's geometry the game publishes (platform/web_geometry.rs). */
async function ui(tab) {
  return JSON.parse(await tab.getAttribute("#game", "data-ui"));
}

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
    for (const key of ["Numpad7", "Numpad4", "Numpad8", "Numpad5", "Numpad9"]) {
      await tab.keyboard.press(key);
      await tab.waitForTimeout(150);
    }
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
    // A phone's two device pixels per CSS pixel. Chromium's emulation alone
    // reports the canvas's device-pixel size as its CSS size (winit sizes
    // the canvas from it); forcing the scale factor makes both agree.
    const { tab, issues, close } = await freshPage({
      viewport: size,
      hasTouch: true,
      isMobile: true,
      deviceScaleFactor: 2,
      args: [...CHROMIUM_ARGS, "--force-device-scale-factor=2"],
    });
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
      await tabTo("Done", tab);
      await tab.keyboard.press("Space");
      // A game with a few moves in its list.
      await tab.locator("#game").focus();
      await startTwoPlayerRound(tab);
      for (const key of ["Numpad7", "Numpad4", "Numpad8", "Numpad5", "Numpad6"]) {
        await tab.keyboard.press(key);
        await tab.waitForTimeout(150);
      }
      const game = await tabThroughInSight(tab, `${name} game`);
      console.log(`${name}: ${title} controls on the title screen, ${sheet} in the settings, ${game} in a game, each in sight`);
      assert.ok(title >= 3 && sheet >= 10 && game >= 3, "Tab reached the controls");
      assert.deepEqual(issues, []);
    } finally {
      await close();
    }
  });
}

/** axe-core's verdict on the page as it is: every violation, by rule and
 * the elements it names. Run through the debugging protocol, which the
 * page's Content-Security-Policy does not govern. */
const AXE = readFileSync(resolve(import.meta.dirname, "../node_modules/axe-core/axe.min.js"), "utf8");
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
    for (const key of ["8", "4", "5", "1"]) {
      await tab.keyboard.press(key);
      await tab.waitForTimeout(150);
    }
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

/** The game's files this page's service worker keeps, by cache name. */
const kept = (tab) =>
  tab.evaluate(async () => {
    const all = {};
    for (const name of await caches.keys()) {
      all[name] = (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname);
    }
    return all;
  });

/** Waits until the page's service worker keeps a release whole. */
async function waitUntilKept(tab) {
  for (let tries = 0; tries < 200; tries++) {
    const caches = await kept(tab);
    const names = Object.keys(caches).filter((name) => name !== "tictactoe-later");
    if (names.length === 1 && caches[names[0]].length >= 9 && (await tab.evaluate(() => !!navigator.serviceWorker.controller))) {
      return names[0];
    }
    await tab.waitForTimeout(100);
  }
  assert.fail(`no release kept: ${JSON.stringify(await kept(tab))}`);
}

/** A second release of the page in a new folder: `change` edits its files,
 * which are then stamped as the build stamps them. */
function nextRelease(change) {
  const dir = mkdtempSync(join(tmpdir(), "tictactoe-release-"));
  cpSync(DIST, dir, { recursive: true });
  // Precompressed copies would still hold the old text.
  for (const file of readdirSync(dir)) {
    if (/\.(br|gz)$/.test(file) && !file.startsWith("tictactoe_bg.wasm")) rmSync(join(dir, file));
  }
  change(dir);
  execFileSync(process.execPath, [resolve(import.meta.dirname, "../tools/stamp.mjs"), dir]);
  return dir;
}

test("after one visit the game plays offline, and a new release is taken whole", async () => {
  const first = await startServer(DIST);
  const port = Number(new URL(first.base).port);
  const { tab, issues, close } = await freshPage();
  let second;
  let release;
  try {
    await tab.goto(`${first.base}/`);
    await tab.waitForSelector("body[data-ready]", { timeout: 120000 });
    const cache = await waitUntilKept(tab);
    assert.equal((await kept(tab))["tictactoe-later"], undefined, "no font fetched for Latin names");
    // A name in Japanese: its font is fetched, and kept apart from the release.
    await tab.evaluate(() =>
      localStorage.setItem("tictactoe.settings.ron", '(version: 1, name1: "さくら")'),
    );
    await tab.reload();
    await tab.waitForFunction(() => document.body.dataset.fonts === "Han", null, { timeout: 60000 });
    const fontKept = () => kept(tab).then((all) => all["tictactoe-later"]?.length === 1);
    for (let tries = 0; tries < 100 && !(await fontKept()); tries++) await tab.waitForTimeout(100);
    assert.deepEqual((await kept(tab))["tictactoe-later"], ["/fonts/noto-sans-cjk-han.otf"]);

    // The network gone (the server too), the page starts from what it kept.
    await first.stop();
    await tab.context().setOffline(true);
    await tab.reload();
    await tab.waitForSelector("body[data-ready]", { timeout: 120000 });
    await tab.waitForFunction(() => document.body.dataset.fonts === "Han", null, { timeout: 30000 });
    await tab.locator("#game").focus();
    let mark = (await announced(tab)).length;
    await startTwoPlayerRound(tab);
    // X takes the left column (7, 4, 1 on the numpad), O two of the middle.
    for (const key of ["7", "8", "4", "5", "1"]) {
      await tab.keyboard.press(key);
      await tab.waitForTimeout(150);
    }
    await waitFor(/wins/, mark, 15000, tab);
    await tab.screenshot({ path: join(OUT, "offline-round.png") });
    // Online play says it needs the network.
    mark = (await announced(tab)).length;
    await tab.keyboard.press("Escape");
    await waitFor(/Menu: /, mark, 15000, tab);
    await tabTo("Online", tab);
    await tab.keyboard.press("Space");
    mark = (await announced(tab)).length;
    await tabTo("Create a room", tab);
    await tab.keyboard.press("Space");
    await waitFor(/Online play needs the network, and this device is offline/, mark, 15000, tab);
    await tab.context().setOffline(false);

    // A new release on the same address: the page offers it, and after
    // the reload every file is the new one.
    release = nextRelease((dir) => {
      const html = join(dir, "index.html");
      writeFileSync(html, readFileSync(html, "utf8").replace('<html lang="en">', '<html lang="en" data-release="2">'));
      const css = join(dir, "style.css");
      writeFileSync(css, readFileSync(css, "utf8") + "\n/* release 2 */\n");
    });
    second = await startServer(release, port);
    await tab.reload();
    await tab.waitForSelector("body[data-ready]", { timeout: 120000 });
    await tab.waitForSelector("#update:not([hidden])", { timeout: 30000 });
    assert.equal(await tab.getAttribute("html", "data-release"), null, "still the first release until asked");
    await tab.screenshot({ path: join(OUT, "update-offered.png") });
    await tab.click("#reload");
    await tab.waitForFunction(() => document.documentElement.dataset.release === "2", null, { timeout: 30000 });
    await tab.waitForSelector("body[data-ready]", { timeout: 120000 });
    const now = await kept(tab);
    const releases = Object.keys(now).filter((name) => name !== "tictactoe-later");
    assert.deepEqual(releases.length, 1, JSON.stringify(now));
    assert.notEqual(releases[0], cache, "the old release is gone");
    assert.deepEqual(now["tictactoe-later"], ["/fonts/noto-sans-cjk-han.otf"], "the same font is kept across releases");
    const style = await tab.evaluate(() => fetch("style.css").then((r) => r.text()));
    assert.match(style, /release 2/);
    assert.deepEqual(issues, []);
  } finally {
    await close();
    await second?.stop();
    if (release) rmSync(release, { recursive: true, force: true });
  }
});

test("the server stops cleanly on SIGTERM", async () => {
  const own = await startServer(DIST);
  const { code, err } = await own.stop();
  assert.equal(code, 0, err);
  assert.match(err, /stopping: telling every player/);
  assert.match(err, /stopped/);
});
