//! The one way a move gets made. The local player's input, the computer
//! and the game server (for online rounds) only write [`MoveRequest`]s;
//! this alone checks them, turn order included, plays the legal ones on the
//! round's game, and reports each as [`MovePlaced`] or [`MoveRejected`].
//!
//! Online, the server keeps the game: a local move that passes the check
//! here is [`MoveProposed`] to it, and is placed when the server confirms
//! it (a [`Requester::Server`] request), like the friend's moves.

use bevy::prelude::*;

use super::board::Shown;
use super::turn::{Mover, Turn};
use super::{Forfeit, Round};
use crate::core::matchup::Seat;
use crate::core::{Move, MoveError, Pos};
use crate::game::sets::GameSystems;
use crate::game::setup::seat::{Authority, Controller};
use crate::game::state::InRound;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<MoveRequest>();
    app.add_message::<MovePlaced>();
    app.add_message::<MoveRejected>();
    app.add_message::<MoveProposed>();
    app.add_message::<Forfeit>();
    app.add_systems(
        Update,
        (
            place_moves.run_if(on_message::<MoveRequest>),
            take_forfeits.run_if(on_message::<Forfeit>),
        )
            .chain()
            .in_set(GameSystems::Place)
            .run_if(in_state(InRound)),
    );
}

/// The first forfeit of a round still in play ends it.
fn take_forfeits(mut forfeits: MessageReader<Forfeit>, mut round: ResMut<Round>) {
    for &forfeit in forfeits.read() {
        if !round.is_over() {
            round.forfeit = Some(forfeit);
        }
    }
}

/// Who is asking for a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Requester {
    /// A person at this device, for whichever human seat is to move.
    Local,
    /// The computer playing this seat.
    Computer(Seat),
    /// The game server, for either seat of an online round: its moves were
    /// checked there and are played here as they were.
    Server,
}

/// A request to play a square for whoever's turn it is.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveRequest {
    pub pos: Pos,
    pub by: Requester,
}

/// A mark was placed.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct MovePlaced {
    pub mv: Move,
    pub seat: Seat,
    pub by: Requester,
}

/// A local move in an online round that passed the check here, to be sent
/// to the server; it is placed once the server confirms it.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveProposed {
    pub pos: Pos,
    pub seat: Seat,
}

/// A request was refused; nothing changed.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveRejected {
    pub request: MoveRequest,
    pub reason: Rejection,
}

/// Why a move was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rejection {
    /// Against the rules: a taken square, off the board, the round is over.
    Rules(MoveError),
    /// Someone else is to move.
    NotYourTurn { mover: Mover },
    /// Another move was made this frame: this one was asked against the
    /// board as it was before it.
    Superseded,
    /// The board shows an earlier moment of the game (the timeline or the
    /// review): it is there to look at.
    LookingBack,
}

/// Whether `by` may move for the seat that is to move.
fn may_move(by: Requester, mover: &Mover, authority: Authority) -> bool {
    match by {
        Requester::Local => mover.controller == Controller::Human,
        Requester::Computer(seat) => seat == mover.seat && mover.controller == Controller::Computer,
        Requester::Server => authority == Authority::Server,
    }
}

/// Whose turn first (there is none once the round is decided), then the rules.
fn check_move(
    round: &Round,
    turn: &Turn,
    shown: Shown,
    request: MoveRequest,
) -> Result<(), Rejection> {
    if shown.is_past() {
        return Err(Rejection::LookingBack);
    }
    let Some(mover) = turn.mover() else {
        return Err(Rejection::Rules(MoveError::GameOver));
    };
    if !may_move(request.by, &mover, round.authority()) {
        return Err(Rejection::NotYourTurn { mover });
    }
    round
        .game()
        .board()
        .check(request.pos)
        .map_err(Rejection::Rules)
}

