//! The settings sheet, over the title screen: the players' names, the
//! board, who goes first, the look, sound, and the squares' names. Every
//! change is saved at once (game/setup).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::core::matchup::{FirstMove, MAX_NAME_CHARS, Seat};
use crate::core::offered::BoardChoice;
use crate::game::online::PageOrigin;
use crate::game::setup::preferences::{MAX_SERVER_BYTES, MAX_VOLUME, Preferences, ThemeChoice};
use crate::game::setup::seat::Mode;
use crate::game::setup::settings::{ClockChoice, MatchSettings, ThinkChoice};

use crate::game::state::GameState;
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
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut edited = settings.clone();
    let mut edited_prefs = prefs.clone();
    let close = widgets::sheet(ctx, "settings sheet", "Settings", 480.0, |ui| {
        names(ui, &mut edited);
        widgets::section(ui, "Board");
        let boards = BoardChoice::ALL.map(|b| (b, b.short_label()));
        widgets::chips(ui, &mut edited.board, &boards);
        widgets::note(ui, edited.board.label());
        if edited.board == BoardChoice::Ultimate {
            widgets::section(ui, "Impossible thinks on Ultimate");
            let times = ThinkChoice::ALL.map(|t| (t, t.label()));
            widgets::chips(ui, &mut edited.think, &times);
            widgets::note(ui, "Longer is stronger.");
        }
        widgets::section(ui, "Who goes first (plays X)");
        let firsts: Vec<(FirstMove, String)> = FirstMove::ALL
            .into_iter()
            .map(|f| (f, first_move_label(f, &edited)))
            .collect();
        let firsts: Vec<(FirstMove, &str)> = firsts.iter().map(|(f, l)| (*f, l.as_str())).collect();
        widgets::chips(ui, &mut edited.first, &firsts);
        if edited.mode == Mode::Online {
            widgets::section(ui, "Clock in a room you create");
            let clocks = ClockChoice::ALL.map(|c| (c, c.label()));
            widgets::chips(ui, &mut edited.clock, &clocks);
            widgets::note(
                ui,
                "Each move must be made in this time, or the round is lost. \
                 A quick match always gives 30 s.",
            );
        }
        look(ui, &mut edited_prefs, &palette);
        widgets::section(ui, "Sound");
        let mut on = !edited_prefs.muted;
        if widgets::switch(ui, &mut on, "Sound effects", Some(Action::ToggleSound)) {
            edited_prefs.muted = !on;
        }
        ui.scope(|ui| {
            // egui paints the rail in the resting fill of its controls: here
            // the track's colour, with the part up to the handle in the accent.
            let visuals = ui.visuals_mut();
            visuals.widgets.inactive.bg_fill = palette.track;
            visuals.selection.bg_fill = palette.accent;
            ui.add_enabled(
                !edited_prefs.muted,
                egui::Slider::new(&mut edited_prefs.volume, 0..=MAX_VOLUME)
                    .step_by(10.0)
                    .suffix(" %")
                    .trailing_fill(true)
                    // The value as plain text: egui's box beside a slider is a
                    // second keyboard stop with no name of its own.
                    .show_value(false)
                    .text("Volume"),
            );
            widgets::note(ui, &format!("{} %", edited_prefs.volume));
        });
        widgets::section(ui, "Board labels");
        let label = match edited.board {
            BoardChoice::Classic => "Always show the squares' numbers",
            BoardChoice::Four => "Always show the squares' names (a1 to d4)",
            BoardChoice::Five => "Always show the squares' names (a1 to e5)",
            BoardChoice::Ultimate => "Always show the squares' numbers (board and square)",
        };
        widgets::switch(
            ui,
            &mut edited_prefs.show_numbers,
            label,
            Some(Action::ToggleLabels),
        );
        widgets::note(
            ui,
            "They also appear while you play with the number or arrow keys.",
        );
        if edited.mode == Mode::Online && origin.is_none() {
            widgets::section(ui, "Game server");
            let field = ui.add(
                egui::TextEdit::singleline(&mut edited_prefs.server)
                    .char_limit(MAX_SERVER_BYTES)
                    .desired_width(ui.available_width().min(360.0))
                    .min_size(egui::vec2(0.0, SMALLEST_TARGET))
                    .vertical_align(egui::Align::Center),
            );
            widgets::name_field(&field, "Game server", &edited_prefs.server);
        }
        ui.add_space(Space::S);
    });
    settings.set_if_neq(edited);
    prefs.set_if_neq(edited_prefs);
    if close {
        *overlay = Overlay::None;
    }
    Ok(())
}

/// One field per person at this device; the computers have no names.
fn names(ui: &mut egui::Ui, settings: &mut MatchSettings) {
    let fields: &[(usize, &str, &str)] = match settings.mode {
        Mode::HumanVsHuman => &[(0, "Player 1", "Player 1"), (1, "Player 2", "Player 2")],
        Mode::HumanVsComputer | Mode::Online => &[(0, "Your name", "Player 1")],
        Mode::ComputerVsComputer => &[],
    };
    if fields.is_empty() {
        return;
    }
    widgets::section(ui, "Names");
    for &(index, label, hint) in fields {
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
                &format!("Names are at most {MAX_NAME_CHARS} characters"),
            );
        }
    }
}

fn first_move_label(first: FirstMove, settings: &MatchSettings) -> String {
    let seat = match first {
        FirstMove::SeatOne => Seat::One,
        FirstMove::SeatTwo => Seat::Two,
        FirstMove::Random => return "Random".into(),
        FirstMove::TakeTurns => return "Take turns".into(),
    };
    if settings.mode == Mode::Online {
        match seat {
            Seat::One => "Me".into(),
            Seat::Two => "My friend".into(),
        }
    } else if settings.mode.is_you(seat) {
        "Me".into()
    } else if settings.mode.is_your_opponent(seat) {
        "The computer".into()
    } else {
        visual(&settings.name(seat)).into_owned()
    }
}

fn look(ui: &mut egui::Ui, prefs: &mut Preferences, palette: &Palette) {
    widgets::section(ui, "Look");
    let current = prefs.theme.unwrap_or(palette.theme);
    let mut picked = current;
    let options = ThemeChoice::ALL.map(|t| (t, t.label()));
    widgets::chips(ui, &mut picked, &options);
    if picked != current {
        prefs.theme = Some(picked);
    }
    if prefs.theme.is_none() {
        widgets::note(ui, "Following your system's setting until you pick one.");
    }
}
