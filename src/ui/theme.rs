//! The game's look, in one place: the colours of each theme ([`Palette`]),
//! one type scale ([`Type`]) and one spacing scale ([`Space`]), the fonts,
//! and egui's style made from them. The board and every panel draw with
//! these and nothing else.

use bevy::color::Mix;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::game::setup::preferences::{Preferences, SystemTheme, ThemeChoice};

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(Palette::of(ThemeChoice::default()));
    app.insert_resource(ClearColor(Palette::of(ThemeChoice::default()).background));
    app.add_systems(
        PreUpdate,
        choose_palette
            .run_if(resource_changed::<Preferences>.or_else(resource_changed::<SystemTheme>)),
    );
    app.add_systems(Update, paint_background.run_if(resource_changed::<Palette>));
}

/// Every colour the game draws with. Nothing relies on colour alone: the
/// marks differ by shape, the winning line by weight, values by their words.
#[derive(Resource, Clone, Copy, Debug, PartialEq)]
pub struct Palette {
    pub theme: ThemeChoice,
    /// Behind everything.
    pub background: Color,
    /// The header, panels, cards and sheets.
    pub surface: egui::Color32,
    /// Secondary buttons, chips, a selected card.
    pub raised: egui::Color32,
    /// Borders of cards and unselected chips, separators.
    pub outline: egui::Color32,
    /// The rail of a slider, which must show on the surface.
    pub track: egui::Color32,
    pub text: egui::Color32,
    pub text_muted: egui::Color32,
    /// Primary buttons (Start, Play again) and what is selected.
    pub accent: egui::Color32,
    /// Text on the accent.
    pub on_accent: egui::Color32,
    /// The fill of a selected card: a tint of the accent.
    pub selected: egui::Color32,
    /// Problem notices.
    pub notice: egui::Color32,
    /// The ring round whatever the keyboard will press, and the board's
    /// keyboard cursor.
    pub focus: egui::Color32,
    /// The board's lines.
    pub grid: Color,
    /// An empty square.
    pub square: Color,
    /// The square under the mouse, where a move can go.
    pub square_hover: Color,
    pub x: Color,
    pub o: Color,
    pub win_line: Color,
    /// How much of a mark shows once it is not part of the winning line.
    pub dim: f32,
    /// The squares' names, faint but readable.
    pub square_label: egui::Color32,
    /// The analysis, by what a square leads to for the side to move.
    pub value_win: egui::Color32,
    pub value_draw: egui::Color32,
    pub value_loss: egui::Color32,
    /// The ring round a hinted or better square.
    pub hint_ring: egui::Color32,
    /// The ring round a reviewed move that was a mistake.
    pub mistake_ring: egui::Color32,
    /// The result's tint, on the status line and the result card.
    pub win_tint: egui::Color32,
    pub loss_tint: egui::Color32,
    pub draw_tint: egui::Color32,
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
        background: srgb(0x111318),
        surface: rgb(0x1a1d24),
        raised: rgb(0x2a2f3b),
        outline: rgb(0x3a4152),
        track: rgb(0x4a5266),
        text: rgb(0xeceef3),
        text_muted: rgb(0xa4abbb),
        accent: rgb(0x3ecf8e),
        on_accent: rgb(0x06140d),
        selected: rgb(0x173a2a),
        notice: rgb(0xffc857),
        focus: rgb(0xffd54a),
        grid: srgb(0x3a4152),
        square: srgb(0x1a1d24),
        square_hover: srgb(0x262b36),
        x: srgb(0x5cc8ff),
        o: srgb(0xff9f5a),
        win_line: srgb(0xf6f1dc),
        dim: 0.32,
        square_label: rgb(0x8a93a6),
        value_win: rgb(0x5fd08a),
        value_draw: rgb(0xc8ccd8),
        value_loss: rgb(0xff7a7a),
        hint_ring: rgb(0x5fd08a),
        mistake_ring: rgb(0xff7a7a),
        win_tint: rgb(0x1d4a33),
        loss_tint: rgb(0x552329),
        draw_tint: rgb(0x2c313d),
    };

    pub const LIGHT: Palette = Palette {
        theme: ThemeChoice::Light,
        background: srgb(0xeef1f6),
        surface: rgb(0xffffff),
        raised: rgb(0xe4e8f0),
        outline: rgb(0xc9d0dc),
        track: rgb(0xa9b2c3),
        text: rgb(0x161a22),
        text_muted: rgb(0x4f5869),
        accent: rgb(0x1b7f4c),
        on_accent: rgb(0xffffff),
        selected: rgb(0xdcf1e4),
        notice: rgb(0x8a4b00),
        focus: rgb(0x0b57d0),
        grid: srgb(0xb4bccb),
        square: srgb(0xffffff),
        square_hover: srgb(0xe9eef6),
        x: srgb(0x1565c0),
        o: srgb(0xc2410c),
        win_line: srgb(0x161a22),
        dim: 0.3,
        square_label: rgb(0x606878),
        value_win: rgb(0x17703a),
        value_draw: rgb(0x454c5c),
        value_loss: rgb(0xb3261e),
        hint_ring: rgb(0x17803f),
        mistake_ring: rgb(0xc62828),
        win_tint: rgb(0xd3efdd),
        loss_tint: rgb(0xf8d7da),
        draw_tint: rgb(0xe3e7ee),
    };

    /// Black, white and yellow: the strongest contrasts, and outlines
    /// wherever the other themes use a change of shade.
    pub const HIGH_CONTRAST: Palette = Palette {
        theme: ThemeChoice::HighContrast,
        background: srgb(0x000000),
        surface: rgb(0x000000),
        raised: rgb(0x1f1f1f),
        outline: rgb(0xffffff),
        track: rgb(0x9a9a9a),
        text: rgb(0xffffff),
        text_muted: rgb(0xe6e6e6),
        accent: rgb(0xffffff),
        on_accent: rgb(0x000000),
        selected: rgb(0x1f1f1f),
        notice: rgb(0xffe100),
        focus: rgb(0x00e5ff),
        grid: srgb(0xffffff),
        square: srgb(0x000000),
        square_hover: srgb(0x262626),
        x: srgb(0xffffff),
        o: srgb(0xffe100),
        win_line: srgb(0x00e5ff),
        dim: 0.45,
        square_label: rgb(0xc8c8c8),
        value_win: rgb(0x6bff9e),
        value_draw: rgb(0xffffff),
        value_loss: rgb(0xff8a8a),
        hint_ring: rgb(0x6bff9e),
        mistake_ring: rgb(0xff8a8a),
        win_tint: rgb(0x004d1f),
        loss_tint: rgb(0x660000),
        draw_tint: rgb(0x262626),
    };

    pub fn of(theme: ThemeChoice) -> Palette {
        match theme {
            ThemeChoice::Light => Palette::LIGHT,
            ThemeChoice::Dark => Palette::DARK,
            ThemeChoice::HighContrast => Palette::HIGH_CONTRAST,
        }
    }

    /// A mark that is not part of the winning line, once the round is
    /// decided: mixed into the square's colour rather than made
    /// transparent, so where an X's strokes cross is no brighter.
    pub fn dimmed(&self, color: Color) -> Color {
        Color::Srgba(self.square.to_srgba().mix(&color.to_srgba(), self.dim))
    }

    /// The outline of cards and sheets: drawn in every theme, strongest in
    /// high contrast.
    pub fn card_stroke(&self) -> egui::Stroke {
        match self.theme {
            ThemeChoice::HighContrast => egui::Stroke::new(2.0, self.outline),
            _ => egui::Stroke::new(1.0, self.outline),
        }
    }

    /// The outline of a primary button: high contrast outlines every
    /// control, so a greyed one keeps its edge.
    pub fn primary_stroke(&self) -> egui::Stroke {
        match self.theme {
            ThemeChoice::HighContrast => egui::Stroke::new(2.0, self.outline),
            _ => egui::Stroke::NONE,
        }
    }

    pub fn x32(&self) -> egui::Color32 {
        egui_color(self.x)
    }

    pub fn o32(&self) -> egui::Color32 {
        egui_color(self.o)
    }

    /// egui's style made from this palette.
    pub fn style(&self, style: &mut egui::Style) {
        let mut visuals = match self.theme {
            ThemeChoice::Light => egui::Visuals::light(),
            ThemeChoice::Dark | ThemeChoice::HighContrast => egui::Visuals::dark(),
        };
        let background = egui_color(self.background);
        visuals.panel_fill = background;
        visuals.window_fill = self.surface;
        visuals.window_stroke = self.card_stroke();
        visuals.window_corner_radius = egui::CornerRadius::same(Radius::CARD);
        visuals.extreme_bg_color = self.raised;
        visuals.faint_bg_color = self.raised;
        visuals.override_text_color = Some(self.text);
        visuals.hyperlink_color = self.focus;
        visuals.selection.bg_fill = self.accent.gamma_multiply(0.35);
        visuals.selection.stroke = egui::Stroke::new(2.0, self.focus);
        visuals.text_cursor.stroke = egui::Stroke::new(2.0, self.text);
        let widgets = &mut visuals.widgets;
        for state in [
            &mut widgets.noninteractive,
            &mut widgets.inactive,
            &mut widgets.hovered,
            &mut widgets.active,
            &mut widgets.open,
        ] {
            state.corner_radius = egui::CornerRadius::same(Radius::CONTROL);
            state.fg_stroke.color = self.text;
        }
        widgets.noninteractive.bg_stroke = egui::Stroke::new(1.0, self.outline);
        widgets.noninteractive.bg_fill = self.surface;
        widgets.noninteractive.weak_bg_fill = self.surface;
        // Controls at rest: a raised fill, and in high contrast an outline
        // (a slider's track and a field's edge must show on black).
        widgets.inactive.bg_fill = self.raised;
        widgets.inactive.weak_bg_fill = self.raised;
        widgets.inactive.bg_stroke = match self.theme {
            ThemeChoice::HighContrast => egui::Stroke::new(1.5, self.outline),
            _ => egui::Stroke::NONE,
        };
        widgets.hovered.bg_fill = self.raised;
        widgets.hovered.weak_bg_fill = self.raised;
        widgets.hovered.bg_stroke = egui::Stroke::new(1.5, self.text_muted);
        widgets.hovered.expansion = 0.0;
        // egui draws a focused widget (and one being pressed) in its
        // "active" style: a thick ring in the focus colour shows where Tab
        // and the arrows went.
        widgets.active.bg_fill = self.raised;
        widgets.active.weak_bg_fill = self.raised;
        widgets.active.bg_stroke = egui::Stroke::new(3.0, self.focus);
        widgets.active.expansion = 0.0;
        // A scrolled edge shows by its scroll bar. egui's fade takes its
        // colour from frames it does not see here, and painted grey bars
        // across cards and chips.
        style.spacing.scroll = egui::style::ScrollStyle::solid();
        style.spacing.scroll.fade.strength = 0.0;
        style.visuals = visuals;
    }
}

