//! Tic-Tac-Toe on N x N boards.
//!
//! - [`core`]: the rules and the computer players, plain Rust.
//! - [`game`]: the game as Bevy systems without rendering (headless-testable).
//! - [`i18n`]: the game's words in each language (Fluent files), plain Rust.
//! - [`ui`]: what the player sees: the board view, menus and panels.
//! - [`net`]: the online protocol, shared by the game and its server.
//! - `packed`: what the desktop binary carries packed, unpacked when needed.
//! - `server`: the game server (feature `server`; the others need `game`,
//!   on by default).
//! - [`platform`]: the window and saved settings, where desktop and web differ.
//! - [`cli`]: the binaries' command lines, plain Rust.
//! - `terminal`: the game in a terminal, a presentation beside `ui`
//!   (native only).

pub mod cli;
pub use tictactoe_core as core;
#[cfg(feature = "game")]
pub mod game;
#[cfg(feature = "game")]
pub mod i18n;
pub mod net;
#[cfg(all(feature = "game", not(target_arch = "wasm32")))]
pub mod packed;
#[cfg(feature = "game")]
pub mod platform;
#[cfg(feature = "server")]
pub mod server;
#[cfg(all(feature = "game", not(target_arch = "wasm32")))]
pub mod terminal;
#[cfg(feature = "game")]
pub mod ui;

#[cfg(feature = "game")]
use bevy::prelude::*;

/// The whole game in a window.
#[cfg(feature = "game")]
pub fn plugin(app: &mut App) {
    for (_, step) in START {
        step(app);
    }
}

/// The game's start, in steps: the browser runs each as its own task, so
/// that the page stays responsive between them (see `platform::target`);
/// the desktop runs them back to back. Each is named for the browser's
/// performance trace (web/tools/start-trace.mjs).
#[cfg(feature = "game")]
pub const START: [(&str, fn(&mut App)); 3] = [
    ("Bevy built", |app| {
        app.add_plugins(platform::bevy_plugins());
    }),
    ("game built", |app| {
        app.add_plugins((platform::plugin, game::plugin));
    }),
    ("interface built", |app| {
        app.add_plugins((platform::render_plugins(), ui::plugin));
    }),
];
