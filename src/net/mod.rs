//! Online play's common ground: the [`protocol`] the game and its server
//! speak. Plain Rust with no engine, like the core.

pub mod protocol;