pub fn egui_color(color: Color) -> egui::Color32 {
    let c = color.to_srgba();
    egui::Color32::from_rgba_unmultiplied(
        (c.red * 255.0).round() as u8,
        (c.green * 255.0).round() as u8,
        (c.blue * 255.0).round() as u8,
        (c.alpha * 255.0).round() as u8,
    )
}

/// The type scale: every text is one of these sizes, in points (CSS pixels
/// in the browser).
pub struct Type;

impl Type {
    /// The title screen's name.
    pub const DISPLAY: f32 = 40.0;
    /// A result, a sheet's title.
    pub const TITLE: f32 = 26.0;
    /// The status line, a player's name, a section.
    pub const HEADING: f32 = 20.0;
    pub const BODY: f32 = 17.0;
    /// Smallest text anywhere: readable on a phone.
    pub const SMALL: f32 = 14.0;
}

/// The spacing scale, in points.
pub struct Space;

impl Space {
    pub const XS: f32 = 4.0;
    pub const S: f32 = 8.0;
    pub const M: f32 = 12.0;
    pub const L: f32 = 16.0;
    pub const XL: f32 = 24.0;
    pub const XXL: f32 = 32.0;
}

/// Corner radii.
pub struct Radius;

impl Radius {
    pub const CONTROL: u8 = 10;
    pub const CARD: u8 = 14;
}

