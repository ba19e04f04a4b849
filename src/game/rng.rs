//! The game's one source of randomness.

use bevy::prelude::*;
use rand::SeedableRng;
use rand::rngs::StdRng;

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
