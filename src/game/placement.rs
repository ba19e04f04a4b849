//! Placing a mark: checks a requested move against the rules and, if it is
//! legal, puts a [`Mark`] on the square's entity.

use bevy::prelude::*;
use bevy::window::RequestRedraw;

use super::PlayingSystems;
use super::announce::{Announce, Announcement};
use super::round::{Cell, Mark, Round};
use super::settings::{Controller, MatchSettings};
use super::state::GameState;
use super::turn::Turn;
use crate::core::notation::square_phrase;
use crate::core::{Move, MoveError, Pos};

pub(super) fn plugin(app: &mut App) {
    app.add_message::<MoveRequest>();
    app.add_message::<MovePlaced>();
    app.add_systems(
        Update,
        place_moves
            .in_set(PlayingSystems::Place)
            .run_if(in_state(GameState::Playing)),
    );
}

/// A request to play a square for whoever's turn it is.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveRequest {
    pub pos: Pos,
    /// Who asked: a request from the side whose turn it is not is refused.
    pub by: Controller,
}

/// A mark was placed.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct MovePlaced {
    pub mv: Move,
    pub cell: Entity,
}

fn place_moves(
    mut commands: Commands,
    mut requests: MessageReader<MoveRequest>,
    mut round: ResMut<Round>,
    turn: Res<Turn>,
    settings: Res<MatchSettings>,
    cells: Query<(Entity, &Cell)>,
    mut placed: MessageWriter<MovePlaced>,
    mut announce: MessageWriter<Announce>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    // One move a frame: later requests were made against the board as it was.
    let Some(request) = requests.read().copied().find(|r| r.by == turn.controller) else {
        return;
    };
    requests.clear();
    let rules = round.game.rules();
    let mv = match round.game.play(request.pos) {
        Ok(mv) => mv,
        Err(error) => {
            let text = match error {
                MoveError::Occupied { pos, by } => format!(
                    "{} is taken by {by}: pick an empty square",
                    capitalized(&square_phrase(rules, pos))
                ),
                MoveError::OffBoard { .. } => "That is not a square on this board".to_string(),
                MoveError::GameOver => "The round is over".to_string(),
            };
            announce.write(Announce::problem(text));
            return;
        }
    };
    let Some((cell, _)) = cells.iter().find(|(_, c)| c.0 == mv.pos) else {
        // The board entities always match the rules; if not, say so rather than panic.
        error!("no board square at {:?}", mv.pos);
        return;
    };
    commands.entity(cell).insert(Mark(mv.player));
    placed.write(MovePlaced { mv, cell });
    redraw.write(RequestRedraw);

    let square = square_phrase(rules, mv.pos);
    let who = match turn.controller {
        Controller::Human if settings.mode.has_computer() => "You".to_string(),
        _ => settings.name(turn.seat),
    };
    announce.write(Announce::new(
        Announcement::Move,
        format!("{who} took {square}"),
    ));
}

fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}
