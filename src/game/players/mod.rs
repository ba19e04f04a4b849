//! Who asks for moves besides the person at this device (whose keys and
//! taps the interface reads, ui/input): the computer, with its opening
//! book. Both only write move requests; placement decides.

pub mod book;
pub mod computer;
#[cfg(not(target_arch = "wasm32"))]
pub mod program;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((computer::plugin, book::plugin));
    #[cfg(not(target_arch = "wasm32"))]
    app.add_plugins(program::plugin);
}
