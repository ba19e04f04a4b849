//! The game's rules and flow as Bevy systems, with no rendering: this runs
//! unchanged in a window, in a browser, and in headless tests.
//!
//! - [`setup`]: what the menu sets up: seats, settings and their saved form.
//! - [`round`]: one round: the authoritative game, its board entities, the
//!   move pipeline (placement), turn order, the result and the score.
//! - [`players`]: who asks for moves: the local player's input and the computer.
//! - [`flow`]: moving between the menu, a round and its end screen.
//! - [`coach`]: hints, analysis, the timeline and the review.
//! - [`online`]: a friend elsewhere, through the game server.
//! - [`replay`]: a finished round as a link, and a link opened on its review.
//! - [`announce`] and [`narrate`]: everything the game says, in one stream;
//!   [`cues`]: what it sounds like.

pub mod activity;
pub mod announce;
pub mod coach;
pub mod cues;
pub mod flow;
pub mod narrate;
pub mod online;
pub mod players;
pub mod replay;
pub mod rng;
pub mod round;
pub mod sets;
pub mod setup;
pub mod state;
pub mod stats;

use bevy::prelude::*;

pub use rng::GameRng;
pub use round::board::{Cell, Mark};
pub use sets::GameSystems;
pub use state::{GameState, InRound};

pub fn plugin(app: &mut App) {
    app.init_resource::<GameRng>();
    app.configure_sets(
        Update,
        (
            GameSystems::Input,
            GameSystems::Computer,
            GameSystems::Place,
            GameSystems::Command,
            GameSystems::Begin,
            GameSystems::Follow,
            GameSystems::Tally,
            GameSystems::Narrate,
        )
            .chain(),
    );
    app.add_plugins((
        activity::plugin,
        state::plugin,
        setup::plugin,
        announce::plugin,
        round::plugin,
        players::plugin,
        flow::plugin,
        coach::plugin,
        online::plugin,
        replay::plugin,
        stats::plugin,
        narrate::plugin,
        cues::plugin,
    ));
}
