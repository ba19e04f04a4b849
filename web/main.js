// Starts the game, or explains why it cannot run here.

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
}

if (!hasWebGL2()) {
  showFallback();
} else {
  const { default: init } = await import("./tictactoe.js");
  try {
    await init();
  } catch (error) {
    // winit may leave the start-up call by throwing this on purpose.
    if (!String(error).includes("Using exceptions for control flow")) {
      showFallback(`The game could not start: ${error}`);
      throw error;
    }
  }
  document.getElementById("game").focus();
}