/// Smallest text anywhere (see [`Type::SMALL`]).
pub const SMALLEST_TEXT: f32 = Type::SMALL;
/// Smallest thing to press, in points: a fingertip's width.
pub const SMALLEST_TARGET: f32 = 44.0;

/// The font family for headings, names and buttons.
pub fn strong_family() -> egui::FontFamily {
    egui::FontFamily::Name("strong".into())
}

/// Text in the strong weight at a size of the type scale.
pub fn strong(size: f32) -> egui::FontId {
    egui::FontId::new(size, strong_family())
}

/// Text in the regular weight at a size of the type scale.
pub fn regular(size: f32) -> egui::FontId {
    egui::FontId::proportional(size)
}

/// Inter, Regular and SemiBold, cut down to the characters the game and
/// players' names use (see assets/fonts/README.md): packed in the desktop
/// binary (see `packed`) and unpacked once, at start; compiled into the
/// page as they are, since it is sent compressed.
fn inter() -> [&'static [u8]; 2] {
    #[cfg(not(target_arch = "wasm32"))]
    {
        use crate::packed::{built, unpack};
        static INTER: std::sync::OnceLock<[Vec<u8>; 2]> = std::sync::OnceLock::new();
        let [regular, semibold] = INTER.get_or_init(|| {
            [
                built!("inter-regular-subset.otf"),
                built!("inter-semibold-subset.otf"),
            ]
            .map(|packed| unpack(packed).unwrap_or_default())
        });
        [regular.as_slice(), semibold.as_slice()]
    }
    #[cfg(target_arch = "wasm32")]
    {
        [
            include_bytes!("../../assets/fonts/inter-regular-subset.otf").as_slice(),
            include_bytes!("../../assets/fonts/inter-semibold-subset.otf").as_slice(),
        ]
    }
}
/// The ten characters of Settings' language names in Chinese, Japanese and
/// Korean (3 kB), so that the list never waits for those scripts' fonts.
const LANGUAGE_NAMES: &[u8] = include_bytes!("../../assets/fonts/language-names-cjk.otf");

