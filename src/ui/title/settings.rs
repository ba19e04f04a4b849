//! The settings sheet, over the title screen: the board, who goes first,
//! the players' names, the language, the look, sound, and the squares'
//! names. Every change is saved at once (game/setup).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::core::matchup::{FirstMove, MAX_NAME_CHARS, Seat};
use crate::core::offered::BoardChoice;
use crate::game::online::PageOrigin;
use crate::game::setup::language::{SystemLanguage, Words};
use crate::game::setup::preferences::{MAX_SERVER_BYTES, MAX_VOLUME, Preferences, ThemeChoice};
use crate::game::setup::seat::Mode;
use crate::game::setup::settings::{
    ClockChoice, MatchSettings, ThinkChoice, board_label, board_short_label,
};

use crate::game::state::GameState;
use crate::i18n::Language;
use crate::i18n::t;
use crate::ui::egui_host::UiSystems;
use crate::ui::input::keymap::Action;
use crate::ui::overlay::Overlay;
use crate::ui::scripts::visual;
use crate::ui::theme::{Palette, SMALLEST_TARGET, Space, Type};
use crate::ui::widgets;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        settings_sheet
            .in_set(UiSystems::Cards)
            .run_if(in_state(GameState::Menu))
            .run_if(|overlay: Res<Overlay>| *overlay == Overlay::Settings),
    );
}

fn settings_sheet(
    mut contexts: EguiContexts,
    mut settings: ResMut<MatchSettings>,
    mut prefs: ResMut<Preferences>,
    palette: Res<Palette>,
    origin: Option<Res<PageOrigin>>,
    mut overlay: ResMut<Overlay>,
    words: Res<Words>,
    system: Res<SystemLanguage>,
) -> Result {
    let words = &*words;
    let ctx = contexts.ctx_mut()?;
    let mut edited = settings.clone();
    let mut edited_prefs = prefs.clone();
    let close = widgets::sheet(
        ctx,
        "settings sheet",
        &t!(words, "settings-title"),
        480.0,
        |ui| {
            // The match first: the board is what players change most, and
            // a keyboard reaches it in a few presses of Tab.
            match_choices(ui, &mut edited, words);
            names(ui, &mut edited, words);
            language(ui, &mut edited_prefs, *system, words);
            look(ui, &mut edited_prefs, &palette, words);
            sound(ui, &mut edited_prefs, &palette, words);
            square_names(ui, edited.board, &mut edited_prefs, words);
            // In the browser the page's own server is the game server.
            if edited.mode == Mode::Online && origin.is_none() {
                server_address(ui, &mut edited_prefs, words);
            }
            ui.add_space(Space::S);
        },
    );
    settings.set_if_neq(edited);
    prefs.set_if_neq(edited_prefs);
    if close {
        *overlay = Overlay::None;
    }
    Ok(())
}

/// The board, Ultimate's thinking time, who goes first, and online the
/// clock.
fn match_choices(ui: &mut egui::Ui, edited: &mut MatchSettings, words: &Words) {
    widgets::section(ui, &t!(words, "settings-board"));
    let boards = BoardChoice::ALL.map(|b| (b, board_short_label(b, words)));
    widgets::chips(ui, &mut edited.board, &as_str(&boards));
    widgets::note(ui, &board_label(edited.board, words));
    if edited.board == BoardChoice::Ultimate {
        widgets::section(ui, &t!(words, "settings-think"));
        let times = ThinkChoice::ALL.map(|t| (t, t.label(words)));
        widgets::chips(ui, &mut edited.think, &as_str(&times));
        widgets::note(ui, &t!(words, "settings-think-note"));
    }
    widgets::section(ui, &t!(words, "settings-first"));
    let firsts = FirstMove::ALL.map(|f| (f, first_move_label(f, edited, words)));
    widgets::chips(ui, &mut edited.first, &as_str(&firsts));
    if edited.mode == Mode::Online {
        widgets::section(ui, &t!(words, "settings-clock"));
        let clocks = ClockChoice::ALL.map(|c| (c, c.label(words)));
        widgets::chips(ui, &mut edited.clock, &as_str(&clocks));
        widgets::note(ui, &t!(words, "settings-clock-note"));
    }
}

/// Sound effects on or off, and their volume.
fn sound(ui: &mut egui::Ui, prefs: &mut Preferences, palette: &Palette, words: &Words) {
    widgets::section(ui, &t!(words, "settings-sound"));
    let mut on = !prefs.muted;
    let effects = t!(words, "settings-sound-effects");
    if widgets::switch(ui, &mut on, &effects, Some(Action::ToggleSound)) {
        prefs.muted = !on;
    }
    ui.scope(|ui| {
        // egui paints the rail in the resting fill of its controls: here
        // the track's colour, with the part up to the handle in the accent.
        let visuals = ui.visuals_mut();
        visuals.widgets.inactive.bg_fill = palette.track;
        visuals.selection.bg_fill = palette.accent;
        ui.add_enabled(
            !prefs.muted,
            egui::Slider::new(&mut prefs.volume, 0..=MAX_VOLUME)
                .step_by(10.0)
                .suffix(" %")
                .trailing_fill(true)
                // The value as plain text: egui's box beside a slider is a
                // second keyboard stop with no name of its own.
                .show_value(false)
                .text(t!(words, "settings-volume")),
        );
        let volume = t!(words, "settings-volume-value", percent = prefs.volume);
        widgets::note(ui, &volume);
    });
}

