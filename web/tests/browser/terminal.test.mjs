// A terminal player and a browser player in one room: tictactoe-terminal
// (in tmux, the same binary's build as the server's) opens a room, and the
// page joins it by the link the terminal shows; each sees the other's move.

import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { installed } from "../chromium.mjs";
import { SERVER, announced, page, playSquares, server, waitFor } from "./harness.mjs";

const TERMINAL = process.env.TICTACTOE_TERMINAL ?? join(dirname(SERVER ?? "."), "tictactoe-terminal");

test("a terminal player and a browser player play in one room", async () => {
  assert.ok(installed("tmux"), "tmux is needed to run the terminal edition");
  assert.ok(existsSync(TERMINAL), `no terminal edition at ${TERMINAL}: set TICTACTOE_TERMINAL`);
  const dir = mkdtempSync(join(tmpdir(), "tictactoe-terminal-"));
  const socket = join(dir, "tmux");
  const tmux = (...args) => execFileSync("tmux", ["-S", socket, ...args]).toString();
  const screen = () => tmux("capture-pane", "-p");
  const until = async (text, ms = 20000) => {
    const deadline = Date.now() + ms;
    for (;;) {
      const now = screen();
      if (now.includes(text)) return now;
      if (Date.now() > deadline) throw new Error(`the terminal never showed ${JSON.stringify(text)}:\n${now}`);
      await new Promise((done) => setTimeout(done, 100));
    }
  };
  const port = new URL(server.base).port;
  tmux(
    "-f", "/dev/null", "new-session", "-d", "-x", "100", "-y", "30",
    `env XDG_CONFIG_HOME='${dir}/config' LANG=en_US.UTF-8 LANGUAGE=en '${TERMINAL}' --server 127.0.0.1:${port}; sleep 600`,
  );
  try {
    await until("1-5 change a choice");
    // Human vs Computer, Computer vs Computer, then Online; c opens a room.
    tmux("send-keys", "1", "1");
    await until("c creates a room");
    tmux("send-keys", "c");
    const waiting = await until("Room: ");
    const code = /Room: ([A-Z]{7})/.exec(waiting)?.[1];
    assert.ok(code, waiting);
    // The link a browser friend opens is on the terminal's screen.
    const link = `${server.base}/?room=${code}`;
    assert.ok(waiting.includes(link), waiting);

    await page.goto(link);
    await page.waitForSelector("body[data-ready]", { timeout: 120000 });
    await waitFor(new RegExp(`Joined room ${code}`), 0, 15000);
    await until("Your turn (X)");

    // The terminal plays the centre; the page hears it.
    const mark = (await announced()).length;
    tmux("send-keys", "5");
    await waitFor(/took square 5/, mark);
    // The page answers in the top-left corner by its numpad key; the
    // terminal draws it.
    await page.locator("#game").focus();
    await playSquares(["Numpad7"]);
    const answered = await until("took square 7");
    assert.match(answered, /Your turn \(X\)/);
    assert.match(answered, /O\s*│\s*8\s*│\s*9/);
  } finally {
    try {
      tmux("kill-server");
    } catch {
      // Already gone.
    }
    rmSync(dir, { recursive: true, force: true });
  }
});
