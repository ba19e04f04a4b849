//! Learning from the computer: hints, the analysis overlay, the move list
//! as a timeline, the review after a round, and how much help a round had.
//! All of it asks the [`analyst`] what squares are worth under perfect play
//! and never changes the game itself: going back goes through the round's
//! history.

pub mod analyst;
pub mod assistance;
pub mod hint;
pub mod review;
pub mod timeline;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<CoachCommand>();
    app.add_plugins((
        analyst::plugin,
        assistance::plugin,
        hint::plugin,
        timeline::plugin,
        review::plugin,
    ));
}

/// What the player asks of the coach, by key or button.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum CoachCommand {
    /// Show the best squares for the side to move (H).
    Hint,
    /// Show or hide every square's value (A).
    ToggleAnalysis,
    /// Look at the board as it was after some move.
    View(ViewStep),
    /// Step through the finished round's moves.
    Review(ReviewStep),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ViewStep {
    /// The board after this many moves.
    Ply(usize),
    Earlier,
    Later,
    BackToGame,
    /// Go on from the position viewed, dropping the later moves.
    PlayFromHere,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReviewStep {
    Start,
    /// Move `n`, from 1.
    At(usize),
    Previous,
    Next,
    Stop,
}

/// Says who wins under perfect play from a value seen by `mover`.
pub fn outlook(value: crate::core::ai::Value, mover: crate::core::Player) -> String {
    use crate::core::ai::Value;
    let moves = |n: u32| {
        if n == 1 {
            "1 move".to_string()
        } else {
            format!("{n} moves")
        }
    };
    match value {
        Value::Win { moves: n } => format!("{mover} wins in {}", moves(n)),
        Value::Draw => "a draw".to_string(),
        Value::Loss { moves: n } => format!("{} wins in {}", mover.opponent(), moves(n)),
    }
}
