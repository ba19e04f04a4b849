// What the browser test and the first-frame benchmark share: Chromium's
// flags here (software WebGL, nothing fetched from the network) and the
// game server started on a free port.

import { spawn } from "node:child_process";

export const CHROMIUM_ARGS = [
  "--enable-unsafe-swiftshader",
  "--no-sandbox",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** Starts the game server on `port` (0: a free one); resolves once it
 * listens. */
export function startServer(server, dir, port = 0) {
  const child = spawn(server, ["--port", String(port), "--web-dir", dir, "--store", "memory"], { stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  let err = "";
  child.stderr.on("data", (d) => (err += d));
  const listening = new Promise((done, fail) => {
    child.stdout.on("data", (d) => {
      out += d;
      const found = /Listening on (http:\/\/[^/\s]+)\//.exec(out);
      if (found) done(found[1]);
    });
    child.on("exit", (code) => fail(new Error(`the server exited (${code}): ${out} ${err}`)));
    setTimeout(() => fail(new Error(`the server did not start in 20 s: ${out} ${err}`)), 20000);
  });
  const exited = new Promise((done) => child.on("exit", (code, signal) => done({ code, signal, err })));
  return listening.then((base) => ({
    base,
    /** SIGTERM, as a service manager stops it; resolves with how it exited. */
    stop: () => {
      child.kill("SIGTERM");
      return exited;
    },
  }));
}
