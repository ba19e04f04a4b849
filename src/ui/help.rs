//! The help (? or F1, or the Help button): how to play, and every key from
//! the keymap, the same table the README shows.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::egui_host::UiSystems;
use super::input::keymap;
use super::overlay::Overlay;
use super::theme::{Palette, Space, Type, strong};
use super::widgets;
use crate::game::setup::language::Words;
use crate::i18n::t;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        help_sheet
            .in_set(UiSystems::Cards)
            .run_if(|overlay: Res<Overlay>| *overlay == Overlay::Help),
    );
}

/// The keys' column: wide enough for "Ctrl+Shift+Z" beside its action.
const KEYS_COLUMN: f32 = 150.0;

fn help_sheet(
    mut contexts: EguiContexts,
    palette: Res<Palette>,
    mut overlay: ResMut<Overlay>,
    words: Res<Words>,
) -> Result {
    let words = &*words;
    let ctx = contexts.ctx_mut()?;
    let title = t!(words, "help-title");
    let close = widgets::sheet(ctx, "help sheet", &title, 620.0, |ui| {
        ui.add(egui::Label::new(t!(words, "help-rules")).wrap());
        ui.add(egui::Label::new(t!(words, "help-ultimate")).wrap());
        ui.add(egui::Label::new(t!(words, "help-misere")).wrap());
        ui.add(egui::Label::new(t!(words, "help-qubic")).wrap());
        ui.add(egui::Label::new(t!(words, "help-notakto")).wrap());
        for (i, (heading, bindings)) in keymap::sections(words).into_iter().enumerate() {
            widgets::section(ui, &heading);
            egui::Grid::new(("keys", i))
                .num_columns(2)
                .min_col_width(KEYS_COLUMN)
                .spacing(egui::vec2(Space::L, Space::XS))
                .show(ui, |ui| {
                    for binding in bindings {
                        ui.label(
                            egui::RichText::new(keymap::keys_text(binding, words))
                                .font(strong(Type::BODY))
                                .color(palette.text),
                        );
                        ui.add(egui::Label::new(binding.action.what(words)).wrap());
                        ui.end_row();
                    }
                });
        }
        widgets::section(ui, &t!(words, "help-buttons"));
        widgets::note(ui, &t!(words, "help-buttons-note"));
    });
    if close {
        *overlay = Overlay::None;
    }
    Ok(())
}
