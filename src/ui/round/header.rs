//! The header across the top of a round: both players, each with the mark
//! they play this round, their name and their wins, and the draws between
//! them. The player to move is lit; after the round, the winner.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::MatchNow;
use crate::core::Player;
use crate::core::matchup::{Score, Seat};
use crate::game::online::MoveClock;
use crate::game::round::Round;
use crate::game::round::outcome::RoundResult;
use crate::game::round::score::MatchScore;
use crate::game::round::turn::Turn;
use crate::game::setup::language::Words;
use crate::game::setup::seat::{Authority, Controller};
use crate::game::setup::settings::{MatchSettings, difficulty_label};
use crate::game::state::InRound;
use crate::i18n::t;
use crate::ui::egui_host::{UiSystems, root_ui};
use crate::ui::layout::BoardLayout;
use crate::ui::scripts::{has_right_to_left, visual_name};
use crate::ui::theme::{Palette, SMALLEST_TEXT, Space, Type, egui_color, regular, strong};
use crate::ui::widgets;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        header.in_set(UiSystems::Panels).run_if(in_state(InRound)),
    );
}

/// One side of the header.
struct Side {
    name: String,
    /// Under the name: "wins" or the time left to move, then "Medium"
    /// under a computer's name or "you" under yours, then the rating.
    note: Option<String>,
    player: Player,
    wins: u32,
    /// To move now, or the winner of a decided round.
    lit: bool,
    won: bool,
}

fn side(
    seat: Seat,
    round: &Round,
    turn: &Turn,
    result: &RoundResult,
    score: &Score,
    settings: &MatchSettings,
    rating: Option<u32>,
    clock: Option<MoveClock>,
    words: &Words,
) -> Side {
    // "you" marks this device's side where the other is a person.
    let you = settings.is_you(seat) && !settings.mode.has_computer();
    let won = matches!(result, RoundResult::Win { seat: winner, .. } if *winner == seat);
    let to_move = turn.mover().is_some_and(|m| m.seat == seat);
    let left = clock
        .filter(|clock| clock.running && to_move)
        .map(|clock| clock.text());
    let computer = (round.controller(seat) == Controller::Computer)
        .then(|| difficulty_label(settings.difficulty, words));
    let note = under_the_name(won, you, left, computer, rating, words);
    Side {
        name: settings.shown_name(seat, words),
        note,
        player: round.player_of(seat),
        wins: score.wins[seat.index()],
        lit: to_move || won,
        won,
    }
}

/// What is happening to a side comes first (the win, the time left to
/// move), then who it is ("you", a computer's strength), then a rated
/// room's rating: none hides another, so a winner sees their new rating.
fn under_the_name(
    won: bool,
    you: bool,
    left: Option<String>,
    computer: Option<String>,
    rating: Option<u32>,
    words: &Words,
) -> Option<String> {
    let moment = match left {
        _ if won && you => Some(t!(words, "round-you-win")),
        _ if won => Some(t!(words, "round-wins")),
        Some(left) => Some(t!(words, "round-time-left", time = left)),
        None => None,
    };
    let who = computer.or_else(|| (you && !won).then(|| t!(words, "round-you")));
    let parts: Vec<String> = [moment, who, rating.map(|r| r.to_string())]
        .into_iter()
        .flatten()
        .collect();
    (!parts.is_empty()).then(|| parts.join(" · "))
}

fn header(
    mut contexts: EguiContexts,
    layout: Res<BoardLayout>,
    now: MatchNow,
    turn: Res<Turn>,
    score: Res<MatchScore>,
    time: Res<Time<Real>>,
    palette: Res<Palette>,
    words: Res<Words>,
) -> Result {
    let MatchNow {
        round,
        result,
        settings,
        online,
    } = now;
    let ctx = contexts.ctx_mut()?;
    let mut root = root_ui(ctx, "header root", layout.header);
    let palette = *palette;
    let online_round = round.authority() == Authority::Server;
    let clock = online
        .move_clock(time.elapsed_secs_f64())
        .filter(|_| online_round);
    let sides = Seat::BOTH.map(|seat| {
        let rating = online.rating(seat).filter(|_| online_round);
        side(
            seat, &round, &turn, &result, &score, &settings, rating, clock, &words,
        )
    });
    egui::CentralPanel::default()
        .frame(
            egui::Frame::new()
                .fill(palette.surface)
                .inner_margin(egui::Margin::symmetric(Space::M as i8, Space::XS as i8)),
        )
        .show(&mut root, |ui| {
            let full = ui.max_rect();
            // A thin line under the header.
            ui.painter().hline(
                full.x_range(),
                layout.header.max.y - 0.5,
                egui::Stroke::new(1.0, palette.outline),
            );
            // Wide enough for the word under the draws in any language.
            let word = ui
                .painter()
                .layout_no_wrap(
                    t!(words, "round-draws", count = score.draws),
                    regular(Type::SMALL),
                    palette.text_muted,
                )
                .size()
                .x;
            let least: f32 = if full.width() < 480.0 { 52.0 } else { 84.0 };
            let middle = least.max(word + Space::M);
            let half = (full.width() - middle) / 2.0;
            let left = egui::Rect::from_min_size(full.min, egui::vec2(half, full.height()));
            let centre =
                egui::Rect::from_min_size(left.right_top(), egui::vec2(middle, full.height()));
            let right =
                egui::Rect::from_min_size(centre.right_top(), egui::vec2(half, full.height()));
            player_card(ui, left, &sides[0], false, &palette);
            player_card(ui, right, &sides[1], true, &palette);
            draws(ui, centre, score.draws, &palette, &words);
        });
    Ok(())
}

