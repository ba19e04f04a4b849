//! The status line over the board: whose turn it is or how the round
//! ended, and under it what was said last: a problem with the last input,
//! the coach's words, the last move, or how the friend online is doing.
//! Both lines always keep their place, so nothing below them moves.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::MatchNow;
use crate::game::announce::Feed;
use crate::game::round::board::Shown;
use crate::game::round::outcome::RoundResult;
use crate::game::setup::language::Words;
use crate::game::setup::seat::Authority;
use crate::game::setup::settings::MatchSettings;
use crate::game::state::{GameState, InRound};
use crate::ui::egui_host::{UiSystems, root_ui};
use crate::ui::layout::BoardLayout;
use crate::ui::scripts::visual;
use crate::ui::theme::{Palette, Space, Type, regular, strong};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        status_line
            .in_set(UiSystems::Panels)
            .run_if(in_state(InRound)),
    );
}

/// The tint of the status line: the result's, once there is one.
pub fn result_tint(
    result: &RoundResult,
    settings: &MatchSettings,
    palette: &Palette,
) -> egui::Color32 {
    match result {
        RoundResult::Undecided => palette.surface,
        RoundResult::Draw => palette.draw_tint,
        RoundResult::Win { seat, .. } if settings.is_loss_here(*seat) => palette.loss_tint,
        RoundResult::Win { .. } => palette.win_tint,
    }
}

/// The second line, and its colour: a notice first (it is short-lived),
/// then the coach, then the friend online, then the last move.
pub fn second_line(
    feed: &Feed,
    online: Option<String>,
    palette: &Palette,
) -> Option<(String, egui::Color32)> {
    if let Some(notice) = &feed.notice {
        return Some((notice.text.clone(), palette.notice));
    }
    if let Some(coach) = &feed.coach {
        return Some((coach.clone(), palette.hint_ring));
    }
    if let Some(online) = online {
        return Some((online, palette.text_muted));
    }
    feed.last_move
        .clone()
        .map(|last| (last, palette.text_muted))
}

fn status_line(
    mut contexts: EguiContexts,
    layout: Res<BoardLayout>,
    feed: Res<Feed>,
    now: MatchNow,
    shown: Res<Shown>,
    state: Res<State<GameState>>,
    palette: Res<Palette>,
    words: Res<Words>,
) -> Result {
    let MatchNow {
        round,
        result,
        settings,
        online,
    } = now;
    // Online, while the friend is not there the board cannot go on: say so.
    let waiting = (round.authority() == Authority::Server)
        .then(|| online.waiting(&words))
        .flatten();
    // Looking back during a round, the status says which move is on the
    // board (a review keeps the result there: the second line names the
    // move).
    let status = match shown.0 {
        Some(ply) if *state.get() == GameState::Playing => {
            crate::game::coach::timeline::viewing_text(&round, ply, &words)
        }
        _ => waiting.clone().unwrap_or_else(|| feed.status.clone()),
    };
    let friend = (round.authority() == Authority::Server)
        .then(|| online.situation(&words))
        .flatten()
        .filter(|situation| Some(situation) != waiting.as_ref());
    let second = second_line(&feed, friend, &palette);
    let ctx = contexts.ctx_mut()?;
    let mut root = root_ui(ctx, "status root", layout.status_bar);
    let short = layout.status_bar.height() < 54.0;
    let frame = egui::Frame::new()
        .fill(result_tint(&result, &settings, &palette))
        .inner_margin(egui::Margin::symmetric(Space::L as i8, Space::XS as i8));
    egui::CentralPanel::default()
        .frame(frame)
        .show(&mut root, |ui| {
            ui.spacing_mut().item_spacing.y = 0.0;
            let size = if short { Type::BODY } else { Type::HEADING };
            ui.add(
                egui::Label::new(egui::RichText::new(visual(&status)).font(strong(size)))
                    .truncate(),
            );
            // The second line keeps its place even when there is nothing
            // to say, so the board and panel never shift under a finger.
            let (text, color) = second.unwrap_or_default();
            ui.add(
                egui::Label::new(
                    egui::RichText::new(if text.is_empty() {
                        " ".into()
                    } else {
                        visual(&text)
                    })
                    .font(regular(if short { Type::SMALL } else { Type::BODY }))
                    .color(color),
                )
                .truncate(),
            );
        });
    Ok(())
}
