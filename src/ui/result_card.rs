//! The end of a round as an event: once the winning line has drawn itself,
//! a card rises over the board with the result, the score and the way on
//! (Play again, Review, Menu). A win bursts with marks, a loss drops in and
//! shakes, a draw fades in quietly. A review or a look back hides it.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::egui_host::{Landmarks, UiSystems};
use super::theme::{Palette, SMALLEST_TEXT, egui_color};
use crate::game::activity::StillBusy;
use crate::game::coach::review::Review;
use crate::game::coach::{CoachCommand, ReviewStep};
use crate::game::flow::RoundCommand;
use crate::game::layout::BoardLayout;
use crate::game::round::board::Shown;
use crate::game::round::outcome::RoundResult;
use crate::game::round::score::{Score, result_text, score_text};
use crate::game::setup::settings::MatchSettings;
use crate::game::state::GameState;

/// The card waits for the winning line (0.35 s) to draw first.
const DELAY_SECS: f32 = 0.45;
/// How long the card takes to arrive.
const ARRIVE_SECS: f32 = 0.3;
/// How long the burst of marks after a win lasts.
const BURST_SECS: f32 = 1.3;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<EndedAt>();
    app.add_systems(OnEnter(GameState::GameOver), note_the_end);
    app.add_systems(
        EguiPrimaryContextPass,
        result_card
            .in_set(UiSystems::Cards)
            .run_if(in_state(GameState::GameOver)),
    );
}

/// When the round ended, on the game's clock (which steps in tests).
#[derive(Resource, Default)]
struct EndedAt(f32);

fn note_the_end(time: Res<Time>, mut ended: ResMut<EndedAt>) {
    ended.0 = time.elapsed_secs();
}

/// How a result feels: the card's animation and colour follow it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Feeling {
    Win,
    Loss,
    Draw,
}

fn feeling(result: &RoundResult, settings: &MatchSettings) -> Feeling {
    match result {
        RoundResult::Win { seat, .. } if settings.is_loss_here(*seat) => Feeling::Loss,
        RoundResult::Win { .. } => Feeling::Win,
        RoundResult::Draw | RoundResult::Undecided => Feeling::Draw,
    }
}

fn ease_out(t: f32) -> f32 {
    1.0 - (1.0 - t.clamp(0.0, 1.0)).powi(3)
}

/// A little past full size, then back: the card "pops".
fn overshoot(t: f32) -> f32 {
    let t = t.clamp(0.0, 1.0);
    1.0 + 0.12 * (t * std::f32::consts::PI).sin() * (1.0 - t)
}

/// What the card's buttons asked for.
enum Choice {
    Command(RoundCommand),
    Review,
}

