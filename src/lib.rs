//! Tic-Tac-Toe on N x N boards.
//!
//! - [`core`]: the rules and the computer players, plain Rust.
//! - [`game`]: the game as Bevy systems without rendering (headless-testable).
//! - [`ui`]: what the player sees: the board view, menus and panels.
//! - [`platform`]: the window and saved settings, where desktop and web differ.

pub mod core;
pub mod game;
pub mod platform;
pub mod ui;

use bevy::prelude::*;

/// The whole game in a window.
pub fn plugin(app: &mut App) {
    app.add_plugins((
        platform::engine_plugins(),
        platform::plugin,
        game::plugin,
        ui::plugin,
    ));
}
