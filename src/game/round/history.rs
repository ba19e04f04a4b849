//! Taking moves back and playing them again: the other way the round's game
//! changes, beside placement. Keys and buttons write [`HistoryRequest`]s;
//! this alone checks and applies them and reports [`HistoryChanged`] or
//! [`HistoryRefused`].
//!
//! Against the computer one undo takes back the computer's reply and the
//! player's move before it, so it is the player's turn again; one redo
//! plays both again. Between two people, and between two computers, one
//! undo is one move.

use bevy::prelude::*;

use super::Round;
use super::board::Shown;
use crate::core::Move;
use crate::game::sets::GameSystems;
use crate::game::setup::language::Words;
use crate::game::setup::seat::{Authority, Controller};
use crate::i18n::t;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<HistoryRequest>();
    app.add_message::<HistoryChanged>();
    app.add_message::<HistoryRefused>();
    app.init_resource::<EngineCannotTakeBack>();
    app.add_systems(
        Update,
        apply_history
            .in_set(GameSystems::Place)
            .run_if(on_message::<HistoryRequest>),
    );
}

/// A change to the round's history, asked by the player.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum HistoryRequest {
    Undo,
    Redo,
    /// Go back to the position after the first `ply` moves and play on from
    /// there; the later moves can be redone, as after undo.
    PlayFrom {
        ply: usize,
    },
}

/// Moves were taken back or played again.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct HistoryChanged {
    pub request: HistoryRequest,
    /// Undone moves, the last played first; or redone moves, in order.
    pub moves: Vec<Move>,
}

/// An engine in another process plays a seat and follows one game from its
/// start (CodinGame's turn format): nothing can be taken back.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct EngineCannotTakeBack(pub bool);

/// A history request that changed nothing, and why.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct HistoryRefused {
    pub request: HistoryRequest,
    pub reason: HistoryProblem,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HistoryProblem {
    NothingToUndo,
    NothingToRedo,
    /// Against the computer: only its moves are left, and taking them back
    /// would only have it play again.
    OnlyComputerMoves,
    /// Online, the server keeps the moves: none can be taken back.
    Online,
    /// A replay shows a game as it was played.
    Replay,
    /// The engine playing here cannot be told of moves taken back.
    Engine,
    /// There is no such move to go back to.
    NoSuchMove {
        ply: usize,
        moves: usize,
    },
}

impl HistoryProblem {
    pub fn text(self, words: &Words) -> String {
        match self {
            HistoryProblem::NothingToUndo => t!(words, "narrate-nothing-to-undo"),
            HistoryProblem::NothingToRedo => t!(words, "narrate-nothing-to-redo"),
            HistoryProblem::OnlyComputerMoves => t!(words, "narrate-only-computer-moves"),
            HistoryProblem::Online => t!(words, "narrate-no-take-backs-online"),
            HistoryProblem::Replay => t!(words, "narrate-no-take-backs-replay"),
            HistoryProblem::Engine => t!(words, "narrate-no-take-backs-engine"),
            HistoryProblem::NoSuchMove { ply, moves } => {
                t!(words, "narrate-no-such-move", number = ply, moves = moves)
            }
        }
    }
}

/// Whether the seat that plays `mv` is a person at this device.
fn by_person(round: &Round, mv: &Move) -> bool {
    round.controller(round.seat_of(mv.player)) == Controller::Human
}

/// Undo or redo as one step for the player: against the computer, until it
/// is a person's turn again.
fn step(round: &mut Round, request: HistoryRequest) -> Result<Vec<Move>, HistoryProblem> {
    match round.authority() {
        Authority::ThisDevice => {}
        Authority::Server => return Err(HistoryProblem::Online),
        Authority::Record => return Err(HistoryProblem::Replay),
    }
    let people = crate::core::matchup::Seat::BOTH
        .iter()
        .filter(|&&s| round.controller(s) == Controller::Human)
        .count();
    let against_computer = people == 1;
    let mut moves = Vec::new();
    match request {
        HistoryRequest::Undo => {
            if round.game.moves().is_empty() {
                return Err(HistoryProblem::NothingToUndo);
            }
            if against_computer && !round.game.moves().iter().any(|m| by_person(round, m)) {
                return Err(HistoryProblem::OnlyComputerMoves);
            }
            while let Some(mv) = round.game.undo() {
                moves.push(mv);
                if !against_computer || by_person(round, &mv) {
                    break;
                }
            }
        }
        HistoryRequest::Redo => {
            while let Some(mv) = round.game.redo() {
                moves.push(mv);
                let next_is_computer = round
                    .game
                    .redo_line()
                    .next()
                    .is_some_and(|next| !by_person(round, next));
                if !against_computer || !next_is_computer || round.game.outcome().is_over() {
                    break;
                }
            }
            if moves.is_empty() {
                return Err(HistoryProblem::NothingToRedo);
            }
        }
        HistoryRequest::PlayFrom { ply } => {
            let played = round.game.moves().len();
            if ply > played {
                return Err(HistoryProblem::NoSuchMove { ply, moves: played });
            }
            while round.game.moves().len() > ply {
                moves.extend(round.game.undo());
            }
        }
    }
    round.edits += 1;
    Ok(moves)
}