fn place_moves(
    mut requests: MessageReader<MoveRequest>,
    mut round: ResMut<Round>,
    turn: Res<Turn>,
    shown: Res<Shown>,
    mut placed: MessageWriter<MovePlaced>,
    mut rejected: MessageWriter<MoveRejected>,
    mut proposed: MessageWriter<MoveProposed>,
) {
    let mut moved = false;
    for &request in requests.read() {
        // The server's round: a local move is only proposed to it.
        if request.by == Requester::Local && round.authority() == Authority::Server && !moved {
            match check_move(&round, &turn, *shown, request) {
                Ok(()) => {
                    if let Some(mover) = turn.mover() {
                        proposed.write(MoveProposed {
                            pos: request.pos,
                            seat: mover.seat,
                        });
                    }
                }
                Err(reason) => {
                    rejected.write(MoveRejected { request, reason });
                }
            }
            continue;
        }
        // One move a frame: a later request was asked against the old board.
        let verdict = if moved {
            Err(Rejection::Superseded)
        } else {
            check_move(&round, &turn, *shown, request)
                .and_then(|()| round.game.play(request.pos).map_err(Rejection::Rules))
        };
        match verdict {
            Ok(mv) => {
                moved = true;
                round.edits += 1;
                let seat = round.seat_of(mv.player);
                placed.write(MovePlaced {
                    mv,
                    seat,
                    by: request.by,
                });
            }
            Err(reason) => {
                rejected.write(MoveRejected { request, reason });
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{Game, Player, Rules};

    fn round_with(controllers: [Controller; 2], moves: &[(u8, u8)]) -> (Round, Turn) {
        let mut game = Game::new(Rules::CLASSIC);
        for &(r, c) in moves {
            game.play(Pos::new(r, c)).unwrap();
        }
        let round = Round::new(game, Seat::One, controllers, Authority::ThisDevice, 1);
        let turn = Turn::of(&round);
        (round, turn)
    }

    #[test]
    fn turn_order_is_checked_here() {
        use Controller::{Computer, Human};
        let (round, turn) = round_with([Human, Computer], &[(1, 1)]);
        let ask = |by| MoveRequest {
            pos: Pos::new(0, 0),
            by,
        };
        assert!(matches!(
            check_move(&round, &turn, Shown(None), ask(Requester::Local)),
            Err(Rejection::NotYourTurn { .. })
        ));
        assert!(matches!(
            check_move(
                &round,
                &turn,
                Shown(None),
                ask(Requester::Computer(Seat::One))
            ),
            Err(Rejection::NotYourTurn { .. })
        ));
        assert_eq!(
            check_move(
                &round,
                &turn,
                Shown(None),
                ask(Requester::Computer(Seat::Two))
            ),
            Ok(())
        );
        // Taken squares are refused for whoever asks.
        let taken = MoveRequest {
            pos: Pos::new(1, 1),
            by: Requester::Computer(Seat::Two),
        };
        assert_eq!(
            check_move(&round, &turn, Shown(None), taken),
            Err(Rejection::Rules(MoveError::Occupied {
                pos: Pos::new(1, 1),
                by: Player::X
            }))
        );
    }

    #[test]
    fn only_the_servers_rounds_take_its_moves() {
        use Controller::{Human, Remote};
        let ask = |by| MoveRequest {
            pos: Pos::new(0, 0),
            by,
        };
        let (local, turn) = round_with([Human, Human], &[]);
        assert!(matches!(
            check_move(&local, &turn, Shown(None), ask(Requester::Server)),
            Err(Rejection::NotYourTurn { .. })
        ));
        let game = Game::new(Rules::CLASSIC);
        let online = Round::new(game, Seat::Two, [Human, Remote], Authority::Server, 1);
        let turn = Turn::of(&online);
        assert_eq!(
            check_move(&online, &turn, Shown(None), ask(Requester::Server)),
            Ok(())
        );
        // The friend's turn: this device may not move for them.
        assert!(matches!(
            check_move(&online, &turn, Shown(None), ask(Requester::Local)),
            Err(Rejection::NotYourTurn { .. })
        ));
    }

    #[test]
    fn a_decided_round_refuses_everyone() {
        use Controller::Human;
        let (round, turn) = round_with([Human, Human], &[(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)]);
        assert_eq!(turn, Turn(None));
        let request = MoveRequest {
            pos: Pos::new(2, 2),
            by: Requester::Local,
        };
        assert_eq!(
            check_move(&round, &turn, Shown(None), request),
            Err(Rejection::Rules(MoveError::GameOver))
        );
    }
}
