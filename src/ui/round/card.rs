//! The panel's card of the moment (the result, the review, a look back) and its buttons.

use super::controls::{Ask, View};
use super::result::{arrival, feeling};
use super::status_line::result_tint;
use crate::game::coach::analyst::Analyst;
use crate::game::coach::{CoachCommand, ReviewStep, ViewStep};
use crate::game::flow::RoundCommand;
use crate::game::online::rating_change_text;
use crate::game::online::report::Reporting;
use crate::game::round::outcome::RoundResult;
use crate::game::round::score::{result_text, score_text};
use crate::game::setup::language::Words;
use crate::game::setup::seat::Authority;
use crate::i18n::t;
use crate::net::protocol::ReportReason;
use crate::ui::egui_host::Landmarks;
use crate::ui::input::keymap::Action;
use crate::ui::scripts::visual;
use crate::ui::theme::{Palette, Radius, Space, Type, regular, strong};
use crate::ui::widgets::{self, ControlWords, Rank};
use bevy_egui::egui;

/// What the card of the moment holds where it is drawn.
#[derive(Clone, Copy, Debug)]
pub(super) struct CardRoom {
    /// Room for the card's words (the result and the score, the review's
    /// step); without it the status line and the header say them.
    pub words: bool,
    /// The card carries Menu: under the board it takes the controls'
    /// place, while beside the board the controls' own Menu is under it.
    pub menu: bool,
}

/// A button of the card of the moment: a key's action, and what it asks.
#[derive(Clone, Copy)]
struct CardButton {
    action: Action,
    rank: Rank,
    ask: Ask,
}

impl CardButton {
    fn new(action: Action, rank: Rank, ask: Ask) -> Self {
        CardButton { action, rank, ask }
    }

    fn again() -> Self {
        Self::new(
            Action::PlayAgain,
            Rank::Primary,
            Ask::Round(RoundCommand::PlayAgain),
        )
    }

    fn copy() -> Self {
        Self::new(Action::CopyReplayLink, Rank::Secondary, Ask::CopyReplay)
    }

    fn menu() -> Self {
        Self::new(
            Action::BackToMenu,
            Rank::Secondary,
            Ask::Round(RoundCommand::ToMenu),
        )
    }

    fn review() -> Self {
        Self::new(
            Action::Review,
            Rank::Secondary,
            Ask::Coach(CoachCommand::Review(ReviewStep::Start)),
        )
    }

    /// A review's step, on the Secondary rank.
    fn review_step(action: Action, step: ReviewStep) -> Self {
        Self::new(
            action,
            Rank::Secondary,
            Ask::Coach(CoachCommand::Review(step)),
        )
    }
}

/// Watchers, replays and a friend who left have no round to ask for: the
/// link instead.
fn no_next_round(view: &View) -> bool {
    view.settings.is_watching() || view.round.authority() == Authority::Record || view.friend_left
}

/// The card of the moment: the result, the review, or a look back. Drawn
/// above the controls beside the board, instead of them under it. Returns
/// whether there was one.
pub(super) fn moment_card(
    ui: &mut egui::Ui,
    view: &View,
    room: CardRoom,
    asked: &mut Option<Ask>,
    landmarks: &mut Landmarks,
) -> bool {
    if view.over && view.review.is_active() {
        review_card(ui, view, room, asked, landmarks);
        return true;
    }
    if view.over {
        let Some(t) = view.card else {
            return false;
        };
        result_card(ui, view, room, t, asked, landmarks);
        return true;
    }
    if view.looking_back() {
        look_back_card(ui, view, asked, landmarks);
        return true;
    }
    false
}

/// The review's step and its buttons.
fn review_card(
    ui: &mut egui::Ui,
    view: &View,
    room: CardRoom,
    asked: &mut Option<Ask>,
    landmarks: &mut Landmarks,
) {
    let palette = view.palette;
    let place = card(ui, palette.surface, &palette, egui::Vec2::ZERO, 1.0, |ui| {
        if room.words {
            let step = view.review.step.unwrap_or(1);
            ui.label(
                egui::RichText::new(t!(
                    view.words,
                    "round-review-step",
                    step = step,
                    count = view.round.game().moves().len()
                ))
                .font(strong(Type::HEADING)),
            );
        }
        // Play again keeps the result card's first row; the steps take
        // the row of Review (and Menu).
        let first = if no_next_round(view) {
            CardButton::copy()
        } else {
            CardButton::again()
        };
        let close = CardButton::review_step(Action::CloseReview, ReviewStep::Stop);
        buttons(ui, &[first, close], asked, landmarks);
        buttons(
            ui,
            &[
                CardButton::review_step(Action::ReviewPrevious, ReviewStep::Previous),
                CardButton::review_step(Action::ReviewNext, ReviewStep::Next),
            ],
            asked,
            landmarks,
        );
    });
    // For the tests: its buttons lie inside it.
    landmarks.record("moment-card", place);
}

