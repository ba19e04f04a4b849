//! The game's colours and text sizes, shared by the board and the panels:
//! one [`Palette`] per theme, chosen in the menu or, until then, by the
//! system's preference.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::game::setup::settings::{MatchSettings, SystemTheme, ThemeChoice};

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(Palette::of(ThemeChoice::default()));
    app.insert_resource(ClearColor(Palette::of(ThemeChoice::default()).background));
    app.add_systems(
        PreUpdate,
        choose_palette
            .run_if(resource_changed::<MatchSettings>.or_else(resource_changed::<SystemTheme>)),
    );
    app.add_systems(Update, paint_background.run_if(resource_changed::<Palette>));
}

/// Every colour the game draws with. Nothing relies on colour alone: the
/// marks differ by shape, the winning line by weight, values by text.
#[derive(Resource, Clone, Copy, Debug, PartialEq)]
pub struct Palette {
    pub theme: ThemeChoice,
    pub background: Color,
    pub grid: Color,
    pub square: Color,
    pub square_hover: Color,
    pub square_cursor: Color,
    pub x: Color,
    pub o: Color,
    pub win_line: Color,
    /// How much of a mark stays once it is not part of the winning line.
    pub dim_alpha: f32,
    pub text: egui::Color32,
    pub text_muted: egui::Color32,
    pub notice: egui::Color32,
    pub panel: egui::Color32,
    /// Buttons and cards that are the main way on (Start, Play again).
    pub accent: egui::Color32,
    pub win_banner: egui::Color32,
    pub loss_banner: egui::Color32,
    pub draw_banner: egui::Color32,
    /// The ring round whatever the keyboard will press.
    pub focus: egui::Color32,
    /// The faint square numbers in empty squares.
    pub square_number: egui::Color32,
    /// The analysis overlay, by what a square leads to for the side to move.
    pub value_win: egui::Color32,
    pub value_draw: egui::Color32,
    pub value_loss: egui::Color32,
    /// The ring round a hinted or better square.
    pub hint_ring: egui::Color32,
    /// The ring round a reviewed move that was a mistake.
    pub mistake_ring: egui::Color32,
}

const fn rgb(hex: u32) -> egui::Color32 {
    egui::Color32::from_rgb((hex >> 16) as u8, (hex >> 8) as u8, hex as u8)
}

const fn srgb(hex: u32) -> Color {
    Color::srgb(
        ((hex >> 16) & 0xff) as f32 / 255.0,
        ((hex >> 8) & 0xff) as f32 / 255.0,
        (hex & 0xff) as f32 / 255.0,
    )
}

impl Palette {
    pub const DARK: Palette = Palette {
        theme: ThemeChoice::Dark,
        background: srgb(0x181b24),
        grid: srgb(0x333a4d),
        square: srgb(0x222733),
        square_hover: srgb(0x2f3646),
        square_cursor: srgb(0x384257),
        x: srgb(0x66c7ff),
        o: srgb(0xff9e5c),
        win_line: srgb(0xfaf2cc),
        dim_alpha: 0.28,
        text: rgb(0xe8eaf0),
        text_muted: rgb(0x9aa3b5),
        notice: rgb(0xffc857),
        panel: rgb(0x1d212b),
        accent: rgb(0x2e7d52),
        win_banner: rgb(0x1f4d35),
        loss_banner: rgb(0x5a242a),
        draw_banner: rgb(0x333845),
        focus: rgb(0xffd95a),
        square_number: egui::Color32::from_rgba_premultiplied(0x50, 0x58, 0x6a, 0xa0),
        value_win: rgb(0x5fd08a),
        value_draw: rgb(0xc8ccd8),
        value_loss: rgb(0xff7a7a),
        hint_ring: rgb(0x5fd08a),
        mistake_ring: rgb(0xff7a7a),
    };

    pub const LIGHT: Palette = Palette {
        theme: ThemeChoice::Light,
        background: srgb(0xeef0f5),
        grid: srgb(0xb9c0cf),
        square: srgb(0xffffff),
        square_hover: srgb(0xe3e8f2),
        square_cursor: srgb(0xd2dbee),
        x: srgb(0x1560bd),
        o: srgb(0xc2410c),
        win_line: srgb(0x1d2230),
        dim_alpha: 0.30,
        text: rgb(0x1a1d24),
        text_muted: rgb(0x535b6b),
        notice: rgb(0x8a4b00),
        panel: rgb(0xe2e6ee),
        accent: rgb(0x8fd3ab),
        win_banner: rgb(0xbfe6cf),
        loss_banner: rgb(0xf5cdd1),
        draw_banner: rgb(0xd5dae4),
        focus: rgb(0x0b57d0),
        square_number: egui::Color32::from_rgba_premultiplied(0x8a, 0x92, 0xa3, 0xc0),
        value_win: rgb(0x17703a),
        value_draw: rgb(0x454c5c),
        value_loss: rgb(0xb3261e),
        hint_ring: rgb(0x17803f),
        mistake_ring: rgb(0xc62828),
    };

    /// Black, white and yellow: the strongest contrasts, and wider strokes.
    pub const HIGH_CONTRAST: Palette = Palette {
        theme: ThemeChoice::HighContrast,
        background: srgb(0x000000),
        grid: srgb(0xffffff),
        square: srgb(0x000000),
        square_hover: srgb(0x1c1c1c),
        square_cursor: srgb(0x303030),
        x: srgb(0xffffff),
        o: srgb(0xffe100),
        win_line: srgb(0x00e5ff),
        dim_alpha: 0.45,
        text: rgb(0xffffff),
        text_muted: rgb(0xe0e0e0),
        notice: rgb(0xffe100),
        panel: rgb(0x000000),
        accent: rgb(0x00702e),
        win_banner: rgb(0x004d1f),
        loss_banner: rgb(0x660000),
        draw_banner: rgb(0x262626),
        focus: rgb(0x00e5ff),
        square_number: rgb(0xbdbdbd),
        value_win: rgb(0x6bff9e),
        value_draw: rgb(0xffffff),
        value_loss: rgb(0xff8a8a),
        hint_ring: rgb(0x6bff9e),
        mistake_ring: rgb(0xff8a8a),
    };

