//! The coach on the board: each empty square's value (the analysis
//! overlay), rings round hinted squares, and in a review the move played
//! and the better squares. Drawn over the board, under the panels.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::egui_host::UiSystems;
use super::theme::{Palette, SMALLEST_TEXT};
use crate::core::Pos;
use crate::core::ai::Value;
use crate::core::review::Verdict;
use crate::game::coach::analyst::Analyst;
use crate::game::coach::hint::{AnalysisOverlay, HintRequest};
use crate::game::coach::review::Review;
use crate::game::layout::BoardLayout;
use crate::game::round::Round;
use crate::game::round::board::Shown;
use crate::game::state::InRound;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        draw_coach
            .in_set(UiSystems::Panels)
            .run_if(in_state(InRound)),
    );
}

fn value_color(value: Value, palette: &Palette) -> egui::Color32 {
    match value {
        Value::Win { .. } => palette.value_win,
        Value::Draw => palette.value_draw,
        Value::Loss { .. } => palette.value_loss,
    }
}

fn ring(
    painter: &egui::Painter,
    layout: &BoardLayout,
    pos: Pos,
    color: egui::Color32,
    label: &str,
) {
    let at = layout.cell_center(pos);
    let r = layout.cell_size() * 0.42;
    let centre = egui::pos2(at.x, at.y);
    painter.circle_stroke(centre, r, egui::Stroke::new((r * 0.08).max(2.0), color));
    let size = (layout.cell_size() * 0.14).clamp(SMALLEST_TEXT, 20.0);
    painter.text(
        centre + egui::vec2(0.0, -r * 0.72),
        egui::Align2::CENTER_CENTER,
        label,
        egui::FontId::proportional(size),
        color,
    );
}

fn draw_coach(
    mut contexts: EguiContexts,
    layout: Res<BoardLayout>,
    round: Res<Round>,
    shown: Res<Shown>,
    overlay: Res<AnalysisOverlay>,
    hint: Res<HintRequest>,
    review: Res<Review>,
    analyst: Res<Analyst>,
    palette: Res<Palette>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let painter = ctx.layer_painter(egui::LayerId::new(
        egui::Order::Background,
        egui::Id::new("coach"),
    ));
    let board = shown.board(&round);
    let text_size = (layout.cell_size() * 0.16).clamp(SMALLEST_TEXT, 22.0);
    if overlay.0 {
        match analyst.get(&board) {
            Some(analysis) => {
                for &(pos, value) in &analysis.squares {
                    let at = layout.cell_center(pos);
                    let color = value_color(value, &palette);
                    let half = layout.cell_size() * 0.45;
                    let rect = egui::Rect::from_center_size(
                        egui::pos2(at.x, at.y),
                        egui::vec2(half * 2.0, half * 2.0),
                    );
                    painter.rect_filled(rect, 6.0, color.gamma_multiply(0.12));
                    painter.text(
                        egui::pos2(at.x, at.y + layout.cell_size() * 0.28),
                        egui::Align2::CENTER_CENTER,
                        value.short(),
                        egui::FontId::proportional(text_size),
                        color,
                    );
                }
            }
            None if !board.outcome().is_over() => {
                let at = layout.board_rect().center();
                painter.text(
                    egui::pos2(at.x, at.y),
                    egui::Align2::CENTER_CENTER,
                    "Analysing…",
                    egui::FontId::proportional(text_size),
                    palette.text_muted,
                );
            }
            None => {}
        }
    }
    for &pos in hint.squares_for(&board) {
        ring(&painter, &layout, pos, palette.hint_ring, "hint");
    }
    if let Some(mark) = &review.mark {
        let played_color = match mark.verdict {
            Verdict::Mistake => palette.mistake_ring,
            Verdict::Kept => palette.value_draw,
            Verdict::Best => palette.hint_ring,
        };
        if mark.verdict != Verdict::Best {
            for &pos in &mark.best {
                ring(&painter, &layout, pos, palette.hint_ring, "better");
            }
        }
        ring(
            &painter,
            &layout,
            mark.mv.pos,
            played_color,
            &format!("{} played", mark.mv.player),
        );
    }
    Ok(())
}
