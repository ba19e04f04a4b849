// The page's static server, attacked and misused: a malformed URL, a path
// out of its folder, a checkout path with a space, a busy port.
//
//   node --test web/tests/serve.test.mjs

import { test } from "node:test";
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request } from "node:http";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { fileFor, serve } from "../serve.mjs";

const SERVE = join(dirname(fileURLToPath(import.meta.url)), "..", "serve.mjs");

/** A GET with the path sent exactly as written (no client-side normalising). */
function get(port, path) {
  return new Promise((done, fail) => {
    const req = request({ host: "127.0.0.1", port, path, method: "GET" }, (res) => {
      let body = "";
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => done({ status: res.statusCode, body }));
    });
    req.on("error", fail);
    req.setTimeout(5000, () => req.destroy(new Error(`no answer to ${path}`)));
    req.end();
  });
}

/** A web root and, beside it, a sibling folder whose name starts the same. */
function folders() {
  const base = mkdtempSync(join(tmpdir(), "tictactoe-serve-"));
  const root = join(base, "web");
  const sibling = join(base, "web-secrets");
  mkdirSync(root);
  mkdirSync(sibling);
  writeFileSync(join(root, "index.html"), "<p>the game</p>");
  writeFileSync(join(sibling, "key.txt"), "secret");
  return { base, root };
}

/** Runs serve.mjs as a program until it prints or exits. */
function run(script, args) {
  return new Promise((done) => {
    const child = spawn(process.execPath, [script, ...args]);
    let out = "";
    let err = "";
    let timer;
    const finish = (code) => {
      clearTimeout(timer);
      child.kill();
      done({ code, out, err });
    };
    child.stdout.on("data", (d) => {
      out += d;
      if (out.includes("http://")) finish(null);
    });
    child.stderr.on("data", (d) => (err += d));
    child.on("exit", (code) => finish(code));
    timer = setTimeout(() => finish("timeout"), 10000);
  });
}

test("paths resolve inside the root only", () => {
  const root = "/srv/web";
  assert.equal(fileFor(root, "/"), "/srv/web/index.html");
  assert.equal(fileFor(root, "/main.js"), "/srv/web/main.js");
  assert.equal(fileFor(root, "/%E0%A4%A"), null);
  assert.equal(fileFor(root, "/..%2Fweb-secrets/key.txt"), null);
  assert.equal(fileFor(root, "/../web-secrets/key.txt"), "/srv/web/web-secrets/key.txt");
  assert.equal(fileFor(root, "/a%00b"), null);
});

test("a malformed URL or a way out of the folder is refused, and the server lives on", async () => {
  const { base, root } = folders();
  const server = await serve(root, 0);
  const { port } = server.address();
  try {
    assert.equal((await get(port, "/%E0%A4%A")).status, 400);
    const escape = await get(port, "/..%2Fweb-secrets/key.txt");
    assert.equal(escape.status, 400);
    assert.notEqual(escape.body, "secret");
    assert.equal((await get(port, "/nothing-here.js")).status, 404);
    const page = await get(port, "/");
    assert.equal(page.status, 200);
    assert.match(page.body, /the game/);
  } finally {
    server.close();
    rmSync(base, { recursive: true, force: true });
  }
});

test("it runs from a checkout whose path holds a space", async () => {
  const { base, root } = folders();
  const spaced = join(base, "my checkout");
  mkdirSync(spaced);
  copyFileSync(SERVE, join(spaced, "serve.mjs"));
  try {
    const { code, out, err } = await run(join(spaced, "serve.mjs"), [root, "0"]);
    assert.equal(code, null, `exited (${code}): ${err}`);
    assert.match(out, /Tic-Tac-Toe is at http:\/\/localhost:\d+\//);
  } finally {
    rmSync(base, { recursive: true, force: true });
  }
});

test("a busy port is one clear line, not a stack trace", async () => {
  const { base, root } = folders();
  const blocker = createServer();
  await new Promise((done) => blocker.listen(0, "127.0.0.1", done));
  const { port } = blocker.address();
  try {
    const { code, err } = await run(SERVE, [root, String(port)]);
    assert.equal(code, 1);
    assert.match(err, new RegExp(`port ${port} is already in use; set PORT`));
    assert.doesNotMatch(err, /\n\s+at /, "no stack trace");
  } finally {
    blocker.close();
    rmSync(base, { recursive: true, force: true });
  }
});
