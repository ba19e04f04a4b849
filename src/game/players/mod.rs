//! Who asks for moves besides the person at this device (whose keys and
//! taps the interface reads, ui/input): the computer, with its opening
//! book, and an engine in another process (`program`, whose plugin the
//! terminal adds for `--engine`). They only write move requests;
//! placement decides.

pub mod book;
pub mod computer;
#[cfg(not(target_arch = "wasm32"))]
pub mod program;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((computer::plugin, book::plugin));
}
