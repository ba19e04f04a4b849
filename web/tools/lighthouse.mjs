// Lighthouse on the built page as our server sends it (brotli copies and
// all), on its desktop and mobile presets: each category's score, the
// start's timings and the longest main-thread tasks, the median of three
// runs. A benchmark, not a test: the figures move from run to run.
//
//   .ci/lighthouse            (installs Lighthouse once, builds nothing)
//   TICTACTOE_WEB_DIR=<built page> TICTACTOE_SERVER=<tictactoe-server> \
//     TICTACTOE_LIGHTHOUSE=<folder with node_modules/lighthouse> node web/tools/lighthouse.mjs
// TICTACTOE_LIGHTHOUSE_RUNS (default 3) changes the number of runs.

import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { CHROMIUM_ARGS, startServer } from "../tests/chromium.mjs";

const DIST = process.env.TICTACTOE_WEB_DIR;
const SERVER = process.env.TICTACTOE_SERVER;
const TOOL = process.env.TICTACTOE_LIGHTHOUSE;
const RUNS = Number(process.env.TICTACTOE_LIGHTHOUSE_RUNS ?? 3);
if (!DIST || !SERVER || !TOOL) {
  console.error("set TICTACTOE_WEB_DIR, TICTACTOE_SERVER and TICTACTOE_LIGHTHOUSE (or run .ci/lighthouse)");
  process.exit(2);
}
const from = (path) => import(pathToFileURL(join(TOOL, "node_modules", path)).href);
const { default: lighthouse } = await from("lighthouse/core/index.js");
const { default: desktop } = await from("lighthouse/core/config/desktop-config.js");
const chromeLauncher = await from("chrome-launcher/dist/index.js");

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const server = await startServer(SERVER, DIST);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.TICTACTOE_CHROMIUM ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
});
try {
  for (const [name, config] of [["desktop", desktop], ["mobile", undefined]]) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(`${server.base}/`, { port: chrome.port, output: "json", logLevel: "error" }, config);
      runs.push(result.lhr);
    }
    const score = (lhr, category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
    const ms = (lhr, audit) => lhr.audits[audit]?.numericValue ?? NaN;
    // The run whose performance score is the median, for its details.
    const middle = [...runs].sort((a, b) => score(a, "performance") - score(b, "performance"))[Math.floor(runs.length / 2)];
    const failed = (lhr) =>
      Object.values(lhr.categories)
        .flatMap((category) => category.auditRefs)
        .map((ref) => lhr.audits[ref.id])
        .filter((audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary")
        .map((audit) => audit.id);
    console.log(`${name} (Lighthouse ${middle.lighthouseVersion}, median of ${runs.length}):`);
    console.log(
      `  performance ${median(runs.map((r) => score(r, "performance")))}, accessibility ${median(runs.map((r) => score(r, "accessibility")))}, ` +
        `best practices ${median(runs.map((r) => score(r, "best-practices")))}, SEO ${median(runs.map((r) => score(r, "seo")))}`,
    );
    const timing = (audit) => `${(median(runs.map((r) => ms(r, audit))) / 1000).toFixed(2)} s`;
    console.log(
      `  FCP ${timing("first-contentful-paint")}, LCP ${timing("largest-contentful-paint")}, ` +
        `TBT ${Math.round(median(runs.map((r) => ms(r, "total-blocking-time"))))} ms, Speed Index ${timing("speed-index")}, ` +
        `main-thread work ${timing("mainthread-work-breakdown")}`,
    );
    const tasks = middle.audits["long-tasks"]?.details?.items ?? [];
    console.log(
      `  longest tasks: ${tasks
        .slice(0, 6)
        .map((t) => `${Math.round(t.duration)} ms (${String(t.url).split("/").pop() || "page"})`)
        .join(", ") || "none"}`,
    );
    const failing = failed(middle);
    if (failing.length) console.log(`  failed audits: ${failing.join(", ")}`);
  }
} finally {
  await chrome.kill();
  await server.stop();
}
