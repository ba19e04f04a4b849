// The server's files and the page's failures: precompressed files and
// paths outside its folder, a missing script and a lost WebGL2 replacing
// the loading screen with the reason.

import { test } from "node:test";
import assert from "node:assert/strict";
import { request } from "node:http";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { OUT, context, server } from "./harness.mjs";

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
