//! The game's tests, one module a concern, in one test binary: the game
//! (Bevy, egui, the platform layer) is linked once for all of them rather
//! than once a file. Each module's own comment says what it proves.

mod common;

mod coach;
mod docs;
mod feel;
mod headless;
mod interface;
mod languages;
#[cfg(feature = "server")]
mod online;
mod random_input;
mod settings;
mod ultimate_game;
mod window;
