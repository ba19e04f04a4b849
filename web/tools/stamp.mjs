// Stamps a built page (.ci/web-build's output folder) with its release:
// the wasm's size into main.js (for the loading screen's progress), then
// every file's SHA-256 and a version made of them into sw.js, which keeps
// exactly these files for offline play.
//   node web/tools/stamp.mjs OUT_DIR
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const out = process.argv[2];
if (!out) {
  console.error("usage: node web/tools/stamp.mjs OUT_DIR");
  process.exit(2);
}

// What the game needs to start, in the order the page asks for it.
const FILES = [
  "index.html",
  "theme.js",
  "style.css",
  "main.js",
  "tictactoe.js",
  "tictactoe_bg.wasm",
  "manifest.webmanifest",
  "icon-192.png",
  "icon-512.png",
];

function replaceOnce(file, pattern, replacement) {
  const path = join(out, file);
  const text = readFileSync(path, "utf8");
  if (!pattern.test(text)) throw new Error(`${file} has no ${pattern}`);
  writeFileSync(path, text.replace(pattern, replacement));
}

const wasmBytes = readFileSync(join(out, "tictactoe_bg.wasm")).length;
replaceOnce("main.js", /const WASM_BYTES = \d+;/, `const WASM_BYTES = ${wasmBytes};`);

const digests = FILES.map((file) => [file, createHash("sha256").update(readFileSync(join(out, file))).digest("hex")]);
const version = createHash("sha256").update(JSON.stringify(digests)).digest("hex").slice(0, 16);
replaceOnce("sw.js", /const VERSION = "[^"]*";/, `const VERSION = "${version}";`);
replaceOnce("sw.js", /const FILES = .*;/, `const FILES = ${JSON.stringify(digests)};`);
console.log(`release ${version}: ${FILES.length} files kept for offline play`);
