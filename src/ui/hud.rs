//! The panels around the board while a round is on: the status line, the
//! score, the move list, faint square numbers, and the end-of-round choices.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::{root_ui, theme};
use crate::core::notation::square_name;
use crate::game::Cell;
use crate::game::announce::Feed;
use crate::game::flow::RoundCommand;
use crate::game::layout::{BOTTOM_PANEL, BoardLayout, PanelSide, SIDE_PANEL, TOP_BAR};
use crate::game::outcome::{RoundResult, Score};
use crate::game::round::{Mark, Round};
use crate::game::settings::{Controller, MatchSettings, Mode, Seat};
use crate::game::state::{GameState, InRound};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        (status_bar, side_panel, square_numbers)
            .chain()
            .run_if(in_state(InRound)),
    );
}

fn banner_color(result: &RoundResult, settings: &MatchSettings) -> egui::Color32 {
    match result {
        RoundResult::Undecided => theme::PANEL,
        RoundResult::Draw => theme::DRAW_BANNER,
        RoundResult::Win { seat, .. } => {
            if settings.mode == Mode::HumanVsComputer
                && settings.controller(*seat) == Controller::Computer
            {
                theme::LOSS_BANNER
            } else {
                theme::WIN_BANNER
            }
        }
    }
}

fn status_bar(
    mut contexts: EguiContexts,
    feed: Res<Feed>,
    result: Res<RoundResult>,
    settings: Res<MatchSettings>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut root = root_ui(ctx, "status root");
    let frame = egui::Frame::new()
        .fill(banner_color(&result, &settings))
        .inner_margin(egui::Margin::symmetric(16, 8));
    egui::Panel::top("status")
        .exact_size(TOP_BAR)
        .resizable(false)
        .frame(frame)
        .show(&mut root, |ui| {
            // The status, and under it any notice: stacked, so both fit a
            // phone-width window.
            ui.spacing_mut().item_spacing.y = 2.0;
            if feed.notice.is_none() {
                ui.add_space(10.0); // centre the status when it is alone
            }
            ui.add(
                egui::Label::new(egui::RichText::new(&feed.status).size(22.0).strong()).truncate(),
            );
            if let Some(notice) = &feed.notice {
                ui.add(
                    egui::Label::new(
                        egui::RichText::new(&notice.text)
                            .size(15.0)
                            .color(theme::NOTICE),
                    )
                    .truncate(),
                );
            }
        });
    Ok(())
}

fn side_panel(
    mut contexts: EguiContexts,
    layout: Res<BoardLayout>,
    feed: Res<Feed>,
    score: Res<Score>,
    round: Res<Round>,
    state: Res<State<GameState>>,
    mut settings: ResMut<MatchSettings>,
    mut commands: MessageWriter<RoundCommand>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut root = root_ui(ctx, "side root");
    let panel = match layout.panel {
        PanelSide::Right => egui::Panel::right("side").exact_size(SIDE_PANEL),
        PanelSide::Bottom => egui::Panel::bottom("side").exact_size(BOTTOM_PANEL),
    };
    let over = *state.get() == GameState::GameOver;
    panel
        .resizable(false)
        .frame(egui::Frame::new().fill(theme::PANEL).inner_margin(12))
        .show(&mut root, |ui| {
            let mut contents = |ui: &mut egui::Ui, settings: &mut MatchSettings| {
                if over {
                    let again = ui.add_sized(
                        [ui.available_width().min(220.0), 40.0],
                        egui::Button::new(egui::RichText::new("Play again (Enter)").strong())
                            .fill(theme::WIN_BANNER),
                    );
                    if again.clicked() {
                        commands.write(RoundCommand::PlayAgain);
                    }
                }
                if ui.button("Menu (Esc)").clicked() {
                    commands.write(RoundCommand::ToMenu);
                }
                score_table(ui, &score, &round, settings);
                if let Some(last) = &feed.last_move {
                    ui.add(
                        egui::Label::new(egui::RichText::new(last).color(theme::TEXT_MUTED))
                            .truncate(),
                    );
                }
                ui.checkbox(&mut settings.show_numbers, "Square numbers (N)");
            };
            match layout.panel {
                PanelSide::Right => {
                    contents(ui, &mut settings);
                    ui.separator();
                    move_list(ui, &round);
                }
                PanelSide::Bottom => {
                    ui.columns(2, |columns| {
                        // Scrolls rather than spills on very short windows.
                        egui::ScrollArea::vertical()
                            .id_salt("panel contents")
                            .show(&mut columns[0], |ui| contents(ui, &mut settings));
                        move_list(&mut columns[1], &round);
                    });
                }
            }
        });
    Ok(())
}

fn score_table(ui: &mut egui::Ui, score: &Score, round: &Round, settings: &MatchSettings) {
    ui.heading("Score");
    // Against the computer: wins, losses and draws from the player's side.
    let rows: Vec<(String, u32)> = if settings.mode == Mode::HumanVsComputer {
        vec![
            (
                format!("You won ({})", round.player_of(Seat::One)),
                score.wins[0],
            ),
            ("You lost".into(), score.wins[1]),
            ("Drawn".into(), score.draws),
        ]
    } else {
        let mut rows: Vec<(String, u32)> = Seat::BOTH
            .map(|seat| {
                let name = format!("{} ({})", settings.name(seat), round.player_of(seat));
                (name, score.wins[seat.index()])
            })
            .into();
        rows.push(("Draws".into(), score.draws));
        rows
    };
    egui::Grid::new("score").num_columns(2).show(ui, |ui| {
        for (label, count) in rows {
            ui.label(label);
            ui.label(egui::RichText::new(count.to_string()).strong());
            ui.end_row();
        }
    });
}

fn move_list(ui: &mut egui::Ui, round: &Round) {
    ui.label(egui::RichText::new("Moves").strong());
    let rules = round.game.rules();
    egui::ScrollArea::vertical()
        .stick_to_bottom(true)
        .auto_shrink([false, false])
        .show(ui, |ui| {
            if round.game.moves().is_empty() {
                ui.label(egui::RichText::new("none yet").color(theme::TEXT_MUTED));
            }
            for (i, mv) in round.game.moves().iter().enumerate() {
                ui.label(format!(
                    "{:>2}. {} {}",
                    i + 1,
                    mv.player,
                    square_name(rules, mv.pos)
                ));
            }
        });
}

/// Faint names in empty squares, so a keyboard player knows which key is
/// which square.
fn square_numbers(
    mut contexts: EguiContexts,
    settings: Res<MatchSettings>,
    layout: Res<BoardLayout>,
    round: Res<Round>,
    state: Res<State<GameState>>,
    empty: Query<&Cell, Without<Mark>>,
) -> Result {
    if !settings.show_numbers || *state.get() != GameState::Playing {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let painter = ctx.layer_painter(egui::LayerId::new(
        egui::Order::Background,
        egui::Id::new("square numbers"),
    ));
    let rules = round.game.rules();
    let font = egui::FontId::proportional(layout.cell_size() * 0.28);
    for &Cell(pos) in &empty {
        let at = layout.cell_center(pos);
        painter.text(
            egui::pos2(at.x, at.y),
            egui::Align2::CENTER_CENTER,
            square_name(rules, pos),
            font.clone(),
            theme::SQUARE_NUMBER,
        );
    }
    Ok(())
}
