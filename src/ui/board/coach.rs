//! The coach on the board: what each empty square leads to (the analysis),
//! outlines round hinted squares, and in a review the move played and the
//! better squares. Each outline's word sits in a label inside its square,
//! clear of the outline. Drawn over the board, under the panels.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::core::ai::Value;
use crate::core::review::{Verdict, percent};
use crate::core::{Board, Player, Pos};
use crate::game::coach::analyst::{Analyst, Chance};
use crate::game::coach::hint::{AnalysisOverlay, HintRequest};
use crate::game::coach::review::Review;
use crate::game::round::Round;
use crate::game::round::board::Shown;
use crate::game::setup::language::Words;
use crate::game::state::InRound;
use crate::i18n::t;
use crate::ui::egui_host::UiSystems;
use crate::ui::layout::BoardLayout;
use crate::ui::theme::{Palette, SMALLEST_TEXT, Type, regular, strong};

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

/// What playing a square leads to, named by who wins: "X wins" over "in 3
/// moves", or "Draw".
pub fn square_words(value: Value, mover: Player, words: &Words) -> (String, Option<String>) {
    let within = |n: u32| {
        if n == 1 {
            t!(words, "board-at-once")
        } else {
            t!(words, "board-in-moves", count = n)
        }
    };
    let wins = |player: Player| t!(words, "board-wins", mark = player.to_string());
    match value {
        Value::Win { moves } => (wins(mover), Some(within(moves))),
        Value::Draw => (t!(words, "board-draw"), None),
        Value::Loss { moves } => (wins(mover.opponent()), Some(within(moves))),
    }
}

/// Iterations through a move before the overlay shows its chance: fewer
/// give a number that jumps about.
const SHOWN_AFTER_VISITS: u32 = 24;

/// On Ultimate, what the engine's search gives a square, for the mover:
/// its chance as a percentage, or who wins once it is proven.
pub fn chance_words(chance: Chance, mover: Player, words: &Words) -> String {
    let wins = |player: Player| t!(words, "board-wins", mark = player.to_string());
    match (chance.proven, chance.win) {
        (true, w) if w >= 1.0 => wins(mover),
        (true, w) if w > 0.0 => t!(words, "board-draw"),
        (true, _) => wins(mover.opponent()),
        (false, w) => t!(words, "board-chance", percent = percent(w)),
    }
}

fn chance_color(chance: Chance, palette: &Palette) -> egui::Color32 {
    match chance.win {
        w if w >= 0.6 => palette.value_win,
        w if w <= 0.4 => palette.value_loss,
        _ => palette.value_draw,
    }
}

/// A square's outline, round-cornered (a circle would read as an O), with
/// its word in a label inside the square, below the centre, clear of the
/// outline.
fn outline_square(
    painter: &egui::Painter,
    layout: &BoardLayout,
    pos: Pos,
    color: egui::Color32,
    label: &str,
    palette: &Palette,
) {
    let at = layout.cell_center(pos);
    let cell = layout.cell_size();
    let centre = egui::pos2(at.x, at.y);
    painter.rect_stroke(
        egui::Rect::from_center_size(centre, egui::Vec2::splat(cell * 0.84)),
        cell * 0.12,
        egui::Stroke::new((cell * 0.035).max(2.5), color),
        egui::StrokeKind::Inside,
    );
    // The label stays inside its square: a longer one (a longer
    // language's) is set smaller, down to the smallest text, then wrapped
    // between words, never inside one ("X playe/d" on Ultimate's squares).
    let room = cell * 0.76;
    let mut size = (cell * 0.13).clamp(SMALLEST_TEXT, Type::BODY);
    let mut galley = painter.layout_no_wrap(label.to_string(), strong(size), color);
    if galley.size().x > room {
        size = (size * room / galley.size().x).max(SMALLEST_TEXT);
        let wrap_width = label
            .split_whitespace()
            .map(|word| {
                painter
                    .layout_no_wrap(word.to_string(), strong(size), color)
                    .size()
                    .x
            })
            .fold(room, f32::max)
            + 1.0;
        galley = painter.layout(label.to_string(), strong(size), color, wrap_width);
    }
    // Towards the foot of the square, below the chance shown at its
    // centre (on Ultimate's small squares the two still touch).
    let pill_size = galley.size() + egui::vec2(size * 0.9, size * 0.3);
    let pill = egui::Rect::from_center_size(
        centre + egui::vec2(0.0, (cell * 0.4 - pill_size.y / 2.0).max(cell * 0.2)),
        pill_size,
    );
    painter.rect(
        pill,
        pill.height() / 2.0,
        palette.surface,
        egui::Stroke::new(1.5, color),
        egui::StrokeKind::Inside,
    );
    painter.galley(pill.center() - galley.size() / 2.0, galley, color);
}