/// Where a player's card puts its mark (its centre), its wins and its
/// name, inside `inner`: mirrored on the right, the mark at the outer edge
/// and the wins inward.
struct CardPlaces {
    mark_centre: egui::Pos2,
    score: egui::Rect,
    name: egui::Rect,
}

impl CardPlaces {
    fn new(inner: egui::Rect, mark_size: f32, score_width: f32, mirrored: bool) -> Self {
        if mirrored {
            let score = egui::Rect::from_min_size(
                inner.left_top(),
                egui::vec2(score_width, inner.height()),
            );
            CardPlaces {
                mark_centre: egui::pos2(inner.right() - mark_size / 2.0, inner.center().y),
                score,
                name: egui::Rect::from_min_max(
                    egui::pos2(score.right() + Space::XS, inner.top()),
                    egui::pos2(inner.right() - mark_size - Space::XS * 1.5, inner.bottom()),
                ),
            }
        } else {
            let score = egui::Rect::from_min_size(
                egui::pos2(inner.right() - score_width, inner.top()),
                egui::vec2(score_width, inner.height()),
            );
            CardPlaces {
                mark_centre: egui::pos2(inner.left() + mark_size / 2.0, inner.center().y),
                score,
                name: egui::Rect::from_min_max(
                    egui::pos2(inner.left() + mark_size + Space::XS * 1.5, inner.top()),
                    egui::pos2(score.left() - Space::XS, inner.bottom()),
                ),
            }
        }
    }
}

/// A player's mark, name and wins; the lit side has an accent bar under it.
fn player_card(
    ui: &mut egui::Ui,
    rect: egui::Rect,
    side: &Side,
    mirrored: bool,
    palette: &Palette,
) {
    let painter = ui.painter_at(rect);
    let inner = rect.shrink2(egui::vec2(Space::XS, Space::XS));
    let narrow = rect.width() < 200.0;
    let mark_size = (inner.height() * 0.62).min(if narrow { 22.0 } else { 34.0 });
    let wins_font = strong(if narrow { Type::HEADING } else { Type::TITLE });
    // On a phone the wins take only what their digits need, which leaves
    // the name room for a longer language's ("Компьютер").
    let score_width = if narrow {
        let digits = painter.layout_no_wrap(side.wins.to_string(), wins_font.clone(), palette.text);
        digits.size().x.clamp(12.0, 20.0)
    } else {
        40.0
    };
    let places = CardPlaces::new(inner, mark_size, score_width, mirrored);
    if side.lit {
        let bar = egui::Rect::from_min_max(
            egui::pos2(rect.left() + Space::S, rect.bottom() - 4.0),
            egui::pos2(rect.right() - Space::S, rect.bottom()),
        );
        painter.rect_filled(bar, 2, palette.accent);
    }
    widgets::paint_mark(
        &painter,
        places.mark_centre,
        mark_size,
        side.player == Player::X,
        palette,
    );
    let name_size = if narrow { Type::BODY } else { Type::HEADING };
    name_and_note(
        ui,
        &painter,
        places.name,
        side,
        name_size,
        mirrored,
        palette,
    );
    painter.text(
        places.score.center(),
        egui::Align2::CENTER_CENTER,
        side.wins.to_string(),
        wins_font,
        palette.text,
    );
}

/// A player's name in `rect`, set in `name_size`, and the note under it
/// if there is one; both against the card's inner edge.
fn name_and_note(
    ui: &egui::Ui,
    painter: &egui::Painter,
    rect: egui::Rect,
    side: &Side,
    name_size: f32,
    mirrored: bool,
    palette: &Palette,
) {
    let (align, anchor) = if mirrored {
        (egui::Align2::RIGHT_CENTER, rect.right_center())
    } else {
        (egui::Align2::LEFT_CENTER, rect.left_center())
    };
    let name_color = if side.lit {
        palette.text
    } else {
        palette.text_muted
    };
    let name_size = shrunk_to_fit(ui, &side.name, name_size, rect.width());
    let name = fit_name(ui, &side.name, strong(name_size), rect.width(), name_color);
    match side.note.clone() {
        Some(sub) => {
            let lift = egui::vec2(0.0, -9.0);
            painter.galley(aligned(anchor + lift, &name, align), name, name_color);
            let sub_color = if side.won {
                palette.accent
            } else {
                palette.text_muted
            };
            let sub = fit(ui, &sub, regular(Type::SMALL), rect.width(), sub_color);
            painter.galley(
                aligned(anchor + egui::vec2(0.0, 12.0), &sub, align),
                sub,
                sub_color,
            );
        }
        None => {
            painter.galley(aligned(anchor, &name, align), name, name_color);
        }
    }
}

