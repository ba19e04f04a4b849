//! The room card beside the board in an online match: the code, large, to
//! read out or copy, the link that opens the page straight into the room,
//! and how the friend is doing (joined, away, left).

use bevy_egui::egui;

use super::theme::Palette;
use crate::game::online::{CopyRequest, Online};

/// Draws the card; returns what the player asked to copy.
pub fn room_card(ui: &mut egui::Ui, online: &Online, palette: &Palette) -> Option<CopyRequest> {
    let code = online.code.as_deref()?;
    let mut copy = None;
    ui.horizontal_wrapped(|ui| {
        ui.label(egui::RichText::new("Room").color(palette.text_muted));
        ui.label(egui::RichText::new(code).size(30.0).monospace().strong());
        if ui.button("Copy code").clicked() {
            copy = Some(CopyRequest(code.to_string()));
        }
    });
    if let Some(link) = online.link() {
        ui.horizontal_wrapped(|ui| {
            ui.add(
                egui::Label::new(
                    egui::RichText::new(&link)
                        .size(super::theme::SMALLEST_TEXT)
                        .color(palette.text_muted),
                )
                .wrap(),
            );
            if ui.button("Copy link").clicked() {
                copy = Some(CopyRequest(link.clone()));
            }
        });
    }
    if let Some(situation) = online.situation() {
        ui.add(egui::Label::new(egui::RichText::new(situation).strong()).wrap());
    }
    ui.separator();
    copy
}