/// What the coach shows on the board.
#[derive(SystemParam)]
struct CoachNow<'w> {
    round: Res<'w, Round>,
    shown: Res<'w, Shown>,
    overlay: Res<'w, AnalysisOverlay>,
    hint: Res<'w, HintRequest>,
    review: Res<'w, Review>,
    analyst: Res<'w, Analyst>,
}

/// Where the coach paints, and how.
struct Canvas<'a> {
    painter: egui::Painter,
    layout: &'a BoardLayout,
    palette: &'a Palette,
    words: &'a Words,
}

fn draw_coach(
    mut contexts: EguiContexts,
    now: CoachNow,
    layout: Res<BoardLayout>,
    palette: Res<Palette>,
    words: Res<Words>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let canvas = Canvas {
        painter: ctx.layer_painter(egui::LayerId::new(
            egui::Order::Background,
            egui::Id::new("coach"),
        )),
        layout: &layout,
        palette: &palette,
        words: &words,
    };
    let board = now.shown.board(&now.round);
    if now.overlay.0 && (board.rules().is_ultimate() || board.rules().is_qubic()) {
        paint_chances(&canvas, &board, &now.analyst);
    } else if now.overlay.0 {
        paint_values(&canvas, &board, &now.analyst);
    }
    for &pos in now.hint.squares_for(&board) {
        let best = t!(canvas.words, "board-best");
        canvas.outline(pos, palette.hint_ring, &best);
    }
    paint_review(&canvas, &now.review, &now.round);
    Ok(())
}

impl Canvas<'_> {
    fn outline(&self, pos: Pos, color: egui::Color32, label: &str) {
        outline_square(&self.painter, self.layout, pos, color, label, self.palette);
    }
}

/// On Ultimate, each square's chance from the engine's search, once it
/// has looked at the square enough; on Qubic, who wins at the points runs
/// of threats decide.
fn paint_chances(canvas: &Canvas, board: &Board, analyst: &Analyst) {
    let Canvas {
        painter,
        layout,
        palette,
        words,
    } = canvas;
    let cell = layout.cell_size();
    let mover = board.to_move();
    let chances = analyst.chances(board);
    for &(pos, chance) in chances.iter().flat_map(|c| &c.squares) {
        if chance.visits < SHOWN_AFTER_VISITS && !chance.proven {
            continue;
        }
        let at = layout.cell_center(pos);
        let color = chance_color(chance, palette);
        let rect =
            egui::Rect::from_center_size(egui::pos2(at.x, at.y), egui::Vec2::splat(cell * 0.9));
        painter.rect_filled(rect, 4.0, color.gamma_multiply(0.14));
        let size = (cell * 0.26).clamp(SMALLEST_TEXT, Type::BODY);
        let galley = fitted_chance(painter, chance, mover, words, strong(size), cell * 0.86);
        painter.galley(egui::pos2(at.x, at.y) - galley.size() / 2.0, galley, color);
    }
}

/// A square's chance in words ("X wins"), or where they would spill out
/// of the square (Qubic's and Ultimate's squares on a phone) its code
/// ("X", "=", "61%") as the terminal shows it.
fn fitted_chance(
    painter: &egui::Painter,
    chance: Chance,
    mover: Player,
    words: &Words,
    font: egui::FontId,
    room: f32,
) -> std::sync::Arc<egui::Galley> {
    let color = egui::Color32::PLACEHOLDER;
    let galley = painter.layout_no_wrap(chance_words(chance, mover, words), font.clone(), color);
    if galley.size().x <= room {
        return galley;
    }
    painter.layout_no_wrap(chance.code(mover), font, color)
}