    pub fn of(theme: ThemeChoice) -> Palette {
        match theme {
            ThemeChoice::Light => Palette::LIGHT,
            ThemeChoice::Dark => Palette::DARK,
            ThemeChoice::HighContrast => Palette::HIGH_CONTRAST,
        }
    }

    /// A mark that is not part of the winning line, once the round is decided.
    pub fn dimmed(&self, color: Color) -> Color {
        color.with_alpha(self.dim_alpha)
    }

    /// The outline of panels and cards: only high contrast draws one.
    pub fn outline(&self) -> egui::Stroke {
        match self.theme {
            ThemeChoice::HighContrast => egui::Stroke::new(2.0, self.text),
            _ => egui::Stroke::NONE,
        }
    }

    /// The game's look for every egui panel: text colours, fills, and a
    /// focus ring the keyboard player cannot miss.
    pub fn style(&self, style: &mut egui::Style) {
        let mut visuals = match self.theme {
            ThemeChoice::Light => egui::Visuals::light(),
            ThemeChoice::Dark | ThemeChoice::HighContrast => egui::Visuals::dark(),
        };
        visuals.panel_fill = self.panel;
        visuals.window_fill = self.panel;
        visuals.override_text_color = Some(self.text);
        visuals.hyperlink_color = self.focus;
        visuals.selection.stroke = egui::Stroke::new(2.0, self.focus);
        if self.theme == ThemeChoice::HighContrast {
            let widgets = &mut visuals.widgets;
            for state in [&mut widgets.inactive, &mut widgets.noninteractive] {
                state.bg_stroke = egui::Stroke::new(1.5, self.text_muted);
                state.weak_bg_fill = egui::Color32::BLACK;
                state.bg_fill = egui::Color32::BLACK;
            }
            visuals.selection.bg_fill = rgb(0x00577a);
        }
        // egui draws a focused widget (and one being pressed) in its
        // "active" style: a thick ring in the focus colour shows where Tab
        // and the arrows went. Hovering only outlines faintly.
        visuals.widgets.active.bg_stroke = egui::Stroke::new(3.0, self.focus);
        visuals.widgets.active.fg_stroke.color = self.text;
        visuals.widgets.hovered.bg_stroke = egui::Stroke::new(1.0, self.text_muted);
        visuals.widgets.hovered.fg_stroke.color = self.text;
        style.visuals = visuals;
    }
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

/// One font for all text: egui's default set bundles four (1.4 MB), and a
/// game with no code listings or emoji needs one. It is egui's Ubuntu Light
/// without its hinting instructions, less than half the size: egui's own
/// hinter fits the outlines to pixels (see assets/fonts/README.md).
const FONT: &[u8] = include_bytes!("../../assets/fonts/ubuntu-light-derivative-tictactoe.ttf");

fn fonts() -> egui::FontDefinitions {
    let mut fonts = egui::FontDefinitions::empty();
    fonts.font_data.insert(
        "ubuntu-light".into(),
        egui::FontData::from_static(FONT).into(),
    );
    for family in [egui::FontFamily::Proportional, egui::FontFamily::Monospace] {
        fonts.families.insert(family, vec!["ubuntu-light".into()]);
    }
    fonts
}

/// Smallest text anywhere, in points (CSS pixels in the browser): readable
/// on a phone.
pub const SMALLEST_TEXT: f32 = 14.0;
/// Smallest thing to press, in points: a fingertip's width.
pub const SMALLEST_TARGET: f32 = 44.0;

/// The game's font, text sizes and spacing for every egui panel.
pub fn style_egui(ctx: &egui::Context, palette: &Palette) {
    ctx.set_fonts(fonts());
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
                FontId::new(SMALLEST_TEXT, FontFamily::Proportional),
            ),
            (
                TextStyle::Monospace,
                FontId::new(16.0, FontFamily::Monospace),
            ),
        ]
        .into();
        style.spacing.item_spacing = egui::vec2(10.0, 10.0);
        style.spacing.button_padding = egui::vec2(12.0, 6.0);
        // Buttons, choices and fields tall enough for a finger.
        style.spacing.interact_size.y = SMALLEST_TARGET;
        // Nothing to copy from a label (the room code has its own button);
        // on a touch screen selectable text would also take taps.
        style.interaction.selectable_labels = false;
        palette.style(style);
    });
}

/// The theme in force: the player's choice, else the system's preference.
fn choose_palette(
    settings: Res<MatchSettings>,
    system: Res<SystemTheme>,
    mut palette: ResMut<Palette>,
) {
    let theme = settings.theme.or(system.0).unwrap_or_default();
    palette.set_if_neq(Palette::of(theme));
}

fn paint_background(
    palette: Res<Palette>,
    mut clear: ResMut<ClearColor>,
    mut contexts: EguiContexts,
) {
    clear.0 = palette.background;
    // Before egui's first pass the style is set with the fonts (egui_host).
    if let Ok(ctx) = contexts.ctx_mut() {
        ctx.all_styles_mut(|style| palette.style(style));
    }
}
