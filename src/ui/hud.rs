//! The panels around the board while a round is on: the status line, the
//! score, the move list, faint square numbers, and the end-of-round choices.
//! Each sits in the rectangle the layout gives it, so none covers another.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::egui_host::{UiSystems, root_ui};
use super::theme::{Palette, SMALLEST_TARGET};
use crate::core::notation::square_name;
use crate::game::Cell;
use crate::game::announce::Feed;
use crate::game::coach::hint::AnalysisOverlay;
use crate::game::coach::review::Review;
use crate::game::coach::{CoachCommand, ReviewStep, ViewStep};
use crate::game::flow::RoundCommand;
use crate::game::layout::{BoardLayout, PanelSide};
use crate::game::online::{CopyRequest, Online};
use crate::game::players::computer::ComputersPaused;
use crate::game::round::Round;
use crate::game::round::board::{Mark, Shown};
use crate::game::round::history::HistoryRequest;
use crate::game::round::outcome::RoundResult;
use crate::game::round::score::{Score, score_rows};
use crate::game::setup::settings::MatchSettings;
use crate::game::state::{GameState, InRound};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        (status_bar, side_panel, square_numbers)
            .chain()
            .in_set(UiSystems::Panels)
            .run_if(in_state(InRound)),
    );
}

pub(super) fn banner_color(
    result: &RoundResult,
    settings: &MatchSettings,
    palette: &Palette,
) -> egui::Color32 {
    match result {
        RoundResult::Undecided => palette.panel,
        RoundResult::Draw => palette.draw_banner,
        RoundResult::Win { seat, .. } if settings.is_loss_here(*seat) => palette.loss_banner,
        RoundResult::Win { .. } => palette.win_banner,
    }
}

fn status_bar(
    mut contexts: EguiContexts,
    layout: Res<BoardLayout>,
    feed: Res<Feed>,
    result: Res<RoundResult>,
    settings: Res<MatchSettings>,
    round: Res<Round>,
    shown: Res<Shown>,
    state: Res<State<GameState>>,
    online: Res<Online>,
    palette: Res<Palette>,
) -> Result {
    // Online, while the friend is not there the board cannot go on: say so.
    let waiting = round.is_online().then(|| online.waiting()).flatten();
    // Looking back during a round, the status says which move is on the
    // board (a review keeps the result there: its panel names the move).
    let status = match shown.0 {
        Some(ply) if *state.get() == GameState::Playing => {
            crate::game::coach::timeline::viewing_text(&round, ply)
        }
        _ => waiting.unwrap_or_else(|| feed.status.clone()),
    };
    let ctx = contexts.ctx_mut()?;
    let mut root = root_ui(ctx, "status root", layout.status_bar);
    let frame = egui::Frame::new()
        .fill(banner_color(&result, &settings, &palette))
        .inner_margin(egui::Margin::symmetric(16, 8));
    egui::CentralPanel::default()
        .frame(frame)
        .show(&mut root, |ui| {
            // The status, and under it any notice: stacked, so both fit a
            // phone-width window; a long one ends in an ellipsis.
            ui.spacing_mut().item_spacing.y = 2.0;
            if feed.notice.is_none() {
                ui.add_space(10.0); // centre the status when it is alone
            }
            ui.add(egui::Label::new(egui::RichText::new(&status).size(22.0).strong()).truncate());
            if let Some(notice) = &feed.notice {
                ui.add(
                    egui::Label::new(
                        egui::RichText::new(&notice.text)
                            .size(15.0)
                            .color(palette.notice),
                    )
                    .truncate(),
                );
            }
        });
    Ok(())
}

/// What the coach's controls need to know to draw themselves.
struct CoachPanel<'a> {
    round: &'a Round,
    shown: Shown,
    review: &'a Review,
    overlay: bool,
    paused: bool,
    over: bool,
}

/// What the coach's controls asked for this frame.
#[derive(Default)]
struct CoachClicks {
    history: Option<HistoryRequest>,
    coach: Option<CoachCommand>,
    resume: bool,
}

/// The coach's buttons, in the row the caller wraps (after Menu), so the
/// panel stays short enough for the move list.
fn coach_buttons(ui: &mut egui::Ui, panel: &CoachPanel, clicks: &mut CoachClicks) {
    let game = panel.round.game();
    // Online, the coach sits out until the round is over (then: review).
    if !panel.round.is_online() {
        {
            if ui
                .add_enabled(!game.moves().is_empty(), egui::Button::new("Undo (U)"))
                .clicked()
            {
                clicks.history = Some(HistoryRequest::Undo);
            }
            if ui
                .add_enabled(
                    game.redo_line().next().is_some(),
                    egui::Button::new("Redo (Ctrl+Y)"),
                )
                .clicked()
            {
                clicks.history = Some(HistoryRequest::Redo);
            }
            if !panel.over && ui.button("Hint (H)").clicked() {
                clicks.coach = Some(CoachCommand::Hint);
            }
            let mut overlay = panel.overlay;
            if ui.toggle_value(&mut overlay, "Analysis (A)").clicked() {
                clicks.coach = Some(CoachCommand::ToggleAnalysis);
            }
            if panel.paused && ui.button("Resume computers").clicked() {
                clicks.resume = true;
            }
        }
    }
}

