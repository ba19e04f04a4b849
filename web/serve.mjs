// A small static file server for the built page: node web/serve.mjs DIR [PORT]
// PORT 0 picks a free port. Prints the address once listening.
import { createServer } from "node:http";
import { readFile, stat } from "node:fs/promises";
import { extname, join, normalize, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".wasm": "application/wasm",
  ".png": "image/png",
  ".ico": "image/x-icon",
};

/** The file a request path names inside `root`, or null if it names none. */
export function fileFor(root, urlPath) {
  let path;
  try {
    path = decodeURIComponent(new URL(urlPath, "http://x").pathname);
  } catch {
    return null; // malformed escapes such as %E0%A4%A
  }
  if (path.includes("\0")) return null;
  const file = normalize(join(root, path.endsWith("/") ? path + "index.html" : path));
  // Inside the root folder itself, not a sibling that shares its name's start.
  return file === root || file.startsWith(root + sep) ? file : null;
}

export function serve(dir, port = 0, host = "127.0.0.1") {
  const root = resolve(dir);
  const server = createServer(async (req, res) => {
    const file = fileFor(root, req.url ?? "/");
    if (!file) {
      res.writeHead(400, { "content-type": "text/plain" }).end("bad request");
      return;
    }
    try {
      if (!(await stat(file)).isFile()) throw new Error("not a file");
      const body = await readFile(file);
      res.writeHead(200, {
        "content-type": TYPES[extname(file)] ?? "application/octet-stream",
        "cache-control": "no-cache",
      });
      res.end(body);
    } catch {
      res.writeHead(404, { "content-type": "text/plain" }).end("not found");
    }
  });
  return new Promise((done, fail) => {
    server.once("error", fail);
    server.listen(port, host, () => {
      server.off("error", fail);
      done(server);
    });
  });
}

// Run as a program (a checkout path may hold spaces: compare as paths, not URLs).
if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const [dir = ".", port = "8080"] = process.argv.slice(2);
  try {
    const server = await serve(dir, Number(port));
    console.log(`Tic-Tac-Toe is at http://localhost:${server.address().port}/ (Ctrl+C stops)`);
  } catch (error) {
    if (error.code === "EADDRINUSE") {
      console.error(`error: port ${port} is already in use; set PORT to another one (PORT=8081 .ci/web)`);
    } else if (error.code === "EACCES") {
      console.error(`error: not allowed to listen on port ${port}; set PORT to one above 1023`);
    } else {
      console.error(`error: cannot serve on port ${port}: ${error.message}`);
    }
    process.exit(1);
  }
}
