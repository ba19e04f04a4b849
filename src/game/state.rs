//! The screens of the game and the round that spans two of them.

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.init_state::<GameState>();
    app.add_computed_state::<InRound>();
    app.register_type::<GameState>();
    app.add_systems(
        Update,
        (log_transitions::<GameState>, log_transitions::<InRound>),
    );
}

/// Each change of screen, in the log at debug level (`RUST_LOG=tictactoe=debug`):
/// the first thing to read when a screen is not the one expected.
fn log_transitions<S: States>(mut transitions: MessageReader<StateTransitionEvent<S>>) {
    for transition in transitions.read() {
        debug!(
            "{} transition: {:?} => {:?}",
            std::any::type_name::<S>(),
            transition.exited,
            transition.entered
        );
    }
}

/// Which screen the game is on. Entering a screen never starts anything by
/// itself: a round starts on a [`StartRound`](super::round::StartRound)
/// message, so a screen in between (a pause) cannot restart it.
#[derive(States, Reflect, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum GameState {
    /// Choosing mode, strength, names and board.
    #[default]
    Menu,
    /// A round in play.
    Playing,
    /// The round is decided; the board stays up with the result.
    GameOver,
}

/// Active while a board is on screen: from the start of a round, through its
/// end screen, until the player goes back to the menu. The board's entities
/// live exactly this long.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct InRound;

impl ComputedStates for InRound {
    type SourceStates = GameState;

    // Playing -> GameOver -> Playing stays in the same round's board: no
    // exit and re-entry, which would despawn and respawn it.
    const ALLOW_SAME_STATE_TRANSITIONS: bool = false;

    fn compute(state: GameState) -> Option<Self> {
        match state {
            GameState::Playing | GameState::GameOver => Some(InRound),
            GameState::Menu => None,
        }
    }
}
