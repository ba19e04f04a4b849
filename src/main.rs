// Hide the console window on Windows release builds.
#![cfg_attr(not(debug_assertions), windows_subsystem = "windows")]

/// `tictactoe` plays the game in a window. The Ultimate engine on standard
/// input and output is its own program, `tictactoe-engine` (this one has no
/// console on Windows); asked for here, it is pointed to instead.
#[cfg(not(target_arch = "wasm32"))]
fn main() -> bevy::app::AppExit {
    if std::env::args_os()
        .nth(1)
        .is_some_and(|word| word == "engine")
    {
        eprintln!("tictactoe: the engine is its own program now: run tictactoe-engine");
        return bevy::app::AppExit::error();
    }
    bevy::app::App::new().add_plugins(tictactoe::plugin).run()
}

/// The browser builds the game in steps, between which the page may draw
/// and answer; the game then runs in the page's event loop.
#[cfg(target_arch = "wasm32")]
fn main() {
    tictactoe::platform::target::start_in_steps(&tictactoe::START);
}
