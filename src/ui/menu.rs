//! The title screen: the marks as its art, the four ways to play as large
//! cards, the match's options under them, Start; the settings that are not
//! about this match (look, sound, statistics) grouped and quieter below.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::egui_host::{Landmarks, UiSystems, root_ui};
use super::theme::{Palette, SMALLEST_TARGET, SMALLEST_TEXT};
use crate::core::Difficulty;
use crate::game::announce::Feed;
use crate::game::flow::{QuitAllowed, RoundCommand};
use crate::game::online::{Online, OnlineCommand, PageOrigin, Phase};
use crate::game::round::score::Score;
use crate::game::setup::seat::{Mode, Seat};
use crate::game::setup::settings::{
    BoardChoice, FirstMove, MAX_NAME_CHARS, MatchSettings, ThemeChoice,
};
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
    palette: &Palette,
) {
    section(ui, "Game server", palette);
    match origin {
        Some(origin) => {
            ui.label(&origin.0);
        }
        None => {
            ui.add(
                egui::TextEdit::singleline(&mut settings.server)
                    .char_limit(crate::game::setup::settings::MAX_SERVER_BYTES)
                    .desired_width(280.0)
                    .min_size(egui::vec2(0.0, SMALLEST_TARGET))
                    .vertical_align(egui::Align::Center),
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
    .fill(palette.accent)
    .min_size(egui::vec2(220.0, 52.0));
    if ui.add_enabled(!busy, create).clicked() {
        *asked = Some(OnlineCommand::Create);
    }
    ui.label(
        egui::RichText::new(
            "Your board and first-move choice apply; your friend joins with the code.",
        )
        .color(palette.text_muted)
        .size(SMALLEST_TEXT),
    );
    section(ui, "Or join a friend's room", palette);
    ui.horizontal(|ui| {
        let field = ui.add(
            egui::TextEdit::singleline(code)
                .hint_text("code, like KXMTRA")
                .char_limit(12)
                .font(egui::TextStyle::Monospace)
                .desired_width(140.0)
                .min_size(egui::vec2(0.0, SMALLEST_TARGET))
                .vertical_align(egui::Align::Center),
        );
        let entered = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        if ui.add_enabled(!busy, egui::Button::new("Join")).clicked() || (entered && !busy) {
            *asked = Some(OnlineCommand::Join(code.clone()));
        }
    });
    if let Some(situation) = online.situation() {
        ui.label(egui::RichText::new(situation).color(palette.text_muted));
    }
}

/// Lifetime results, and a reset that asks first.
fn statistics_section(
    ui: &mut egui::Ui,
    stats: &Statistics,
    confirm: &mut bool,
    reset: &mut bool,
    palette: &Palette,
) {
    egui::CollapsingHeader::new("Statistics (all time)")
        .id_salt("statistics")
        .show(ui, |ui| {
            if stats.records.is_empty() {
                ui.label(egui::RichText::new("No finished rounds yet").color(palette.text_muted));
                return;
            }
            egui::Grid::new("statistics grid")
                .num_columns(5)
                .show(ui, |ui| {
                    for title in ["", "Won", "Lost", "Drawn", "Best streak"] {
                        ui.label(egui::RichText::new(title).color(palette.text_muted));
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
                .color(palette.text_muted)
                .size(SMALLEST_TEXT),
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

fn section(ui: &mut egui::Ui, title: &str, palette: &Palette) {
    ui.add_space(6.0);
    ui.label(
        egui::RichText::new(title)
            .color(palette.text_muted)
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
                .desired_width(200.0)
                .min_size(egui::vec2(0.0, SMALLEST_TARGET))
                .vertical_align(egui::Align::Center),
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
    palette: Res<Palette>,
    mut landmarks: ResMut<Landmarks>,
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
    let palette = *palette;
    // Start stays in sight at the bottom, however far the options scroll
    // on a phone.
    if edited.mode != Mode::Online {
        egui::Panel::bottom("start bar")
            .resizable(false)
            .show_separator_line(false)
            .frame(
                egui::Frame::new()
                    .fill(theme_fill(&palette))
                    .inner_margin(egui::Margin::symmetric(16, 10)),
            )
            .show(&mut root, |ui| {
                ui.vertical_centered(|ui| {
                    ui.set_max_width(ui.available_width().min(520.0));
                    let start =
                        egui::Button::new(egui::RichText::new("Start (Enter)").size(24.0).strong())
                            .fill(palette.accent)
                            .min_size(egui::vec2(ui.available_width(), 56.0));
                    let start = ui.add(start);
                    landmarks.record("start", start.rect);
                    if start.clicked() {
                        commands.write(RoundCommand::Start);
                    }
                });
            });
    }
    egui::CentralPanel::default()
        .frame(
            egui::Frame::new()
                .fill(theme_fill(&palette))
                .inner_margin(16),
        )
        .show(&mut root, |ui| {
            egui::ScrollArea::vertical().show(ui, |ui| {
                ui.vertical_centered(|ui| {
                    ui.set_max_width(ui.available_width().min(520.0));
                    title(ui, &palette);
                    ui.with_layout(egui::Layout::top_down(egui::Align::Min), |ui| {
                        mode_cards(ui, &mut edited.mode, &palette);
                        match_options(ui, &mut edited, &palette);
                        ui.add_space(12.0);
                        if edited.mode == Mode::Online {
                            online_section(
                                ui,
                                &mut edited,
                                origin.as_deref(),
                                &online,
                                &mut typed.0,
                                &mut asked,
                                &palette,
                            );
                        }
                        if score.rounds() > 0 {
                            ui.label(
                                egui::RichText::new(format!(
                                    "{} rounds played this session; the score carries on with the same players",
                                    score.rounds()
                                ))
                                .color(palette.text_muted)
                                .size(SMALLEST_TEXT),
                            );
                        }
                        if let Some(notice) = &feed.notice {
                            ui.add(
                                egui::Label::new(
                                    egui::RichText::new(&notice.text).color(palette.notice),
                                )
                                .wrap(),
                            );
                        }
                        ui.add_space(16.0);
                        ui.separator();
                        preferences(ui, &mut edited, &palette);
                        statistics_section(ui, &stats, &mut confirm.0, &mut reset, &palette);
                        if quit.0 && ui.button("Quit (Esc)").clicked() {
                            commands.write(RoundCommand::Quit);
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

fn theme_fill(palette: &Palette) -> egui::Color32 {
    super::theme::egui_color(palette.background)
}

/// The title, over a small board with a winning diagonal: the game's art
/// is its own marks.
fn title(ui: &mut egui::Ui, palette: &Palette) {
    ui.add_space(8.0);
    let side = 96.0;
    let (rect, _) = ui.allocate_exact_size(egui::vec2(side, side), egui::Sense::hover());
    let painter = ui.painter_at(rect.expand(4.0));
    let cell = side / 3.0;
    let grid = egui::Stroke::new(3.0, super::theme::egui_color(palette.grid));
    for i in 1..3 {
        let at = i as f32 * cell;
        painter.line_segment(
            [
                rect.min + egui::vec2(at, 4.0),
                rect.min + egui::vec2(at, side - 4.0),
            ],
            grid,
        );
        painter.line_segment(
            [
                rect.min + egui::vec2(4.0, at),
                rect.min + egui::vec2(side - 4.0, at),
            ],
            grid,
        );
    }
    let x = egui::Stroke::new(5.0, super::theme::egui_color(palette.x));
    let o = egui::Stroke::new(5.0, super::theme::egui_color(palette.o));
    let centre = |row: usize, col: usize| {
        rect.min + egui::vec2((col as f32 + 0.5) * cell, (row as f32 + 0.5) * cell)
    };
    let r = cell * 0.3;
    for (row, col) in [(0, 0), (1, 1), (2, 2)] {
        let c = centre(row, col);
        painter.line_segment([c - egui::vec2(r, r), c + egui::vec2(r, r)], x);
        painter.line_segment([c + egui::vec2(-r, r), c + egui::vec2(r, -r)], x);
    }
    for (row, col) in [(0, 2), (2, 0)] {
        painter.circle_stroke(centre(row, col), r, o);
    }
    painter.line_segment(
        [
            centre(0, 0) - egui::vec2(r, r),
            centre(2, 2) + egui::vec2(r, r),
        ],
        egui::Stroke::new(4.0, super::theme::egui_color(palette.win_line)),
    );
    ui.label(egui::RichText::new("Tic-Tac-Toe").size(44.0).strong());
    ui.add_space(4.0);
}

/// What each way to play means, under its name on its card.
fn mode_blurb(mode: Mode) -> &'static str {
    match mode {
        Mode::HumanVsHuman => "Two players, one device",
        Mode::HumanVsComputer => "You against the computer",
        Mode::ComputerVsComputer => "Watch two computers play",
        Mode::Online => "A friend on another device",
    }
}

/// The four ways to play as large cards, two by two (one above the other
/// on a narrow phone).
fn mode_cards(ui: &mut egui::Ui, mode: &mut Mode, palette: &Palette) {
    let gap = ui.spacing().item_spacing.x;
    // Clear of the scroll bar at the right.
    let room = ui.available_width() - ui.spacing().scroll.bar_width - 4.0;
    let columns = if room >= 2.0 * 210.0 + gap { 2 } else { 1 };
    let width = ((room - gap * (columns - 1) as f32) / columns as f32).floor();
    egui::Grid::new("mode cards")
        .num_columns(columns)
        .spacing(egui::vec2(gap, gap))
        .show(ui, |ui| {
            for (i, option) in Mode::ALL.into_iter().enumerate() {
                let selected = *mode == option;
                let mut text = egui::text::LayoutJob::default();
                text.append(
                    option.label(),
                    0.0,
                    egui::TextFormat::simple(egui::FontId::proportional(20.0), palette.text),
                );
                text.append(
                    &format!("\n{}", mode_blurb(option)),
                    0.0,
                    egui::TextFormat::simple(
                        egui::FontId::proportional(SMALLEST_TEXT + 1.0),
                        palette.text_muted,
                    ),
                );
                // No stroke of its own: the focus ring must show.
                let card = egui::Button::new(text)
                    .selected(selected)
                    .min_size(egui::vec2(width, 64.0));
                if ui.add(card).clicked() {
                    *mode = option;
                }
                if (i + 1) % columns == 0 {
                    ui.end_row();
                }
            }
        });
}

/// The options of the match the cards chose.
fn match_options(ui: &mut egui::Ui, settings: &mut MatchSettings, palette: &Palette) {
    if settings.mode.has_computer() {
        section(ui, "Computer strength", palette);
        choices(
            ui,
            &mut settings.difficulty,
            Difficulty::ALL.map(|d| (d, d.label().to_string())),
        );
    }

    section(ui, "Who goes first (plays X)", palette);
    let firsts = FirstMove::ALL.map(|f| (f, first_move_label(f, settings)));
    choices(ui, &mut settings.first, firsts);

    match settings.mode {
        Mode::HumanVsHuman => {
            section(ui, "Names", palette);
            name_field(ui, "Player 1", &mut settings.names[0]);
            name_field(ui, "Player 2", &mut settings.names[1]);
        }
        Mode::HumanVsComputer | Mode::Online => {
            section(ui, "Your name", palette);
            name_field(ui, "Name", &mut settings.names[0]);
        }
        Mode::ComputerVsComputer => {}
    }

    section(ui, "Board", palette);
    choices(
        ui,
        &mut settings.board,
        BoardChoice::ALL.map(|b| (b, b.label().to_string())),
    );
}

/// Look and sound, and the square numbers: not about this match, so
/// quieter, under it.
fn preferences(ui: &mut egui::Ui, settings: &mut MatchSettings, palette: &Palette) {
    section(ui, "Look", palette);
    let system = settings.theme.is_none();
    let current = settings.theme.unwrap_or(palette.theme);
    let mut picked = current;
    choices(
        ui,
        &mut picked,
        ThemeChoice::ALL.map(|t| (t, t.label().to_string())),
    );
    if picked != current {
        settings.theme = Some(picked);
    }
    if system {
        ui.label(
            egui::RichText::new("Following your system's setting until you pick one")
                .color(palette.text_muted)
                .size(SMALLEST_TEXT),
        );
    }
    section(ui, "Sound", palette);
    ui.horizontal_wrapped(|ui| {
        super::sound_controls::mute_toggle(ui, &mut settings.muted);
        super::sound_controls::volume_slider(ui, &mut settings.volume);
    });
    ui.checkbox(&mut settings.show_numbers, "Show square numbers");
    ui.add_space(SMALLEST_TARGET / 4.0);
}
