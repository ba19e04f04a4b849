//! The sound controls, the same in the menu and beside the board.

use bevy_egui::egui;

use crate::game::setup::settings::MAX_VOLUME;

/// "Sound on (M)" as a checkbox: its state is in the text too.
pub fn mute_toggle(ui: &mut egui::Ui, muted: &mut bool) {
    let mut on = !*muted;
    if ui.checkbox(&mut on, "Sound (M)").changed() {
        *muted = !on;
    }
}

/// The volume in percent, in steps of ten (arrows move it when focused).
pub fn volume_slider(ui: &mut egui::Ui, volume: &mut u8) {
    ui.add(
        egui::Slider::new(volume, 0..=MAX_VOLUME)
            .step_by(10.0)
            .suffix(" %")
            .text("Volume"),
    );
}
