// The game's theme on the page itself, before anything is drawn, so that
// the loading screen already looks like the game: the player's saved
// choice (RON in localStorage, see platform/web.rs), else what the browser
// prefers, chosen as the game chooses (platform::target::system_theme).
function systemTheme() {
  const matches = (query) => window.matchMedia?.(query).matches;
  if (matches("(prefers-contrast: more)") || matches("(forced-colors: active)")) return "high_contrast";
  if (matches("(prefers-color-scheme: light)")) return "light";
  return "dark";
}

let saved = "";
try {
  saved = localStorage.getItem("tictactoe.settings.ron") || "";
} catch {
  // No storage (a private window may refuse it): the browser's preference.
}
const theme = /theme:\s*(\w+)/.exec(saved)?.[1];
document.documentElement.dataset.theme = theme && theme !== "system" ? theme : systemTheme();
