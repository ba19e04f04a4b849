//! egui inside the game: the font and style, what reaches egui's input,
//! what egui tells the game about its focus, and regions of the window as
//! egui `Ui`s for the menu and the panels.

use bevy::asset::AssetEventSystems;
use bevy::prelude::*;
use bevy_egui::{
    EguiContexts, EguiInput, EguiPlugin, EguiPostUpdateSet, EguiPreUpdateSet,
    EguiPrimaryContextPass, PrimaryEguiContext, egui,
};

use super::input::{LastInput, UiCover, UiFocus};
use super::theme::{self, Palette};
use super::widgets::{self, ControlWords, Look};
use crate::game::activity::StillBusy;
use crate::game::announce::{Announce, Announcement};
use crate::game::setup::language::Words;
use crate::game::state::InRound;
use crate::i18n::Language;
use crate::i18n::t;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(EguiPlugin::default());
    // egui writes the glyphs it rasterized this pass into its font texture
    // after the pass; Bevy sends that texture to the GPU only if the change
    // is reported (AssetEventSystems) after it. The two were unordered:
    // some frames drew new text with the old texture ("aiting or your
    // riend"), and an idle window kept showing that frame.
    app.configure_sets(
        PostUpdate,
        EguiPostUpdateSet::PostProcessOutput.before(AssetEventSystems),
    );
    // Fonts and style go in before egui's first pass, which would otherwise
    // lay out text with no font at all.
    app.add_systems(
        PreUpdate,
        (
            set_up_egui.after(EguiPreUpdateSet::InitContexts),
            (
                drop_repeated_modifiers,
                drop_text_typed_with_ctrl,
                keep_keys_for_the_board.run_if(in_state(InRound)),
                one_focus_key_a_pass,
            )
                .chain()
                .after(EguiPreUpdateSet::ProcessInput),
        )
            .before(EguiPreUpdateSet::BeginPass),
    );
    app.add_systems(OnEnter(InRound), start_on_the_board);
    app.init_resource::<Landmarks>();
    app.add_systems(
        EguiPrimaryContextPass,
        (forget_landmarks, share_the_look, keep_focus_in_sight).before(UiSystems::Cards),
    );
    app.configure_sets(
        EguiPrimaryContextPass,
        (UiSystems::Cards, UiSystems::Panels, UiSystems::Focus).chain(),
    );
    app.add_systems(
        EguiPrimaryContextPass,
        track_ui_focus.in_set(UiSystems::Focus),
    );
}

/// The order of the interface's egui pass: a card over the board (first,
/// so Tab reaches it first), the widgets, then what they did with the
/// keyboard and pointer.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum UiSystems {
    Cards,
    Panels,
    Focus,
}

