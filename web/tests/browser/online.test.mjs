// Play through the server: two browser profiles online (a room, a watcher,
// a reconnect, a rated quick match, the leaderboard), and a finished
// game's replay link.

import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS } from "../chromium.mjs";
import {
  BROWSER,
  OUT,
  VIEWPORT,
  announced,
  freshPage,
  page,
  pickBoard,
  playSquares,
  problems,
  recordAnnouncements,
  server,
  startTwoPlayerRound,
  tabTo,
  toMenu,
  waitFor,
} from "./harness.mjs";

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
    await waitFor(new RegExp(`Leaderboard for 3 x 3: nobody is ranked yet; you have ${rating}: play 10 more opponents to be ranked`), mark, 15000, x);
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
    await playSquares(["Numpad7", "Numpad4", "Numpad8", "Numpad5", "Numpad9"], tab);
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
