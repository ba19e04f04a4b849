//! The game without the engine: rules, square names and computer players.
//! Nothing here imports Bevy, so all of it is tested as plain Rust.

pub mod ai;
pub mod board;
pub mod engine;
pub mod line;
pub mod matchup;
pub mod notation;
pub mod offered;
pub mod player;
pub mod pos;
pub mod qubic;
pub mod replay;
pub mod review;
pub mod ultimate;

pub use ai::{Computer, Difficulty};
pub use board::{
    Board, Game, Line, Move, MoveError, Outcome, Player, Pos, Rules, Stretch, stretches,
};
