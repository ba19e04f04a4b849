//! What the player sees: the board drawn from the square entities, and the
//! egui menu and panels around it.

pub mod board_view;
pub mod hud;
pub mod menu;
pub mod theme;

use bevy::prelude::*;
use bevy_egui::{
    EguiContexts, EguiInput, EguiPlugin, EguiPreUpdateSet, EguiPrimaryContextPass, egui,
};

use crate::game::input::UiFocus;

pub fn plugin(app: &mut App) {
    app.add_plugins(EguiPlugin::default());
    app.insert_resource(ClearColor(theme::BACKGROUND));
    app.add_systems(Startup, spawn_camera);
    // Fonts and style go in before egui's first pass, which would otherwise
    // lay out text with no font at all.
    app.add_systems(
        PreUpdate,
        (
            set_up_egui.after(EguiPreUpdateSet::InitContexts),
            drop_repeated_modifiers.after(EguiPreUpdateSet::ProcessInput),
        )
            .before(EguiPreUpdateSet::BeginPass),
    );
    app.add_systems(EguiPrimaryContextPass, track_ui_focus);
    app.add_plugins((board_view::plugin, hud::plugin, menu::plugin));
}

fn spawn_camera(mut commands: Commands) {
    commands.spawn((Name::new("Camera"), Camera2d));
}

/// The whole window as an egui `Ui`, on which the menu and the panels are
/// laid out (egui 0.36 panels are shown inside a `Ui`, not a context).
fn root_ui(ctx: &egui::Context, id: &'static str) -> egui::Ui {
    egui::Ui::new(
        ctx.clone(),
        id.into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(ctx.viewport_rect()),
    )
}

fn set_up_egui(mut contexts: EguiContexts, mut done: Local<bool>) {
    if *done {
        return;
    }
    if let Ok(ctx) = contexts.ctx_mut() {
        theme::style_egui(ctx);
        *done = true;
    }
}

/// bevy_egui 0.42 reports the modifier keys to egui as an event on every
/// frame, changed or not. egui repaints after any event and bevy_egui turns
/// that into a redraw request, so the window would never go idle. Only a
/// real change of the modifiers is passed on.
fn drop_repeated_modifiers(
    mut inputs: Query<&mut EguiInput>,
    mut last: Local<Option<egui::Modifiers>>,
) {
    for mut input in &mut inputs {
        input.0.events.retain(|event| match event {
            egui::Event::ModifiersChanged(modifiers) => {
                let changed = *last != Some(*modifiers);
                *last = Some(*modifiers);
                changed
            }
            _ => true,
        });
    }
}

/// Tells the game when egui is busy with the pointer (a drag) or the
/// keyboard (a text field), so the board leaves that input alone. Where the
/// panels are is the layout's business (`BoardLayout::in_panels`): egui's own
/// hover test uses the previous frame's rectangles, which after a resize
/// still cover part of the new board and would swallow a click there.
fn track_ui_focus(mut contexts: EguiContexts, mut focus: ResMut<UiFocus>) -> Result {
    let ctx = contexts.ctx_mut()?;
    focus.pointer = ctx.egui_is_using_pointer();
    focus.keyboard = ctx.egui_wants_keyboard_input();
    Ok(())
}