pub(super) fn fonts() -> egui::FontDefinitions {
    let mut fonts = egui::FontDefinitions::empty();
    let [regular, semibold] = inter();
    fonts
        .font_data
        .insert("inter".into(), egui::FontData::from_static(regular).into());
    fonts.font_data.insert(
        "inter-semibold".into(),
        egui::FontData::from_static(semibold).into(),
    );
    fonts.font_data.insert(
        "language-names".into(),
        egui::FontData::from_static(LANGUAGE_NAMES).into(),
    );
    for family in [egui::FontFamily::Proportional, egui::FontFamily::Monospace] {
        fonts
            .families
            .insert(family, vec!["inter".into(), "language-names".into()]);
    }
    // A glyph the strong weight lacks falls back to the regular one.
    fonts.families.insert(
        strong_family(),
        vec![
            "inter-semibold".into(),
            "inter".into(),
            "language-names".into(),
        ],
    );
    fonts
}

/// The game's fonts, type scale and spacing for every egui panel.
pub fn style_egui(ctx: &egui::Context, palette: &Palette) {
    ctx.set_fonts(fonts());
    ctx.all_styles_mut(|style| {
        use egui::TextStyle;
        style.text_styles = [
            (TextStyle::Heading, strong(Type::TITLE)),
            (TextStyle::Body, regular(Type::BODY)),
            (TextStyle::Button, strong(Type::BODY)),
            (TextStyle::Small, regular(Type::SMALL)),
            (TextStyle::Monospace, regular(Type::BODY)),
        ]
        .into();
        style.spacing.item_spacing = egui::vec2(Space::S, Space::S);
        style.spacing.button_padding = egui::vec2(Space::L, Space::S);
        style.spacing.window_margin = egui::Margin::same(Space::XL as i8);
        // Buttons, choices and fields tall enough for a finger.
        style.spacing.interact_size.y = SMALLEST_TARGET;
        style.spacing.slider_width = 180.0;
        style.spacing.slider_rail_height = 6.0;
        // Nothing to copy from a label (the room code has its own button);
        // on a touch screen selectable text would also take taps.
        style.interaction.selectable_labels = false;
        palette.style(style);
    });
}

