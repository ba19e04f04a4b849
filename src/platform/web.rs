//! The browser: settings in localStorage, announcements in the page's
//! aria-live region, and a few data attributes the page (and its tests) read.

use bevy::app::PluginGroupBuilder;
use bevy::prelude::*;
use bevy::window::WindowResizeConstraints;
use web_sys::js_sys;
use web_sys::wasm_bindgen::JsValue;

use crate::game::setup::preferences::ThemeChoice;
use crate::ui::layout::BoardLayout;

/// The page decides the canvas's size: a phone's is what it is.
pub fn resize_constraints() -> WindowResizeConstraints {
    WindowResizeConstraints::default()
}

/// A browser tab is closed by the player, not by the game.
pub const CAN_QUIT: bool = false;

/// Positions the computer and the coach may search in one frame: the
/// browser's WebAssembly is two to three times slower than native code,
/// and it shares the frame with software WebGL here.
pub const SEARCH_NODES_PER_FRAME: u64 = 8_000;

/// How long Impossible thinks about an Ultimate move: twice the desktop's,
/// for the browser's slower code.
pub const THINKING_TIME: std::time::Duration = std::time::Duration::from_millis(200);

fn document() -> Option<web_sys::Document> {
    web_sys::window()?.document()
}

fn describe(error: JsValue) -> String {
    error.as_string().unwrap_or_else(|| format!("{error:?}"))
}

/// Where the settings are kept: one key of the page's localStorage.
#[derive(Resource, Clone, Debug)]
pub struct SettingsStore {
    key: String,
}

impl SettingsStore {
    pub fn default_location() -> Self {
        SettingsStore {
            key: "tictactoe.settings.ron".into(),
        }
    }

    /// Another record kept beside this one: the key `tictactoe.name.ron`.
    pub fn sibling(&self, name: &str) -> Self {
        SettingsStore {
            key: format!("tictactoe.{name}.ron"),
        }
    }

    fn storage() -> Result<Option<web_sys::Storage>, String> {
        let Some(window) = web_sys::window() else {
            return Ok(None);
        };
        window
            .local_storage()
            .map_err(|e| format!("browser storage is off ({})", describe(e)))
    }

    /// The saved text, `None` if nothing was saved yet (or storage is absent).
    pub fn load(&self) -> Option<Result<Vec<u8>, String>> {
        let storage = match Self::storage() {
            Ok(Some(storage)) => storage,
            Ok(None) => return None,
            Err(e) => return Some(Err(e)),
        };
        storage
            .get_item(&self.key)
            .map_err(describe)
            .transpose()
            .map(|r| r.map(String::into_bytes))
    }

    /// localStorage writes a key whole or not at all.
    pub fn save(&self, text: &str) -> Result<(), String> {
        let storage = Self::storage()?.ok_or("browser storage is off")?;
        storage.set_item(&self.key, text).map_err(describe)
    }
}

/// Replaces the live region's text; screen readers read each new text.
pub fn announce(text: &str) {
    if let Some(region) = document().and_then(|d| d.get_element_by_id("announcer")) {
        region.set_text_content(Some(text));
    }
}

/// The page's description of the keys, for screen readers (the element
/// the game's canvas is described by), from the game's keymap.
pub fn describe_keys(text: &str) {
    if let Some(element) = document().and_then(|d| d.get_element_by_id("how-to-play")) {
        element.set_text_content(Some(text));
    }
}

/// Builds the game one step at a time, each in its own task of the page,
/// then runs it. Built in one go, the start held the page for a quarter of
/// a second (over half a second on a phone), which the browser counts as
/// blocking: nothing on the page could answer meanwhile.
///
/// The last step starts the renderer, which reaches for the window's
/// canvas at its first chance (a microtask after the step), so the game
/// runs, and its window is made, in that same task.
pub fn start_in_steps(steps: &'static [(&'static str, fn(&mut App))]) {
    wasm_bindgen_futures::spawn_local(async move {
        let mut app = App::new();
        for (name, step) in steps {
            next_task().await;
            step(&mut app);
            mark(name);
        }
        app.run();
    });
}

