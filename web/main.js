// Starts the game, or explains why it cannot run here. Whatever stops it
// (no WebGL2, its files failing to load, a failure after it started) takes
// the spinner down and says why: the page never spins for ever.

// winit leaves the start-up call by throwing this on purpose.
const CONTROL_FLOW = "Using exceptions for control flow";

function hasWebGL2() {
  try {
    return !!document.createElement("canvas").getContext("webgl2");
  } catch {
    return false;
  }
}

function showFallback(message) {
  document.getElementById("loading")?.remove();
  const fallback = document.getElementById("fallback");
  if (message) fallback.querySelector("p").textContent = message;
  fallback.hidden = false;
  document.body.dataset.failed = "true";
}

function describe(error) {
  const text = error instanceof Error ? error.message || error.name : String(error);
  // A WebAssembly trap: the game stopped itself on an internal error.
  if (/^(RuntimeError: )?unreachable/.test(text)) return "an internal error (the browser console may say more)";
  return text || "an unknown error";
}

function failed(error) {
  if (String(error).includes(CONTROL_FLOW)) return false;
  const started = document.body.dataset.ready === "true";
  showFallback(
    started
      ? `The game stopped: ${describe(error)}. Reload the page to play again.`
      : `The game could not start: ${describe(error)}. A current Firefox, Chrome, Edge or Safari with WebGL2 will run it.`,
  );
  return true;
}

// A failure after start-up (a lost GPU adapter, a panic) arrives here.
window.addEventListener("error", (event) => {
  if (failed(event.error ?? event.message)) event.preventDefault();
});
window.addEventListener("unhandledrejection", (event) => {
  if (failed(event.reason)) event.preventDefault();
});

async function start() {
  if (!hasWebGL2()) {
    showFallback();
    return;
  }
  let init;
  try {
    ({ default: init } = await import("./tictactoe.js"));
  } catch (error) {
    showFallback(`The game's files could not be loaded (${describe(error)}). Check the connection and reload the page.`);
    return;
  }
  try {
    await init();
  } catch (error) {
    if (!failed(error)) {
      document.getElementById("game").focus();
    }
    return;
  }
  document.getElementById("game").focus();
}

start();
