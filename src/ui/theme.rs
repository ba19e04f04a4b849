//! The game's colours and text sizes, shared by the board and the panels.

use bevy::prelude::*;
use bevy_egui::egui;

pub const BACKGROUND: Color = Color::srgb(0.094, 0.106, 0.141);
pub const GRID: Color = Color::srgb(0.20, 0.23, 0.30);
pub const SQUARE: Color = Color::srgb(0.133, 0.153, 0.200);
pub const SQUARE_HOVER: Color = Color::srgb(0.184, 0.212, 0.275);
pub const SQUARE_CURSOR: Color = Color::srgb(0.22, 0.26, 0.34);
pub const X_COLOR: Color = Color::srgb(0.40, 0.78, 1.0);
pub const O_COLOR: Color = Color::srgb(1.0, 0.62, 0.36);
pub const WIN_LINE: Color = Color::srgb(0.98, 0.95, 0.80);

/// A mark that is not part of the winning line, once the round is decided.
pub fn dimmed(color: Color) -> Color {
    color.with_alpha(0.28)
}

pub fn egui_color(color: Color) -> egui::Color32 {
    let c = color.to_srgba();
    egui::Color32::from_rgba_unmultiplied(
        (c.red * 255.0) as u8,
        (c.green * 255.0) as u8,
        (c.blue * 255.0) as u8,
        (c.alpha * 255.0) as u8,
    )
}

pub const TEXT: egui::Color32 = egui::Color32::from_rgb(0xe8, 0xea, 0xf0);
pub const TEXT_MUTED: egui::Color32 = egui::Color32::from_rgb(0x9a, 0xa3, 0xb5);
pub const NOTICE: egui::Color32 = egui::Color32::from_rgb(0xff, 0xc8, 0x57);
pub const PANEL: egui::Color32 = egui::Color32::from_rgb(0x1d, 0x21, 0x2b);
pub const WIN_BANNER: egui::Color32 = egui::Color32::from_rgb(0x1f, 0x4d, 0x35);
pub const LOSS_BANNER: egui::Color32 = egui::Color32::from_rgb(0x5a, 0x24, 0x2a);
pub const DRAW_BANNER: egui::Color32 = egui::Color32::from_rgb(0x33, 0x38, 0x45);
/// The faint square numbers in empty squares.
pub const SQUARE_NUMBER: egui::Color32 =
    egui::Color32::from_rgba_premultiplied(0x50, 0x58, 0x6a, 0xa0);

/// One font for all text: egui's default set bundles four (1.4 MB), and a
/// game with no code listings or emoji needs one.
fn fonts() -> egui::FontDefinitions {
    let mut fonts = egui::FontDefinitions::empty();
    fonts.font_data.insert(
        "ubuntu-light".into(),
        egui::FontData::from_static(epaint_default_fonts::UBUNTU_LIGHT).into(),
    );
    for family in [egui::FontFamily::Proportional, egui::FontFamily::Monospace] {
        fonts.families.insert(family, vec!["ubuntu-light".into()]);
    }
    fonts
}

/// The game's font, larger text and game colours for every egui panel.
pub fn style_egui(ctx: &egui::Context) {
    ctx.set_fonts(fonts());
    ctx.set_theme(egui::Theme::Dark);
    ctx.all_styles_mut(|style| {
        use egui::{FontFamily, FontId, TextStyle};
        style.text_styles = [
            (
                TextStyle::Heading,
                FontId::new(30.0, FontFamily::Proportional),
            ),
            (TextStyle::Body, FontId::new(18.0, FontFamily::Proportional)),
            (
                TextStyle::Button,
                FontId::new(18.0, FontFamily::Proportional),
            ),
            (
                TextStyle::Small,
                FontId::new(14.0, FontFamily::Proportional),
            ),
            (
                TextStyle::Monospace,
                FontId::new(16.0, FontFamily::Monospace),
            ),
        ]
        .into();
        style.spacing.item_spacing = egui::vec2(10.0, 10.0);
        style.spacing.button_padding = egui::vec2(12.0, 6.0);
        style.visuals = egui::Visuals::dark();
        style.visuals.panel_fill = PANEL;
        style.visuals.override_text_color = Some(TEXT);
    });
}

/// The analysis overlay, by what a square leads to for the side to move.
/// The text says the same, so no one needs the colour.
pub const VALUE_WIN: egui::Color32 = egui::Color32::from_rgb(0x5f, 0xd0, 0x8a);
pub const VALUE_DRAW: egui::Color32 = egui::Color32::from_rgb(0xc8, 0xcc, 0xd8);
pub const VALUE_LOSS: egui::Color32 = egui::Color32::from_rgb(0xff, 0x7a, 0x7a);
/// The ring round a hinted or better square.
pub const HINT_RING: egui::Color32 = egui::Color32::from_rgb(0x5f, 0xd0, 0x8a);
/// The ring round a reviewed move that was a mistake.
pub const MISTAKE_RING: egui::Color32 = egui::Color32::from_rgb(0xff, 0x7a, 0x7a);