/// What each empty square leads to, once the analysis is done; until
/// then, that it is being done.
fn paint_values(canvas: &Canvas, board: &Board, analyst: &Analyst) {
    let Canvas {
        painter,
        layout,
        palette,
        words,
    } = canvas;
    let cell = layout.cell_size();
    let text_size = (cell * 0.14).clamp(SMALLEST_TEXT, Type::HEADING);
    match analyst.get(board) {
        Some(analysis) => {
            let mover = board.to_move();
            for &(pos, value) in &analysis.squares {
                let at = layout.cell_center(pos);
                let color = value_color(value, palette);
                let rect = egui::Rect::from_center_size(
                    egui::pos2(at.x, at.y),
                    egui::vec2(cell * 0.9, cell * 0.9),
                );
                painter.rect_filled(rect, 8.0, color.gamma_multiply(0.14));
                let (headline, detail) = square_words(value, mover, words);
                painter.text(
                    egui::pos2(at.x, at.y - text_size * 0.55),
                    egui::Align2::CENTER_CENTER,
                    headline,
                    strong(text_size),
                    color,
                );
                if let Some(detail) = detail {
                    painter.text(
                        egui::pos2(at.x, at.y + text_size * 0.65),
                        egui::Align2::CENTER_CENTER,
                        detail,
                        regular((text_size * 0.85).max(SMALLEST_TEXT)),
                        color,
                    );
                }
            }
        }
        None if !board.outcome().is_over() => {
            let at = layout.board_rect().center();
            painter.text(
                egui::pos2(at.x, at.y),
                egui::Align2::CENTER_CENTER,
                t!(words, "board-analysing"),
                strong(text_size),
                palette.text_muted,
            );
        }
        None => {}
    }
}

/// In a review, the move played, outlined by its verdict, and the better
/// squares; before the verdict, the move alone.
fn paint_review(canvas: &Canvas, review: &Review, round: &Round) {
    let Canvas { palette, words, .. } = canvas;
    if let Some(mark) = &review.mark {
        let played_color = match mark.verdict {
            Verdict::Mistake => palette.mistake_ring,
            Verdict::Kept => palette.value_draw,
            Verdict::Best => palette.hint_ring,
        };
        if mark.verdict != Verdict::Best {
            for &pos in &mark.best {
                canvas.outline(pos, palette.hint_ring, &t!(words, "board-better"));
            }
        }
        canvas.outline(
            mark.mv.pos,
            played_color,
            &t!(words, "board-played", mark = mark.mv.player.to_string()),
        );
    } else if let Some(mv) = review
        .step
        .and_then(|step| round.game().moves().get(step.wrapping_sub(1)))
    {
        // The move under review is shown at once; its verdict fills in.
        canvas.outline(mv.pos, palette.text_muted, &t!(words, "board-judging"));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::i18n::Language;

    #[test]
    fn a_squares_value_names_who_wins() {
        let words = &Words::new(Language::English);
        assert_eq!(
            square_words(Value::Loss { moves: 1 }, Player::X, words),
            ("O wins".to_string(), Some("at once".to_string()))
        );
        assert_eq!(
            square_words(Value::Win { moves: 3 }, Player::O, words),
            ("O wins".to_string(), Some("in 3 moves".to_string()))
        );
        assert_eq!(square_words(Value::Draw, Player::X, words).0, "Draw");
    }

    #[test]
    fn a_proven_chance_is_its_mark_alone_where_the_words_would_spill_out() {
        let words = &Words::new(Language::English);
        let ctx = egui::Context::default();
        ctx.set_fonts(crate::ui::theme::fonts());
        // One pass, so the context has its fonts; the atlas's changes
        // would go to a renderer, and there is none.
        ctx.run_ui(egui::RawInput::default(), |_| {})
            .textures_delta
            .clear();
        let painter = ctx.layer_painter(egui::LayerId::background());
        let won = Chance {
            win: 1.0,
            proven: true,
            visits: 0,
        };
        let text = |room: f32| {
            fitted_chance(&painter, won, Player::O, words, strong(12.0), room)
                .job
                .text
                .clone()
        };
        assert_eq!(text(200.0), "O wins");
        // A phone's Qubic point is about 30 pixels across.
        assert_eq!(text(26.0), "O");
    }
}
