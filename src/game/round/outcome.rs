//! The round's result, worked out from its game whenever it changes: a win
//! with every winning line, or a draw. A newly decided round ends play; a
//! decided round that an undo takes back opens again.

use bevy::prelude::*;

use super::{ForfeitWhy, Round};
use crate::core::matchup::Seat;
use crate::core::{Line, Outcome, Player};
use crate::game::sets::GameSystems;
use crate::game::state::GameState;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<RoundResult>();
    app.register_type::<RoundResult>();
    app.add_message::<RoundEnded>();
    app.add_message::<RoundReopened>();
    app.add_systems(
        Update,
        follow_round
            .in_set(GameSystems::Follow)
            .run_if(resource_changed::<Round>),
    );
}

/// How the current round stands.
#[derive(Resource, Reflect, Default, Clone, Debug, PartialEq, Eq)]
#[reflect(opaque)]
#[reflect(Resource, Clone, Debug, PartialEq)]
pub enum RoundResult {
    #[default]
    Undecided,
    Win {
        seat: Seat,
        player: Player,
        /// Every line the winner completed (none when won by forfeit).
        lines: Vec<Line>,
        /// Won because the other side forfeited, and why.
        forfeit: Option<ForfeitWhy>,
    },
    Draw,
}

impl RoundResult {
    pub fn of(round: &Round) -> RoundResult {
        if let Some(forfeit) = round.forfeit()
            && !round.game().outcome().is_over()
        {
            let seat = forfeit.loser.other();
            return RoundResult::Win {
                seat,
                player: round.player_of(seat),
                lines: Vec::new(),
                forfeit: Some(forfeit.why),
            };
        }
        match round.game().outcome() {
            Outcome::InProgress => RoundResult::Undecided,
            Outcome::Draw => RoundResult::Draw,
            Outcome::Win { winner, lines } => RoundResult::Win {
                seat: round.seat_of(winner),
                player: winner,
                lines,
                forfeit: None,
            },
        }
    }

    pub fn is_decided(&self) -> bool {
        *self != RoundResult::Undecided
    }

    /// Won because the other player ran out of time.
    pub fn on_time(&self) -> bool {
        matches!(
            self,
            RoundResult::Win {
                forfeit: Some(ForfeitWhy::Time),
                ..
            }
        )
    }
}

/// A round was just decided; [`RoundResult`] says how.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct RoundEnded {
    pub round: u64,
}

/// A decided round was taken back by an undo and is in play again.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct RoundReopened {
    pub round: u64,
    /// The result it had, which no longer counts.
    pub previous: RoundResult,
}

fn follow_round(
    round: Res<Round>,
    state: Res<State<GameState>>,
    mut result: ResMut<RoundResult>,
    mut ended: MessageWriter<RoundEnded>,
    mut reopened: MessageWriter<RoundReopened>,
    mut next: ResMut<NextState<GameState>>,
) {
    let now = RoundResult::of(&round);
    let previous = result.clone();
    // The same round, decided before and not now: an undo reopened it.
    let reopens = previous.is_decided() && !now.is_decided() && round.edits() > 0;
    let newly_decided = now.is_decided() && !previous.is_decided();
    result.set_if_neq(now);
    let leaving = !matches!(*next, NextState::Unchanged);
    if reopens {
        reopened.write(RoundReopened {
            round: round.id(),
            previous,
        });
        if *state.get() == GameState::GameOver && !leaving {
            next.set(GameState::Playing);
        }
    }
    if !newly_decided {
        return;
    }
    ended.write(RoundEnded { round: round.id() });
    // To the end screen, unless the player is already leaving for another.
    if *state.get() == GameState::Playing && !leaving {
        next.set(GameState::GameOver);
    }
}
