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

// The page's words in the game's language, until the game speaks for itself
// (platform/web.rs): the saved choice, else the first of the browser's
// languages the game knows (by its first subtag, and Chinese only in
// Simplified characters, as i18n::Language::for_tag).
// The words are every language's `page-` messages, written here from
// assets/i18n/*.ftl by web/tools/stamp.mjs.
const PAGE_WORDS = {};

const LANGUAGE = (() => {
  const savedLanguage = /language:\s*"([^"]*)"/.exec(saved)?.[1];
  if (savedLanguage && PAGE_WORDS[savedLanguage]) return savedLanguage;
  const tags = Object.keys(PAGE_WORDS);
  // Traditional Chinese: its script if the tag names one, else its region.
  const writesSimplified = (subtags) => {
    for (const subtag of subtags) {
      if (subtag === "hans") return true;
      if (["hant", "tw", "hk", "mo"].includes(subtag)) return false;
    }
    return true;
  };
  for (const wanted of navigator.languages ?? [navigator.language]) {
    const [primary, ...rest] = String(wanted).toLowerCase().split(/[-_]/);
    if (primary === "zh" && !writesSimplified(rest)) continue;
    const found = tags.find((tag) => tag.split("-")[0] === primary);
    if (found) return found;
  }
  return "en";
})();

// A page message with its { $variables } filled in; English where the
// language lacks it, and the id where both do (never on a built page).
globalThis.pageWords = (id, args = {}) => {
  const text = PAGE_WORDS[LANGUAGE]?.[id] ?? PAGE_WORDS.en?.[id] ?? id;
  return text.replace(/\{ *\$(\w+) *\}/g, (_, name) => String(args[name] ?? ""));
};

document.documentElement.lang = LANGUAGE;
if (PAGE_WORDS[LANGUAGE]) {
  document.title = pageWords("game-title");
  document.querySelector('link[rel="manifest"]')?.setAttribute("href", `manifest.${LANGUAGE}.webmanifest`);
  document.addEventListener("DOMContentLoaded", () => {
    for (const element of document.querySelectorAll("[data-words]")) {
      element.textContent = pageWords(element.dataset.words);
    }
    for (const element of document.querySelectorAll("[data-words-label]")) {
      element.setAttribute("aria-label", pageWords(element.dataset.wordsLabel));
    }
  });
  for (const element of document.querySelectorAll("[data-words-content]")) {
    element.setAttribute("content", pageWords(element.dataset.wordsContent));
  }
}