/// The size a name is set in: `size`, or smaller down to the smallest
/// text where it would not fit `width` whole. A phone's header has room
/// for an English default name; a longer language's ("Компьютер") is set
/// smaller rather than cut short.
fn shrunk_to_fit(ui: &egui::Ui, name: &str, size: f32, width: f32) -> f32 {
    let whole = |size: f32| {
        ui.painter()
            .layout_no_wrap(
                visual_name(name).into_owned(),
                strong(size),
                egui::Color32::PLACEHOLDER,
            )
            .size()
            .x
    };
    let mut size = size;
    while size > SMALLEST_TEXT && whole(size) > width {
        size = (size - 1.0).max(SMALLEST_TEXT);
    }
    size
}

/// The draws between the two players, in the middle.
fn draws(ui: &mut egui::Ui, rect: egui::Rect, draws: u32, palette: &Palette, words: &Words) {
    let painter = ui.painter_at(rect);
    painter.text(
        rect.center() + egui::vec2(0.0, -8.0),
        egui::Align2::CENTER_CENTER,
        draws.to_string(),
        strong(Type::HEADING),
        palette.text,
    );
    painter.text(
        rect.center() + egui::vec2(0.0, 13.0),
        egui::Align2::CENTER_CENTER,
        t!(words, "round-draws", count = draws),
        regular(Type::SMALL),
        palette.text_muted,
    );
    let grid = egui_color(palette.grid);
    painter.vline(
        rect.left(),
        rect.y_range().shrink(Space::S),
        egui::Stroke::new(1.0, grid),
    );
    painter.vline(
        rect.right(),
        rect.y_range().shrink(Space::S),
        egui::Stroke::new(1.0, grid),
    );
}

/// Text laid out on one line, ending in an ellipsis if it is too wide.
fn fit(
    ui: &egui::Ui,
    text: &str,
    font: egui::FontId,
    width: f32,
    color: egui::Color32,
) -> std::sync::Arc<egui::Galley> {
    let mut job = egui::text::LayoutJob::simple_singleline(text.to_string(), font, color);
    job.wrap = egui::text::TextWrapping::truncate_at_width(width.max(1.0));
    ui.ctx().fonts_mut(|fonts| fonts.layout_job(job))
}

/// A name in its own direction, cut short at its end (in reading order)
/// if it is too wide: egui's own cut would take a right-to-left name's
/// first letters, which are drawn at the right.
fn fit_name(
    ui: &egui::Ui,
    name: &str,
    font: egui::FontId,
    width: f32,
    color: egui::Color32,
) -> std::sync::Arc<egui::Galley> {
    if !has_right_to_left(name) {
        return fit(ui, name, font, width, color);
    }
    let chars: Vec<char> = name.chars().collect();
    let layout = |text: String| {
        ui.ctx().fonts_mut(|fonts| {
            fonts.layout_no_wrap(visual_name(&text).into_owned(), font.clone(), color)
        })
    };
    let whole = layout(name.to_string());
    if whole.size().x <= width {
        return whole;
    }
    (1..chars.len())
        .rev()
        .map(|kept| layout(format!("{}…", chars[..kept].iter().collect::<String>())))
        .find(|galley| galley.size().x <= width)
        .unwrap_or_else(|| layout("…".to_string()))
}

/// Where a galley's top-left goes for it to sit at `anchor` with `align`.
fn aligned(anchor: egui::Pos2, galley: &egui::Galley, align: egui::Align2) -> egui::Pos2 {
    align.anchor_size(anchor, galley.size()).min
}

#[cfg(test)]
mod tests {
    use super::under_the_name;
    use crate::game::setup::language::Words;
    use crate::i18n::Language;

    #[test]
    fn nothing_under_a_name_hides_the_rating_or_who_you_are() {
        let words = &Words::new(Language::English);
        let rated = Some(1516);
        let on_turn = || Some("0:23".to_string());
        assert_eq!(
            under_the_name(false, true, on_turn(), None, rated, words).as_deref(),
            Some("0:23 left · you · 1516")
        );
        assert_eq!(
            under_the_name(true, true, None, None, rated, words).as_deref(),
            Some("you win · 1516")
        );
        assert_eq!(
            under_the_name(true, false, None, None, Some(1484), words).as_deref(),
            Some("wins · 1484")
        );
        assert_eq!(
            under_the_name(true, false, None, Some("Medium".into()), None, words).as_deref(),
            Some("wins · Medium")
        );
        assert_eq!(under_the_name(false, false, None, None, None, words), None);
    }
}