/// The review's or the timeline's own row, when one is open.
fn coach_rows(ui: &mut egui::Ui, panel: &CoachPanel, clicks: &mut CoachClicks) {
    if panel.over {
        ui.horizontal_wrapped(|ui| {
            if panel.review.is_active() {
                if ui.button("< Previous").clicked() {
                    clicks.coach = Some(CoachCommand::Review(ReviewStep::Previous));
                }
                if ui.button("Next >").clicked() {
                    clicks.coach = Some(CoachCommand::Review(ReviewStep::Next));
                }
                if ui.button("Close review").clicked() {
                    clicks.coach = Some(CoachCommand::Review(ReviewStep::Stop));
                }
            } else if ui.button("Review (V)").clicked() {
                clicks.coach = Some(CoachCommand::Review(ReviewStep::Start));
            }
        });
    } else if let Some(ply) = panel.shown.0 {
        let _ = ply; // the status bar says which move is shown
        ui.horizontal_wrapped(|ui| {
            if ui.button("Back to the game (End)").clicked() {
                clicks.coach = Some(CoachCommand::View(ViewStep::BackToGame));
            }
            if ui.button("Play from here (P)").clicked() {
                clicks.coach = Some(CoachCommand::View(ViewStep::PlayFromHere));
            }
        });
    }
}

/// What the side panel's controls can ask for.
#[derive(SystemParam)]
struct PanelRequests<'w> {
    commands: MessageWriter<'w, RoundCommand>,
    history: MessageWriter<'w, HistoryRequest>,
    coach: MessageWriter<'w, CoachCommand>,
    copies: MessageWriter<'w, CopyRequest>,
}

fn side_panel(
    mut contexts: EguiContexts,
    layout: Res<BoardLayout>,
    feed: Res<Feed>,
    score: Res<Score>,
    round: Res<Round>,
    shown: Res<Shown>,
    review: Res<Review>,
    overlay: Res<AnalysisOverlay>,
    mut paused: ResMut<ComputersPaused>,
    state: Res<State<GameState>>,
    mut settings: ResMut<MatchSettings>,
    online: Res<Online>,
    palette: Res<Palette>,
    mut asks: PanelRequests,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut root = root_ui(ctx, "side root", layout.side_panel);
    let over = *state.get() == GameState::GameOver;
    // Edited on a copy: the settings count as changed only when they are.
    let mut show_numbers = settings.show_numbers;
    let mut muted = settings.muted;
    let panel = CoachPanel {
        round: &round,
        shown: *shown,
        review: &review,
        overlay: overlay.0,
        paused: paused.0,
        over,
    };
    let mut clicks = CoachClicks::default();
    let mut copy = None;
    egui::CentralPanel::default()
        .frame(
            egui::Frame::new()
                .fill(palette.panel)
                .stroke(palette.outline())
                .inner_margin(12),
        )
        .show(&mut root, |ui| {
            let mut contents = |ui: &mut egui::Ui| {
                if round.is_online() {
                    copy = super::online_panel::room_card(ui, &online, &palette);
                }
                ui.horizontal_wrapped(|ui| {
                    // The result card offers Play again; a review covers it.
                    if over && review.is_active() {
                        let again = ui.add(
                            egui::Button::new(egui::RichText::new("Play again (Enter)").strong())
                                .fill(palette.accent)
                                .min_size(egui::vec2(160.0, 44.0)),
                        );
                        if again.clicked() {
                            asks.commands.write(RoundCommand::PlayAgain);
                        }
                    }
                    if ui.button("Menu (Esc)").clicked() {
                        asks.commands.write(RoundCommand::ToMenu);
                    }
                    coach_buttons(ui, &panel, &mut clicks);
                });
                coach_rows(ui, &panel, &mut clicks);
                score_table(ui, &score, &round, &settings);
                ui.checkbox(&mut show_numbers, "Square numbers (N)");
                super::sound_controls::mute_toggle(ui, &mut muted);
            };
            let mut picked = None;
            match layout.panel {
                PanelSide::Right => {
                    // A phone on its side is short: the controls scroll
                    // rather than run off the bottom, and leave the move
                    // list a share of the height.
                    let share = (ui.available_height() * 0.62).max(SMALLEST_TARGET * 2.0);
                    egui::ScrollArea::vertical()
                        .id_salt("panel contents")
                        .max_height(share)
                        .show(ui, |ui| {
                            contents(ui);
                            last_move(ui, &feed, &palette);
                        });
                    ui.separator();
                    picked = move_list(ui, &round, *shown, over, &palette);
                }
                PanelSide::Bottom => {
                    // The last move gets the whole width: a column would cut it.
                    last_move(ui, &feed, &palette);
                    ui.columns(2, |columns| {
                        // Scrolls rather than spills on very short windows.
                        egui::ScrollArea::vertical()
                            .id_salt("panel contents")
                            .show(&mut columns[0], |ui| contents(ui));
                        picked = move_list(&mut columns[1], &round, *shown, over, &palette);
                    });
                }
            }
            if let Some(command) = picked {
                clicks.coach = Some(command);
            }
        });
    if show_numbers != settings.show_numbers {
        settings.show_numbers = show_numbers;
    }
    if muted != settings.muted {
        settings.muted = muted;
    }
    if let Some(request) = clicks.history {
        asks.history.write(request);
    }
    if let Some(command) = clicks.coach {
        asks.coach.write(command);
    }
    if clicks.resume {
        paused.0 = false;
    }
    if let Some(copy) = copy {
        asks.copies.write(copy);
    }
    Ok(())
}