/// The result arriving `t` seconds in: its words where there is room,
/// then what may come next.
fn result_card(
    ui: &mut egui::Ui,
    view: &View,
    room: CardRoom,
    t: f32,
    asked: &mut Option<Ask>,
    landmarks: &mut Landmarks,
) {
    let palette = view.palette;
    let (opacity, offset) = arrival(feeling(view.result, view.settings), t);
    let tint = result_tint(view.result, view.settings, &palette);
    let place = card(ui, tint, &palette, offset, opacity, |ui| {
        if room.words {
            result_words(ui, view);
        } else if let Some(change) = view.rating_change {
            // The status line has the result; the rating is said only here.
            ui.label(
                egui::RichText::new(rating_change_text(change, view.words))
                    .font(regular(Type::SMALL))
                    .color(palette.text),
            );
        }
        result_buttons(ui, view, room, asked, landmarks);
    });
    // For the tests: its buttons lie inside it.
    landmarks.record("moment-card", place);
}

/// The result's headline and, under it, the score (and the rating) or a
/// replay's length.
fn result_words(ui: &mut egui::Ui, view: &View) {
    let (headline, line) = if view.round.authority() == Authority::Record {
        (
            replay_headline(view.result, view.words),
            t!(
                view.words,
                "round-replay-moves",
                count = view.round.game().moves().len()
            ),
        )
    } else {
        let score = score_text(view.score, view.settings, view.words);
        let line = match view.rating_change {
            Some(change) => t!(
                view.words,
                "round-score-and-rating",
                score = score,
                rating = rating_change_text(change, view.words)
            ),
            None => score,
        };
        let rules = view.round.game().rules();
        (
            result_text(view.result, rules, view.settings, view.words),
            line,
        )
    };
    ui.label(
        egui::RichText::new(visual(&headline))
            .font(strong(Type::HEADING))
            .color(view.palette.text),
    );
    ui.add(
        egui::Label::new(
            egui::RichText::new(visual(&line))
                .font(regular(Type::SMALL))
                .color(view.palette.text),
        )
        .wrap(),
    );
    ui.add_space(Space::XS);
}

/// What may come after a result, in rows that fit where the card is.
fn result_buttons(
    ui: &mut egui::Ui,
    view: &View,
    room: CardRoom,
    asked: &mut Option<Ask>,
    landmarks: &mut Landmarks,
) {
    use CardButton as B;
    // A board the coach does not know yet (Qubic) has no review to offer.
    let review = Analyst::reviews(view.round.game().rules()).then(B::review);
    let row = |specs: &[Option<CardButton>]| -> Vec<CardButton> {
        specs.iter().flatten().copied().collect()
    };
    if no_next_round(view) {
        buttons(ui, &row(&[review, Some(B::copy())]), asked, landmarks);
        // Beside the board, Menu is among the controls already.
        if room.menu {
            buttons(ui, &[B::menu()], asked, landmarks);
        }
    } else if room.menu {
        // Two to a row: a narrow phone stacks a row that does not fit,
        // and three would push Menu off the screen.
        buttons(ui, &[B::again(), B::copy()], asked, landmarks);
        buttons(ui, &row(&[review, Some(B::menu())]), asked, landmarks);
    } else {
        buttons(ui, &row(&[Some(B::again()), review]), asked, landmarks);
        // A short panel (a phone on its side) keeps the controls in sight
        // instead: L copies the link there.
        if room.words {
            buttons(ui, &[B::copy()], asked, landmarks);
        }
    }
    report_row(ui, view, asked, landmarks);
}

/// After a rated online round: "Report:" in small words, then a quiet
/// button for either reason in one row (a short window has no room for
/// two more rows), one press each; then the word that it was sent.
fn report_row(ui: &mut egui::Ui, view: &View, asked: &mut Option<Ask>, landmarks: &mut Landmarks) {
    match view.reporting {
        Reporting::Not => {}
        Reporting::Open => {
            ui.label(
                egui::RichText::new(t!(view.words, "round-report"))
                    .font(regular(Type::SMALL))
                    .color(view.palette.text),
            );
            buttons(
                ui,
                &[
                    CardButton::new(
                        Action::ReportThrew,
                        Rank::Quiet,
                        Ask::Report(ReportReason::Threw),
                    ),
                    CardButton::new(
                        Action::ReportUnfair,
                        Rank::Quiet,
                        Ask::Report(ReportReason::Unfair),
                    ),
                ],
                asked,
                landmarks,
            );
        }
        Reporting::Sent => {
            ui.label(
                egui::RichText::new(t!(view.words, "round-reported"))
                    .font(regular(Type::SMALL))
                    .color(view.palette.text),
            );
        }
    }
}

/// Looking back during a round: back to the game, or play on from here.
fn look_back_card(
    ui: &mut egui::Ui,
    view: &View,
    asked: &mut Option<Ask>,
    landmarks: &mut Landmarks,
) {
    let palette = view.palette;
    let place = card(ui, palette.surface, &palette, egui::Vec2::ZERO, 1.0, |ui| {
        let view = |step| Ask::Coach(CoachCommand::View(step));
        buttons(
            ui,
            &[
                CardButton::new(
                    Action::BackToGame,
                    Rank::Primary,
                    view(ViewStep::BackToGame),
                ),
                CardButton::new(
                    Action::PlayFromHere,
                    Rank::Secondary,
                    view(ViewStep::PlayFromHere),
                ),
            ],
            asked,
            landmarks,
        );
    });
    // For the tests: its buttons lie inside it.
    landmarks.record("moment-card", place);
}

