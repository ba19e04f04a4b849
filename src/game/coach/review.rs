//! The review after a round: step through its moves with the arrow keys;
//! each is marked against perfect play (best, or a mistake that changed the
//! result), or on Ultimate against the engine's chances (a mistake lost
//! more than 20 points), with the better squares shown on the board.

use bevy::prelude::*;

use super::analyst::Analyst;
use super::{CoachCommand, ReviewStep, or_chain};
use crate::core::ai::Value;
use crate::core::notation::square_name;
use crate::core::review::{Judged, MoveReview, Verdict, percent, review_by_chance, review_move};
use crate::core::{Pos, Rules};
use crate::game::announce::{Announce, Announcement};
use crate::game::round::Round;
use crate::game::round::board::Shown;
use crate::game::sets::GameSystems;
use crate::game::setup::language::Words;
use crate::game::state::GameState;
use crate::i18n::t;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Review>();
    // Stepping changes what the board shows, so it comes before the board
    // follows (in the same set, the two were unordered: the board could
    // show the old moment for a frame).
    app.add_systems(
        Update,
        (
            step_review
                .in_set(GameSystems::Command)
                .run_if(on_message::<CoachCommand>),
            mark_move
                .in_set(GameSystems::Follow)
                .run_if(|review: Res<Review>| review.step.is_some()),
        )
            .run_if(in_state(GameState::GameOver)),
    );
    app.add_systems(OnExit(GameState::GameOver), stop_review);
}

/// The move being reviewed, and its mark once the analyst has it.
#[derive(Resource, Default, Debug, Clone, PartialEq)]
pub struct Review {
    /// The move on the board, from 1; `None` when not reviewing.
    pub step: Option<usize>,
    pub mark: Option<MoveReview>,
    /// The mark has been said.
    said: bool,
    /// The move has been said while its mark is still being worked out.
    said_pending: bool,
}

impl Review {
    pub fn is_active(&self) -> bool {
        self.step.is_some()
    }
}

fn step_review(
    mut commands: MessageReader<CoachCommand>,
    round: Res<Round>,
    mut review: ResMut<Review>,
    mut shown: ResMut<Shown>,
    words: Res<Words>,
    mut announce: MessageWriter<Announce>,
) {
    let moves = round.game().moves().len();
    for command in commands.read() {
        let CoachCommand::Review(step) = *command else {
            continue;
        };
        if !Analyst::reviews(round.game().rules()) {
            if step == ReviewStep::Start {
                announce.write(Announce::problem(t!(words, "coach-not-yet")));
            }
            continue;
        }
        let next = match (step, review.step) {
            (ReviewStep::Stop, _) => None,
            (ReviewStep::Start, _) | (ReviewStep::Next | ReviewStep::Previous, None) => Some(1),
            (ReviewStep::At(n), _) => Some(n.clamp(1, moves.max(1))),
            (ReviewStep::Next, Some(n)) => Some((n + 1).min(moves)),
            (ReviewStep::Previous, Some(n)) => Some(n.saturating_sub(1).max(1)),
        };
        let next = next.filter(|_| moves > 0);
        if next == review.step && step != ReviewStep::Start {
            continue;
        }
        *review = Review {
            step: next,
            ..default()
        };
        // The board shows the position the move was made in.
        shown.0 = next.map(|n| n - 1);
        if next.is_none() {
            announce.write(Announce::new(
                Announcement::Coach,
                t!(words, "coach-review-closed"),
            ));
        }
    }
}

/// Asks the analyst about the reviewed move's position; says the mark once known.
fn mark_move(
    round: Res<Round>,
    mut review: ResMut<Review>,
    mut analyst: ResMut<Analyst>,
    words: Res<Words>,
    mut announce: MessageWriter<Announce>,
) {
    let words = &*words;
    let Some(step) = review.step else {
        return;
    };
    let game = round.game();
    let Some(&mv) = game.moves().get(step - 1) else {
        return;
    };
    let before = game.board_after(step - 1);
    analyst.want(before);
    // The rest of the game next, so stepping on is quick.
    for later in step..game.moves().len() {
        analyst.want(game.board_after(later));
    }
    if review.said {
        return;
    }
    let total = game.moves().len();
    let mark = if game.rules().is_ultimate() {
        analyst
            .chances(&before)
            .filter(|c| c.complete)
            .map(|chances| review_by_chance(step, mv, &chances.by_square()))
    } else {
        analyst
            .get(&before)
            .filter(|a| a.complete)
            .map(|analysis| review_move(step, mv, &analysis.squares))
    };
    let Some(mark) = mark else {
        // The move is said at once; its verdict follows when known.
        if !review.said_pending {
            announce.write(Announce::new(
                Announcement::Coach,
                t!(
                    words,
                    "coach-review-judging",
                    number = step,
                    total = total,
                    played = format!("{} {}", mv.player, square_name(game.rules(), mv.pos))
                ),
            ));
            review.said_pending = true;
        }
        return;
    };
    let Some(mark) = mark else {
        return;
    };
    announce.write(Announce::new(
        Announcement::Coach,
        t!(
            words,
            "coach-review-mark",
            mark = mark_text(&mark, game.rules(), words),
            number = step,
            total = total
        ),
    ));
    review.mark = Some(mark);
    review.said = true;
}

