//! Who asks for moves besides the person at this device (whose keys and
//! taps the interface reads, ui/input): the computer, with its opening
//! book. Both only write move requests; placement decides.

pub mod book;
pub mod computer;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((computer::plugin, book::plugin));
}
