//! The help (? or F1, or the Help button): how to play, and every key from
//! the keymap, the same table the README shows.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::egui_host::UiSystems;
use super::input::keymap;
use super::overlay::Overlay;
use super::theme::{Palette, Space, Type, strong};
use super::widgets;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        help_sheet
            .in_set(UiSystems::Cards)
            .run_if(|overlay: Res<Overlay>| *overlay == Overlay::Help),
    );
}

fn help_sheet(
    mut contexts: EguiContexts,
    palette: Res<Palette>,
    mut overlay: ResMut<Overlay>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let close = widgets::sheet(ctx, "help sheet", "How to play", 620.0, |ui| {
        ui.label(
            "Take turns placing X and O. Three in a row wins on 3 x 3; four in a row \
             on 4 x 4 and 5 x 5. Click or tap a square to play it.",
        );
        egui::Grid::new("keys")
            .num_columns(2)
            .spacing(egui::vec2(Space::L, Space::XS))
            .show(ui, |ui| {
                for (heading, bindings) in keymap::sections() {
                    ui.end_row();
                    ui.label(
                        egui::RichText::new(heading)
                            .font(strong(Type::SMALL))
                            .color(palette.text_muted),
                    );
                    ui.end_row();
                    for binding in bindings {
                        ui.label(
                            egui::RichText::new(keymap::keys_text(binding))
                                .font(strong(Type::BODY))
                                .color(palette.text),
                        );
                        ui.add(egui::Label::new(binding.what).wrap());
                        ui.end_row();
                    }
                }
            });
    });
    if close {
        *overlay = Overlay::None;
    }
    Ok(())
}
