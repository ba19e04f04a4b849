//! The title screen's four ways to play, as large cards with a line on
//! what each means.

use bevy_egui::egui;

use crate::game::setup::language::Words;
use crate::game::setup::preferences::ThemeChoice;
use crate::game::setup::seat::Mode;
use crate::i18n::t;
use crate::ui::theme::{Palette, Radius, Space, Type, regular, strong};
use crate::ui::widgets;

/// What each way to play means, under its name on its card.
fn mode_blurb(mode: Mode, words: &Words) -> String {
    match mode {
        Mode::HumanVsHuman => t!(words, "title-blurb-human-vs-human"),
        Mode::HumanVsComputer => t!(words, "title-blurb-human-vs-computer"),
        Mode::ComputerVsComputer => t!(words, "title-blurb-computer-vs-computer"),
        Mode::Online => t!(words, "title-blurb-online"),
    }
}

/// The four ways to play as large cards, two by two (one above the other
/// on a narrow phone).
pub(super) fn mode_cards(ui: &mut egui::Ui, mode: &mut Mode, palette: &Palette, words: &Words) {
    let gap = Space::S;
    let room = ui.available_width();
    let columns = if room >= 2.0 * 200.0 + gap { 2 } else { 1 };
    let width = ((room - gap * (columns - 1) as f32) / columns as f32).floor();
    let height = if ui.ctx().content_rect().height() < 600.0 {
        60.0
    } else {
        72.0
    };
    let card = Card {
        size: egui::vec2(width, height),
        name_size: name_size(ui, width, words),
    };
    egui::Grid::new("mode cards")
        .num_columns(columns)
        .spacing(egui::vec2(gap, gap))
        .show(ui, |ui| {
            for (i, option) in Mode::ALL.into_iter().enumerate() {
                if mode_card(ui, &card, option, *mode == option, palette, words).clicked() {
                    *mode = option;
                }
                if (i + 1) % columns == 0 {
                    ui.end_row();
                }
            }
        });
}

/// What every card shares: its size, and the size of the names on it.
struct Card {
    size: egui::Vec2,
    name_size: f32,
}

/// A long name or blurb (a long language's) steps the names of all the
/// cards down a size before one would widen its card past the column.
fn name_size(ui: &egui::Ui, width: f32, words: &Words) -> f32 {
    let room = width - 2.0 * ui.spacing().button_padding.x;
    let widest = |size: f32| {
        Mode::ALL
            .iter()
            .flat_map(|mode| {
                [
                    (mode.label(words), strong(size)),
                    (mode_blurb(*mode, words), regular(Type::SMALL)),
                ]
            })
            .map(|(text, font)| {
                ui.painter()
                    .layout_no_wrap(text, font, egui::Color32::WHITE)
                    .size()
                    .x
            })
            .fold(0.0, f32::max)
    };
    if widest(Type::HEADING) <= room {
        Type::HEADING
    } else {
        Type::BODY
    }
}

/// One way to play's card: its name over what it means.
fn mode_card(
    ui: &mut egui::Ui,
    card: &Card,
    option: Mode,
    selected: bool,
    palette: &Palette,
    words: &Words,
) -> egui::Response {
    // High contrast shows the choice inverted, as its chips do: a change of
    // shade alone is too faint there.
    let inverted = selected && palette.theme == ThemeChoice::HighContrast;
    let (name_colour, blurb) = if inverted {
        (palette.on_accent, palette.on_accent)
    } else {
        (palette.text, palette.text_muted)
    };
    let mut text = egui::text::LayoutJob::default();
    text.append(
        &option.label(words),
        0.0,
        egui::TextFormat::simple(strong(card.name_size), name_colour),
    );
    text.append(
        &format!("\n{}", mode_blurb(option, words)),
        0.0,
        egui::TextFormat::simple(regular(Type::SMALL), blurb),
    );
    text.wrap.max_width = card.size.x - 2.0 * ui.spacing().button_padding.x;
    let (fill, stroke) = match (selected, inverted) {
        (_, true) => (palette.accent, egui::Stroke::new(2.5, palette.accent)),
        (true, false) => (palette.selected, egui::Stroke::new(2.5, palette.accent)),
        (false, _) => (palette.surface, egui::Stroke::new(1.0, palette.outline)),
    };
    let button = egui::Button::new(text)
        .selected(selected)
        .fill(fill)
        .stroke(stroke)
        .corner_radius(Radius::CARD)
        .min_size(card.size)
        .wrap();
    // The card's own width is all its words may take: a long blurb wraps
    // rather than widening its column.
    let response = ui
        .allocate_ui_with_layout(
            card.size,
            egui::Layout::top_down_justified(egui::Align::Center),
            |ui| ui.add(button),
        )
        .inner;
    widgets::state_ring(ui, &response, Radius::CARD);
    response
}
