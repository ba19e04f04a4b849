//! `tictactoe-terminal`: the game in any terminal, over SSH, on a machine
//! with no display (the README's "Playing in a terminal"). It never opens
//! a window, so it starts where X11, Vulkan and ALSA are not installed.

fn main() -> bevy::app::AppExit {
    let options = tictactoe::terminal::PROGRAM.read(tictactoe::terminal::parse);
    tictactoe::terminal::run(options)
}
