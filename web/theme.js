// The player's saved theme on the page itself, before anything is drawn,
// so that the loading screen already looks like the game. The settings
// are RON in localStorage (platform/web.rs); "system" follows the browser.
try {
  const saved = localStorage.getItem("tictactoe.settings.ron") || "";
  const theme = /theme:\s*(\w+)/.exec(saved)?.[1];
  if (theme && theme !== "system") document.documentElement.dataset.theme = theme;
} catch {
  // No storage (a private window may refuse it): the browser's preference.
}
