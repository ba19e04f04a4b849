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
/// what a better move kept (as [`MoveReview::text`] says it in English).
pub fn mark_text(mark: &MoveReview, rules: Rules, words: &Words) -> String {
    let mover = mark.mv.player;
    let name = |p: Pos| format!("{mover} {}", square_name(rules, p));
    let played = name(mark.mv.pos);
    let better = or_chain(
        &mark.best.iter().map(|&p| name(p)).collect::<Vec<_>>(),
        words,
    );
    let number = mark.number;
    let (before, after) = match mark.judged {
        Judged::Perfect { before, after } => (before, after),
        Judged::Chance {
            best,
            played: chance,
        } => {
            // One figure everywhere: the points are the difference of the
            // rounded percentages said: the two figures shown subtract to it.
            let (best_percent, played_percent) = (percent(best), percent(chance));
            let points = best_percent - played_percent;
            let top = mark.best.first().copied().unwrap_or(mark.mv.pos);
            let mover = mover.to_string();
            return match mark.verdict {
                Verdict::Best if top == mark.mv.pos => t!(
                    words,
                    "coach-mark-chance-choice",
                    number = number,
                    played = played,
                    mover = mover,
                    played_percent = played_percent
                ),
                Verdict::Best => t!(
                    words,
                    "coach-mark-chance-as-good",
                    number = number,
                    played = played,
                    top = name(top),
                    mover = mover,
                    played_percent = played_percent,
                    best_percent = best_percent
                ),
                Verdict::Kept => t!(
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
                Verdict::Mistake => t!(
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
            };
        }
    };
    match mark.verdict {
        Verdict::Best => match before {
            Value::Win { .. } => t!(
                words,
                "coach-mark-best-win",
                number = number,
                played = played
            ),
            Value::Draw => t!(
                words,
                "coach-mark-best-draw",
                number = number,
                played = played
            ),
            Value::Loss { .. } => t!(
                words,
                "coach-mark-best-loss",
                number = number,
                played = played
            ),
        },
        Verdict::Kept => match before {
            Value::Win { .. } => t!(
                words,
                "coach-mark-kept-win",
                number = number,
                played = played,
                better = better
            ),
            _ => t!(
                words,
                "coach-mark-kept-loss",
                number = number,
                played = played,
                better = better
            ),
        },
        Verdict::Mistake => {
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
                opponent = mover.opponent().to_string(),
                better = better,
                held = held
            )
        }
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

    #[test]
    fn marks_read_as_the_cores_english() {
        let words = Words::new(Language::English);
        let win = Value::Win { moves: 3 };
        let loss = Value::Loss { moves: 2 };
        let perfect = [
            (Verdict::Best, win, win),
            (Verdict::Best, Value::Draw, Value::Draw),
            (Verdict::Best, loss, loss),
            (Verdict::Kept, win, Value::Win { moves: 5 }),
            (Verdict::Kept, loss, Value::Loss { moves: 1 }),
            (Verdict::Mistake, win, loss),
            (Verdict::Mistake, win, Value::Draw),
            (Verdict::Mistake, Value::Draw, loss),
            (Verdict::Mistake, Value::Draw, win),
            (Verdict::Mistake, loss, Value::Draw),
        ];
        let chance = [
            (Verdict::Best, 0.61, 0.61, 0),
            (Verdict::Best, 0.61, 0.60, 1),
            (Verdict::Kept, 0.61, 0.50, 1),
            (Verdict::Mistake, 0.61, 0.27, 1),
        ];
        let judged = perfect
            .map(|(verdict, before, after)| (verdict, Judged::Perfect { before, after }, 0))
            .into_iter()
            .chain(chance.map(|(verdict, best, played, top)| {
                (verdict, Judged::Chance { best, played }, top)
            }));
        for (verdict, judged, top) in judged {
            for best in [vec![0, 2], vec![2, 0, 4, 6], vec![8]] {
                let rules = Rules::CLASSIC;
                let pos = |i: usize| Pos::new((i / 3) as u8, (i % 3) as u8);
                let mut best: Vec<Pos> = best.into_iter().map(pos).collect();
                if top == 0 {
                    best.insert(0, pos(4));
                }
                let mark = MoveReview {
                    number: 4,
                    mv: Move {
                        player: Player::O,
                        pos: pos(4),
                    },
                    judged,
                    best,
                    verdict,
                };
                assert_eq!(
                    mark_text(&mark, rules, &words),
                    mark.text(rules),
                    "{mark:?}"
                );
            }
        }
    }
}
