//! Turn order: after each move, whose turn it is and who makes it.

use bevy::prelude::*;

use super::PlayingSystems;
use super::announce::{Announce, Announcement};
use super::placement::MovePlaced;
use super::round::Round;
use super::settings::{Controller, MatchSettings, Seat};
use super::state::GameState;
use crate::core::Player;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Turn>();
    app.add_systems(
        OnEnter(GameState::Playing),
        begin_first_turn.after(super::round::start_round),
    );
    app.add_systems(
        Update,
        advance_turn
            .in_set(PlayingSystems::AdvanceTurn)
            .run_if(in_state(GameState::Playing)),
    );
}

/// Whose move it is.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Turn {
    pub player: Player,
    pub seat: Seat,
    pub controller: Controller,
}

impl Default for Turn {
    fn default() -> Self {
        Turn {
            player: Player::X,
            seat: Seat::One,
            controller: Controller::Human,
        }
    }
}

impl Turn {
    pub fn for_round(round: &Round, settings: &MatchSettings) -> Turn {
        let player = round.game.to_move();
        let seat = round.seat_of(player);
        Turn {
            player,
            seat,
            controller: settings.controller(seat),
        }
    }

    pub fn is_human(&self) -> bool {
        self.controller == Controller::Human
    }
}

fn announce_turn(turn: &Turn, settings: &MatchSettings, announce: &mut MessageWriter<Announce>) {
    let text = match turn.controller {
        Controller::Human if settings.mode.has_computer() => format!("Your turn ({})", turn.player),
        Controller::Human => format!("{}'s turn ({})", settings.name(turn.seat), turn.player),
        Controller::Computer => {
            format!("{} is thinking ({})", settings.name(turn.seat), turn.player)
        }
    };
    announce.write(Announce::new(Announcement::Turn, text));
}

fn begin_first_turn(
    round: Res<Round>,
    settings: Res<MatchSettings>,
    mut turn: ResMut<Turn>,
    mut announce: MessageWriter<Announce>,
) {
    *turn = Turn::for_round(&round, &settings);
    announce_turn(&turn, &settings, &mut announce);
}

fn advance_turn(
    mut placed: MessageReader<MovePlaced>,
    round: Res<Round>,
    settings: Res<MatchSettings>,
    mut turn: ResMut<Turn>,
    mut announce: MessageWriter<Announce>,
) {
    if placed.read().count() == 0 || round.game.outcome().is_over() {
        return;
    }
    *turn = Turn::for_round(&round, &settings);
    announce_turn(&turn, &settings, &mut announce);
}
