//! Plays two engines against each other and checks every move of both
//! against our rules: an engine that answers with an illegal move, or not
//! at all, loses that game and is named.

use super::{Session, square_text};
use crate::Player;
use crate::ultimate::{Square, UltimateBoard, UltimateOutcome};

/// A player the referee can ask for moves.
pub trait Engine {
    fn name(&self) -> String;
    /// A game begins: forget the last one.
    fn new_game(&mut self) -> Result<(), String>;
    /// The move after `moves` (the game so far); `valid` are the legal
    /// moves, or the one move an opening asks for.
    fn choose(&mut self, moves: &[Square], valid: &[Square]) -> Result<Square, String>;
}

/// How a game ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ending {
    Won(Player),
    Drawn,
    /// `loser` broke the rules (or did not answer): the other wins.
    Forfeit {
        loser: Player,
        engine: String,
        why: String,
    },
    /// An engine did not play the opening's move, which it was given as
    /// its only valid action: the game does not count.
    LeftTheOpening {
        engine: String,
        played: String,
    },
}

impl Ending {
    /// The winner, if there is one.
    pub fn winner(&self) -> Option<Player> {
        match self {
            Ending::Won(player) => Some(*player),
            Ending::Forfeit { loser, .. } => Some(loser.opponent()),
            Ending::Drawn | Ending::LeftTheOpening { .. } => None,
        }
    }
}

/// A game: its moves and how it ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRecord {
    pub moves: Vec<Square>,
    pub ending: Ending,
}

/// Plays `x` against `o`, the first moves forced by `opening`.
pub fn play_game(x: &mut dyn Engine, o: &mut dyn Engine, opening: &[Square]) -> GameRecord {
    let mut board = UltimateBoard::new();
    let mut moves = Vec::new();
    for player in [Player::X, Player::O] {
        let engine: &mut dyn Engine = if player == Player::X {
            &mut *x
        } else {
            &mut *o
        };
        if let Err(why) = engine.new_game() {
            let engine = engine.name();
            return GameRecord {
                moves,
                ending: Ending::Forfeit {
                    loser: player,
                    engine,
                    why: format!("did not start: {why}"),
                },
            };
        }
    }
    loop {
        match board.outcome() {
            UltimateOutcome::Win { winner, .. } => {
                return GameRecord {
                    moves,
                    ending: Ending::Won(winner),
                };
            }
            UltimateOutcome::Draw => {
                return GameRecord {
                    moves,
                    ending: Ending::Drawn,
                };
            }
            UltimateOutcome::InProgress => {}
        }
        let mover = board.to_move();
        let engine: &mut dyn Engine = if mover == Player::X { &mut *x } else { &mut *o };
        let forced = opening.get(moves.len()).copied();
        let valid = match forced {
            Some(square) => vec![square],
            None => board.legal_moves(),
        };
        let square = match engine.choose(&moves, &valid) {
            Ok(square) => square,
            Err(why) => {
                return GameRecord {
                    moves,
                    ending: Ending::Forfeit {
                        loser: mover,
                        engine: engine.name(),
                        why,
                    },
                };
            }
        };
        if let Err(why) = board.check(square) {
            return GameRecord {
                ending: Ending::Forfeit {
                    loser: mover,
                    engine: engine.name(),
                    why: format!("played {}: {why}", square_text(square)),
                },
                moves,
            };
        }
        if forced.is_some_and(|forced| forced != square) {
            return GameRecord {
                ending: Ending::LeftTheOpening {
                    engine: engine.name(),
                    played: square_text(square),
                },
                moves,
            };
        }
        board.play_legal(square);
        moves.push(square);
    }
}

/// Our engine, in this process.
pub struct Ours {
    pub session: Session,
    pub name: String,
}

impl Engine for Ours {
    fn name(&self) -> String {
        self.name.clone()
    }

    fn new_game(&mut self) -> Result<(), String> {
        self.session.set_moves(&[])
    }

    fn choose(&mut self, moves: &[Square], valid: &[Square]) -> Result<Square, String> {
        if let [only] = valid {
            return Ok(*only);
        }
        self.session.set_moves(moves)?;
        self.session.go(&mut |_| {})
    }
}
