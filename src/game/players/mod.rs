//! Who asks for moves: the person at this device and the computer. Both
//! only write move requests; placement decides.

pub mod book;
pub mod computer;
pub mod input;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((input::plugin, computer::plugin, book::plugin));
}
