//! The review after a round: step through its moves with the arrow keys;
//! each is marked against perfect play (best, or a mistake that changed the
//! result), or on Ultimate against the engine's chances (a mistake lost
//! more than 20 points), with the better squares shown on the board.

use bevy::prelude::*;

use super::analyst::Analyst;
use super::{CoachCommand, ReviewStep};
use crate::core::notation::square_name;
use crate::core::review::{MoveReview, review_by_chance, review_move};
use crate::game::announce::{Announce, Announcement};
use crate::game::round::Round;
use crate::game::round::board::Shown;
use crate::game::sets::GameSystems;
use crate::game::state::GameState;

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
            announce.write(Announce::new(Announcement::Coach, "Review closed"));
        }
    }
}

/// Asks the analyst about the reviewed move's position; says the mark once known.
fn mark_move(
    round: Res<Round>,
    mut review: ResMut<Review>,
    mut analyst: ResMut<Analyst>,
    mut announce: MessageWriter<Announce>,
) {
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
                format!(
                    "Move {step} of {total}: {} {}, judging…",
                    mv.player,
                    square_name(game.rules(), mv.pos)
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
        format!("{} ({step} of {total})", mark.text(game.rules())),
    ));
    review.mark = Some(mark);
    review.said = true;
}

fn stop_review(mut review: ResMut<Review>, mut shown: ResMut<Shown>) {
    *review = Review::default();
    shown.set_if_neq(Shown(None));
}
