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

/// The keys' column: wide enough for "Ctrl+Shift+Z" beside its action.
const KEYS_COLUMN: f32 = 150.0;

fn help_sheet(
    mut contexts: EguiContexts,
    palette: Res<Palette>,
    mut overlay: ResMut<Overlay>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let close = widgets::sheet(ctx, "help sheet", "How to play", 620.0, |ui| {
        // No-break spaces keep "4 x 4" on one line.
        ui.add(
            egui::Label::new(
                "Take turns placing X and O. Three in a row wins on 3\u{a0}x\u{a0}3; four in a \
                 row on 4\u{a0}x\u{a0}4 and 5\u{a0}x\u{a0}5. Click or tap a square to play it.",
            )
            .wrap(),
        );
        ui.add(
            egui::Label::new(
                "Ultimate: nine small boards in one. Three in a row wins a small board; \
                 three small boards in a row win the game. The square you take sends your \
                 opponent to the small board in the same place, which is framed; sent to a \
                 board that is won or full, they may play in any open one. By keys: 1-9 \
                 (numpad layout) names the square, after a first 1-9 for the board when \
                 free to choose.",
            )
            .wrap(),
        );
        for (i, (heading, bindings)) in keymap::sections().into_iter().enumerate() {
            widgets::section(ui, heading);
            egui::Grid::new(("keys", i))
                .num_columns(2)
                .min_col_width(KEYS_COLUMN)
                .spacing(egui::vec2(Space::L, Space::XS))
                .show(ui, |ui| {
                    for binding in bindings {
                        ui.label(
                            egui::RichText::new(keymap::keys_text(binding))
                                .font(strong(Type::BODY))
                                .color(palette.text),
                        );
                        ui.add(egui::Label::new(binding.what).wrap());
                        ui.end_row();
                    }
                });
        }
        widgets::section(ui, "Buttons");
        widgets::note(
            ui,
            "Tab and Shift+Tab move between the buttons, and Space or Enter presses the \
             one ringed. During a round the arrows, Enter and Space belong to the board \
             until Tab moves into the panel; Esc gives them back. In the browser, Tab \
             past the panel's last button reaches the board's squares as buttons.",
        );
    });
    if close {
        *overlay = Overlay::None;
    }
    Ok(())
}