/// The theme in force: the player's choice, else the system's preference.
fn choose_palette(prefs: Res<Preferences>, system: Res<SystemTheme>, mut palette: ResMut<Palette>) {
    let theme = prefs.theme.or(system.0).unwrap_or_default();
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

#[cfg(test)]
mod tests {
    use super::*;

    /// WCAG's contrast ratio between two colours.
    fn contrast(a: egui::Color32, b: egui::Color32) -> f32 {
        fn luminance(c: egui::Color32) -> f32 {
            let channel = |v: u8| {
                let v = f32::from(v) / 255.0;
                if v <= 0.04045 {
                    v / 12.92
                } else {
                    ((v + 0.055) / 1.055).powf(2.4)
                }
            };
            0.2126 * channel(c.r()) + 0.7152 * channel(c.g()) + 0.0722 * channel(c.b())
        }
        let (la, lb) = (luminance(a), luminance(b));
        (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
    }

    #[test]
    fn text_and_controls_stand_out_in_every_theme() {
        for palette in [Palette::DARK, Palette::LIGHT, Palette::HIGH_CONTRAST] {
            let square = egui_color(palette.square);
            let name = format!("{:?}", palette.theme);
            assert!(
                contrast(palette.text, palette.surface) >= 7.0,
                "{name}: text"
            );
            assert!(
                contrast(palette.text_muted, palette.surface) >= 4.5,
                "{name}: muted"
            );
            assert!(
                contrast(palette.on_accent, palette.accent) >= 4.5,
                "{name}: buttons"
            );
            // The squares' names are text (4.5:1) and the cursor is a
            // control's state (3:1), on an empty square and on the one
            // under the mouse.
            for under in [square, egui_color(palette.square_hover)] {
                assert!(
                    contrast(palette.square_label, under) >= 4.5,
                    "{name}: labels"
                );
                assert!(contrast(palette.focus, under) >= 3.0, "{name}: cursor");
            }
            assert!(contrast(palette.x32(), square) >= 3.0, "{name}: X");
            assert!(contrast(palette.o32(), square) >= 3.0, "{name}: O");
            assert!(
                contrast(egui_color(palette.grid), square) >= 1.5,
                "{name}: lines"
            );
        }
    }

    #[test]
    fn a_dimmed_mark_is_opaque_and_between_its_colour_and_the_square() {
        let palette = Palette::DARK;
        let dim = palette.dimmed(palette.x).to_srgba();
        assert_eq!(dim.alpha, 1.0);
        let (x, square) = (palette.x.to_srgba(), palette.square.to_srgba());
        assert!(dim.blue > square.blue && dim.blue < x.blue);
    }
}
