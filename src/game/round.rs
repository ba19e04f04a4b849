//! One round: the board's square entities, the game they show, and who plays
//! which mark.

use bevy::prelude::*;
use rand::{Rng, RngExt};

use super::GameRng;
use super::announce::{Announce, Announcement};
use super::computer::SearchBudget;
use super::outcome::{Score, score_text};
use super::settings::{Controller, FirstMove, MatchSettings, Seat};
use super::state::{GameState, InRound};
use crate::core::{Computer, Game, Player, Pos};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Round>();
    // Order matters: the round is set up before its board is spawned.
    app.add_systems(OnEnter(GameState::Playing), start_round);
    app.add_systems(OnEnter(InRound), spawn_board.after(start_round));
}

/// A square of the board. Its mark, once placed, is a [`Mark`] on the same entity.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cell(pub Pos);

/// The mark placed on a [`Cell`]. Placed once; never changed until the board is cleared.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mark(pub Player);

/// The game being played and who is behind each mark.
#[derive(Resource, Default)]
pub struct Round {
    pub game: Game,
    /// The seat playing X; the other seat plays O.
    pub x_seat: Option<Seat>,
    /// One computer per seat that a computer controls.
    pub computers: [Option<Computer>; 2],
}

impl Round {
    pub fn seat_of(&self, player: Player) -> Seat {
        let x = self.x_seat.unwrap_or(Seat::One);
        match player {
            Player::X => x,
            Player::O => x.other(),
        }
    }

    pub fn player_of(&self, seat: Seat) -> Player {
        if self.seat_of(Player::X) == seat {
            Player::X
        } else {
            Player::O
        }
    }
}

fn first_seat(first: FirstMove, round_number: u32, rng: &mut impl Rng) -> Seat {
    match first {
        FirstMove::SeatOne => Seat::One,
        FirstMove::SeatTwo => Seat::Two,
        FirstMove::Random => {
            if rng.random_bool(0.5) {
                Seat::One
            } else {
                Seat::Two
            }
        }
        FirstMove::Alternate => {
            if round_number.is_multiple_of(2) {
                Seat::One
            } else {
                Seat::Two
            }
        }
    }
}

/// Sets up a fresh game from the settings, and clears the marks of the
/// previous round when playing again on the same board.
pub(super) fn start_round(
    mut commands: Commands,
    settings: Res<MatchSettings>,
    mut round: ResMut<Round>,
    mut rng: ResMut<GameRng>,
    budget: Res<SearchBudget>,
    score: Res<Score>,
    marked: Query<Entity, With<Mark>>,
    mut announce: MessageWriter<Announce>,
) {
    // Rounds of this matchup so far: "take turns" alternates on it.
    let played = score.rounds();
    let x_seat = first_seat(settings.first, played, &mut rng.0);
    let computers = Seat::BOTH.map(|seat| {
        (settings.controller(seat) == Controller::Computer)
            .then(|| Computer::new(settings.difficulty, rng.0.random()).with_node_budget(budget.0))
    });
    *round = Round {
        game: Game::new(settings.rules()),
        x_seat: Some(x_seat),
        computers,
    };
    for entity in &marked {
        commands.entity(entity).remove::<Mark>();
    }
    info!(
        "Round {}: {} plays X, {} plays O",
        played + 1,
        settings.name(x_seat),
        settings.name(x_seat.other())
    );
    announce.write(Announce::new(
        Announcement::Score,
        format!("Round {}. {}", played + 1, score_text(&score, &settings)),
    ));
}

fn spawn_board(mut commands: Commands, round: Res<Round>) {
    for pos in round.game.rules().positions() {
        commands.spawn((
            Name::new(format!("Cell {},{}", pos.row, pos.col)),
            Cell(pos),
            DespawnOnExit(InRound),
        ));
    }
}
