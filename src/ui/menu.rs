//! The menu: mode, strength, who goes first, names, board, then Start.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::egui_host::{UiSystems, root_ui};
use super::theme;
use crate::core::Difficulty;
use crate::game::announce::Feed;
use crate::game::flow::{QuitAllowed, RoundCommand};
use crate::game::online::{Online, OnlineCommand, PageOrigin, Phase};
use crate::game::round::score::Score;
use crate::game::setup::seat::{Mode, Seat};
use crate::game::setup::settings::{BoardChoice, FirstMove, MAX_NAME_CHARS, MatchSettings};
use crate::game::state::GameState;
use crate::game::stats::{ResetStatistics, Statistics};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ConfirmReset>();
    app.init_resource::<TypedCode>();
    app.add_systems(
        EguiPrimaryContextPass,
        menu.in_set(UiSystems::Panels)
            .run_if(in_state(GameState::Menu)),
    );
}

/// "Reset statistics" was pressed once and waits for "Yes, reset".
#[derive(Resource, Default)]
struct ConfirmReset(bool);

/// The room code being typed in the menu.
#[derive(Resource, Default)]
struct TypedCode(String);

/// Online: the server, and a room to create or join.
fn online_section(
    ui: &mut egui::Ui,
    settings: &mut MatchSettings,
    origin: Option<&PageOrigin>,
    online: &Online,
    code: &mut String,
    asked: &mut Option<OnlineCommand>,
) {
    section(ui, "Game server");
    match origin {
        Some(origin) => {
            ui.label(&origin.0);
        }
        None => {
            ui.add(
                egui::TextEdit::singleline(&mut settings.server)
                    .char_limit(crate::game::setup::settings::MAX_SERVER_BYTES)
                    .desired_width(280.0),
            );
        }
    }
    let busy = online.phase != Phase::Offline;
    ui.add_space(8.0);
    let create = egui::Button::new(
        egui::RichText::new("Create a room (Enter)")
            .size(20.0)
            .strong(),
    )
    .fill(theme::WIN_BANNER)
    .min_size(egui::vec2(220.0, 44.0));
    if ui.add_enabled(!busy, create).clicked() {
        *asked = Some(OnlineCommand::Create);
    }
    ui.label(
        egui::RichText::new(
            "Your board and first-move choice apply; your friend joins with the code.",
        )
        .color(theme::TEXT_MUTED)
        .size(14.0),
    );
    section(ui, "Or join a friend's room");
    ui.horizontal(|ui| {
        let field = ui.add(
            egui::TextEdit::singleline(code)
                .hint_text("code, like KXMTRA")
                .char_limit(12)
                .font(egui::TextStyle::Monospace)
                .desired_width(140.0),
        );
        let entered = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        if ui.add_enabled(!busy, egui::Button::new("Join")).clicked() || (entered && !busy) {
            *asked = Some(OnlineCommand::Join(code.clone()));
        }
    });
    if let Some(situation) = online.situation() {
        ui.label(egui::RichText::new(situation).color(theme::TEXT_MUTED));
    }
}

/// Lifetime results, and a reset that asks first.
fn statistics_section(ui: &mut egui::Ui, stats: &Statistics, confirm: &mut bool, reset: &mut bool) {
    egui::CollapsingHeader::new("Statistics (all time)")
        .id_salt("statistics")
        .show(ui, |ui| {
            if stats.records.is_empty() {
                ui.label(egui::RichText::new("No finished rounds yet").color(theme::TEXT_MUTED));
                return;
            }
            egui::Grid::new("statistics grid")
                .num_columns(5)
                .show(ui, |ui| {
                    for title in ["", "Won", "Lost", "Drawn", "Best streak"] {
                        ui.label(egui::RichText::new(title).color(theme::TEXT_MUTED));
                    }
                    ui.end_row();
                    for (key, record) in &stats.records {
                        ui.label(key.label());
                        for n in [record.won, record.lost, record.drawn, record.best_streak] {
                            ui.label(n.to_string());
                        }
                        ui.end_row();
                    }
                });
            ui.label(
                egui::RichText::new(
                    "Won and lost are the first player's: yours against the computer",
                )
                .color(theme::TEXT_MUTED)
                .size(13.0),
            );
            if *confirm {
                ui.horizontal_wrapped(|ui| {
                    ui.label("Reset all statistics? This cannot be undone.");
                    if ui.button("Yes, reset").clicked() {
                        *reset = true;
                        *confirm = false;
                    }
                    if ui.button("No, keep them").clicked() {
                        *confirm = false;
                    }
                });
            } else if ui.button("Reset statistics…").clicked() {
                *confirm = true;
            }
        });
}

fn first_move_label(first: FirstMove, settings: &MatchSettings) -> String {
    let seat = match first {
        FirstMove::SeatOne => Seat::One,
        FirstMove::SeatTwo => Seat::Two,
        FirstMove::Random => return "Random".into(),
        FirstMove::Alternate => return "Take turns".into(),
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
        settings.name(seat)
    }
}

fn section(ui: &mut egui::Ui, title: &str) {
    ui.add_space(6.0);
    ui.label(
        egui::RichText::new(title)
            .color(theme::TEXT_MUTED)
            .size(15.0),
    );
}

