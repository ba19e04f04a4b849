// Hide the console window on Windows release builds.
#![cfg_attr(not(debug_assertions), windows_subsystem = "windows")]

#[cfg(not(target_arch = "wasm32"))]
fn main() -> bevy::app::AppExit {
    bevy::app::App::new().add_plugins(tictactoe::plugin).run()
}

/// The browser builds the game in steps, between which the page may draw
/// and answer; the game then runs in the page's event loop.
#[cfg(target_arch = "wasm32")]
fn main() {
    tictactoe::platform::target::start_in_steps(&tictactoe::START);
}
