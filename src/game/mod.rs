//! The game's rules and flow as Bevy systems, with no rendering: this runs
//! unchanged in a window, in a browser, and in headless tests.

pub mod announce;
pub mod computer;
pub mod flow;
pub mod input;
pub mod layout;
pub mod outcome;
pub mod placement;
pub mod round;
pub mod settings;
pub mod state;
pub mod turn;

use bevy::prelude::*;
use bevy::window::RequestRedraw;
use rand::SeedableRng;
use rand::rngs::StdRng;

pub use round::{Cell, Mark};
pub use state::{GameState, InRound};

pub fn plugin(app: &mut App) {
    app.init_resource::<GameRng>();
    // Normally added by the window plugin; headless apps need it too.
    app.add_message::<RequestRedraw>();
    app.configure_sets(
        Update,
        (
            PlayingSystems::Input,
            PlayingSystems::Computer,
            PlayingSystems::Place,
            PlayingSystems::Detect,
            PlayingSystems::AdvanceTurn,
        )
            .chain(),
    );
    app.add_plugins((
        state::plugin,
        settings::plugin,
        announce::plugin,
        round::plugin,
        layout::plugin,
        input::plugin,
        computer::plugin,
        placement::plugin,
        outcome::plugin,
        turn::plugin,
        flow::plugin,
    ));
}

/// The order of one move through the frame: input, the computer's choice,
/// placing it, checking for a result, then passing the turn.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PlayingSystems {
    Input,
    Computer,
    Place,
    Detect,
    AdvanceTurn,
}

/// The random source for first moves and computer seeds. Tests insert a
/// seeded one so games replay exactly.
#[derive(Resource)]
pub struct GameRng(pub StdRng);

impl Default for GameRng {
    /// Seeded from the operating system (the browser's crypto on the web).
    fn default() -> Self {
        GameRng(rand::make_rng())
    }
}

impl GameRng {
    pub fn seeded(seed: u64) -> Self {
        GameRng(StdRng::seed_from_u64(seed))
    }
}