fn choices<T: PartialEq + Copy>(
    ui: &mut egui::Ui,
    value: &mut T,
    options: impl IntoIterator<Item = (T, String)>,
) {
    ui.horizontal_wrapped(|ui| {
        for (option, label) in options {
            if ui.selectable_label(*value == option, label).clicked() {
                *value = option;
            }
        }
    });
}

fn name_field(ui: &mut egui::Ui, label: &str, name: &mut String) {
    ui.horizontal(|ui| {
        ui.label(label);
        ui.add(
            egui::TextEdit::singleline(name)
                .char_limit(MAX_NAME_CHARS)
                .desired_width(200.0),
        );
    });
}

fn menu(
    mut contexts: EguiContexts,
    mut settings: ResMut<MatchSettings>,
    feed: Res<Feed>,
    score: Res<Score>,
    quit: Res<QuitAllowed>,
    stats: Res<Statistics>,
    mut confirm: ResMut<ConfirmReset>,
    online: Res<Online>,
    origin: Option<Res<PageOrigin>>,
    mut typed: ResMut<TypedCode>,
    mut commands: MessageWriter<RoundCommand>,
    mut online_commands: MessageWriter<OnlineCommand>,
    mut resets: MessageWriter<ResetStatistics>,
) -> Result {
    let mut reset = false;
    let mut asked = None;
    let ctx = contexts.ctx_mut()?;
    let mut root = root_ui(
        ctx,
        "menu root",
        Rect::from_corners(Vec2::ZERO, Vec2::INFINITY),
    );
    // Edited on a copy: the settings count as changed only when they are.
    let mut edited = settings.clone();
    egui::CentralPanel::default()
        .frame(egui::Frame::new().fill(theme::egui_color(theme::BACKGROUND)).inner_margin(16))
        .show(&mut root, |ui| {
            egui::ScrollArea::vertical().show(ui, |ui| {
                ui.vertical_centered(|ui| {
                    ui.set_max_width(460.0);
                    ui.add_space(8.0);
                    ui.label(egui::RichText::new("Tic-Tac-Toe").size(44.0).strong());
                    ui.with_layout(egui::Layout::top_down(egui::Align::Min), |ui| {
                        settings_form(ui, &mut edited);
                        ui.add_space(12.0);
                        if edited.mode == Mode::Online {
                            online_section(ui, &mut edited, origin.as_deref(), &online, &mut typed.0, &mut asked);
                        }
                        ui.horizontal(|ui| {
                            if edited.mode == Mode::Online {
                                if quit.0 && ui.button("Quit (Esc)").clicked() {
                                    commands.write(RoundCommand::Quit);
                                }
                                return;
                            }
                            let start = egui::Button::new(egui::RichText::new("Start (Enter)").size(22.0).strong())
                                .fill(theme::WIN_BANNER)
                                .min_size(egui::vec2(200.0, 44.0));
                            if ui.add(start).clicked() {
                                commands.write(RoundCommand::Start);
                            }
                            if quit.0 && ui.button("Quit (Esc)").clicked() {
                                commands.write(RoundCommand::Quit);
                            }
                        });
                        if score.rounds() > 0 {
                            ui.label(
                                egui::RichText::new(format!(
                                    "{} rounds played this session; the score carries on with the same players",
                                    score.rounds()
                                ))
                                .color(theme::TEXT_MUTED)
                                .size(14.0),
                            );
                        }
                        ui.add_space(8.0);
                        statistics_section(ui, &stats, &mut confirm.0, &mut reset);
                        if let Some(notice) = &feed.notice {
                            ui.add(egui::Label::new(egui::RichText::new(&notice.text).color(theme::NOTICE)).wrap());
                        }
                    });
                });
            });
        });
    settings.set_if_neq(edited);
    if let Some(command) = asked {
        online_commands.write(command);
    }
    if reset {
        resets.write(ResetStatistics);
    }
    Ok(())
}

fn settings_form(ui: &mut egui::Ui, settings: &mut MatchSettings) {
    section(ui, "Mode");
    choices(
        ui,
        &mut settings.mode,
        Mode::ALL.map(|m| (m, m.label().to_string())),
    );

    if settings.mode.has_computer() {
        section(ui, "Computer strength");
        choices(
            ui,
            &mut settings.difficulty,
            Difficulty::ALL.map(|d| (d, d.label().to_string())),
        );
    }

    section(ui, "Who goes first (plays X)");
    let firsts = FirstMove::ALL.map(|f| (f, first_move_label(f, settings)));
    choices(ui, &mut settings.first, firsts);

    match settings.mode {
        Mode::HumanVsHuman => {
            section(ui, "Names");
            name_field(ui, "Player 1", &mut settings.names[0]);
            name_field(ui, "Player 2", &mut settings.names[1]);
        }
        Mode::HumanVsComputer | Mode::Online => {
            section(ui, "Your name");
            name_field(ui, "Name", &mut settings.names[0]);
        }
        Mode::ComputerVsComputer => {}
    }

    section(ui, "Board");
    choices(
        ui,
        &mut settings.board,
        BoardChoice::ALL.map(|b| (b, b.label().to_string())),
    );
    ui.checkbox(&mut settings.show_numbers, "Show square numbers");
}
