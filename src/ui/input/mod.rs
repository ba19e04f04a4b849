//! The player's hands: keys, mouse and touch, turned into what the game
//! understands (move requests, round and coach commands). What the keys
//! mean is one table ([`keymap`]); what egui is doing with the input is
//! tracked here so the game leaves that input alone.

pub mod board_keys;
pub mod keyboard;
pub mod keymap;
pub mod pointer;
pub mod tracking;

use bevy::prelude::*;

use crate::game::sets::GameSystems;
use crate::game::state::InRound;
pub use tracking::{Hover, InputSystems, KeyboardCursor, LastInput, PickedBoard, UiCover, UiFocus};

pub(super) fn plugin(app: &mut App) {
    app.configure_sets(
        Update,
        (InputSystems::Read, InputSystems::Resolve)
            .chain()
            .in_set(GameSystems::Input),
    );
    app.init_resource::<UiFocus>();
    app.init_resource::<UiCover>();
    app.init_resource::<Hover>();
    app.init_resource::<KeyboardCursor>();
    app.init_resource::<PickedBoard>();
    app.init_resource::<LastInput>();
    app.register_type::<UiFocus>()
        .register_type::<Hover>()
        .register_type::<KeyboardCursor>();
    app.add_systems(OnEnter(InRound), reset_cursor);
    app.add_plugins((keyboard::plugin, pointer::plugin));
}

fn reset_cursor(mut cursor: ResMut<KeyboardCursor>) {
    cursor.0 = None;
}