/// Resolves in a new task of the page's event loop, after whatever the
/// page has waiting (input, a frame to draw).
async fn next_task() {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        let waits = web_sys::window()
            .is_some_and(|window| window.set_timeout_with_callback(&resolve).is_ok());
        if !waits {
            let _ = resolve.call0(&JsValue::NULL);
        }
    });
    let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
}

/// A named point of the start in the page's performance timeline
/// ("tictactoe: Bevy built"), for tracing where the start's time goes.
pub fn mark(name: &str) {
    if let Some(performance) = web_sys::window().and_then(|window| window.performance()) {
        let _ = performance.mark(&format!("tictactoe: {name}"));
    }
}

/// Whether `width` x `height` (CSS pixels) is the size of the page's
/// canvas.
pub fn fits_the_page(width: f32, height: f32) -> bool {
    let Some(canvas) = document().and_then(|d| d.get_element_by_id("game")) else {
        return true;
    };
    (canvas.client_width() as f32 - width).abs() < 1.5
        && (canvas.client_height() as f32 - height).abs() < 1.5
}

/// Takes down the loading screen and marks the page ready.
pub fn game_shown() {
    mark("game shown");
    let Some(document) = document() else {
        return;
    };
    if let Some(loading) = document.get_element_by_id("loading") {
        loading.remove();
    }
    if let Some(body) = document.body() {
        let _ = body.set_attribute("data-ready", "true");
    }
}

/// Where the board is on the canvas, in CSS pixels: "x y side squares".
pub fn publish_board(layout: &BoardLayout) {
    if let Some(canvas) = document().and_then(|d| d.get_element_by_id("game")) {
        let value = format!(
            "{} {} {} {}",
            layout.origin.x, layout.origin.y, layout.side, layout.n
        );
        let _ = canvas.set_attribute("data-board", &value);
    }
}

/// The scripts whose fonts the game has added ("Han Arabic"), for the
/// page's tests.
pub fn publish_fonts(scripts: &str) {
    if let Some(body) = document().and_then(|d| d.body()) {
        let _ = body.set_attribute("data-fonts", scripts);
    }
}

/// A file beside the page (or the service worker's copy); `None` if it
/// cannot be had.
pub async fn fetch_bytes(url: &str) -> Option<Vec<u8>> {
    use wasm_bindgen_futures::JsFuture;
    use web_sys::js_sys::Uint8Array;
    use web_sys::wasm_bindgen::JsCast;

    let window = web_sys::window()?;
    let response: web_sys::Response = JsFuture::from(window.fetch_with_str(url))
        .await
        .ok()?
        .dyn_into()
        .ok()?;
    if !response.ok() {
        return None;
    }
    let buffer = JsFuture::from(response.array_buffer().ok()?).await.ok()?;
    Some(Uint8Array::new(&buffer).to_vec())
}

/// The browser's languages, most wanted first (`navigator.languages`).
pub fn system_languages() -> Vec<String> {
    let Some(window) = web_sys::window() else {
        return Vec::new();
    };
    window
        .navigator()
        .languages()
        .iter()
        .filter_map(|tag| tag.as_string())
        .collect()
}

/// The page speaks the game's language: `<html lang>` (for screen readers'
/// voices and the browser's translation offer) and the tab's title.
pub fn publish_language(tag: &str, title: &str) {
    if let Some(document) = document() {
        if let Some(root) = document.document_element() {
            let _ = root.set_attribute("lang", tag);
        }
        document.set_title(title);
    }
}

/// The interface's geometry as JSON, for the page's tests (see
/// `web_geometry`).
pub fn publish_geometry(json: &str) {
    if let Some(canvas) = document().and_then(|d| d.get_element_by_id("game")) {
        let _ = canvas.set_attribute("data-ui", json);
    }
}

/// The browser adds no engine plugins of its own. Its log is the console,
/// without Bevy's `LogPlugin`: its `EnvFilter` brings a regex engine into
/// the download for a filter the page never changes. Our own messages from
/// info up, everything else from warnings up.
pub fn add_bevy_plugins(plugins: PluginGroupBuilder) -> PluginGroupBuilder {
    // Fails only if a logger is already set, which then keeps logging.
    let _ = tracing::subscriber::set_global_default(ConsoleLog);
    plugins
}

