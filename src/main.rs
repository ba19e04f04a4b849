// Hide the console window on Windows release builds.
#![cfg_attr(not(debug_assertions), windows_subsystem = "windows")]

/// `tictactoe` plays the game in a window. Two programs of their own sit
/// beside it, for what a window's program cannot do everywhere: the
/// terminal edition, `tictactoe-terminal`, which `tictactoe terminal` (or
/// `--terminal`) hands over to, and the Ultimate engine on standard input
/// and output, `tictactoe-engine` (this one has no console on Windows),
/// which is pointed to instead.
#[cfg(not(target_arch = "wasm32"))]
fn main() -> bevy::app::AppExit {
    let first = std::env::args_os().nth(1);
    if first.as_ref().is_some_and(|word| word == "engine") {
        eprintln!("tictactoe: the engine is its own program now: run tictactoe-engine");
        return bevy::app::AppExit::error();
    }
    if first.is_some_and(|word| word == "terminal" || word == "--terminal") {
        return hand_over_to_the_terminal_edition();
    }
    bevy::app::App::new().add_plugins(tictactoe::plugin).run()
}

/// Runs `tictactoe-terminal` from this program's folder with the options
/// that follow, as this process where the system allows. The terminal
/// edition is not compiled in: it would make the window's program larger,
/// and its own binary starts where the window's libraries are missing.
#[cfg(not(target_arch = "wasm32"))]
fn hand_over_to_the_terminal_edition() -> bevy::app::AppExit {
    let name = format!("tictactoe-terminal{}", std::env::consts::EXE_SUFFIX);
    let program = std::env::current_exe().map(|exe| exe.with_file_name(&name));
    let Ok(program) = program.as_ref().map(|path| path.as_path()) else {
        eprintln!("tictactoe: cannot find this program's folder to start {name}");
        return bevy::app::AppExit::error();
    };
    if !program.exists() {
        eprintln!(
            "tictactoe: the terminal edition is its own program, {name}, and it is not beside this one \
             (build it with: cargo build --bin tictactoe-terminal)"
        );
        return bevy::app::AppExit::error();
    }
    let mut command = std::process::Command::new(program);
    command.args(std::env::args_os().skip(2));
    #[cfg(unix)]
    {
        use std::os::unix::process::CommandExt;
        let error = command.exec();
        eprintln!("tictactoe: {} did not start: {error}", program.display());
        bevy::app::AppExit::error()
    }
    #[cfg(not(unix))]
    match command.status() {
        Ok(status) if status.success() => bevy::app::AppExit::Success,
        Ok(_) => bevy::app::AppExit::error(),
        Err(error) => {
            eprintln!("tictactoe: {} did not start: {error}", program.display());
            bevy::app::AppExit::error()
        }
    }
}

/// The browser builds the game in steps, between which the page may draw
/// and answer; the game then runs in the page's event loop.
#[cfg(target_arch = "wasm32")]
fn main() {
    tictactoe::platform::target::start_in_steps(&tictactoe::START);
}
