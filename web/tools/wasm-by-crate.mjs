// What the web build's code is made of, by crate: reads a wasm file with its
// name section (the linker's output, before wasm-opt strips the names) and
// adds up each function body's size under the crate its name starts with.
//
//   node web/tools/wasm-by-crate.mjs <file.wasm> [how many crates]
// A generic function is counted under the crate that defines it, wherever
// it was instantiated (`<T as Trait>::f` under the crate of T).

import { readFileSync } from "node:fs";

const [file, top = "15"] = process.argv.slice(2);
if (!file) {
  console.error("usage: node web/tools/wasm-by-crate.mjs <file.wasm> [how many crates]");
  process.exit(2);
}
const bytes = readFileSync(file);
if (bytes.readUInt32LE(0) !== 0x6d736100) {
  console.error(`${file} is not a WebAssembly module`);
  process.exit(1);
}

let at = 8;
function leb() {
  let result = 0;
  let shift = 0;
  for (;;) {
    const byte = bytes[at++];
    result += (byte & 0x7f) * 2 ** shift;
    shift += 7;
    if (byte < 0x80) return result;
  }
}
function name() {
  const length = leb();
  const text = bytes.toString("utf8", at, at + length);
  at += length;
  return text;
}

let importedFunctions = 0;
const bodySizes = [];
const names = new Map();
let dataBytes = 0;
while (at < bytes.length) {
  const id = bytes[at++];
  const size = leb();
  const end = at + size;
  if (id === 2) {
    // Imports: functions among them take the first indices.
    for (let count = leb(); count > 0; count--) {
      name();
      name();
      const kind = bytes[at++];
      if (kind === 0) {
        leb();
        importedFunctions++;
      } else if (kind === 1) {
        at++;
        const flags = leb();
        leb();
        if (flags & 1) leb();
      } else if (kind === 2) {
        const flags = leb();
        leb();
        if (flags & 1) leb();
      } else if (kind === 3) {
        at += 2;
      } else {
        leb();
        leb();
      }
    }
  } else if (id === 10) {
    for (let count = leb(); count > 0; count--) {
      const length = leb();
      bodySizes.push(length);
      at += length;
    }
  } else if (id === 11) {
    dataBytes += size;
  } else if (id === 0) {
    const section = name();
    if (section === "name") {
      while (at < end) {
        const kind = bytes[at++];
        const length = leb();
        const next = at + length;
        if (kind === 1) {
          for (let count = leb(); count > 0; count--) {
            const index = leb();
            names.set(index, name());
          }
        }
        at = next;
      }
    }
  }
  at = end;
}
if (names.size === 0) {
  console.error(`${file} has no function names (was it stripped?)`);
  process.exit(1);
}

/** The crate a function's path starts in: the first crate root of a v0
 * mangled name (`_RNvCs1a2b_8bevy_ecs...` → bevy_ecs), or the first segment
 * of a demangled one (`bevy_ecs::system::...`, `<bevy_ecs::x as y>::z`). */
function crateOf(fn) {
  if (fn.startsWith("_R")) {
    const root = /C(?:s[0-9a-zA-Z]*_)?(\d+)/.exec(fn);
    if (root) {
      const start = root.index + root[0].length;
      return fn.slice(start, start + Number(root[1]));
    }
  }
  const path = fn.replace(/^(<|&|mut |dyn |\*const |\*mut |\[|\()+/, "");
  const found = /^([A-Za-z_][A-Za-z0-9_]*)::/.exec(path);
  return found ? found[1] : "(unnamed)";
}

const byCrate = new Map();
let code = 0;
bodySizes.forEach((size, i) => {
  const crate = crateOf(names.get(importedFunctions + i) ?? "");
  byCrate.set(crate, (byCrate.get(crate) ?? 0) + size);
  code += size;
});
const mb = (n) => (n / 1e6).toFixed(2);
console.log(`${file}: ${mb(bytes.length)} MB, of it code ${mb(code)} MB in ${bodySizes.length} functions, data ${mb(dataBytes)} MB`);
[...byCrate]
  .sort((a, b) => b[1] - a[1])
  .slice(0, Number(top))
  .forEach(([crate, size]) => console.log(`  ${crate.padEnd(24)} ${mb(size).padStart(6)} MB  ${((100 * size) / code).toFixed(1).padStart(4)} %`));