/// The squares' names on the board, named for the board chosen.
fn square_names(ui: &mut egui::Ui, board: BoardChoice, prefs: &mut Preferences, words: &Words) {
    widgets::section(ui, &t!(words, "settings-labels"));
    let label = match board {
        BoardChoice::Classic | BoardChoice::Notakto => t!(words, "settings-labels-classic"),
        BoardChoice::Four => t!(words, "settings-labels-four"),
        BoardChoice::Five => t!(words, "settings-labels-five"),
        BoardChoice::Ultimate => t!(words, "settings-labels-ultimate"),
        BoardChoice::Misere => t!(words, "settings-labels-misere"),
        BoardChoice::Qubic => t!(words, "settings-labels-qubic"),
    };
    let show = &mut prefs.show_numbers;
    widgets::switch(ui, show, &label, Some(Action::ToggleLabels));
    widgets::note(ui, &t!(words, "settings-labels-note"));
}

/// The server's address, for online play.
fn server_address(ui: &mut egui::Ui, prefs: &mut Preferences, words: &Words) {
    let server = t!(words, "settings-server");
    widgets::section(ui, &server);
    let field = ui.add(
        egui::TextEdit::singleline(&mut prefs.server)
            .char_limit(MAX_SERVER_BYTES)
            .desired_width(ui.available_width().min(360.0))
            .min_size(egui::vec2(0.0, SMALLEST_TARGET))
            .vertical_align(egui::Align::Center),
    );
    widgets::name_field(&field, &server, &prefs.server);
}

/// The chips' labels as the chips take them.
fn as_str<T: Copy, const N: usize>(options: &[(T, String); N]) -> [(T, &str); N] {
    std::array::from_fn(|i| (options[i].0, options[i].1.as_str()))
}

/// The languages, each in itself, first "System" while the player has not
/// picked one.
fn language(ui: &mut egui::Ui, prefs: &mut Preferences, system: SystemLanguage, words: &Words) {
    widgets::section(ui, &t!(words, "settings-language"));
    let following = system.0.unwrap_or_default();
    let mut options = vec![(
        None,
        t!(
            words,
            "settings-language-system",
            language = following.own_name()
        ),
    )];
    options.extend(Language::ALL.map(|l| (Some(l), l.own_name().to_string())));
    let options: Vec<(Option<Language>, &str)> = options
        .iter()
        .map(|(l, name)| (*l, name.as_str()))
        .collect();
    widgets::chips(ui, &mut prefs.language, &options);
    if prefs.language.is_none() {
        widgets::note(ui, &t!(words, "settings-language-note"));
    }
}

/// One field per person at this device; the computers have no names.
fn names(ui: &mut egui::Ui, settings: &mut MatchSettings, words: &Words) {
    let one = t!(words, "settings-player-one");
    let fields: Vec<(usize, String, String)> = match settings.mode {
        Mode::HumanVsHuman => vec![
            (0, one.clone(), one),
            (
                1,
                t!(words, "settings-player-two"),
                t!(words, "settings-player-two"),
            ),
        ],
        Mode::HumanVsComputer | Mode::Online => vec![(0, t!(words, "settings-your-name"), one)],
        Mode::ComputerVsComputer => vec![],
    };
    if fields.is_empty() {
        return;
    }
    widgets::section(ui, &t!(words, "settings-names"));
    for (index, label, hint) in fields {
        let (label, hint) = (label.as_str(), hint.as_str());
        ui.horizontal(|ui| {
            ui.add_sized(
                egui::vec2(96.0, SMALLEST_TARGET),
                egui::Label::new(egui::RichText::new(label).size(Type::BODY)),
            );
            let field = ui.add(
                egui::TextEdit::singleline(&mut settings.names[index])
                    .hint_text(hint)
                    .char_limit(MAX_NAME_CHARS)
                    .desired_width(220.0)
                    .min_size(egui::vec2(0.0, SMALLEST_TARGET))
                    .vertical_align(egui::Align::Center),
            );
            widgets::name_field(&field, label, &settings.names[index]);
        });
        // The field stops taking letters at the limit: say why.
        if settings.names[index].chars().count() >= MAX_NAME_CHARS {
            widgets::note(
                ui,
                &t!(words, "settings-name-limit", count = MAX_NAME_CHARS),
            );
        }
    }
}

fn first_move_label(first: FirstMove, settings: &MatchSettings, words: &Words) -> String {
    let seat = match first {
        FirstMove::SeatOne => Seat::One,
        FirstMove::SeatTwo => Seat::Two,
        FirstMove::Random => return t!(words, "settings-first-random"),
        FirstMove::TakeTurns => return t!(words, "settings-first-take-turns"),
    };
    if settings.mode == Mode::Online {
        match seat {
            Seat::One => t!(words, "settings-first-me"),
            Seat::Two => t!(words, "settings-first-my-friend"),
        }
    } else if settings.mode.is_you(seat) {
        t!(words, "settings-first-me")
    } else if settings.mode.is_your_opponent(seat) {
        t!(words, "settings-first-computer")
    } else {
        visual(&settings.shown_name(seat, words)).into_owned()
    }
}

fn look(ui: &mut egui::Ui, prefs: &mut Preferences, palette: &Palette, words: &Words) {
    widgets::section(ui, &t!(words, "settings-look"));
    let current = prefs.theme.unwrap_or(palette.theme);
    let mut picked = current;
    let options = ThemeChoice::ALL.map(|t| (t, theme_label(t, words)));
    widgets::chips(ui, &mut picked, &as_str(&options));
    if picked != current {
        prefs.theme = Some(picked);
    }
    if prefs.theme.is_none() {
        widgets::note(ui, &t!(words, "settings-look-note"));
    }
}

/// A look's name on its chip.
fn theme_label(theme: ThemeChoice, words: &Words) -> String {
    match theme {
        ThemeChoice::Light => t!(words, "theme-light"),
        ThemeChoice::Dark => t!(words, "theme-dark"),
        ThemeChoice::HighContrast => t!(words, "theme-high-contrast"),
    }
}