/// The mark in words: "Move 4: O 1 let X force a win; O 5 held the draw",
/// or on Ultimate the points of chance a move lost, from what to what, and
/// what a better move kept.
pub fn mark_text(mark: &MoveReview, rules: Rules, words: &Words) -> String {
    let mover = mark.mv.player;
    let name = |p: Pos| format!("{mover} {}", square_name(rules, p));
    let said = Said {
        number: mark.number,
        played: name(mark.mv.pos),
        better: or_chain(
            &mark.best.iter().map(|&p| name(p)).collect::<Vec<_>>(),
            words,
        ),
    };
    match mark.judged {
        Judged::Perfect { before, after } => perfect_mark_text(mark, &said, before, after, words),
        Judged::Chance { best, played } => {
            let top = mark.best.first().copied().unwrap_or(mark.mv.pos);
            let top = (top != mark.mv.pos).then(|| name(top));
            chance_mark_text(mark, &said, (best, played), top, words)
        }
    }
}

/// What every mark says: the move's number, its square and the better ones.
struct Said {
    number: usize,
    played: String,
    better: String,
}

/// A mark against perfect play: best, slower or sooner, or a mistake that
/// changed the result.
fn perfect_mark_text(
    mark: &MoveReview,
    said: &Said,
    before: Value,
    after: Value,
    words: &Words,
) -> String {
    let (number, played, better) = (said.number, said.played.as_str(), said.better.as_str());
    match (mark.verdict, before) {
        (Verdict::Best, Value::Win { .. }) => {
            t!(
                words,
                "coach-mark-best-win",
                number = number,
                played = played
            )
        }
        (Verdict::Best, Value::Draw) => {
            t!(
                words,
                "coach-mark-best-draw",
                number = number,
                played = played
            )
        }
        (Verdict::Best, Value::Loss { .. }) => {
            t!(
                words,
                "coach-mark-best-loss",
                number = number,
                played = played
            )
        }
        (Verdict::Kept, Value::Win { .. }) => t!(
            words,
            "coach-mark-kept-win",
            number = number,
            played = played,
            better = better
        ),
        (Verdict::Kept, _) => t!(
            words,
            "coach-mark-kept-loss",
            number = number,
            played = played,
            better = better
        ),
        (Verdict::Mistake, _) => {
            let what = match (before, after) {
                (_, Value::Loss { .. }) => "force",
                (Value::Win { .. }, Value::Draw) => "slip",
                _ => "changed",
            };
            // What the better moves held: a win for the mover, the draw,
            // or the opponent's win.
            let held = match before {
                Value::Win { .. } => "won",
                Value::Draw => "draw",
                Value::Loss { .. } => "lost",
            };
            t!(
                words,
                "coach-mark-mistake",
                number = number,
                played = played,
                what = what,
                opponent = mark.mv.player.opponent().to_string(),
                better = better,
                held = held
            )
        }
    }
}

/// A mark on Ultimate: the mover's chance after the best move and after
/// the move played; `top`, the engine's choice where the move was not it.
fn chance_mark_text(
    mark: &MoveReview,
    said: &Said,
    (best, played_chance): (f32, f32),
    top: Option<String>,
    words: &Words,
) -> String {
    let (number, played, better) = (said.number, said.played.as_str(), said.better.as_str());
    // One figure everywhere: the points are the difference of the
    // rounded percentages said: the two figures shown subtract to it.
    let (best_percent, played_percent) = (percent(best), percent(played_chance));
    let points = best_percent - played_percent;
    let mover = mark.mv.player.to_string();
    match (mark.verdict, top) {
        (Verdict::Best, None) => t!(
            words,
            "coach-mark-chance-choice",
            number = number,
            played = played,
            mover = mover,
            played_percent = played_percent
        ),
        (Verdict::Best, Some(top)) => t!(
            words,
            "coach-mark-chance-as-good",
            number = number,
            played = played,
            top = top,
            mover = mover,
            played_percent = played_percent,
            best_percent = best_percent
        ),
        (Verdict::Kept, _) => t!(
            words,
            "coach-mark-chance-kept",
            number = number,
            played = played,
            points = points,
            mover = mover,
            best_percent = best_percent,
            played_percent = played_percent,
            better = better
        ),
        (Verdict::Mistake, _) => t!(
            words,
            "coach-mark-chance-mistake",
            number = number,
            played = played,
            points = points,
            mover = mover,
            best_percent = best_percent,
            played_percent = played_percent,
            better = better
        ),
    }
}

