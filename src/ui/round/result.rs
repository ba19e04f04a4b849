//! The end of a round as a moment: the winning line draws itself, then a
//! win bursts with small marks flying off the board's edges, and the
//! result card arrives in the panel beside the board (it never covers the
//! final position). A loss drops its card in with a shake; a draw fades in.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::game::activity::StillBusy;
use crate::game::coach::review::Review;
use crate::game::round::board::Shown;
use crate::game::round::outcome::RoundResult;
use crate::game::setup::settings::MatchSettings;
use crate::game::state::GameState;
use crate::ui::egui_host::UiSystems;
use crate::ui::layout::BoardLayout;
use crate::ui::theme::Palette;
use crate::ui::widgets;

/// The card waits for the winning line (0.35 s) to draw first.
const DELAY_SECS: f32 = 0.45;
/// How long the card takes to arrive.
pub const ARRIVE_SECS: f32 = 0.3;
/// How long the burst of marks after a win lasts.
const BURST_SECS: f32 = 1.3;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<EndedAt>();
    app.add_systems(OnEnter(GameState::GameOver), note_the_end);
    app.add_systems(
        EguiPrimaryContextPass,
        celebrate
            .in_set(UiSystems::Cards)
            .run_if(in_state(GameState::GameOver).and_then(showing_the_result)),
    );
}

/// When the round ended, on the game's clock (which steps in tests).
#[derive(Resource, Default)]
pub struct EndedAt(f32);

impl EndedAt {
    /// Seconds since the result card began to arrive; `None` before.
    pub fn card_time(&self, time: &Time) -> Option<f32> {
        let t = time.elapsed_secs() - self.0 - DELAY_SECS;
        (t >= 0.0).then_some(t)
    }
}

fn note_the_end(time: Res<Time>, mut ended: ResMut<EndedAt>) {
    ended.0 = time.elapsed_secs();
}

/// How a result feels: the card's arrival and colour follow it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Feeling {
    Win,
    Loss,
    Draw,
}

pub fn feeling(result: &RoundResult, settings: &MatchSettings) -> Feeling {
    match result {
        RoundResult::Win { seat, .. } if settings.is_loss_here(*seat) => Feeling::Loss,
        RoundResult::Win { .. } => Feeling::Win,
        RoundResult::Draw | RoundResult::Undecided => Feeling::Draw,
    }
}

pub fn ease_out(t: f32) -> f32 {
    1.0 - (1.0 - t.clamp(0.0, 1.0)).powi(3)
}

/// The card's opacity and offset `t` seconds into its arrival.
pub fn arrival(feeling: Feeling, t: f32) -> (f32, egui::Vec2) {
    let arrive = ease_out(t / ARRIVE_SECS);
    match feeling {
        Feeling::Win => (arrive, egui::vec2(0.0, 12.0 * (1.0 - arrive))),
        // Drops in from above, then shakes its head.
        Feeling::Loss => {
            let shake = if t > ARRIVE_SECS {
                let s = t - ARRIVE_SECS;
                (s * 38.0).sin() * 7.0 * (-s * 7.0).exp()
            } else {
                0.0
            };
            (arrive, egui::vec2(shake, -24.0 * (1.0 - arrive)))
        }
        // Fades in, slower: nothing happened, calmly.
        Feeling::Draw => (ease_out(t / (ARRIVE_SECS * 2.0)), egui::Vec2::ZERO),
    }
}

/// The decided round on the board as it ended: not a review, nor a
/// look back at an earlier move.
fn showing_the_result(review: Res<Review>, shown: Res<Shown>, result: Res<RoundResult>) -> bool {
    !review.is_active() && !shown.is_past() && result.is_decided()
}

fn celebrate(
    mut contexts: EguiContexts,
    time: Res<Time>,
    ended: Res<EndedAt>,
    layout: Res<BoardLayout>,
    result: Res<RoundResult>,
    settings: Res<MatchSettings>,
    palette: Res<Palette>,
    mut busy: MessageWriter<StillBusy>,
) -> Result {
    let t = time.elapsed_secs() - ended.0 - DELAY_SECS;
    if t < BURST_SECS.max(ARRIVE_SECS * 2.5) {
        busy.write(StillBusy::Animating);
    }
    if t < 0.0 || feeling(&result, &settings) != Feeling::Win {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    burst(ctx, &layout, t, &palette);
    Ok(())
}

/// A win's burst: small X's and O's fly out from behind the board's edges
/// and fall away, leaving the final position clear.
fn burst(ctx: &egui::Context, layout: &BoardLayout, t: f32, palette: &Palette) {
    if t > BURST_SECS {
        return;
    }
    let board = layout.board_rect();
    let centre = egui::pos2(board.center().x, board.center().y);
    let painter = ctx.layer_painter(egui::LayerId::new(
        egui::Order::Foreground,
        egui::Id::new("win burst"),
    ));
    let fade = 1.0 - t / BURST_SECS;
    const PIECES: usize = 18;
    let reach = board.width() * 0.5;
    for i in 0..PIECES {
        let angle = i as f32 / PIECES as f32 * std::f32::consts::TAU + 0.3;
        let speed = reach * (0.35 + 0.2 * ((i * 7) % 5) as f32 / 4.0);
        // From the board's edge outwards, never across the marks.
        let travelled = reach * 0.95 + ease_out(t / BURST_SECS) * speed;
        let fall = 90.0 * t * t;
        let at = centre + egui::vec2(angle.cos(), angle.sin()) * travelled + egui::vec2(0.0, fall);
        let size = 16.0 * fade.max(0.3);
        let tinted = Palette {
            x: palette.x.with_alpha(fade),
            o: palette.o.with_alpha(fade),
            ..*palette
        };
        widgets::paint_mark(&painter, at, size, i % 2 == 0, &tinted);
    }
}
