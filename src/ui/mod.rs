//! What the player sees: the board drawn from the square entities, and the
//! egui menu and panels around it.

pub mod board_view;
pub mod hud;
pub mod menu;
pub mod theme;

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPlugin, EguiPrimaryContextPass};

use crate::game::input::UiFocus;

pub fn plugin(app: &mut App) {
    app.add_plugins(EguiPlugin::default());
    app.insert_resource(ClearColor(theme::BACKGROUND));
    app.add_systems(Startup, spawn_camera);
    app.add_systems(
        EguiPrimaryContextPass,
        (apply_style.run_if(run_once), track_ui_focus).chain(),
    );
    app.add_plugins((board_view::plugin, hud::plugin, menu::plugin));
}

fn spawn_camera(mut commands: Commands) {
    commands.spawn((Name::new("Camera"), Camera2d));
}

fn apply_style(mut contexts: EguiContexts) -> Result {
    theme::style_egui(contexts.ctx_mut()?);
    Ok(())
}

/// Tells the game whether the panels have the pointer or keyboard, so a
/// click on a button is not also a click on the board.
fn track_ui_focus(mut contexts: EguiContexts, mut focus: ResMut<UiFocus>) -> Result {
    let ctx = contexts.ctx_mut()?;
    focus.pointer = ctx.egui_wants_pointer_input() || ctx.is_pointer_over_egui();
    focus.keyboard = ctx.egui_wants_keyboard_input();
    Ok(())
}
