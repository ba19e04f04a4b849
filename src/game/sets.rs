//! The order of a frame's game systems, by name. Every file orders its
//! systems through these sets, never by another file's function.

use bevy::prelude::*;

/// One frame of the game, in order (chained in [`super::plugin`]):
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GameSystems {
    /// Keys, mouse and touch become move requests and screen commands.
    Input,
    /// A computer whose turn it is asks for its move.
    Computer,
    /// Placement checks the requests; legal ones change the game.
    Place,
    /// Screen commands: start, play again, menu, quit.
    Command,
    /// A new round starts, when one was asked for.
    Begin,
    /// Everything that follows the game catches up with it: the turn, the
    /// result, the board's entities, the layout.
    Follow,
    /// The score counts a finished round.
    Tally,
    /// What happened is put into words.
    Narrate,
}