/// A replay's result by mark: the link carries no names.
fn replay_headline(result: &RoundResult, words: &Words) -> String {
    match result {
        RoundResult::Win { player, .. } => {
            t!(words, "round-replay-won", mark = player.to_string())
        }
        RoundResult::Draw => t!(words, "round-replay-draw"),
        RoundResult::Undecided => t!(words, "round-replay-unfinished"),
    }
}

/// Buttons of equal width in a row; where a label would not fit its
/// share (a longer language's), each takes the width its words need and
/// an equal part of the rest; where even that would not fit (a narrow
/// panel), one under another: a button never grows past the panel's edge.
fn buttons(
    ui: &mut egui::Ui,
    specs: &[CardButton],
    asked: &mut Option<Ask>,
    landmarks: &mut Landmarks,
) {
    // Words centred in a button of a set width need little padding.
    ui.spacing_mut().button_padding.x = Space::S;
    let gap = Space::S;
    let labels: Vec<String> = specs
        .iter()
        .map(|spec| ControlWords::of(ui.ctx()).button(spec.action))
        .collect();
    let least: Vec<f32> = labels
        .iter()
        .map(|label| widgets::button_width(ui, label))
        .collect();
    let widths = row_widths(&least, ui.available_width(), gap);
    let mut press = |ui: &mut egui::Ui, spec: &CardButton, label: &str, width: f32| {
        let response = widgets::button_sized(ui, spec.rank, label, Some(spec.action), width);
        // Named for the browser tests, which tap them on a phone.
        match spec.action {
            Action::PlayAgain => landmarks.record("play-again", response.rect),
            Action::BackToMenu => landmarks.record("menu", response.rect),
            Action::CopyReplayLink => landmarks.record("copy-link", response.rect),
            Action::Review => landmarks.record("review", response.rect),
            Action::ReportThrew => landmarks.record("report", response.rect),
            _ => {}
        }
        if response.clicked() {
            *asked = Some(spec.ask);
        }
    };
    match widths {
        Some(widths) => {
            ui.horizontal(|ui| {
                ui.spacing_mut().item_spacing.x = gap;
                for ((spec, label), width) in specs.iter().zip(&labels).zip(widths) {
                    press(ui, spec, label, width);
                }
            });
        }
        None => {
            let width = ui.available_width();
            for (spec, label) in specs.iter().zip(&labels) {
                press(ui, spec, label, width);
            }
        }
    }
}

/// The widths of buttons in a row of `width` with `gap` between them, each
/// needing `least`: equal shares where every one fits its share, else
/// what each needs and an equal part of the rest; `None` where they do
/// not fit side by side.
fn row_widths(least: &[f32], width: f32, gap: f32) -> Option<Vec<f32>> {
    let n = least.len().max(1);
    let room = width - gap * (n - 1) as f32;
    let share = (room / n as f32).floor();
    let needed: f32 = least.iter().sum();
    if least.iter().all(|&w| w <= share) {
        Some(vec![share; least.len()])
    } else if needed <= room {
        let spare = (room - needed) / n as f32;
        Some(least.iter().map(|w| (w + spare).floor()).collect())
    } else {
        None
    }
}

/// A card in the panel, arriving with `offset` and `opacity`. Returns
/// where it is.
fn card(
    ui: &mut egui::Ui,
    fill: egui::Color32,
    palette: &Palette,
    offset: egui::Vec2,
    opacity: f32,
    contents: impl FnOnce(&mut egui::Ui),
) -> egui::Rect {
    let mut place = egui::Rect::NOTHING;
    ui.scope(|ui| {
        ui.multiply_opacity(opacity);
        ui.add_space(offset.y.max(0.0));
        ui.horizontal(|ui| {
            ui.add_space(offset.x.max(0.0));
            place = egui::Frame::new()
                .fill(fill)
                .stroke(palette.card_stroke())
                .corner_radius(Radius::CARD)
                .inner_margin(Space::M as i8)
                .show(ui, |ui| {
                    ui.vertical(|ui| {
                        ui.set_width(ui.available_width());
                        ui.spacing_mut().item_spacing.y = Space::S;
                        contents(ui);
                    });
                })
                .response
                .rect;
        });
    });
    ui.add_space(Space::S);
    place
}

#[cfg(test)]
mod tests {
    use super::row_widths;

    #[test]
    fn buttons_share_a_row_evenly_or_by_their_words_or_stack() {
        // Short words: equal halves of 312 less the gap.
        assert_eq!(
            row_widths(&[90.0, 100.0], 312.0, 8.0),
            Some(vec![152.0, 152.0])
        );
        // A long label takes what it needs; the other the rest.
        assert_eq!(
            row_widths(&[80.0, 170.0], 312.0, 8.0),
            Some(vec![107.0, 197.0])
        );
        // Too long to sit side by side: one under another.
        assert_eq!(row_widths(&[150.0, 170.0], 312.0, 8.0), None);
    }
}