/// Where a few named controls were drawn this frame, in logical pixels:
/// the page's tests tap them by name on a phone (see `platform`).
#[derive(Resource, Default, Debug, Clone, PartialEq)]
pub struct Landmarks(pub std::collections::BTreeMap<&'static str, Rect>);

impl Landmarks {
    pub fn record(&mut self, name: &'static str, rect: egui::Rect) {
        self.0.insert(
            name,
            Rect::new(rect.min.x, rect.min.y, rect.max.x, rect.max.y),
        );
    }
}

fn forget_landmarks(mut landmarks: ResMut<Landmarks>) {
    landmarks.0.clear();
}

/// The theme, the kind of input and the controls' words, for every
/// control drawn this pass.
fn share_the_look(
    mut contexts: EguiContexts,
    palette: Res<Palette>,
    last: Res<LastInput>,
    words: Res<Words>,
    mut control_words: Local<Option<(Language, ControlWords)>>,
) {
    if let Ok(ctx) = contexts.ctx_mut() {
        Look {
            palette: *palette,
            touch: last.is_touch(),
        }
        .store(ctx);
        if control_words
            .as_ref()
            .is_none_or(|(language, _)| *language != words.language())
        {
            *control_words = Some((words.language(), ControlWords::new(&words)));
        }
        if let Some((_, control_words)) = &*control_words {
            control_words.clone().store(ctx);
        }
    }
}

/// Ctrl (or Cmd) with a letter is a shortcut, never typing. bevy_egui
/// reads the modifier keys in a system of its own that can run after the
/// letters of the same frame, so a quick Ctrl+A typed an "A" ("Player 1A")
/// instead of selecting all. Here a frame in which Ctrl or Cmd was down at
/// any moment types nothing, and its keys reach egui as shortcuts. AltGr
/// (Ctrl and Alt together on Windows) still types.
fn drop_text_typed_with_ctrl(keys: Res<ButtonInput<KeyCode>>, mut inputs: Query<&mut EguiInput>) {
    let command_keys = [
        KeyCode::ControlLeft,
        KeyCode::ControlRight,
        KeyCode::SuperLeft,
        KeyCode::SuperRight,
    ];
    let alt_keys = [KeyCode::AltLeft, KeyCode::AltRight];
    let involved = |codes: [KeyCode; 2]| {
        codes
            .iter()
            .any(|k| keys.pressed(*k) || keys.just_pressed(*k) || keys.just_released(*k))
    };
    let command = involved([command_keys[0], command_keys[1]])
        || involved([command_keys[2], command_keys[3]]);
    if !command || involved(alt_keys) {
        return;
    }
    for mut input in &mut inputs {
        input
            .0
            .events
            .retain(|event| !matches!(event, egui::Event::Text(_)));
        for event in &mut input.0.events {
            if let egui::Event::Key { modifiers, .. } = event {
                modifiers.ctrl = true;
                modifiers.command = true;
            }
        }
    }
}

/// egui moves the focus for a Tab before any control looks at the keys, so
/// Space and then Tab in one pass (a slow frame, a quick hand) pressed the
/// control after the focused one too: Space on "Impossible", then Tab,
/// started the round. One key that moves or presses the focus a pass: the
/// rest of the frame's input waits, in order, for the next pass.
fn one_focus_key_a_pass(
    mut inputs: Query<&mut EguiInput, With<PrimaryEguiContext>>,
    mut held: Local<Vec<egui::Event>>,
    mut busy: MessageWriter<StillBusy>,
) {
    let Ok(mut input) = inputs.single_mut() else {
        return;
    };
    let events = &mut input.0.events;
    let mut all = std::mem::take(&mut *held);
    all.append(events);
    let second = all
        .iter()
        .enumerate()
        .filter(|(_, event)| is_focus_key(event))
        .nth(1)
        .map(|(at, _)| at);
    if let Some(at) = second {
        *held = all.split_off(at);
        busy.write(StillBusy::Working);
    }
    *events = all;
}

/// A press of a key that moves the focus or presses the focused control.
fn is_focus_key(event: &egui::Event) -> bool {
    matches!(
        event,
        egui::Event::Key {
            key: egui::Key::Tab
                | egui::Key::Space
                | egui::Key::Enter
                | egui::Key::ArrowUp
                | egui::Key::ArrowDown
                | egui::Key::ArrowLeft
                | egui::Key::ArrowRight,
            pressed: true,
            ..
        }
    )
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

pub(super) fn set_up_egui(
    mut contexts: EguiContexts,
    palette: Res<Palette>,
    mut done: Local<bool>,
) {
    if *done {
        return;
    }
    if let Ok(ctx) = contexts.ctx_mut() {
        theme::style_egui(ctx, &palette);
        // A press is a click however long it is held: nothing here opens on
        // a long press, and on a busy phone one slow frame between a tap's
        // touch and release made egui take it for one and drop the click.
        ctx.options_mut(|o| o.input_options.max_click_duration = f64::INFINITY);
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

/// During a round the arrows, Enter and Space belong to the board (the
/// cursor, placing a mark) until Tab takes the keyboard into the panels;
/// there they move between and press controls as anywhere else, and
/// Escape brings the keyboard back to the board (egui lets go of focus).
fn keep_keys_for_the_board(mut inputs: Query<&mut EguiInput>, mut contexts: EguiContexts) {
    let Ok(ctx) = contexts.ctx_mut() else {
        return;
    };
    if ctx.memory(|memory| memory.focused().is_some()) {
        return;
    }
    for mut input in &mut inputs {
        input.0.events.retain(|event| {
            !matches!(
                event,
                egui::Event::Key {
                    key: egui::Key::ArrowUp
                        | egui::Key::ArrowDown
                        | egui::Key::ArrowLeft
                        | egui::Key::ArrowRight
                        | egui::Key::Enter
                        | egui::Key::Space,
                    ..
                }
            )
        });
    }
}

/// The control the keyboard reached is scrolled into view with its ring
/// (egui moves the focus but not the scroll areas): on the pass after the
/// focus moved, where it was drawn is known, and the scroll area that holds
/// it scrolls to it (`widgets::follow_focus`).
fn keep_focus_in_sight(mut contexts: EguiContexts, mut seen: Local<Option<egui::Id>>) {
    let Ok(ctx) = contexts.ctx_mut() else {
        return;
    };
    let focused = ctx.memory(|memory| memory.focused());
    let key = egui::Id::new(widgets::FOCUS_MOVED);
    if focused == *seen {
        ctx.data_mut(|data| data.remove::<egui::Id>(key));
        return;
    }
    *seen = focused;
    if let Some(id) = focused {
        ctx.data_mut(|data| data.insert_temp(key, id));
    }
}

/// A round starts with the keyboard on the board: whatever the menu had
/// focused (the Start button) is let go.
fn start_on_the_board(mut contexts: EguiContexts) {
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
    mut cover: ResMut<UiCover>,
    mut announce: MessageWriter<Announce>,
    words: Res<Words>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    // Cards floating over the board take their own presses: a tap on the
    // result card's Menu is not also a move on the square beneath it.
    let floating: Vec<Rect> = ctx.memory(|m| {
        m.areas()
            .visible_layer_ids()
            .into_iter()
            .filter(|layer| matches!(layer.order, egui::Order::Middle | egui::Order::Foreground))
            .filter_map(|layer| m.area_rect(layer.id))
            .map(|rect| Rect::new(rect.min.x, rect.min.y, rect.max.x, rect.max.y))
            .collect()
    });
    cover.set_if_neq(UiCover(floating));
    // Says which control the keyboard reached, as a screen reader would
    // (a control that names its keys reports its focus twice: the last
    // report is the whole one).
    let gained: Option<String> = ctx.output(|o| {
        o.events.iter().rev().find_map(|event| match event {
            egui::output::OutputEvent::FocusGained(info) => Some(focus_text(info, &words)),
            _ => None,
        })
    });
    if let Some(text) = gained {
        announce.write(Announce::new(Announcement::Focus, text));
        // The next pass scrolls it into view (keep_focus_in_sight).
        ctx.request_repaint();
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
fn focus_text(info: &egui::WidgetInfo, words: &Words) -> String {
    let label = info
        .label
        .clone()
        .or_else(|| info.current_text_value.clone())
        .unwrap_or_default();
    let label = label.as_str();
    let selected = info.selected == Some(true);
    match info.typ {
        // A selectable button is one option of a choice.
        egui::WidgetType::Button
        | egui::WidgetType::SelectableLabel
        | egui::WidgetType::RadioButton
            if selected =>
        {
            t!(words, "focus-option-selected", label = label)
        }
        egui::WidgetType::Button if info.selected.is_some() => {
            t!(words, "focus-option", label = label)
        }
        egui::WidgetType::Button => t!(words, "focus-button", label = label),
        egui::WidgetType::SelectableLabel | egui::WidgetType::RadioButton => {
            t!(words, "focus-option", label = label)
        }
        egui::WidgetType::Checkbox => match info.selected {
            Some(true) => t!(words, "focus-checkbox-checked", label = label),
            Some(false) => t!(words, "focus-checkbox-not-checked", label = label),
            None => t!(words, "focus-checkbox", label = label),
        },
        // A named text field says what is in it, as a screen reader would.
        egui::WidgetType::TextEdit if info.label.is_some() => {
            match info.current_text_value.as_deref().unwrap_or_default() {
                "" => t!(words, "focus-text-field-empty", label = label),
                text => t!(words, "focus-text-field", label = label, text = text),
            }
        }
        egui::WidgetType::TextEdit if selected => {
            t!(words, "focus-text-field-unnamed-selected", label = label)
        }
        egui::WidgetType::TextEdit => t!(words, "focus-text-field-unnamed", label = label),
        egui::WidgetType::Slider if selected => t!(words, "focus-slider-selected", label = label),
        egui::WidgetType::Slider => t!(words, "focus-slider", label = label),
        egui::WidgetType::CollapsingHeader if selected => {
            t!(words, "focus-section-selected", label = label)
        }
        egui::WidgetType::CollapsingHeader => t!(words, "focus-section", label = label),
        _ if selected => t!(words, "focus-selected", label = label),
        _ => label.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_focused_control_is_named_with_its_kind_and_state() {
        let words = Words::new(Language::English);
        let button = egui::WidgetInfo::labeled(egui::WidgetType::Button, true, "Start (Enter)");
        assert_eq!(focus_text(&button, &words), "Start (Enter), button");
        let chip =
            egui::WidgetInfo::selected(egui::WidgetType::Button, true, true, "Human vs Computer");
        assert_eq!(
            focus_text(&chip, &words),
            "Human vs Computer, option, selected"
        );
        let mut field = egui::WidgetInfo::text_edit(true, "", "", "");
        field.label = Some("Your name".into());
        assert_eq!(focus_text(&field, &words), "Your name, text field, empty");
        let check = egui::WidgetInfo::selected(egui::WidgetType::Checkbox, true, false, "Sound");
        assert_eq!(focus_text(&check, &words), "Sound, checkbox, not checked");
    }
}