fn result_card(
    mut contexts: EguiContexts,
    time: Res<Time>,
    ended: Res<EndedAt>,
    layout: Res<BoardLayout>,
    result: Res<RoundResult>,
    settings: Res<MatchSettings>,
    score: Res<Score>,
    review: Res<Review>,
    shown: Res<Shown>,
    palette: Res<Palette>,
    mut landmarks: ResMut<Landmarks>,
    mut busy: MessageWriter<StillBusy>,
    mut commands: MessageWriter<RoundCommand>,
    mut coach: MessageWriter<CoachCommand>,
) -> Result {
    if review.is_active() || shown.is_past() || !result.is_decided() {
        return Ok(());
    }
    let t = time.elapsed_secs() - ended.0 - DELAY_SECS;
    let feeling = feeling(&result, &settings);
    if t < BURST_SECS.max(ARRIVE_SECS * 2.0) {
        busy.write(StillBusy::Animating);
    }
    if t < 0.0 {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let board = layout.board_rect();
    let centre = egui::pos2(board.center().x, board.center().y);
    let arrive = ease_out(t / ARRIVE_SECS);
    let (offset, opacity, scale) = match feeling {
        Feeling::Win => (egui::Vec2::ZERO, arrive, overshoot(t / ARRIVE_SECS)),
        // Drops in from above, then shakes its head.
        Feeling::Loss => {
            let shake = if t > ARRIVE_SECS {
                let s = t - ARRIVE_SECS;
                (s * 38.0).sin() * 9.0 * (-s * 7.0).exp()
            } else {
                0.0
            };
            (egui::vec2(shake, -36.0 * (1.0 - arrive)), arrive, 1.0)
        }
        // Fades in, slower: nothing happened, calmly.
        Feeling::Draw => (egui::Vec2::ZERO, ease_out(t / (ARRIVE_SECS * 2.0)), 1.0),
    };
    if feeling == Feeling::Win {
        burst(ctx, centre, board.width(), t, &palette);
    }
    let width = (board.width() * 0.9).clamp(220.0, 460.0);
    // A phone's small board: shorter words, so the card covers less of it
    // (the keys in brackets are for keyboards anyway).
    let narrow = width < 360.0;
    let label = |long: &'static str, short: &'static str| if narrow { short } else { long };
    let fill = super::hud::banner_color(&result, &settings, &palette);
    let mut choice = None;
    egui::Area::new(egui::Id::new("result card"))
        .order(egui::Order::Foreground)
        .pivot(egui::Align2::CENTER_CENTER)
        .fixed_pos(centre + offset)
        .show(ctx, |ui| {
            ui.multiply_opacity(opacity);
            egui::Frame::new()
                .fill(fill)
                .stroke(egui::Stroke::new(2.0, palette.focus.gamma_multiply(0.6)))
                .corner_radius(14)
                .shadow(egui::Shadow {
                    offset: [0, 6],
                    blur: 24,
                    spread: 0,
                    color: egui::Color32::from_black_alpha(110),
                })
                .inner_margin(if narrow { 12 } else { 18 })
                .show(ui, |ui| {
                    ui.set_width(width);
                    ui.vertical_centered(|ui| {
                        let headline = result_text(&result, &settings);
                        let headline = headline.trim_end_matches(" Congratulations");
                        ui.label(
                            egui::RichText::new(headline)
                                .size(if narrow { 24.0 } else { 32.0 } * scale)
                                .strong()
                                .color(palette.text),
                        );
                        ui.add(
                            egui::Label::new(
                                egui::RichText::new(score_text(&score, &settings))
                                    .size(SMALLEST_TEXT + 2.0)
                                    .color(palette.text),
                            )
                            .wrap(),
                        );
                        ui.add_space(8.0);
                        ui.horizontal_wrapped(|ui| {
                            let again = egui::Button::new(
                                egui::RichText::new(label("Play again (Enter)", "Play again"))
                                    .strong(),
                            )
                            .fill(palette.accent);
                            let again = ui.add(again);
                            landmarks.record("play-again", again.rect);
                            if again.clicked() {
                                choice = Some(Choice::Command(RoundCommand::PlayAgain));
                            }
                            if ui.button(label("Review (V)", "Review")).clicked() {
                                choice = Some(Choice::Review);
                            }
                            let menu = ui.button(label("Menu (Esc)", "Menu"));
                            landmarks.record("menu", menu.rect);
                            if menu.clicked() {
                                choice = Some(Choice::Command(RoundCommand::ToMenu));
                            }
                        });
                    });
                });
        });
    match choice {
        Some(Choice::Command(command)) => {
            commands.write(command);
        }
        Some(Choice::Review) => {
            coach.write(CoachCommand::Review(ReviewStep::Start));
        }
        None => {}
    }
    Ok(())
}

/// A win's burst: small X's and O's fly out from the card and fall away.
fn burst(ctx: &egui::Context, centre: egui::Pos2, spread: f32, t: f32, palette: &Palette) {
    if t > BURST_SECS {
        return;
    }
    let painter = ctx.layer_painter(egui::LayerId::new(
        egui::Order::Foreground,
        egui::Id::new("win burst"),
    ));
    let fade = 1.0 - t / BURST_SECS;
    let colors = [egui_color(palette.x), egui_color(palette.o)];
    const PIECES: usize = 18;
    for i in 0..PIECES {
        let angle = i as f32 / PIECES as f32 * std::f32::consts::TAU + 0.3;
        let speed = spread * (0.55 + 0.25 * ((i * 7) % 5) as f32 / 4.0);
        let travelled = ease_out(t / BURST_SECS) * speed;
        let fall = 120.0 * t * t;
        let at = centre + egui::vec2(angle.cos(), angle.sin()) * travelled + egui::vec2(0.0, fall);
        let color = colors[i % 2].gamma_multiply(fade);
        let r = 7.0;
        let stroke = egui::Stroke::new(3.0, color);
        if i % 2 == 0 {
            painter.line_segment([at - egui::vec2(r, r), at + egui::vec2(r, r)], stroke);
            painter.line_segment([at + egui::vec2(-r, r), at + egui::vec2(r, -r)], stroke);
        } else {
            painter.circle_stroke(at, r, stroke);
        }
    }
}