fn stop_review(mut review: ResMut<Review>, mut shown: ResMut<Shown>) {
    *review = Review::default();
    shown.set_if_neq(Shown(None));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{Move, Player};
    use crate::i18n::Language;

    /// O played square 5 as move 4; the better squares were 7 and 9.
    fn mark(verdict: Verdict, judged: Judged, engines_choice: bool) -> MoveReview {
        let pos = |n: u8| Pos::new((9 - n) / 3, (n - 1) % 3);
        let mut best = vec![pos(7), pos(9)];
        if engines_choice {
            best.insert(0, pos(5));
        }
        MoveReview {
            number: 4,
            mv: Move {
                player: Player::O,
                pos: pos(5),
            },
            judged,
            best,
            verdict,
        }
    }

    /// Every kind of mark, in the words English players have always read.
    #[test]
    fn every_mark_reads_as_it_always_did_in_english() {
        let words = Words::new(Language::English);
        let win = Value::Win { moves: 3 };
        let loss = Value::Loss { moves: 2 };
        let perfect =
            |verdict, before, after| mark(verdict, Judged::Perfect { before, after }, false);
        let chance = |verdict, best, played, engines_choice| {
            mark(verdict, Judged::Chance { best, played }, engines_choice)
        };
        for (mark, english) in [
            (
                perfect(Verdict::Best, win, win),
                "Move 4: O 5, best: on the way to a win",
            ),
            (
                perfect(Verdict::Best, Value::Draw, Value::Draw),
                "Move 4: O 5, best: it keeps the draw",
            ),
            (
                perfect(Verdict::Best, loss, loss),
                "Move 4: O 5, best: it holds out longest",
            ),
            (
                perfect(Verdict::Kept, win, Value::Win { moves: 5 }),
                "Move 4: O 5 still wins, but O 7 or O 9 wins sooner",
            ),
            (
                perfect(Verdict::Kept, loss, Value::Loss { moves: 1 }),
                "Move 4: O 5 loses sooner than O 7 or O 9",
            ),
            (
                perfect(Verdict::Mistake, win, loss),
                "Move 4: O 5 let X force a win; O 7 or O 9 won",
            ),
            (
                perfect(Verdict::Mistake, win, Value::Draw),
                "Move 4: O 5 let the win slip to a draw; O 7 or O 9 won",
            ),
            (
                perfect(Verdict::Mistake, Value::Draw, loss),
                "Move 4: O 5 let X force a win; O 7 or O 9 held the draw",
            ),
            (
                perfect(Verdict::Mistake, Value::Draw, win),
                "Move 4: O 5 changed the result; O 7 or O 9 held the draw",
            ),
            (
                perfect(Verdict::Mistake, loss, Value::Draw),
                "Move 4: O 5 changed the result; O 7 or O 9 X won",
            ),
            (
                chance(Verdict::Best, 0.61, 0.61, true),
                "Move 4: O 5, the engine's choice: O's chance 61 %",
            ),
            (
                chance(Verdict::Best, 0.61, 0.60, false),
                "Move 4: O 5, as good as the engine's choice O 7: O's chance 60 % against 61 %",
            ),
            (
                chance(Verdict::Kept, 0.61, 0.50, false),
                "Move 4: O 5 gave up 11 points of O's chance (61 % to 50 %); O 7 or O 9 was \
                 better",
            ),
            (
                chance(Verdict::Mistake, 0.61, 0.27, false),
                "Move 4: O 5 lost 34 points of O's chance (61 % to 27 %); O 7 or O 9 kept 61 %",
            ),
        ] {
            assert_eq!(
                mark_text(&mark, Rules::CLASSIC, &words),
                english,
                "{mark:?}"
            );
        }
    }

    /// The points said are the difference of the two percentages said,
    /// not of the chances: 53.4 % and 48.6 % give up 4 points.
    #[test]
    fn the_points_given_up_are_those_of_the_percentages_said() {
        let words = Words::new(Language::English);
        let kept = mark(
            Verdict::Kept,
            Judged::Chance {
                best: 0.534,
                played: 0.486,
            },
            false,
        );
        let text = mark_text(&kept, Rules::ULTIMATE, &words);
        assert!(text.contains("gave up 4 points"), "{text}");
        assert!(text.contains("(53 % to 49 %)"), "{text}");
    }
}
