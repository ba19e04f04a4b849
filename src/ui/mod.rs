//! What the player sees: the board drawn from the square entities, and the
//! egui menu and panels around it.

pub mod board_view;
pub mod coach_view;
pub mod egui_host;
pub mod hud;
pub mod menu;
pub mod online_panel;
pub mod result_card;
pub mod sound_controls;
pub mod theme;

use bevy::prelude::*;

pub fn plugin(app: &mut App) {
    app.add_systems(Startup, spawn_camera);
    app.add_plugins((
        theme::plugin,
        egui_host::plugin,
        result_card::plugin,
        board_view::plugin,
        coach_view::plugin,
        hud::plugin,
        menu::plugin,
    ));
}

fn spawn_camera(mut commands: Commands) {
    commands.spawn((Name::new("Camera"), Camera2d));
}
