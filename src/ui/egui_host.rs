//! egui inside the game: the font and style, what reaches egui's input,
//! what egui tells the game about its focus, and regions of the window as
//! egui `Ui`s for the menu and the panels.

use bevy::prelude::*;
use bevy_egui::{
    EguiContexts, EguiInput, EguiPlugin, EguiPreUpdateSet, EguiPrimaryContextPass, egui,
};

use super::theme;
use crate::game::announce::{Announce, Announcement};
use crate::game::players::input::UiFocus;
use crate::game::state::InRound;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(EguiPlugin::default());
    // Fonts and style go in before egui's first pass, which would otherwise
    // lay out text with no font at all.
    app.add_systems(
        PreUpdate,
        (
            set_up_egui.after(EguiPreUpdateSet::InitContexts),
            (
                drop_repeated_modifiers,
                keep_keys_for_the_board.run_if(in_state(InRound)),
            )
                .after(EguiPreUpdateSet::ProcessInput),
        )
            .before(EguiPreUpdateSet::BeginPass),
    );
    app.configure_sets(
        EguiPrimaryContextPass,
        (UiSystems::Panels, UiSystems::Focus).chain(),
    );
    app.add_systems(
        EguiPrimaryContextPass,
        track_ui_focus.in_set(UiSystems::Focus),
    );
}

/// The order of the interface's egui pass: the widgets, then what they
/// did with the keyboard and pointer.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum UiSystems {
    Panels,
    Focus,
}

/// A part of the window (in logical pixels, as the layout gives it) as an
/// egui `Ui`, on which the menu and the panels are laid out (egui 0.36
/// panels are shown inside a `Ui`, not a context).
pub fn root_ui(ctx: &egui::Context, id: &'static str, rect: Rect) -> egui::Ui {
    let rect = egui::Rect::from_min_max(
        egui::pos2(rect.min.x, rect.min.y),
        egui::pos2(rect.max.x, rect.max.y),
    )
    .intersect(ctx.viewport_rect());
    egui::Ui::new(
        ctx.clone(),
        id.into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(rect),
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

/// During a round the keys belong to the board: the panels' buttons have
/// their own keys (Esc, Enter, R, N), and a button holding egui's focus
/// would swallow the number keys and arrows and take Space or Enter as a
/// press (the Menu button abandoning the round). So Tab never reaches egui
/// here, and any focus left over (the menu's Start button) is let go.
fn keep_keys_for_the_board(mut inputs: Query<&mut EguiInput>, mut contexts: EguiContexts) {
    for mut input in &mut inputs {
        input.0.events.retain(|event| {
            !matches!(
                event,
                egui::Event::Key {
                    key: egui::Key::Tab,
                    ..
                }
            )
        });
    }
    if let Ok(ctx) = contexts.ctx_mut() {
        ctx.memory_mut(|memory| {
            if let Some(id) = memory.focused() {
                memory.surrender_focus(id);
            }
        });
    }
}

/// Tells the game what egui is doing with the input, so the game leaves that
/// input alone: a drag, a text field being typed in, a focused widget that
/// Enter or Space would press. Where the panels are is the layout's business
/// (`BoardLayout::in_panels`): egui's own hover test uses the previous
/// frame's rectangles, which after a resize still cover part of the new
/// board and would swallow a click there.
fn track_ui_focus(
    mut contexts: EguiContexts,
    mut focus: ResMut<UiFocus>,
    mut announce: MessageWriter<Announce>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    // Says which control the keyboard reached, as a screen reader would.
    let gained: Vec<String> = ctx.output(|o| {
        o.events
            .iter()
            .filter_map(|event| match event {
                egui::output::OutputEvent::FocusGained(info) => Some(focus_text(info)),
                _ => None,
            })
            .collect()
    });
    for text in gained {
        announce.write(Announce::new(Announcement::Focus, text));
    }
    let now = UiFocus {
        pointer: ctx.egui_is_using_pointer(),
        text_field: ctx.text_edit_focused(),
        widget: ctx.memory(|m| m.focused().is_some()),
    };
    focus.set_if_neq(now);
    Ok(())
}

/// "Human vs Computer, option, selected", "Start (Enter), button".
fn focus_text(info: &egui::WidgetInfo) -> String {
    let label = info
        .label
        .clone()
        .or_else(|| info.current_text_value.clone())
        .unwrap_or_default();
    let kind = match info.typ {
        // A selectable button is one option of a choice.
        egui::WidgetType::Button if info.selected.is_some() => ", option",
        egui::WidgetType::Button => ", button",
        egui::WidgetType::SelectableLabel | egui::WidgetType::RadioButton => ", option",
        egui::WidgetType::Checkbox => ", checkbox",
        egui::WidgetType::TextEdit => ", text field",
        _ => "",
    };
    let state = match (info.typ, info.selected) {
        (egui::WidgetType::Checkbox, Some(true)) => ", checked",
        (egui::WidgetType::Checkbox, Some(false)) => ", not checked",
        (_, Some(true)) => ", selected",
        _ => "",
    };
    format!("{label}{kind}{state}")
}
