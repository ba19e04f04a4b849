// Stamps a built page (.ci/web-build's output folder) with its release:
// the wasm's size into main.js (for the loading screen's progress), then
// every file's SHA-256 and a version made of them into sw.js, which keeps
// exactly these files for offline play.
//   node web/tools/stamp.mjs OUT_DIR
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
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

// The page's own words in every language (assets/i18n/*.ftl: the game-title
// and page- messages, all single lines), for theme.js, and the installed
// app's name in each language, one manifest per language.
const I18N = new URL("../../assets/i18n/", import.meta.url);
const PAGE_WORDS = {};
for (const file of readdirSync(I18N).filter((f) => f.endsWith(".ftl")).sort()) {
  const tag = file.slice(0, -".ftl".length);
  const words = {};
  for (const line of readFileSync(new URL(file, I18N), "utf8").split("\n")) {
    const found = /^(game-title|page-[a-z-]+) = (.*)$/.exec(line);
    if (found) words[found[1]] = found[2].trim();
  }
  PAGE_WORDS[tag] = words;
}
const manifest = JSON.parse(readFileSync(join(out, "manifest.webmanifest"), "utf8"));
for (const [tag, words] of Object.entries(PAGE_WORDS)) {
  const name = words["game-title"] ?? PAGE_WORDS.en["game-title"];
  const description = words["page-app-description"] ?? PAGE_WORDS.en["page-app-description"];
  const translated = { ...manifest, lang: tag, name, short_name: name, description };
  writeFileSync(join(out, `manifest.${tag}.webmanifest`), `${JSON.stringify(translated, null, 2)}\n`);
  FILES.push(`manifest.${tag}.webmanifest`);
}

// Every language's words, fetched by the game when one is wanted: kept
// with the release, so that a language can be chosen offline.
for (const file of readdirSync(join(out, "i18n")).filter((f) => f.endsWith(".ftl")).sort()) {
  FILES.push(`i18n/${file}`);
}
// The Ultimate computer's network, fetched by the game at start.
FILES.push("engine/ultimate.eval");

// Fetched only when the game asks (a name in a script Inter lacks).
const LATER = readdirSync(join(out, "fonts"))
  .filter((file) => /\.(otf|ttf)$/.test(file))
  .sort()
  .map((file) => `fonts/${file}`);

function replaceOnce(file, pattern, replacement) {
  const path = join(out, file);
  const text = readFileSync(path, "utf8");
  if (!pattern.test(text)) throw new Error(`${file} has no ${pattern}`);
  writeFileSync(path, text.replace(pattern, replacement));
}

replaceOnce("theme.js", /const PAGE_WORDS = .*;/, `const PAGE_WORDS = ${JSON.stringify(PAGE_WORDS)};`);

const wasmBytes = readFileSync(join(out, "tictactoe_bg.wasm")).length;
replaceOnce("main.js", /const WASM_BYTES = \d+;/, `const WASM_BYTES = ${wasmBytes};`);

const digest = (file) => [file, createHash("sha256").update(readFileSync(join(out, file))).digest("hex")];
const digests = FILES.map(digest);
const later = LATER.map(digest);
const version = createHash("sha256").update(JSON.stringify([digests, later])).digest("hex").slice(0, 16);
replaceOnce("sw.js", /const VERSION = "[^"]*";/, `const VERSION = "${version}";`);
replaceOnce("sw.js", /const FILES = .*;/, `const FILES = ${JSON.stringify(digests)};`);
replaceOnce("sw.js", /const LATER = .*;/, `const LATER = ${JSON.stringify(later)};`);
console.log(`release ${version}: ${FILES.length} files kept for offline play, ${LATER.length} kept once fetched`);
