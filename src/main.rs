// Hide the console window on Windows release builds.
#![cfg_attr(not(debug_assertions), windows_subsystem = "windows")]

/// `tictactoe` plays the game in a window; `tictactoe engine` is the
/// Ultimate engine on standard input and output instead (see the README).
#[cfg(not(target_arch = "wasm32"))]
fn main() -> bevy::app::AppExit {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("engine") {
        return match tictactoe::core::engine::run_from_args(&args[1..]) {
            Ok(()) => bevy::app::AppExit::Success,
            Err(why) => {
                eprintln!("tictactoe engine: {why}");
                bevy::app::AppExit::error()
            }
        };
    }
    bevy::app::App::new().add_plugins(tictactoe::plugin).run()
}

/// The browser builds the game in steps, between which the page may draw
/// and answer; the game then runs in the page's event loop.
#[cfg(target_arch = "wasm32")]
fn main() {
    tictactoe::platform::target::start_in_steps(&tictactoe::START);
}
