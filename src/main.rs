// Hide the console window on Windows release builds.
#![cfg_attr(not(debug_assertions), windows_subsystem = "windows")]

/// `tictactoe` plays the game in a window; `tictactoe terminal` (or
/// `--terminal`) in this terminal instead, as `tictactoe-terminal` does
/// where the window's libraries are not installed. The Ultimate engine on
/// standard input and output is its own program, `tictactoe-engine` (this
/// one has no console on Windows); asked for here, it is pointed to instead.
#[cfg(not(target_arch = "wasm32"))]
fn main() -> bevy::app::AppExit {
    let first = std::env::args_os().nth(1);
    if first.as_ref().is_some_and(|word| word == "engine") {
        eprintln!("tictactoe: the engine is its own program now: run tictactoe-engine");
        return bevy::app::AppExit::error();
    }
    if first.is_some_and(|word| word == "terminal" || word == "--terminal") {
        let terminal = tictactoe::terminal::PROGRAM;
        let options = terminal.read(|mut args| {
            // The word that chose the terminal is not one of its options.
            args.next()?;
            tictactoe::terminal::parse(args)
        });
        return tictactoe::terminal::run(options);
    }
    bevy::app::App::new().add_plugins(tictactoe::plugin).run()
}

/// The browser builds the game in steps, between which the page may draw
/// and answer; the game then runs in the page's event loop.
#[cfg(target_arch = "wasm32")]
fn main() {
    tictactoe::platform::target::start_in_steps(&tictactoe::START);
}
