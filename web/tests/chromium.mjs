// What the browser test and the first-frame benchmark share: Chromium's
// flags here (software WebGL, nothing fetched from the network) and the
// game server started on a free port (or three, with Redis and HAProxy).

import { execFileSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

export const CHROMIUM_ARGS = [
  "--enable-unsafe-swiftshader",
  "--no-sandbox",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** Starts the game server on `port` (0: a free one), on both loopbacks;
 * resolves once it listens, with the page's address at 127.0.0.1 (`base`)
 * and at ::1 (`base6`): two pages opened at the two come from two
 * addresses, as two players on the internet do (two devices of one
 * address are never paired for a rated game). */
export function startServer(server, dir, port = 0) {
  const args = ["--bind", "::", "--port", String(port), "--web-dir", dir, "--store", "memory"];
  const child = spawn(server, args, { stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  let err = "";
  child.stderr.on("data", (d) => (err += d));
  const listening = new Promise((done, fail) => {
    child.stdout.on("data", (d) => {
      out += d;
      const found = /Listening on http:\/\/\[::\]:(\d+)\//.exec(out);
      if (found) done(found[1]);
    });
    child.on("exit", (code) => fail(new Error(`the server exited (${code}): ${out} ${err}`)));
    setTimeout(() => fail(new Error(`the server did not start in 20 s: ${out} ${err}`)), 20000);
  });
  const exited = new Promise((done) => child.on("exit", (code, signal) => done({ code, signal, err })));
  return listening.then((port) => ({
    base: `http://127.0.0.1:${port}`,
    base6: `http://[::1]:${port}`,
    /** SIGTERM, as a service manager stops it; resolves with how it exited. */
    stop: () => {
      child.kill("SIGTERM");
      return exited;
    },
  }));
}

/** A port nobody listens on now. */
function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once("error", fail);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}

/** Resolves once `url` answers 200, or fails after `ms`. */
async function answers(url, ms) {
  const until = Date.now() + ms;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > until) throw new Error(`${url} did not answer within ${ms} ms`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

/** Resolves once redis-server on `port` answers PING, or fails after `ms`
 * with its log. */
async function redisAnswers(port, ms, log) {
  const until = Date.now() + ms;
  for (;;) {
    try {
      if (execFileSync("redis-cli", ["-p", String(port), "ping"], { stdio: ["ignore", "pipe", "ignore"] }).toString().trim() === "PONG") return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > until) throw new Error(`redis-server on port ${port} did not answer within ${ms} ms\n${log()}`);
    await new Promise((done) => setTimeout(done, 50));
  }
}

/** Whether a program is installed (on the PATH or where Debian puts it). */
export function installed(program) {
  return ["/usr/bin", "/usr/sbin", "/usr/local/bin", "/usr/local/sbin"].some((dir) => existsSync(`${dir}/${program}`));
}

/** Three game servers sharing their rooms through redis-server, behind
 * HAProxy with the repository's configuration (.ci/cluster/haproxy.cfg):
 * the page is opened through the balancer. `kill(node)` ends a node as a
 * lost machine would (SIGKILL); `owner(code)` is the node that holds a
 * room now. */
export async function startCluster(server, dir) {
  const children = [];
  const spawned = (command, args, env) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, ...env } });
    let log = "";
    child.stdout.on("data", (d) => (log += d));
    child.stderr.on("data", (d) => (log += d));
    children.push(child);
    return { child, log: () => log };
  };
  const redisPort = await freePort();
  const redis = spawned("redis-server", ["--port", String(redisPort), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"]);
  // A node that finds no Redis at its start stops: wait for Redis first.
  await redisAnswers(redisPort, 10000, redis.log);
  const nodes = [];
  for (const name of ["one", "two", "three"]) {
    const port = await freePort();
    nodes.push({
      name,
      port,
      ...spawned(server, [
        "--port", String(port), "--web-dir", dir, "--store", "memory",
        "--redis", `redis://127.0.0.1:${redisPort}`, "--node", name,
        "--advertise", `127.0.0.1:${port}`, "--trusted-proxy", "127.0.0.1",
      ]),
    });
  }
  const lbPort = await freePort();
  const config = fileURLToPath(new URL("../../.ci/cluster/haproxy.cfg", import.meta.url));
  const balancer = spawned("haproxy", ["-f", config, "-db"], {
    TICTACTOE_LB_BIND: `127.0.0.1:${lbPort}`,
    TICTACTOE_NODE1: `127.0.0.1:${nodes[0].port}`,
    TICTACTOE_NODE2: `127.0.0.1:${nodes[1].port}`,
    TICTACTOE_NODE3: `127.0.0.1:${nodes[2].port}`,
  });
  const stop = () => {
    for (const child of children) child.kill("SIGKILL");
  };
  try {
    for (const node of nodes) await answers(`http://127.0.0.1:${node.port}/healthz`, 20000);
    await answers(`http://127.0.0.1:${lbPort}/healthz`, 20000);
  } catch (error) {
    stop();
    const logs = [redis, balancer, ...nodes].map((p) => p.log()).join("\n");
    throw new Error(`${error.message}\n${logs}`);
  }
  const redisCli = (...args) => execFileSync("redis-cli", ["-p", String(redisPort), ...args]).toString().trim();
  return {
    base: `http://127.0.0.1:${lbPort}`,
    nodes,
    /** The node whose name begins the room's owner in Redis. */
    owner(code) {
      const id = redisCli("GET", `tictactoe:owner:${code}`);
      return nodes.find((node) => id.startsWith(`${node.name}-`));
    },
    kill(node) {
      node.child.kill("SIGKILL");
    },
    logs: () => [redis, balancer, ...nodes].map((p) => p.log()).join("\n"),
    stop,
  };
}
