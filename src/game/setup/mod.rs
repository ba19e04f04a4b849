//! What the menu sets up for a match (who sits where, the settings), this
//! device's preferences, their saved form, and the menu's spoken summary.

pub mod language;
pub mod menu;
pub mod preferences;
pub mod saved;
pub mod seat;
pub mod settings;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.register_type::<seat::Controller>()
        .register_type::<seat::Mode>();
    app.add_plugins((
        settings::plugin,
        preferences::plugin,
        language::plugin,
        menu::plugin,
    ));
}