struct ConsoleLog;

impl tracing::Subscriber for ConsoleLog {
    fn enabled(&self, metadata: &tracing::Metadata<'_>) -> bool {
        let level = *metadata.level();
        level <= tracing::Level::WARN
            || (level <= tracing::Level::INFO && metadata.target().starts_with("tictactoe"))
    }

    fn new_span(&self, _: &tracing::span::Attributes<'_>) -> tracing::span::Id {
        tracing::span::Id::from_u64(1)
    }

    fn record(&self, _: &tracing::span::Id, _: &tracing::span::Record<'_>) {}

    fn record_follows_from(&self, _: &tracing::span::Id, _: &tracing::span::Id) {}

    fn event(&self, event: &tracing::Event<'_>) {
        let mut text = format!(
            "{} {}:",
            event.metadata().level(),
            event.metadata().target()
        );
        event.record(&mut Fields(&mut text));
        let text = JsValue::from_str(&text);
        match *event.metadata().level() {
            tracing::Level::ERROR => web_sys::console::error_1(&text),
            tracing::Level::WARN => web_sys::console::warn_1(&text),
            _ => web_sys::console::log_1(&text),
        }
    }

    fn enter(&self, _: &tracing::span::Id) {}

    fn exit(&self, _: &tracing::span::Id) {}
}

/// Writes an event's message and other fields onto a line.
struct Fields<'a>(&'a mut String);

impl tracing::field::Visit for Fields<'_> {
    fn record_debug(&mut self, field: &tracing::field::Field, value: &dyn std::fmt::Debug) {
        use std::fmt::Write;
        let _ = match field.name() {
            "message" => write!(self.0, " {value:?}"),
            name => write!(self.0, " {name}={value:?}"),
        };
    }
}

/// The page's own address, like `https://games.example:8443`: its server is
/// the game server.
pub fn page_origin() -> Option<String> {
    web_sys::window()?.location().origin().ok()
}

/// Whether the browser knows it has no network (`navigator.onLine`).
pub fn offline() -> bool {
    web_sys::window().is_some_and(|window| !window.navigator().on_line())
}

/// The value of a query parameter of the page's address, if given.
fn query_value(name: &str) -> Option<String> {
    let search = web_sys::window()?.location().search().ok()?;
    search.trim_start_matches('?').split('&').find_map(|pair| {
        let (key, value) = pair.split_once('=')?;
        (key == name && !value.is_empty()).then(|| value.to_string())
    })
}

/// The room named by the page's address, to join (`?room=KXMTRAB`) or to
/// watch (`?watch=KXMTRAB`), if any.
pub fn invitation() -> Option<crate::game::online::OnlineCommand> {
    use crate::game::online::OnlineCommand;
    use crate::net::protocol::{ROOM_PARAM, WATCH_PARAM};
    query_value(ROOM_PARAM)
        .map(OnlineCommand::Join)
        .or_else(|| query_value(WATCH_PARAM).map(OnlineCommand::Watch))
}

/// The replay the page's address opens (`?replay=3ADBEC`), if any.
pub fn replay() -> Option<String> {
    query_value(crate::core::replay::REPLAY_PARAM)
}

/// The look the browser asks for: more contrast first, then light or dark.
pub fn system_theme() -> Option<ThemeChoice> {
    let window = web_sys::window()?;
    let matches = |query: &str| {
        window
            .match_media(query)
            .ok()
            .flatten()
            .is_some_and(|list| list.matches())
    };
    if matches("(prefers-contrast: more)") || matches("(forced-colors: active)") {
        Some(ThemeChoice::HighContrast)
    } else if matches("(prefers-color-scheme: light)") {
        Some(ThemeChoice::Light)
    } else if matches("(prefers-color-scheme: dark)") {
        Some(ThemeChoice::Dark)
    } else {
        None
    }
}

/// Puts text on the clipboard (the browser asks nothing after a click).
pub fn copy_text(text: &str) -> Result<(), String> {
    let window = web_sys::window().ok_or("no browser window")?;
    // The promise settles later; a refusal is rare after a click.
    let _ = window.navigator().clipboard().write_text(text);
    Ok(())
}