fn apply_history(
    mut requests: MessageReader<HistoryRequest>,
    mut round: ResMut<Round>,
    mut shown: ResMut<Shown>,
    mut changed: MessageWriter<HistoryChanged>,
    mut refused: MessageWriter<HistoryRefused>,
    engine: Res<EngineCannotTakeBack>,
) {
    for &request in requests.read() {
        // Round 0 is the placeholder before any round: nothing to change.
        if round.id() == 0 {
            continue;
        }
        let stepped = if engine.0 && round.authority() == Authority::ThisDevice {
            Err(HistoryProblem::Engine)
        } else {
            step(&mut round, request)
        };
        match stepped {
            Ok(moves) => {
                // Back to the game as it now is.
                shown.set_if_neq(Shown(None));
                changed.write(HistoryChanged { request, moves });
            }
            Err(reason) => {
                refused.write(HistoryRefused { request, reason });
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::matchup::Seat;
    use crate::core::{Game, Pos, Rules};

    fn round(controllers: [Controller; 2], x_seat: Seat, moves: &[(u8, u8)]) -> Round {
        let mut game = Game::new(Rules::CLASSIC);
        for &(r, c) in moves {
            game.play(Pos::new(r, c)).unwrap();
        }
        Round::new(game, x_seat, controllers, Authority::ThisDevice, 1)
    }

    #[test]
    fn against_the_computer_undo_takes_back_its_reply_and_your_move() {
        use Controller::{Computer, Human};
        let mut r = round(
            [Human, Computer],
            Seat::One,
            &[(1, 1), (0, 0), (2, 2), (0, 2)],
        );
        let undone = step(&mut r, HistoryRequest::Undo).unwrap();
        assert_eq!(undone.len(), 2);
        assert_eq!(r.game().moves().len(), 2);
        assert_eq!(r.seat_of(r.game().to_move()), Seat::One, "your turn again");
        let redone = step(&mut r, HistoryRequest::Redo).unwrap();
        assert_eq!(redone.len(), 2);
        assert_eq!(r.game().moves().len(), 4);
        // Waiting for the computer: undo takes back only your move.
        let mut r = round([Human, Computer], Seat::One, &[(1, 1), (0, 0), (2, 2)]);
        assert_eq!(step(&mut r, HistoryRequest::Undo).unwrap().len(), 1);
        assert_eq!(r.game().moves().len(), 2);
    }

    #[test]
    fn a_computer_that_moved_first_is_not_undone_alone() {
        use Controller::{Computer, Human};
        let mut r = round([Human, Computer], Seat::Two, &[(1, 1)]);
        assert_eq!(
            step(&mut r, HistoryRequest::Undo),
            Err(HistoryProblem::OnlyComputerMoves)
        );
        assert_eq!(r.game().moves().len(), 1);
        let mut r = round([Human, Computer], Seat::Two, &[(1, 1), (0, 0), (2, 2)]);
        assert_eq!(step(&mut r, HistoryRequest::Undo).unwrap().len(), 2);
        assert_eq!(r.game().moves().len(), 1);
    }

    #[test]
    fn between_people_one_undo_is_one_move_and_play_from_goes_back() {
        use Controller::Human;
        let mut r = round([Human, Human], Seat::One, &[(1, 1), (0, 0), (2, 2)]);
        assert_eq!(step(&mut r, HistoryRequest::Undo).unwrap().len(), 1);
        assert_eq!(
            step(&mut r, HistoryRequest::PlayFrom { ply: 5 }),
            Err(HistoryProblem::NoSuchMove { ply: 5, moves: 2 })
        );
        assert_eq!(
            step(&mut r, HistoryRequest::PlayFrom { ply: 0 })
                .unwrap()
                .len(),
            2
        );
        assert!(r.game().moves().is_empty());
        assert_eq!(
            step(&mut r, HistoryRequest::Undo),
            Err(HistoryProblem::NothingToUndo)
        );
        assert_eq!(r.game().redo_line().count(), 3);
    }
}
