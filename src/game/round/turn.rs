//! Whose turn it is: worked out from the round whenever it changes, never
//! kept apart from it.

use bevy::prelude::*;

use super::Round;
use crate::core::Player;
use crate::core::matchup::Seat;
use crate::game::sets::GameSystems;
use crate::game::setup::seat::Controller;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Turn>();
    app.register_type::<Turn>();
    app.add_systems(
        Update,
        follow_round
            .in_set(GameSystems::Follow)
            .run_if(resource_changed::<Round>),
    );
}

/// Whose move it is; `None` before the first round and once a round is decided.
#[derive(Resource, Reflect, Clone, Copy, Debug, Default, PartialEq, Eq)]
#[reflect(opaque)]
#[reflect(Resource, Clone, Debug, PartialEq)]
pub struct Turn(pub Option<Mover>);

/// The player to move, and who makes the move. Each turn of each round is
/// a different value, so a change to [`Turn`] always means a new turn.
#[derive(Reflect, Clone, Copy, Debug, PartialEq, Eq)]
#[reflect(opaque)]
#[reflect(Clone, Debug, PartialEq)]
pub struct Mover {
    pub round: u64,
    /// Moves made before this one.
    pub ply: usize,
    /// Changes to the game before this turn, undos included.
    pub edit: u64,
    pub player: Player,
    pub seat: Seat,
    pub controller: Controller,
}

impl Turn {
    pub fn of(round: &Round) -> Turn {
        let game = round.game();
        // Round 0 is the placeholder before any round has started.
        if round.id() == 0 || round.is_over() {
            return Turn(None);
        }
        let player = game.to_move();
        let seat = round.seat_of(player);
        Turn(Some(Mover {
            round: round.id(),
            ply: game.moves().len(),
            edit: round.edits(),
            player,
            seat,
            controller: round.controller(seat),
        }))
    }

    pub fn mover(&self) -> Option<Mover> {
        self.0
    }

    /// Whether a person at this device may move now.
    pub fn is_human(&self) -> bool {
        self.0.is_some_and(|m| m.controller == Controller::Human)
    }
}

fn follow_round(round: Res<Round>, mut turn: ResMut<Turn>) {
    turn.set_if_neq(Turn::of(&round));
}
