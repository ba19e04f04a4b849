//! The browser: settings in localStorage, announcements in the page's
//! aria-live region, and a few data attributes the page (and its tests) read.

use web_sys::wasm_bindgen::JsValue;

use crate::game::layout::BoardLayout;

/// A browser tab is closed by the player, not by the game.
pub const CAN_QUIT: bool = false;

const SETTINGS_KEY: &str = "tictactoe.settings";

fn document() -> Option<web_sys::Document> {
    web_sys::window()?.document()
}

fn describe(error: JsValue) -> String {
    error.as_string().unwrap_or_else(|| format!("{error:?}"))
}

pub fn load_settings() -> Option<Result<String, String>> {
    let storage = match web_sys::window()?.local_storage() {
        Ok(Some(storage)) => storage,
        Ok(None) => return None,
        Err(e) => return Some(Err(format!("browser storage is off ({})", describe(e)))),
    };
    storage.get_item(SETTINGS_KEY).map_err(describe).transpose()
}

pub fn save_settings(text: &str) -> Result<(), String> {
    let storage = web_sys::window()
        .ok_or("no browser window")?
        .local_storage()
        .map_err(describe)?
        .ok_or("browser storage is off")?;
    storage.set_item(SETTINGS_KEY, text).map_err(describe)
}

/// Replaces the live region's text; screen readers read each new text.
pub fn announce(text: &str) {
    if let Some(region) = document().and_then(|d| d.get_element_by_id("announcer")) {
        region.set_text_content(Some(text));
    }
}

/// Takes down the loading indicator and marks the page ready.
pub fn first_frame_shown() {
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