fn last_move(ui: &mut egui::Ui, feed: &Feed, palette: &Palette) {
    if let Some(last) = &feed.last_move {
        ui.add(egui::Label::new(egui::RichText::new(last).color(palette.text_muted)).wrap());
    }
    if let Some(coach) = &feed.coach {
        ui.add(egui::Label::new(egui::RichText::new(coach).color(palette.hint_ring)).wrap());
    }
}

fn score_table(ui: &mut egui::Ui, score: &Score, round: &Round, settings: &MatchSettings) {
    ui.heading("Score");
    egui::Grid::new("score").num_columns(2).show(ui, |ui| {
        for (label, count) in score_rows(score, round, settings) {
            ui.label(label);
            ui.label(egui::RichText::new(count.to_string()).strong());
            ui.end_row();
        }
    });
}

/// The moves as a timeline: picking one shows the board after it (during
/// a round) or reviews it (after one).
fn move_list(
    ui: &mut egui::Ui,
    round: &Round,
    shown: Shown,
    over: bool,
    palette: &Palette,
) -> Option<CoachCommand> {
    ui.label(egui::RichText::new("Moves").strong());
    let game = round.game();
    let rules = game.rules();
    let mut picked = None;
    egui::ScrollArea::vertical()
        .stick_to_bottom(true)
        .auto_shrink([false, false])
        .show(ui, |ui| {
            if game.moves().is_empty() {
                ui.label(egui::RichText::new("none yet").color(palette.text_muted));
            }
            let count = game.moves().len();
            for (i, mv) in game.moves().iter().enumerate() {
                let ply = i + 1;
                // During a round the board shows "after move n"; a review
                // shows the position move n was played in.
                let selected = if over {
                    shown.0 == Some(i)
                } else {
                    shown.0 == Some(ply) || (shown.0.is_none() && ply == count)
                };
                let text = format!("{ply:>2}. {} {}", mv.player, square_name(rules, mv.pos));
                let item = ui.selectable_label(selected, text);
                // Looking back, the move shown stays in sight in a long list.
                if selected && shown.is_past() {
                    item.scroll_to_me(Some(egui::Align::Center));
                }
                if item.clicked() {
                    picked = Some(if over {
                        CoachCommand::Review(ReviewStep::At(ply))
                    } else {
                        CoachCommand::View(ViewStep::Ply(ply))
                    });
                }
            }
        });
    picked
}

/// Square numbers smaller than this are not drawn (and a size of zero would
/// stop egui); a board that small is not one to play by number anyway.
const SMALLEST_NUMBER: f32 = 6.0;

/// Faint names in empty squares, so a keyboard player knows which key is
/// which square.
fn square_numbers(
    mut contexts: EguiContexts,
    settings: Res<MatchSettings>,
    layout: Res<BoardLayout>,
    round: Res<Round>,
    state: Res<State<GameState>>,
    empty: Query<&Cell, Without<Mark>>,
    palette: Res<Palette>,
) -> Result {
    let size = layout.cell_size() * 0.28;
    if !settings.show_numbers || *state.get() != GameState::Playing || size < SMALLEST_NUMBER {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let painter = ctx.layer_painter(egui::LayerId::new(
        egui::Order::Background,
        egui::Id::new("square numbers"),
    ));
    let rules = round.game().rules();
    let font = egui::FontId::proportional(size);
    for &Cell(pos) in &empty {
        let at = layout.cell_center(pos);
        painter.text(
            egui::pos2(at.x, at.y),
            egui::Align2::CENTER_CENTER,
            square_name(rules, pos),
            font.clone(),
            palette.square_number,
        );
    }
    Ok(())
}
